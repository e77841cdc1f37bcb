import type { Page } from 'playwright-core';
import { freePort, startStack } from '../lib/stack.js';
import { launchPlainChromium } from '../../web/e2e/browser.js';
import { signInContext } from '../../web/e2e/mocksControl.js';
import { machineLine, writeSection } from './lib/report.js';
import { fmt, percentile, table } from './lib/stats.js';

/**
 * The agent's downline tree and team reports over a team of 5,000 members (the `teamBench`
 * scenario), through the built site (`npm run build` first) in headless Chromium. Each run is a
 * fresh page as agent1: the time until the first rows show, then interactions timed until their
 * answer is on screen (drill into a sub-agent with 2,500 downlines, search the team, load five
 * more pages by scrolling), and the JS heap at the end; the same for the team P/L report.
 *
 * `npx tsx scripts/bench/agentTeam.ts` (TEAM_RUNS=3 by default). Figures only, no asserts.
 */
const RUNS = Number(process.env.TEAM_RUNS ?? 3);
const ROWS = 'table.records__table tbody tr:not(.records__spacer)';

async function post(url: string, body: unknown): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Number.NaN) / 1024 / 1024;
}

async function main() {
  const stack = await startStack({
    gatewayPort: await freePort(),
    mocksPort: await freePort(),
    stdio: 'ignore',
    gatewayEnv: { LOG_LEVEL: 'warn', ADMIN_PORT: '0' },
  });
  const browser = await launchPlainChromium();
  const figures: Record<string, number[]> = {};
  const add = (name: string, value: number) => (figures[name] ??= []).push(value);
  try {
    const seedMs = await timed(() =>
      post(`${stack.mocksUrl}/__dev/scenario`, { name: 'teamBench' }),
    );
    add('stand-in: seed 5,000 members', seedMs);
    for (let run = 0; run < RUNS; run += 1) {
      const session = (await post(`${stack.mocksUrl}/__dev/session`, { account: 'agent1' })) as {
        value: { token: string };
      };
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await signInContext(context, stack.gatewayUrl, session.value.token);
      await context.addInitScript(() => {
        sessionStorage.setItem('ANONYMOUS_POPUP', '1');
        sessionStorage.setItem('USER_POPUP', '1');
      });
      const page = await context.newPage();
      const rows = page.locator(ROWS);
      const scrollArea = page.locator('.records__scroll');
      const cell = (account: string) => page.getByRole('cell', { name: account, exact: true });

      add(
        'tree: first rows (open the screen)',
        await timed(async () => {
          await page.goto(`${stack.gatewayUrl}/agentHome?page=downlineManagmentView`);
          await page.getByRole('button', { name: 'Show the downlines of team_sa1' }).waitFor();
        }),
      );
      add(
        'tree: drill into team_sa1 (2,500 downlines)',
        await timed(async () => {
          await page.getByRole('button', { name: 'Show the downlines of team_sa1' }).click();
          await page
            .getByRole('navigation', { name: 'Level in your team' })
            .getByText('team_sa1')
            .waitFor();
          await cell('bench00000').waitFor();
        }),
      );
      add(
        'tree: scroll to load 5 more pages',
        await timed(async () => {
          // team_sa1's downlines sort as bench00000, bench00002, …; a page holds 50.
          for (let page = 1; page <= 5; page += 1) {
            const firstOfNext = `bench${String(page * 50 * 2).padStart(5, '0')}`;
            await scrollArea.evaluate((el) => (el.scrollTop = el.scrollHeight));
            await cell(firstOfNext).waitFor({ state: 'attached' });
          }
        }),
      );
      add(
        'tree: search the team ("bench049")',
        await timed(async () => {
          await page.getByLabel('Find an account in your team').fill('bench049');
          // Back to the top first: the tree was left scrolled down by the previous step.
          await scrollArea.evaluate((el) => (el.scrollTop = 0));
          await page.getByRole('button', { name: 'Search', exact: true }).click();
          await cell('bench04900').waitFor({ state: 'attached' });
        }),
      );
      add('tree: JS heap (MB)', await heapMb(page));
      add(
        'team P/L: totals and first rows (5,000 members)',
        await timed(async () => {
          await page.goto(
            `${stack.gatewayUrl}/agentHome?page=palStatementsAgentCopy&period=last30`,
          );
          await page.getByTestId('report-totals').waitFor({ timeout: 120_000 });
          await rows.first().waitFor();
        }),
      );
      add('team P/L: JS heap (MB)', await heapMb(page));
      await context.close();
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  const rowsOut = Object.entries(figures).map(([name, values]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const unit = name.includes('heap') ? 1 : 0;
    return [
      name,
      fmt(percentile(sorted, 50), unit),
      `${fmt(sorted[0] ?? Number.NaN, unit)}–${fmt(sorted.at(-1) ?? Number.NaN, unit)}`,
      String(values.length),
    ];
  });
  writeSection(
    'agent-team',
    [machineLine(), '', table(['measure (ms unless MB)', 'median', 'range', 'runs'], rowsOut)].join(
      '\n',
    ),
  );
}

await main();
