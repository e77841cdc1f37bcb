import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { freePort, startStack } from '../lib/stack.js';
import { launchPlainChromium } from '../../web/e2e/browser.js';
import { signInContext } from '../../web/e2e/mocksControl.js';
import { machineLine } from './lib/report.js';
import { percentile } from './lib/stats.js';

/**
 * Renders the lobby with 1,000+ games in headless Chromium, through the built site (gateway)
 * over the stand-in, and prints the figures beside a baseline: the slots lobby's first page of
 * 40 cards. No asserts: figures only.
 *
 * `npm run build && npx tsx scripts/bench/lobby.ts` (LOBBY_RUNS=3 by default; each run is a fresh
 * browser profile). The large list is the full search view over every game (`/rng?search=`):
 * no single category of the stand-in has a thousand games, every category together has more.
 * "Without content-visibility" runs the same page with the off-screen skipping switched off, to
 * show what that part of the fix is worth (card memoisation cannot be switched off at run time).
 */
const RUNS = Number(process.env.LOBBY_RUNS ?? 3);
const TARGET_CARDS = 1000;
const CARD = 'article.game-card';
const LOAD_MORE = 'Load more';
/**
 * Optional: a second web build (`vite build --outDir …`) of the same code before the fix (GameCard
 * not memoised, no content-visibility), measured in an extra column on its own gateway.
 */
const BEFORE_DIST = process.env.LOBBY_BEFORE_DIST;
const NO_CONTENT_VISIBILITY = '.lobby-grid > li { content-visibility: visible !important; }';

interface Figures {
  /** Navigation start to the first card in the DOM, ms. */
  firstCards: number;
  cards: number;
  loadMoreClicks: number;
  /** Click to the frame after the new cards are in the DOM, for the last click, ms. */
  lastLoadMore: number;
  /** The same, median over the clicks made with at least half the target on screen, ms. */
  lateLoadMoreMedian: number;
  /** Starring one game with every card on screen: click to the star changing, ms. */
  favourite: number;
  longTasks: number;
  longestTask: number;
  /** Long tasks once the first cards were on screen: the lobby's own work, not the boot. */
  longTasksAfterFirstCards: number;
  longestAfterFirstCards: number;
  /** Long tasks during the last load-more click only. */
  lastLoadMoreLongTasks: number;
  heapMb: number;
  domNodes: number;
}

/**
 * In-page helpers, as plain script text so that nothing the TypeScript runner adds to functions
 * reaches the page: long tasks and the first card from the very start, a timed "load more" and
 * a timed favourite star, each measured from the click to the frame after the change.
 */
const IN_PAGE = `
window.__longTasks = [];
new PerformanceObserver(function (list) {
  for (const entry of list.getEntries()) {
    window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }
}).observe({ type: 'longtask', buffered: true });
document.addEventListener('DOMContentLoaded', function () {
  const seen = new MutationObserver(function () {
    if (document.querySelector('${CARD}')) {
      window.__firstCard = performance.now();
      seen.disconnect();
    }
  });
  seen.observe(document.body, { childList: true, subtree: true });
});
function nextFrame() {
  return new Promise(function (r) { requestAnimationFrame(function () { setTimeout(r, 0); }); });
}
function until(target, test, options) {
  return new Promise(function (resolve) {
    const observer = new MutationObserver(function () {
      if (test()) { observer.disconnect(); resolve(); }
    });
    observer.observe(target, options);
    if (test()) { observer.disconnect(); resolve(); }
  });
}
window.__bench = {
  loadMore: async function (label) {
    const before = document.querySelectorAll('${CARD}').length;
    const button = Array.from(document.querySelectorAll('button')).find(function (b) {
      return (b.textContent || '').trim() === label;
    });
    if (!button) throw new Error('no load-more button');
    const at = performance.now();
    button.click();
    await until(document.body, function () {
      return document.querySelectorAll('${CARD}').length > before;
    }, { childList: true, subtree: true });
    await nextFrame();
    return { ms: performance.now() - at, at: at };
  },
  star: async function () {
    const button = document.querySelector('${CARD} .game-card__favourite');
    if (!button) throw new Error('no favourite star');
    const was = button.getAttribute('aria-pressed');
    const at = performance.now();
    button.click();
    await until(button, function () {
      return button.getAttribute('aria-pressed') !== was;
    }, { attributes: true });
    await nextFrame();
    return performance.now() - at;
  },
};
`;

/** Clicks "Load more" and resolves after the frame that follows the new cards' arrival. */
function timedLoadMore(page: Page): Promise<{ ms: number; at: number }> {
  return page.evaluate(`window.__bench.loadMore(${JSON.stringify(LOAD_MORE)})`);
}

async function devToken(mocksUrl: string): Promise<string> {
  const res = await fetch(`${mocksUrl}/__dev/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account: 'player1' }),
  });
  const body = (await res.json()) as { value?: { token?: string } };
  if (!body.value?.token) throw new Error('the stand-in gave no session token');
  return body.value.token;
}

async function measure(
  browser: Browser,
  url: string,
  token: string,
  options: { target: number; contentVisibility: boolean },
): Promise<Figures> {
  const context = await browser.newContext({ locale: 'en-US' });
  // Signed in as a sign-in link does it: the gateway keeps the session, the context its cookie
  // (a build measured beside this one must be one that holds its session the same way).
  await signInContext(context, new URL(url).origin, token);
  await context.addInitScript({ content: IN_PAGE });
  if (!options.contentVisibility) {
    await context.addInitScript({
      content: `document.addEventListener('DOMContentLoaded', function () {
        const style = document.createElement('style');
        style.textContent = ${JSON.stringify(NO_CONTENT_VISIBILITY)};
        document.head.append(style);
      });`,
    });
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(url);
  await page.waitForSelector(CARD);
  const firstCards = await page.evaluate<number>('window.__firstCard');

  const clicks: number[] = [];
  const late: number[] = [];
  let last = { ms: 0, at: 0 };
  while ((await page.locator(CARD).count()) < options.target) {
    await page.getByRole('button', { name: LOAD_MORE }).waitFor();
    const shown = await page.locator(CARD).count();
    last = await timedLoadMore(page);
    clicks.push(last.ms);
    if (shown >= options.target / 2) late.push(last.ms);
  }
  const cards = await page.locator(CARD).count();

  const favourite = await page.evaluate<number>('window.__bench.star()');
  const tasks = await page.evaluate<{ start: number; duration: number }[]>('window.__longTasks');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
  await context.close();
  return {
    firstCards,
    cards,
    loadMoreClicks: clicks.length,
    lastLoadMore: last.ms,
    lateLoadMoreMedian: late.length ? percentile(late, 50) : last.ms,
    favourite,
    longTasks: tasks.length,
    longestTask: Math.max(0, ...tasks.map((t) => t.duration)),
    longTasksAfterFirstCards: tasks.filter((t) => t.start >= firstCards).length,
    longestAfterFirstCards: Math.max(
      0,
      ...tasks.filter((t) => t.start >= firstCards).map((t) => t.duration),
    ),
    lastLoadMoreLongTasks: tasks.filter((t) => t.start + t.duration >= last.at).length,
    heapMb: metric('JSHeapUsedSize') / 1024 / 1024,
    domNodes: metric('Nodes'),
  };
}

function medianOf(runs: Figures[], key: keyof Figures): number {
  return percentile(
    runs.map((r) => r[key]),
    50,
  );
}

async function main(): Promise<void> {
  const stack = await startStack({
    gatewayPort: await freePort(),
    mocksPort: await freePort(),
    stdio: 'ignore',
    gatewayEnv: { LOG_LEVEL: 'warn', ADMIN_PORT: '0' },
  });
  const before = BEFORE_DIST
    ? await startStack({
        gatewayPort: await freePort(),
        mocksPort: await freePort(),
        stdio: 'ignore',
        gatewayEnv: { LOG_LEVEL: 'warn', ADMIN_PORT: '0', WEB_DIST: path.resolve(BEFORE_DIST) },
      })
    : null;
  const browser = await launchPlainChromium();
  const scenarios = [
    {
      name: 'Slots lobby, 40 → 80 cards (baseline)',
      url: `${stack.gatewayUrl}/rng`,
      target: 41,
      contentVisibility: true,
    },
    {
      name: `All games, load more to ${TARGET_CARDS}+ cards`,
      url: `${stack.gatewayUrl}/rng?search=`,
      target: TARGET_CARDS,
      contentVisibility: true,
    },
    {
      name: `All games, ${TARGET_CARDS}+ cards, without content-visibility`,
      url: `${stack.gatewayUrl}/rng?search=`,
      target: TARGET_CARDS,
      contentVisibility: false,
    },
    ...(before
      ? [
          {
            name: `All games, ${TARGET_CARDS}+ cards, build before the fix`,
            url: `${before.gatewayUrl}/rng?search=`,
            target: TARGET_CARDS,
            contentVisibility: true,
          },
        ]
      : []),
  ];
  const results: { name: string; runs: Figures[] }[] = scenarios.map((s) => ({
    name: s.name,
    runs: [],
  }));
  try {
    for (let run = 0; run < RUNS; run += 1) {
      for (const [i, scenario] of scenarios.entries()) {
        // Each run starts from the same stand-in state: nobody's favourites yet.
        const mocksUrl = scenario.url.startsWith(stack.gatewayUrl)
          ? stack.mocksUrl
          : (before?.mocksUrl ?? stack.mocksUrl);
        await fetch(`${mocksUrl}/__dev/reset`, { method: 'POST' });
        const token = await devToken(mocksUrl);
        results[i]?.runs.push(await measure(browser, scenario.url, token, scenario));
        process.stdout.write('.');
      }
    }
  } finally {
    await browser.close();
    await stack.stop();
    await before?.stop();
  }
  process.stdout.write('\n');

  const rows: [string, (runs: Figures[]) => string][] = [
    ['cards on screen', (r) => medianOf(r, 'cards').toFixed(0)],
    ['load-more clicks', (r) => medianOf(r, 'loadMoreClicks').toFixed(0)],
    ['first cards (ms from navigation)', (r) => medianOf(r, 'firstCards').toFixed(0)],
    ['last load more, click to frame (ms)', (r) => medianOf(r, 'lastLoadMore').toFixed(0)],
    [
      'load more with ≥ half on screen, median (ms)',
      (r) => medianOf(r, 'lateLoadMoreMedian').toFixed(0),
    ],
    ['star a game, click to frame (ms)', (r) => medianOf(r, 'favourite').toFixed(0)],
    ['long tasks (> 50 ms), whole visit', (r) => medianOf(r, 'longTasks').toFixed(0)],
    ['longest task (ms)', (r) => medianOf(r, 'longestTask').toFixed(0)],
    ['long tasks after the first cards', (r) => medianOf(r, 'longTasksAfterFirstCards').toFixed(0)],
    [
      'longest task after the first cards (ms)',
      (r) => medianOf(r, 'longestAfterFirstCards').toFixed(0),
    ],
    [
      'long tasks during the last load more',
      (r) => medianOf(r, 'lastLoadMoreLongTasks').toFixed(0),
    ],
    ['JS heap after GC (MB)', (r) => medianOf(r, 'heapMb').toFixed(1)],
    ['DOM nodes', (r) => medianOf(r, 'domNodes').toFixed(0)],
  ];
  const header = `| median of ${RUNS} runs | ${results.map((r) => r.name).join(' | ')} |`;
  const rule = `|---|${results.map(() => '---:').join('|')}|`;
  const body = rows.map(
    ([label, cell]) => `| ${label} | ${results.map((r) => cell(r.runs)).join(' | ')} |`,
  );
  console.log([machineLine(), '', header, rule, ...body].join('\n'));
}

await main();
