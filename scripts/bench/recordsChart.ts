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
 * The profit-and-loss screen's charts: what they cost to load and draw. The bench page is built
 * with the site's settings and served locally; each run is a fresh browser page, from nothing
 * loaded to the first frame after the canvas is drawn (the drawing chunk is fetched on demand,
 * as the screen does). Also the gzip size of the chart chunk in the built site (`npm run build`
 * first), which only the profit-and-loss screen downloads.
 *
 * `npx tsx scripts/bench/recordsChart.ts` (CHART_RUNS=5 by default). Figures only, no asserts.
 */
const RUNS = Number(process.env.CHART_RUNS ?? 5);
const KINDS = ['line', 'bars'] as const;
type Kind = (typeof KINDS)[number];

async function measure(browser: Browser, url: string, kind: Kind) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${url}?kind=${kind}`);
  await page.waitForFunction(() => '__drawn' in window, undefined, { timeout: 120_000 });
  const figures = await page.evaluate(() => {
    const w = window as unknown as { __loaded: number; __drawn: number };
    return { loadedMs: w.__loaded, drawnMs: w.__drawn };
  });
  await context.close();
  return figures;
}

function summary(values: number[], digits: number): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `${fmt(percentile(sorted, 50), digits)} (${fmt(sorted[0] ?? Number.NaN, digits)}–${fmt(sorted.at(-1) ?? Number.NaN, digits)})`;
}

/** The built site's chart chunk (uPlot with the drawing code) and its stylesheet, gzip level 9. */
function chartChunks(): string[][] {
  const assets = path.join(ROOT, 'web/dist/assets');
  if (!fs.existsSync(assets)) return [];
  return fs
    .readdirSync(assets)
    .filter((f) => /^(drawChart|records)-[\w-]{8}\.(js|css)$/.test(f))
    .sort()
    .map((f) => [
      `\`${f}\``,
      `${(zlib.gzipSync(fs.readFileSync(path.join(assets, f)), { level: 9 }).length / 1024).toFixed(1)} KiB`,
    ]);
}

async function main() {
  const dir = await buildBenchPage('chart');
  const site = await serveDir(dir);
  const browser = await launchPlainChromium();
  const results: Record<Kind, { loadedMs: number; drawnMs: number }[]> = { line: [], bars: [] };
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const kind of run % 2 === 0 ? KINDS : [...KINDS].reverse()) {
        results[kind].push(await measure(browser, site.url, kind));
        console.log(`run ${run + 1} ${kind}:`, JSON.stringify(results[kind].at(-1)));
      }
    }
  } finally {
    await browser.close();
    site.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const chunks = chartChunks();
  const markdown = [
    machineLine(),
    '',
    `The profit-and-loss charts, 1000×240 canvas, median of ${RUNS} runs (lowest–highest), each in a fresh page from a local server: the drawing chunk fetched on demand, then drawn.`,
    '',
    table(
      ['figure', 'net result per day (line, 30 days)', 'stake and win per product (bars, 9 × 2)'],
      [
        [
          'drawing chunk arrived (ms)',
          ...KINDS.map((k) =>
            summary(
              results[k].map((r) => r.loadedMs),
              0,
            ),
          ),
        ],
        [
          'first frame after drawing (ms)',
          ...KINDS.map((k) =>
            summary(
              results[k].map((r) => r.drawnMs),
              0,
            ),
          ),
        ],
      ],
    ),
    '',
    chunks.length > 0
      ? `Chunks only the records screens download (gzip level 9); \`drawChart\` only when a chart is first shown:\n\n${table(['file', 'gzip'], chunks)}`
      : 'No built site (web/dist): run `npm run build` for the chunk sizes.',
  ].join('\n');
  console.log(markdown);
  writeSection('records-chart', markdown);
}

await main();
