import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchPlainChromium } from '../../web/e2e/browser.js';
import { ROOT } from '../lib/stack.js';
import { buildBenchPage, serveDir } from './lib/benchPage.js';
import { machineLine, writeSection } from './lib/report.js';
import { fmt, percentile, table } from './lib/stats.js';

/**
 * The centre kit's records table with 10,000 rows, in headless Chromium, and the agent's downline
 * list built on it (its own columns and row buttons, 10,000 downlines), beside the same rows in
 * a table that draws every row (what a list without virtualisation does) and the same region
 * with no rows (what the browser's own frames cost here, the floor). Each run is a fresh
 * browser page: time to the first frame with rows, then a scroll from top to bottom in 200
 * steps, one per frame, timing every frame; JS heap and DOM nodes at the end. The same scroll is
 * made again in a browser whose frames are not held to 60 Hz (`--disable-frame-rate-limit`), where
 * the time between frames is the time one frame's work takes: a frame paced at 16.7 ms cannot say
 * whether its work took 3 ms or 16. Also the gzip size of the member- and agent-centre chunks of
 * the built site (`npm run build` first).
 *
 * `npx tsx scripts/bench/recordsTable.ts` (RECORDS_RUNS=5 by default). Figures only, no asserts.
 */
const RUNS = Number(process.env.RECORDS_RUNS ?? 5);
const STEPS = 200;
const MODES = ['virtual', 'team', 'plain', 'empty'] as const;
/** A frame this long missed a 60 Hz refresh (one is 16.7 ms; a missed one shows as 33). */
const MISSED_REFRESH_MS = 25;
type Mode = (typeof MODES)[number];

interface Figures {
  firstRowsMs: number;
  frameP50: number;
  frameP95: number;
  /** Frames over 50 ms during the scroll. */
  longFrames: number;
  /** Frames that missed a refresh during the scroll. */
  missedFrames: number;
  heapMb: number;
  domNodes: number;
  /** Frame time with the frame rate not limited: the frame's own work. */
  workP50: number;
  workP95: number;
}

/** Chromium's frames as fast as it can make them, instead of one per 60 Hz refresh. */
const UNPACED_FLAGS = ['--disable-frame-rate-limit', '--disable-gpu-vsync'];

interface Browsers {
  /** Frames at the display's pace, 60 Hz, as a player sees them. */
  paced: Browser;
  unpaced: Browser;
}

const SCROLL = `
(async function (steps) {
  const region = document.querySelector('.records__scroll');
  const frames = [];
  let last = performance.now();
  for (let i = 1; i <= steps; i++) {
    region.scrollTop = (region.scrollHeight - region.clientHeight) * i / steps;
    await new Promise(function (r) { requestAnimationFrame(function () { r(); }); });
    const now = performance.now();
    frames.push(now - last);
    last = now;
  }
  return frames;
})`;

async function openBenchPage(browser: Browser, url: string, mode: Mode) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${url}?mode=${mode}`);
  await page.waitForFunction(() => '__ready' in window, undefined, { timeout: 120_000 });
  return { context, page };
}

/** The scroll's frame times in a browser that makes frames as fast as it can. */
async function frameWork(unpaced: Browser, url: string, mode: Mode): Promise<number[]> {
  const { context, page } = await openBenchPage(unpaced, url, mode);
  try {
    return (await page.evaluate(`${SCROLL}(${STEPS})`)) as number[];
  } finally {
    await context.close();
  }
}

async function measure(browsers: Browsers, url: string, mode: Mode): Promise<Figures> {
  const { context, page } = await openBenchPage(browsers.paced, url, mode);
  const cdp = await context.newCDPSession(page);
  const firstRowsMs = await page.evaluate(() => (window as unknown as { __ready: number }).__ready);
  const frames = (await page.evaluate(`${SCROLL}(${STEPS})`)) as number[];
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
  await context.close();
  const work = await frameWork(browsers.unpaced, url, mode);
  return {
    workP50: percentile(work, 50),
    workP95: percentile(work, 95),
    firstRowsMs,
    frameP50: percentile(frames, 50),
    frameP95: percentile(frames, 95),
    longFrames: frames.filter((f) => f > 50).length,
    missedFrames: frames.filter((f) => f > MISSED_REFRESH_MS).length,
    heapMb: metric('JSHeapUsedSize') / 1024 / 1024,
    domNodes: metric('Nodes'),
  };
}

/** Median with the spread (lowest to highest) of the runs. */
function summary(values: number[], digits: number): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `${fmt(percentile(sorted, 50), digits)} (${fmt(sorted[0] ?? Number.NaN, digits)}–${fmt(sorted.at(-1) ?? Number.NaN, digits)})`;
}

/** Gzip sizes of the built site's centre chunks (screens loaded with the member/agent centre). */
function centreChunks(): string[][] {
  const assets = path.join(ROOT, 'web/dist/assets');
  if (!fs.existsSync(assets)) return [];
  const wanted =
    /^(member|agent|centre|form|featureStore|deposit|limits|withdraw|withdraw-opener|bank-cards|security|wallet|transfer-upline|xhrRequest)-[\w-]{8}\.js$/;
  return fs
    .readdirSync(assets)
    .filter((f) => wanted.test(f))
    .map((f) => [
      f.replace(/-[\w-]{8}\.js$/, ''),
      f,
      zlib.gzipSync(fs.readFileSync(path.join(assets, f)), { level: 9 }).length,
    ])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])))
    .map(([name, file, bytes]) => [
      String(name),
      `\`${String(file)}\``,
      `${(Number(bytes) / 1024).toFixed(1)} KiB`,
    ]);
}

async function main() {
  const dir = await buildBenchPage('records');
  const site = await serveDir(dir);
  const browsers: Browsers = {
    paced: await launchPlainChromium(),
    unpaced: await launchPlainChromium(UNPACED_FLAGS),
  };
  const results: Record<Mode, Figures[]> = { virtual: [], team: [], plain: [], empty: [] };
  try {
    for (let run = 0; run < RUNS; run++) {
      // Alternate the order so neither mode always runs on a warmer machine.
      for (const mode of run % 2 === 0 ? MODES : [...MODES].reverse()) {
        results[mode].push(await measure(browsers, site.url, mode));
        console.log(`run ${run + 1} ${mode}:`, JSON.stringify(results[mode].at(-1)));
      }
    }
  } finally {
    await Promise.all([browsers.paced.close(), browsers.unpaced.close()]);
    site.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const row = (label: string, pick: (f: Figures) => number, digits: number) => [
    label,
    ...MODES.map((m) => summary(results[m].map(pick), digits)),
  ];
  const chunks = centreChunks();
  const markdown = [
    machineLine(),
    '',
    `10,000 rows (transactions; for the agent's list, downlines), 1280×800, median of ${RUNS} runs (lowest–highest); scroll from top to bottom in ${STEPS} frames. The last column scrolls the same region with nothing in it: headless Chromium's own frame times, the floor under the others (its frames are timed by the browser, not a display, and wander about a millisecond around 16.7 ms). "Frame work" is the same scroll in a browser that makes frames as fast as it can (\`--disable-frame-rate-limit --disable-gpu-vsync\`): the time one frame's work takes, which must stay under 16.7 ms for 60 frames a second.`,
    '',
    table(
      [
        'figure',
        'kit table (virtualised)',
        "agent's downline list (the kit table, 9 columns, 4 buttons a row)",
        'every row drawn',
        'the region empty (floor)',
      ],
      [
        row('first frame with rows (ms)', (f) => f.firstRowsMs, 0),
        row('scroll frame time, median (ms)', (f) => f.frameP50, 1),
        row('scroll frame time, p95 (ms)', (f) => f.frameP95, 1),
        row('frame work, frame rate not limited, median (ms)', (f) => f.workP50, 1),
        row('frame work, frame rate not limited, p95 (ms)', (f) => f.workP95, 1),
        row(`frames over ${MISSED_REFRESH_MS} ms (a missed refresh)`, (f) => f.missedFrames, 0),
        row('frames over 50 ms while scrolling', (f) => f.longFrames, 0),
        row('JS heap after the scroll (MB)', (f) => f.heapMb, 1),
        row('DOM nodes', (f) => f.domNodes, 0),
      ],
    ),
    '',
    chunks.length > 0
      ? `Centre chunks of the built site (gzip level 9), each loaded only when its section opens:\n\n${table(['chunk', 'file', 'gzip'], chunks)}`
      : 'No built site (web/dist): run `npm run build` for the centre chunk sizes.',
  ].join('\n');
  console.log(markdown);
  writeSection('records-table', markdown);
}

await main();
