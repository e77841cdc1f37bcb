import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { freePort, ROOT, startStack } from '../lib/stack.js';
import { CHROMIUM_FLAGS } from '../../web/e2e/browser.js';
import { gatewaySessionCookies, type GatewayCookie } from '../../web/e2e/mocksControl.js';
import {
  formatSpread,
  missedTargets,
  parseCpuLine,
  spread,
  stealShare,
  type Figures,
  type RunRecord,
} from './lib/lighthouseRuns.js';
import { CHROMIUM, waitForDevtools } from './lib/chromium.js';
import { machineLine, writeSection } from './lib/report.js';
import { sleep, stopAll, track } from './lib/processes.js';

/**
 * Lighthouse (mobile settings: emulated phone, simulated slow 4G and 4× CPU slowdown) on the
 * built site served by the built gateway over the stand-in, with Debian's Chromium: every public
 * route and a signed-in centre page, N runs each, medians with their spread.
 *
 *   npm run build && npx tsx scripts/bench/lighthouse.ts [--runs 5] [--pages /,/help]
 *     [--setups rendered,plain] [--cpu-slowdown 4] [--out results.jsonl] [--no-write]
 *
 * `--cpu-slowdown` stands in for a slower host: Lighthouse does not scale its simulated CPU to
 * the host it runs on, so 4× on a host it rates 3,000 is about 8× on one it rates 1,500 (its
 * throttling guide's benchmark-index rule). The figure a mid-range phone gets is measurable here.
 *
 * Each run is appended to the `--out` file (JSON lines) the moment it ends, with Lighthouse's
 * benchmark index, the Node, Chromium and Lighthouse versions, CPU steal and the load, so a run
 * that fails later loses nothing before it. `--no-write` prints the summary instead of rewriting
 * the block in docs/PERFORMANCE.md.
 */
const PUBLIC_PAGES = ['/', '/rng', '/help', '/promotions', '/down', '/pointMall'];
/** Signed-in pages and the seeded account each opens as. */
const SIGNED_IN: Record<string, string> = {
  '/member?page=depositv2': 'player1',
  '/member?page=withdraw': 'player1',
  '/agentHome': 'agent1',
};
const DEFAULT_PAGES = [...PUBLIC_PAGES, '/member?page=depositv2'];
/** The gateway as shipped, and the same build sending every page as the plain shell. */
const SETUPS = {
  rendered: { name: 'rendered first screen', env: {} },
  plain: { name: 'plain shell', env: { FIRST_SCREEN_RENDERER: '' } },
} as const;
type SetupId = keyof typeof SETUPS;

/** A web build elsewhere than web/dist (`vite build --outDir …`), so a run does not race a shared rebuild. */
const WEB_DIST = process.env.LIGHTHOUSE_WEB_DIST;
/** When set, each run's full report is kept there as JSON (LCP element, long tasks, request chains). */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

function options() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: process.env.LIGHTHOUSE_RUNS ?? '5' },
      pages: { type: 'string', default: process.env.LIGHTHOUSE_PAGES ?? DEFAULT_PAGES.join(',') },
      setups: { type: 'string', default: 'rendered' },
      'cpu-slowdown': { type: 'string', default: '4' },
      throttling: { type: 'string', default: 'simulate' },
      out: { type: 'string' },
      'no-write': { type: 'boolean', default: process.env.LIGHTHOUSE_WRITE === '0' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  const cpuSlowdown = Number(values['cpu-slowdown']);
  if (!(cpuSlowdown >= 1)) throw new Error('--cpu-slowdown takes a number ≥ 1');
  const throttling = values.throttling as 'simulate' | 'devtools';
  if (throttling !== 'simulate' && throttling !== 'devtools')
    throw new Error("--throttling takes simulate (Lighthouse's default) or devtools");
  const setups = values.setups.split(',').filter(Boolean);
  for (const s of setups) {
    if (!(s in SETUPS)) throw new Error(`--setups: unknown "${s}" (rendered, plain)`);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return {
    runs,
    pages: values.pages.split(',').filter(Boolean),
    setups: setups as SetupId[],
    cpuSlowdown,
    throttling,
    out: values.out ?? path.join(os.tmpdir(), `playhouse-lighthouse-${stamp}.jsonl`),
    write: !values['no-write'],
  };
}

/**
 * Removes a Chromium profile. Chromium's helper processes can still be writing into it for a
 * moment after the browser is gone (`ENOTEMPTY`): retried, and a profile that still cannot be
 * removed is left in the temporary folder with a warning, never failing the measurement.
 */
async function removeProfile(profile: string): Promise<void> {
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 3, retryDelay: 200 });
      return;
    } catch (error) {
      if (attempt === 5) {
        console.warn(`left ${profile} behind: ${(error as Error).message}`);
        return;
      }
      await sleep(500 * attempt);
    }
  }
}

/** A fresh Chromium with an empty profile for every run: each run is a first visit. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}`);
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'playhouse-lh-'));
  // Its own process group, so the browser's helpers end with it.
  const child = track(
    spawn(
      CHROMIUM,
      [
        // Started here, not through Playwright, which adds `--headless` itself.
        '--headless',
        ...CHROMIUM_FLAGS,
        `--remote-debugging-port=${port}`,
        `--user-data-dir=${profile}`,
        'about:blank',
      ],
      { stdio: 'ignore', detached: true },
    ),
  );
  await waitForDevtools(port);
  return {
    port,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          child.kill('SIGKILL');
        }
        await exited;
      }
      await removeProfile(profile);
    },
  };
}

/** Signs a seeded account in on the stand-in (dev mode) and returns its session token. */
async function devSession(mocksUrl: string, account: string): Promise<string> {
  const res = await fetch(`${mocksUrl}/__dev/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account }),
  });
  const body = (await res.json()) as { value?: { token?: string } };
  if (!body.value?.token) throw new Error(`no session for ${account}: HTTP ${res.status}`);
  return body.value.token;
}

/** The account type the member info gives, which a tab keeps after its member info has answered. */
async function accountType(gatewayUrl: string, cookies: GatewayCookie[]): Promise<number> {
  const res = await fetch(`${gatewayUrl}/wps/member/info`, {
    headers: {
      Cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
      'X-Site-Request': '1',
    },
  });
  const body = (await res.json()) as { value?: { type?: number } };
  if (typeof body.value?.type !== 'number') throw new Error(`no member info: HTTP ${res.status}`);
  return body.value.type;
}

interface RunContext {
  gatewayUrl: string;
  mocksUrl: string;
  page: string;
  label: string;
  cpuSlowdown: number;
  throttling: 'simulate' | 'devtools';
}

/** One cold run; a run whose trace Lighthouse could not record is repeated once. */
async function measure(
  ctx: RunContext,
  attempt = 1,
): Promise<{ figures: Figures; benchmarkIndex: number; chromium: string }> {
  const chromium = await startChromium();
  try {
    return await measureWith(ctx, chromium.port);
  } catch (error) {
    if (attempt > 1) throw error;
    console.warn(`retrying ${ctx.page}: ${error instanceof Error ? error.message : String(error)}`);
    return measure(ctx, attempt + 1);
  } finally {
    await chromium.stop();
  }
}

async function measureWith(
  { gatewayUrl, mocksUrl, page: address, label, cpuSlowdown, throttling }: RunContext,
  port: number,
): Promise<{ figures: Figures; benchmarkIndex: number; chromium: string }> {
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${port}`,
    defaultViewport: null,
  });
  try {
    const page = await browser.newPage();
    const account = SIGNED_IN[address];
    if (account) {
      // The gateway's session for the account, as a sign-in link opens one, goes into the
      // browser as the cookies the gateway set (Lighthouse clears storage, never cookies); the
      // tab's record of the account type, as after an earlier page of the same tab.
      const token = await devSession(mocksUrl, account);
      const cookies = await gatewaySessionCookies(gatewayUrl, token);
      const type = String(await accountType(gatewayUrl, cookies));
      const { hostname } = new URL(gatewayUrl);
      await browser.setCookie(
        ...cookies.map((c) => ({
          name: c.name,
          value: c.value,
          domain: hostname,
          path: '/',
          httpOnly: c.httpOnly,
          sameSite: 'Lax' as const,
        })),
      );
      await page.evaluateOnNewDocument((accountTypeValue: string) => {
        try {
          if (!sessionStorage.getItem('accountType')) {
            sessionStorage.setItem('accountType', accountTypeValue);
          }
        } catch {
          // about:blank and opaque frames have no storage.
        }
      }, type);
    }
    const result = await lighthouse(
      `${gatewayUrl}${address}`,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Merged into the mobile defaults: only the multiplier changes. `devtools` applies the
        // same slow line and CPU to the real load instead of simulating them from a fast one.
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
        throttlingMethod: throttling,
      },
      undefined,
      page,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    // A signed-in page that sent the visitor to sign in measured the wrong screen.
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (account && landed !== new URL(address, gatewayUrl).pathname)
      throw new Error(`${address} ended on ${landed}: the session did not hold`);
    if (REPORT_DIR) {
      fs.mkdirSync(REPORT_DIR, { recursive: true });
      fs.writeFileSync(path.join(REPORT_DIR, `${label}.json`), JSON.stringify(lhr));
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      figures: {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        si: audit('speed-index'),
        tti: audit('interactive'),
      },
      benchmarkIndex: lhr.environment.benchmarkIndex,
      chromium: await browser.version(),
    };
  } finally {
    await browser.disconnect();
  }
}

const cpuNow = () => parseCpuLine(fs.readFileSync('/proc/stat', 'utf8'));

function summary(
  records: RunRecord[],
  runs: number,
  lighthouseVersion: string,
  cpuSlowdown: number,
  throttling: 'simulate' | 'devtools',
): string {
  const ok = records.filter((r) => r.figures);
  const failed = records.filter((r) => r.error);
  const rows: string[] = [];
  const verdicts: string[] = [];
  const keys = [...new Set(records.map((r) => `${r.setup}\u0000${r.page}`))];
  for (const key of keys) {
    const [setup, page] = key.split('\u0000') as [SetupId, string];
    const mine = ok.filter((r) => r.setup === setup && r.page === page);
    const of = (metric: keyof Figures) =>
      spread(mine.map((r) => r.figures?.[metric] ?? Number.NaN));
    const bench = spread(mine.map((r) => r.benchmarkIndex));
    const steal = spread(mine.map((r) => r.steal * 100));
    rows.push(
      `| \`${page}\` | ${SETUPS[setup].name} | ${mine.length} | ${formatSpread('score', of('score'))} | ${formatSpread('fcp', of('fcp'))} | ${formatSpread('lcp', of('lcp'))} | ${formatSpread('tbt', of('tbt'))} | ${formatSpread('cls', of('cls'))} | ${formatSpread('tti', of('tti'))} | ${formatSpread('benchmarkIndex', bench)} | ${Number.isFinite(steal.max) ? `${steal.max.toFixed(1)} %` : 'n/a'} |`,
    );
    if (setup === 'rendered') {
      const kind = page in SIGNED_IN ? 'signedIn' : 'public';
      const missed = missedTargets(kind, {
        score: of('score').median,
        lcp: of('lcp').median,
        tbt: of('tbt').median,
        cls: of('cls').median,
      });
      verdicts.push(
        `- \`${page}\`: ${mine.length < 3 ? `only ${mine.length} run(s): no verdict (needs at least 3)` : missed.length === 0 ? 'every target met' : `missed ${missed.join(', ')}`}.`,
      );
    }
  }
  const versions = [
    ...new Set(ok.map((r) => `Node ${r.node}, ${r.chromium}, Lighthouse ${r.lighthouse}`)),
  ];
  return [
    '### Lighthouse, mobile',
    '',
    machineLine(),
    `${versions.join('; ') || `Lighthouse ${lighthouseVersion}`}. Default mobile settings (emulated phone, ${throttling === 'simulate' ? 'simulated' : 'applied (DevTools throttling: the real load on a slowed line and CPU, not simulated)'} slow 4G, ${cpuSlowdown}× CPU slowdown${cpuSlowdown === 4 ? '' : ', not the default 4×: a slower host'}), Chromium headless, built site through the built gateway over the stand-in, fresh browser profile per run (a first visit: no service worker yet); signed-in pages open with the session cookies the gateway set for a stand-in sign-in (as a sign-in link opens one), and the tab's record of the account type. ${runs} runs per page: each cell is the median (lowest–highest run). Lighthouse's simulated TBT scales with its benchmark index (the host's speed), recorded per run; "steal" is the most CPU time the hypervisor took during one run.`,
    '',
    '| page | gateway sends | runs | performance | FCP | LCP | TBT | CLS | Time to Interactive | benchmark index | steal (worst run) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    'Targets (medians, as shipped): public routes performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 200 ms, CLS ≤ 0.02; signed-in pages LCP ≤ 1.5 s, CLS ≤ 0.02.',
    '',
    ...verdicts,
    ...(failed.length > 0
      ? [
          '',
          'Runs that failed:',
          '',
          ...failed.map((r) => `- \`${r.page}\` run ${r.run}: ${r.error}`),
        ]
      : []),
  ].join('\n');
}

async function main() {
  const opts = options();
  const webIndex = WEB_DIST ? path.join(WEB_DIST, 'index.html') : 'web/dist/index.html';
  for (const built of [webIndex, 'gateway/dist/server.js', 'mocks/dist/server.js']) {
    if (!fs.existsSync(path.resolve(ROOT, built)))
      throw new Error(`${built} missing: npm run build`);
  }
  const lighthouseVersion = (
    JSON.parse(
      fs.readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'),
    ) as { version: string }
  ).version;
  console.log(`each run is appended to ${opts.out}`);
  const records: RunRecord[] = [];
  for (const setupId of opts.setups) {
    const stack = await startStack({
      gatewayPort: await freePort(),
      mocksPort: await freePort(),
      stdio: 'ignore',
      gatewayEnv: {
        LOG_LEVEL: 'warn',
        ...(WEB_DIST ? { WEB_DIST: path.resolve(WEB_DIST) } : {}),
        ...SETUPS[setupId].env,
      },
    });
    try {
      for (const page of opts.pages) {
        for (let run = 1; run <= opts.runs; run += 1) {
          const label = `${setupId}-${page === '/' ? 'home' : page.replace(/\W/g, '')}-${run}`;
          const before = cpuNow();
          const record: RunRecord = {
            page,
            setup: setupId,
            run,
            at: new Date().toISOString(),
            benchmarkIndex: Number.NaN,
            node: process.version,
            chromium: '',
            lighthouse: lighthouseVersion,
            steal: Number.NaN,
            load: os.loadavg()[0] ?? Number.NaN,
            cpuSlowdown: opts.cpuSlowdown,
            throttling: opts.throttling,
          };
          try {
            const measured = await measure({
              gatewayUrl: stack.gatewayUrl,
              mocksUrl: stack.mocksUrl,
              page,
              label,
              cpuSlowdown: opts.cpuSlowdown,
              throttling: opts.throttling,
            });
            record.figures = measured.figures;
            record.benchmarkIndex = measured.benchmarkIndex;
            record.chromium = measured.chromium;
          } catch (error) {
            record.error = error instanceof Error ? error.message : String(error);
          }
          record.steal = stealShare(before, cpuNow());
          records.push(record);
          fs.appendFileSync(opts.out, `${JSON.stringify(record)}\n`);
          console.log(page, setupId, `run ${run}`, JSON.stringify(record.figures ?? record.error));
        }
      }
    } finally {
      await stack.stop();
    }
  }
  const section = summary(records, opts.runs, lighthouseVersion, opts.cpuSlowdown, opts.throttling);
  if (opts.write) writeSection('lighthouse', section);
  else console.log(`\n${section}`);
  stopAll();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  stopAll();
  process.exit(1);
});
