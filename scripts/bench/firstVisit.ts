import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { launchPlainChromium } from '../../web/e2e/browser.js';
import { deferred } from '../../web/src/testing/deferred.js';
import { criticalChunks, gzipSize, precacheList } from '../checkSize.js';
import { freePort, ROOT, startStack } from '../lib/stack.js';
import { CdpConnection } from './lib/cdp.js';
import { waitForDevtools } from './lib/chromium.js';
import { spread, type Spread } from './lib/lighthouseRuns.js';
import { sleep, stopAll } from './lib/processes.js';
import { machineLine, writeSection } from './lib/report.js';
import { fmt, table } from './lib/stats.js';
import {
  CATEGORIES,
  remeasured,
  WireLedger,
  wireTotals,
  type Fetcher,
  type WireEntry,
  type WireTotals,
} from './lib/wireBytes.js';

/**
 * Issue #37, target 2, "first visit, including the service worker": what a cold visit to `/`
 * downloads in its first 30 s with the service worker's own downloads (its precache and runtime
 * fetches) counted, and how long after the page's load event the worker controls the page.
 *
 *   npm run build && npx tsx scripts/bench/firstVisit.ts [--runs 5] [--no-write]
 *
 * Each run is a fresh Chromium (empty profile: no worker, no HTTP cache) on the built site served
 * by the built gateway over the stand-in. Playwright drives the page; the bytes come from a
 * DevTools connection of the bench's own, attached to every target before it runs (the page, and
 * the worker when it starts), reading `Network.loadingFinished.encodedDataLength`: headers and
 * the compressed body as they crossed the network, each byte once (lib/wireBytes.ts). The
 * worker's own scripts, which DevTools reports without their bodies, are measured again.
 * `BENCH_RUNS` and `BENCH_WINDOW_S` (default 30) set the runs and the window.
 */
const TARGET_KIB = 400;
const TARGET_CONTROL_MS = 2000;
const PAGE = '/';
const DIST = path.join(ROOT, 'web/dist');

/**
 * The worker is held at its start until the bench's session has its network events on, so its
 * first download (the precache begins at install) is seen; the page's dedicated workers and
 * frames are attached the same way from the page's session.
 */
const AUTO_ATTACH = { autoAttach: true, waitForDebuggerOnStart: true, flatten: true };
const WITH_NETWORK = new Set(['page', 'iframe', 'worker', 'shared_worker', 'service_worker']);

/** A phone's screen, as Lighthouse's mobile settings use: the images a phone's first screen shows. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
};

/**
 * When the page registered the worker and when a worker took it, on the page's clock (ms from
 * navigation start), recorded from before the page's own scripts. Plain script text, so nothing
 * the TypeScript runner adds to functions reaches the page.
 */
const IN_PAGE = `
if (!window.__firstVisit && 'serviceWorker' in navigator) {
  const marks = (window.__firstVisit = { registered: null, controlled: null });
  const container = navigator.serviceWorker;
  const register = container.register.bind(container);
  container.register = function () {
    if (marks.registered === null) marks.registered = performance.now();
    return register.apply(null, arguments);
  };
  container.addEventListener('controllerchange', function () {
    if (marks.controlled === null) marks.controlled = performance.now();
  });
}
`;
const READ_MARKS = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const marks = window.__firstVisit || {};
  return {
    load: nav && nav.loadEventStart > 0 ? nav.loadEventStart : null,
    registered: marks.registered ?? null,
    controlled: marks.controlled ?? null,
    controller: navigator.serviceWorker.controller !== null,
  };
})()`;

interface Marks {
  load: number | null;
  registered: number | null;
  controlled: number | null;
  controller: boolean;
}

interface Run {
  run: number;
  entries: WireEntry[];
  totals: WireTotals;
  /** Page clock, ms from navigation start; NaN when it did not happen within the window. */
  loadMs: number;
  registeredMs: number;
  controlledMs: number;
  error?: string;
}

function options() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: process.env.BENCH_RUNS ?? '5' },
      window: { type: 'string', default: process.env.BENCH_WINDOW_S ?? '30' },
      'no-write': { type: 'boolean', default: process.env.BENCH_WRITE === '0' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  const windowS = Number(values.window);
  if (!(windowS > 0)) throw new Error('--window takes a number of seconds > 0');
  return { runs, windowMs: windowS * 1000, write: !values['no-write'] };
}

/**
 * Attaches the bench's own DevTools connection to every target as it starts and feeds their
 * network events to the ledger. A target reached twice (the worker is offered to the browser's
 * session and to the page's) is counted through its first session only.
 */
function watchNetwork(cdp: CdpConnection, ledger: WireLedger) {
  const sessions = new Map<string, { targetId: string; fetcher: Fetcher }>();
  const watched = new Set<string>();
  const ready = new Map<string, ReturnType<typeof deferred<void>>>();
  const readyOf = (targetId: string) => {
    let entry = ready.get(targetId);
    if (!entry) {
      entry = deferred();
      ready.set(targetId, entry);
    }
    return entry;
  };
  const targetTypes = new Map<string, string>();
  const workerScripts = new Set<string>();

  const attach = async (sessionId: string, targetId: string, type: string, url: string) => {
    targetTypes.set(targetId, type);
    if (type === 'service_worker') workerScripts.add(url);
    const calls: Promise<unknown>[] = [];
    if (WITH_NETWORK.has(type) && !watched.has(targetId)) {
      watched.add(targetId);
      sessions.set(sessionId, { targetId, fetcher: type === 'service_worker' ? 'worker' : 'page' });
      calls.push(cdp.send('Network.enable', {}, sessionId));
      if (type === 'page' || type === 'iframe')
        calls.push(cdp.send('Target.setAutoAttach', AUTO_ATTACH, sessionId));
    }
    // Sent after the calls above without waiting for them: a session's commands run in order,
    // so the target resumes with its network events on and loses no round trip to the bench.
    calls.push(cdp.send('Runtime.runIfWaitingForDebugger', {}, sessionId));
    const results = await Promise.allSettled(calls);
    if (sessions.has(sessionId) && results[0]?.status === 'fulfilled') readyOf(targetId).resolve();
  };

  cdp.on((method, params, sessionId) => {
    if (method === 'Target.attachedToTarget') {
      const event = params as {
        sessionId: string;
        targetInfo: { targetId: string; type: string; url: string };
      };
      const { targetId, type, url } = event.targetInfo;
      void attach(event.sessionId, targetId, type, url);
      return;
    }
    if (method === 'Target.detachedFromTarget') {
      const gone = sessions.get((params as { sessionId: string }).sessionId);
      if (gone) watched.delete(gone.targetId);
      return;
    }
    const session = sessionId ? sessions.get(sessionId) : undefined;
    if (session && method.startsWith('Network.'))
      ledger.event(session.fetcher, session.targetId, method, params);
  });

  return {
    /** Resolves once the target's network events reach the ledger. */
    ready: (targetId: string) => readyOf(targetId).promise,
    targetTypes,
    /** The service workers' main scripts. */
    workerScripts,
  };
}

const orNaN = (v: number | null) => (v === null ? Number.NaN : v);

/** One cold visit in a browser of its own. */
async function visit(url: string, windowMs: number): Promise<Omit<Run, 'run'>> {
  const port = await freePort();
  const browser: Browser = await launchPlainChromium([`--remote-debugging-port=${port}`]);
  const ledger = new WireLedger();
  let cdp: CdpConnection | undefined;
  try {
    cdp = await CdpConnection.open(await waitForDevtools(port));
    const watch = watchNetwork(cdp, ledger);
    await cdp.send('Target.setAutoAttach', AUTO_ATTACH);
    const context = await browser.newContext(PHONE);
    await context.addInitScript(IN_PAGE);
    const page = await context.newPage();
    const probe = await context.newCDPSession(page);
    const { targetInfo } = (await probe.send('Target.getTargetInfo')) as {
      targetInfo: { targetId: string };
    };
    await probe.detach();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      watch.ready(targetInfo.targetId),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error("the bench's DevTools session never reached the page")),
          10_000,
        );
      }),
    ]).finally(() => clearTimeout(timer));

    const start = Date.now();
    await page.goto(url, { waitUntil: 'load', timeout: windowMs });
    await sleep(Math.max(0, start + windowMs - Date.now()));
    ledger.close();
    const marks = (await page.evaluate(READ_MARKS)) as Marks;
    const worker = [...watch.targetTypes.values()].filter((t) => t === 'service_worker').length;
    if (worker === 0) console.warn('no service worker target was attached in this run');
    let entries = [...ledger.entries()];
    for (const fetcher of ['page', 'worker'] as const) {
      const again = new Set(
        entries.filter((e) => e.fetcher === fetcher && e.unreported).map((e) => e.url),
      );
      if (fetcher === 'worker') for (const script of watch.workerScripts) again.add(script);
      const sizes = new Map<string, number>();
      for (const address of again)
        sizes.set(address, await wireSize(address, watch.workerScripts.has(address)));
      entries = remeasured(entries, fetcher, sizes);
    }
    return {
      entries,
      totals: wireTotals(entries),
      loadMs: orNaN(marks.load),
      registeredMs: orNaN(marks.registered),
      controlledMs: marks.controller ? orNaN(marks.controlled) : Number.NaN,
    };
  } finally {
    ledger.close();
    cdp?.close();
    await browser.close();
  }
}

/**
 * What one more download of the address costs on the wire: status line, headers and body as the
 * gateway sends them to Chromium (same `Accept-Encoding`). For the few transfers DevTools does not
 * report: the worker's own scripts, fetched by the browser before and while the worker starts.
 */
function wireSize(address: string, workerScript: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      address,
      {
        headers: {
          'Accept-Encoding': 'gzip, deflate, br, zstd',
          ...(workerScript ? { 'Service-Worker': 'script' } : {}),
        },
      },
      (res) => {
        let bytes = `HTTP/1.1 ${res.statusCode ?? 0} ${res.statusMessage ?? ''}\r\n`.length + 2;
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          bytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve(bytes));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

const kib = (bytes: number) => bytes / 1024;
const fmtKib = (bytes: number) => fmt(kib(bytes), 1);
const fmtSpread = (s: Spread, digits: number, unit = '') =>
  s.n === 0
    ? 'n/a'
    : s.n === 1
      ? `${fmt(s.median, digits)}${unit}`
      : `${fmt(s.median, digits)}${unit} (${fmt(s.min, digits)}–${fmt(s.max, digits)})`;

/** The address without the site's origin, which every run's differs in (a free port). */
function shortUrl(url: string, site: string): string {
  const u = new URL(url);
  const local = u.origin === new URL(site).origin;
  return `${local ? '' : u.origin}${u.pathname}${u.search}`;
}

/** The entry's path relative to the site, without workbox's revision query. */
function sitePath(url: string): string {
  const u = new URL(url);
  u.searchParams.delete('__WB_REVISION__');
  return `${u.pathname.replace(/^\//, '')}${u.search}`;
}

function printRun(run: Run, site: string): void {
  console.log(
    `run ${run.run}: ${fmtKib(run.totals.total)} KiB on the wire (page ${fmtKib(run.totals.page)}, worker ${fmtKib(run.totals.worker)}), load ${fmt(run.loadMs, 0)} ms, registered ${fmt(run.registeredMs, 0)} ms, controlled ${fmt(run.controlledMs, 0)} ms`,
  );
  const rows = [...run.entries].sort((a, b) => a.fetcher.localeCompare(b.fetcher));
  for (const e of rows)
    console.log(
      `  ${e.fetcher.padEnd(6)} ${e.source.padEnd(14)} ${e.category.padEnd(9)} ${fmtKib(e.bytes).padStart(7)} KiB  ${e.status ?? '---'} ${(e.encoding ?? '').padEnd(4)} ${shortUrl(e.url, site)}${e.remeasured ? ' (measured again)' : ''}${e.revalidated ? ' (304)' : ''}`,
    );
}

/** The precache the build lists, against what the worker of one run fetched. */
function precacheCheck(run: Run): string[] {
  const files = precacheList(DIST);
  const buildBytes = files.reduce((sum, f) => sum + gzipSize(path.join(DIST, f)), 0);
  const byWorker = new Map<string, WireEntry>();
  for (const e of run.entries) if (e.fetcher === 'worker') byWorker.set(sitePath(e.url), e);
  const network = files.filter((f) => byWorker.get(f)?.source === 'network');
  const cached = files.filter((f) => byWorker.get(f)?.source === 'HTTP cache');
  const missing = files.filter((f) => !byWorker.has(f));
  const networkBytes = network.reduce((sum, f) => sum + (byWorker.get(f)?.bytes ?? 0), 0);
  const critical = new Set(criticalChunks(DIST).map((f) => path.relative(DIST, f)));
  const criticalOnWire = run.entries
    .filter((e) => e.fetcher === 'page' && critical.has(sitePath(e.url)))
    .reduce((sum, e) => sum + e.bytes, 0);
  return [
    `The build's precache lists ${files.length} files, ${fmtKib(buildBytes)} KiB at gzip 9 (\`npm test size\`). In run ${run.run} the worker fetched ${network.length} of them over the network (${fmtKib(networkBytes)} KiB on the wire) and ${cached.length} from the HTTP cache, which the page had just filled with the same files (hashed names, \`immutable\`; not counted again)${missing.length > 0 ? `; ${missing.length} not seen in the window: ${missing.map((f) => `\`${f}\``).join(', ')}` : ''}.`,
    `The home route's critical JavaScript (${critical.size} files, \`scripts/checkSize.ts\`) took ${fmtKib(criticalOnWire)} KiB on the wire in the page's own requests (as the gateway compresses them, headers included).`,
  ];
}

function summary(runs: Run[], windowMs: number, versions: string, site: string): string {
  const ok = runs.filter((r) => !r.error);
  const failed = runs.filter((r) => r.error);
  const of = (pick: (r: Run) => number) => spread(ok.map(pick));
  const count = (r: Run, test: (e: WireEntry) => boolean) => r.entries.filter(test).length;
  const total = of((r) => kib(r.totals.total));
  const control = of((r) => r.controlledMs - r.loadMs);
  const verdict = (s: Spread, limit: number) =>
    s.n === 0 ? 'no run' : s.median <= limit ? 'met' : '**missed**';
  const neverControlled = ok.filter((r) => !Number.isFinite(r.controlledMs)).length;
  const rows = [
    [
      'total on the wire',
      `≤ ${TARGET_KIB} KiB`,
      fmtSpread(total, 1, ' KiB'),
      verdict(total, TARGET_KIB),
    ],
    [
      'of it the page',
      '',
      fmtSpread(
        of((r) => kib(r.totals.page)),
        1,
        ' KiB',
      ),
      '',
    ],
    [
      'of it the service worker',
      '',
      fmtSpread(
        of((r) => kib(r.totals.worker)),
        1,
        ' KiB',
      ),
      '',
    ],
    [
      'of the total, response headers',
      '',
      fmtSpread(
        of((r) => kib(r.totals.headers)),
        1,
        ' KiB',
      ),
      '',
    ],
    [
      'requests over the network: page / worker',
      '',
      `${fmtSpread(
        of((r) => count(r, (e) => e.fetcher === 'page' && e.bytes > 0)),
        0,
      )} / ${fmtSpread(
        of((r) => count(r, (e) => e.fetcher === 'worker' && e.bytes > 0)),
        0,
      )}`,
      '',
    ],
    [
      'page requests the worker answered (counted at the worker)',
      '',
      fmtSpread(
        of((r) => count(r, (e) => e.source === 'service worker')),
        0,
      ),
      '',
    ],
    [
      'answers from the HTTP cache (no transfer)',
      '',
      fmtSpread(
        of((r) => count(r, (e) => e.source === 'HTTP cache')),
        0,
      ),
      '',
    ],
    [
      'navigation start → load event',
      '',
      fmtSpread(
        of((r) => r.loadMs / 1000),
        2,
        ' s',
      ),
      '',
    ],
    [
      'load event → worker registered',
      '',
      fmtSpread(
        of((r) => (r.registeredMs - r.loadMs) / 1000),
        2,
        ' s',
      ),
      '',
    ],
    [
      'load event → worker controls the page',
      `≤ ${TARGET_CONTROL_MS / 1000} s`,
      fmtSpread(
        of((r) => (r.controlledMs - r.loadMs) / 1000),
        2,
        ' s',
      ),
      verdict(control, TARGET_CONTROL_MS),
    ],
    [
      'navigation start → worker controls the page',
      '',
      fmtSpread(
        of((r) => r.controlledMs / 1000),
        2,
        ' s',
      ),
      '',
    ],
  ];
  const byType = CATEGORIES.map((c) => {
    const page = of((r) => kib(r.totals.byCategory[c].page));
    const worker = of((r) => kib(r.totals.byCategory[c].worker));
    const both = of((r) => kib(r.totals.byCategory[c].page + r.totals.byCategory[c].worker));
    return [c, fmtSpread(page, 1), fmtSpread(worker, 1), fmtSpread(both, 1)];
  });

  // The lists are of one run, the one with the median total, so they add up to a figure above.
  const sorted = [...ok].sort((a, b) => a.totals.total - b.totals.total);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  const detail: string[] = [];
  if (middle) {
    const largest = [...middle.entries].sort((a, b) => b.bytes - a.bytes).slice(0, 12);
    const workerNetwork = middle.entries.filter((e) => e.fetcher === 'worker' && e.bytes > 0);
    const workerCached = middle.entries.filter(
      (e) => e.fetcher === 'worker' && e.source === 'HTTP cache',
    );
    const unfinished = middle.entries.filter(
      (e) => e.source === 'failed' || e.source === 'in flight',
    );
    const list = (entries: WireEntry[]) =>
      entries
        .map(
          (e) =>
            `\`${shortUrl(e.url, site)}\`${e.bytes > 0 ? ` ${fmtKib(e.bytes)}` : ''}${e.remeasured ? '*' : ''}${e.revalidated ? ' (304)' : ''}`,
        )
        .join(', ');
    detail.push(
      '',
      `Largest items, run ${middle.run} (the median total, ${fmtKib(middle.totals.total)} KiB):`,
      '',
      table(
        ['address', 'fetched by', 'type', 'KiB on the wire', 'encoding'],
        largest.map((e) => [
          `\`${shortUrl(e.url, site)}\``,
          e.fetcher === 'worker' ? 'service worker' : 'page',
          e.category,
          fmtKib(e.bytes),
          e.encoding ?? 'none',
        ]),
      ),
      '',
      `The worker's downloads in run ${middle.run}, over the network (${workerNetwork.length}, ${fmtKib(middle.totals.worker)} KiB, KiB beside each): ${list(workerNetwork) || 'none'}.`,
      '',
      `From the HTTP cache, no transfer (${workerCached.length}): ${list(workerCached) || 'none'}.`,
      '',
      ...precacheCheck(middle),
      ...(unfinished.length > 0
        ? ['', `Failed or unfinished within the window: ${list(unfinished)}.`]
        : []),
    );
  }
  return [
    '### First visit, including the service worker',
    '',
    machineLine(),
    `${versions}. \`${PAGE}\` signed out, fresh browser profile per run (no worker, empty HTTP cache), phone screen (412 × 823, ×1.75), built site through the built gateway over the stand-in on loopback, no network or CPU throttling. Everything the page and its service worker fetched in the first ${windowMs / 1000} s after navigation start, in bytes on the wire (headers and compressed body, DevTools' \`encodedDataLength\`), each byte once where it crossed the network. DevTools reports no body bytes for the worker's own scripts (its main script, fetched by the browser as the worker starts, and \`importScripts\`): those are measured again by one more download with Chromium's \`Accept-Encoding\` (marked * below). A revalidated answer (304, marked so) counts its headers only. ${ok.length} runs: each cell is the median (lowest–highest run).${neverControlled > 0 ? ` In ${neverControlled} run(s) no worker controlled the page within the window: left out of the times.` : ''}`,
    '',
    table(['figure', 'target (#37)', 'measured', ''], rows),
    '',
    'By type, KiB on the wire (a fetch is classed by what came back: a precached script is a script):',
    '',
    table(['type', 'page', 'service worker', 'both'], byType),
    ...detail,
    ...(failed.length > 0
      ? ['', 'Runs that failed:', '', ...failed.map((r) => `- run ${r.run}: ${r.error}`)]
      : []),
  ].join('\n');
}

async function main(): Promise<void> {
  const opts = options();
  for (const built of ['web/dist/index.html', 'gateway/dist/server.js', 'mocks/dist/server.js'])
    if (!fs.existsSync(path.join(ROOT, built))) throw new Error(`${built} missing: npm run build`);
  if (!fs.existsSync(path.join(DIST, 'sw.js'))) throw new Error('web/dist/sw.js missing');
  const probe = await launchPlainChromium();
  const versions = `Chromium ${probe.version()} headless, Playwright ${playwrightVersion()}`;
  await probe.close();
  const stack = await startStack({
    gatewayPort: await freePort(),
    mocksPort: await freePort(),
    stdio: 'ignore',
    gatewayEnv: { LOG_LEVEL: 'warn' },
  });
  const runs: Run[] = [];
  try {
    for (let run = 1; run <= opts.runs; run += 1) {
      try {
        const measured = await visit(`${stack.gatewayUrl}${PAGE}`, opts.windowMs);
        runs.push({ run, ...measured });
      } catch (error) {
        runs.push({
          run,
          entries: [],
          totals: wireTotals([]),
          loadMs: Number.NaN,
          registeredMs: Number.NaN,
          controlledMs: Number.NaN,
          error: error instanceof Error ? error.message : String(error),
        });
      }
      const last = runs[runs.length - 1];
      if (last?.error) console.log(`run ${run} failed: ${last.error}`);
      else if (last) printRun(last, stack.gatewayUrl);
    }
  } finally {
    await stack.stop();
  }
  const section = summary(runs, opts.windowMs, versions, stack.gatewayUrl);
  if (opts.write) writeSection('first-visit', section);
  console.log(`\n${section}`);
}

function playwrightVersion(): string {
  const file = path.join(ROOT, 'node_modules/playwright-core/package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(stopAll);
