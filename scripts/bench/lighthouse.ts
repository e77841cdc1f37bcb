import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { freePort, ROOT, startStack } from '../lib/stack.js';
import { machineLine, writeSection } from './lib/report.js';
import { stopAll, track } from './lib/processes.js';

/**
 * Lighthouse (mobile settings: emulated phone, simulated slow 4G and 4× CPU slowdown) on the
 * built site served by the built gateway over the stand-in, with Debian's Chromium.
 * `npm run build && npx tsx scripts/bench/lighthouse.ts` — writes the median of RUNS runs per
 * page to docs/PERFORMANCE.md. Targets: performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** `LIGHTHOUSE_PAGES=/pointMall,/promotions` (comma list) measures only those pages (with `LIGHTHOUSE_WRITE=0` for a trial run). */
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean) ?? [
  '/',
  '/help',
  '/promotions',
  '/pointMall',
];
/** The gateway as shipped, and the same build sending every page as the plain shell. */
const SETUPS = [
  { id: 'rendered', name: 'rendered first screen', env: {} },
  { id: 'plain', name: 'plain shell', env: { FIRST_SCREEN_RENDERER: '' } },
] as const;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A web build elsewhere than web/dist (`vite build --outDir …`), so a run does not race a shared rebuild. */
const WEB_DIST = process.env.LIGHTHOUSE_WEB_DIST;
/** When set, each run's full report is kept there as JSON (LCP element, long tasks, request chains). */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
/** `LIGHTHOUSE_WRITE=0`: print the table only, leaving docs/PERFORMANCE.md alone (trial runs). */
const WRITE = process.env.LIGHTHOUSE_WRITE !== '0';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** Time to Interactive: when the page has hydrated and its main thread is quiet. */
  tti: number;
}

async function waitForDevtools(port: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Chromium did not open its DevTools port within 20 s');
}

/** A fresh Chromium with an empty profile for every run: each run is a first visit. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}`);
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'playhouse-lh-'));
  const child = track(
    spawn(
      CHROMIUM,
      [...FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
      { stdio: 'ignore' },
    ),
  );
  await waitForDevtools(port);
  return {
    port,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** One cold run; a run whose trace Lighthouse could not record is repeated once. */
async function measure(url: string, label: string, attempt = 1): Promise<Figures> {
  const chromium = await startChromium();
  try {
    return await measureWith(url, chromium.port, label);
  } catch (error) {
    if (attempt > 1) throw error;
    console.warn(`retrying ${url}: ${error instanceof Error ? error.message : String(error)}`);
    return measure(url, label, attempt + 1);
  } finally {
    await chromium.stop();
  }
}

async function measureWith(url: string, port: number, label: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  if (REPORT_DIR) {
    fs.mkdirSync(REPORT_DIR, { recursive: true });
    fs.writeFileSync(path.join(REPORT_DIR, `${label}.json`), JSON.stringify(lhr));
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    tti: audit('interactive'),
  };
}

async function main() {
  const webIndex = WEB_DIST ? path.join(WEB_DIST, 'index.html') : 'web/dist/index.html';
  for (const built of [webIndex, 'gateway/dist/server.js', 'mocks/dist/server.js']) {
    if (!fs.existsSync(path.resolve(ROOT, built)))
      throw new Error(`${built} missing: npm run build`);
  }
  const rows: string[] = [];
  const verdicts: string[] = [];
  const ratios: string[] = [];
  const runLines: string[] = [];
  const medians = new Map<string, (key: keyof Figures) => number>();
  for (const setup of SETUPS) {
    const stack = await startStack({
      gatewayPort: await freePort(),
      mocksPort: await freePort(),
      stdio: 'ignore',
      gatewayEnv: {
        LOG_LEVEL: 'warn',
        ...(WEB_DIST ? { WEB_DIST: path.resolve(WEB_DIST) } : {}),
        ...setup.env,
      },
    });
    try {
      for (const page of PAGES) {
        const runs: Figures[] = [];
        for (let i = 0; i < RUNS; i += 1) {
          const label = `${setup.id}-${page === '/' ? 'home' : page.replace(/\W/g, '')}-${i + 1}`;
          // Other work on a shared machine inflates the measured main-thread time (TBT above
          // all): the load before each run is printed next to its figures.
          const load = os.loadavg()[0] ?? Number.NaN;
          const figures = await measure(`${stack.gatewayUrl}${page}`, label);
          runLines.push(
            `- \`${page}\`, ${setup.name}, run ${i + 1} (1-min load ${load.toFixed(1)}): performance ${figures.score}, LCP ${(figures.lcp / 1000).toFixed(2)} s, TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)}, TTI ${(figures.tti / 1000).toFixed(2)} s`,
          );
          console.log(page, setup.id, `run ${i + 1}`, JSON.stringify(figures));
          runs.push(figures);
        }
        const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
        medians.set(`${setup.id} ${page}`, m);
        if (setup.id === 'rendered') {
          const missed = [
            m('score') < 95 ? `performance ${m('score')}` : '',
            m('lcp') > 2000 ? `LCP ${(m('lcp') / 1000).toFixed(2)} s` : '',
            m('tbt') > 150 ? `TBT ${Math.round(m('tbt'))} ms` : '',
            m('cls') > 0.05 ? `CLS ${m('cls').toFixed(3)}` : '',
          ].filter(Boolean);
          verdicts.push(
            `\`${page}\`: ${missed.length === 0 ? 'every target met' : `missed ${missed.join(', ')}`}.`,
          );
        }
        rows.push(
          `| \`${page}\` | ${setup.name} | ${m('score')} | ${(m('fcp') / 1000).toFixed(2)} s | ${(m('lcp') / 1000).toFixed(2)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${(m('si') / 1000).toFixed(2)} s | ${(m('tti') / 1000).toFixed(2)} s |`,
        );
      }
    } finally {
      await stack.stop();
    }
  }
  for (const page of PAGES) {
    const a = medians.get(`rendered ${page}`);
    const b = medians.get(`plain ${page}`);
    if (!a || !b) continue;
    ratios.push(
      `\`${page}\`, rendered / plain shell: LCP ${(a('lcp') / b('lcp')).toFixed(2)}×, FCP ${(a('fcp') / b('fcp')).toFixed(2)}×, TTI ${(a('tti') / b('tti')).toFixed(2)}×, TBT ${Math.round(a('tbt'))} ms against ${Math.round(b('tbt'))} ms.`,
    );
  }
  const version = (
    JSON.parse(
      fs.readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'),
    ) as {
      version: string;
    }
  ).version;
  const section = [
    '### Lighthouse, mobile',
    '',
    machineLine(),
    `Lighthouse ${version}, default mobile settings (emulated phone, simulated slow 4G, 4× CPU slowdown), Debian Chromium headless, built site through the built gateway over the stand-in, signed out, fresh browser profile per run (a first visit: no service worker yet). Median of ${RUNS} runs per page. "Rendered first screen" is the gateway as shipped; "plain shell" is the same build with \`FIRST_SCREEN_RENDERER=\` (what a visitor gets when the gateway cannot render), side by side.`,
    '',
    '| page | gateway sends | performance | FCP | LCP | TBT | CLS | Speed Index | Time to Interactive |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    'Targets (the site as shipped): performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05.',
    ...verdicts,
    ...ratios,
    '',
    'Each run:',
    '',
    ...runLines,
  ].join('\n');
  if (WRITE) writeSection('lighthouse', section);
  else console.log(section);
  stopAll();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  stopAll();
  process.exit(1);
});
