import fs from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessibleInEveryLook } from './a11y';
import { journeyBrowser } from './journey';
import { devPost, devSession, signInContext } from './mocksControl';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);
const WAIT = { timeout: 15_000 };

async function signedInContext(
  account: string,
): Promise<{ context: BrowserContext; token: string }> {
  const token = await devSession(mocksUrl, account);
  const context = await browser().newContext({
    locale: 'en-US',
    viewport: DESKTOP,
    acceptDownloads: true,
  });
  await signInContext(context, gatewayUrl, token);
  await context.addInitScript(() => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  });
  return { context, token };
}

/** `-1,234.50` → -1234.5 */
function amountOf(text: string | null): number {
  const t = (text ?? '').trim();
  const n = Number(t.replace(/[^\d.]/g, ''));
  return t.startsWith('-') ? -n : n;
}

const rows = (page: Page) => page.locator('.records__table tbody tr:not(.records__spacer)');

async function tableRows(page: Page): Promise<string[][]> {
  return rows(page).evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())),
  );
}

/** What the stand-in itself answers, for the screen to be checked against. */
async function platform(path: string, token: string, query: Record<string, string>) {
  const res = await fetch(`${mocksUrl}${path}?${new URLSearchParams(query)}`, {
    headers: { Merchant: 'PH01', Authorization: token },
  });
  return ((await res.json()) as { value: Record<string, unknown> }).value;
}

/** Plays the demo slot `spins` times at its first stake; the in-game balance before and after. */
async function playDemoSlot(page: Page, spins: number): Promise<{ before: number; after: number }> {
  await page.goto(`${gatewayUrl}/rng`);
  const cards = page.locator('[data-screen^="lobby-"] article.game-card');
  await expect.poll(() => cards.count(), WAIT).toBeGreaterThan(0);
  await cards.first().getByRole('button', { name: 'Play' }).click();
  await page.waitForURL(/\/seamless$/);
  const game = page.frameLocator('[data-screen="seamless"] iframe');
  const spin = game.getByRole('button', { name: 'Spin' });
  await expect.poll(() => game.locator('#balance').textContent(), WAIT).toMatch(/\d\.\d{2}/);
  const before = amountOf(await game.locator('#balance').textContent());
  for (let round = 0; round < spins; round += 1) {
    await expect.poll(() => spin.isEnabled(), WAIT).toBe(true);
    const nonce = await game.locator('body').textContent();
    await spin.click();
    await expect.poll(() => game.locator('body').textContent(), WAIT).not.toBe(nonce);
    await expect.poll(() => spin.isEnabled(), WAIT).toBe(true);
  }
  return { before, after: amountOf(await game.locator('#balance').textContent()) };
}

describe('member records', () => {
  it('finds the demo game’s real bets in the betting record, totals and export agreeing', async () => {
    const { context } = await signedInContext('player2');
    const page = await context.newPage();
    const spins = 3;
    const played = await playDemoSlot(page, spins);

    await page.goto(`${gatewayUrl}/member?page=personalHistoryCopy&product=RNG&period=today`);
    await expect.poll(() => rows(page).count(), WAIT).toBe(spins);
    const shown = await tableRows(page);
    // Columns: time, order, game, product, stake, valid stake, win, result, status.
    for (const row of shown) {
      expect(row[4]).toBe('1.00');
      expect(row[5]).toBe('1.00');
      expect(row[8]).toBe('Settled');
      expect(amountOf(row[7]!)).toBeCloseTo(amountOf(row[6]!) - 1, 2);
    }
    const results = shown.map((r) => amountOf(r[7]!));
    const net = amountOf(await page.getByTestId('bets-total-profit').textContent());
    expect(net).toBeCloseTo(
      results.reduce((a, b) => a + b, 0),
      2,
    );
    expect(net).toBeCloseTo(played.after - played.before, 2);
    expect(await page.getByTestId('bets-total-hands').textContent()).toBe(String(spins));
    expect(amountOf(await page.getByTestId('bets-total-valid').textContent())).toBeCloseTo(
      spins,
      2,
    );

    // The detail of a bet says the same as its row.
    const first = shown[0]!;
    await page.getByRole('button', { name: `Details of bet ${first[1]}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Bet details' });
    await dialog.waitFor(WAIT);
    await expect.poll(() => dialog.textContent()).toContain(first[6]!);
    await page.keyboard.press('Escape');

    // The export's rows are the screen's rows.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = (await fs.readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Time (GMT+7),Order number,Game,Product,Stake,Valid stake,Win,Result,Status',
    );
    const csvRows = lines.slice(1).map((l) =>
      l
        .match(/("([^"]|"")*"|[^,]*)(,|$)/g)!
        .slice(0, 9)
        .map((f) => f.replace(/,$/, '').replace(/^"|"$/g, '').replace(/""/g, '"')),
    );
    expect(csvRows).toEqual(shown);

    // A period with no play says so.
    await page.goto(
      `${gatewayUrl}/member?page=personalHistoryCopy&period=custom&from=2020-01-01&to=2020-01-02`,
    );
    await page.getByText('No data').waitFor(WAIT);
    await context.close();
  });

  it('shows a deposit as a movement with the balance after it, and P/L that agrees with the ledger', async () => {
    await devPost(mocksUrl, '/__dev/funds/settings', { depositAutoArriveSeconds: null });
    const { context, token } = await signedInContext('player1');
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/member?page=depositv2`);
    await page.getByLabel('Amount', { exact: true }).fill('500');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Confirm deposit' }).click();
    const waiting = async () =>
      (
        (await (await fetch(`${mocksUrl}/__dev/funds`)).json()) as {
          value: { deposits: { depositId: string }[] };
        }
      ).value.deposits;
    await expect.poll(async () => (await waiting()).length, WAIT).toBe(1);
    const [deposit] = await waiting();
    await devPost(mocksUrl, `/__dev/deposits/${deposit!.depositId}/settle`, { outcome: 'ARRIVED' });

    await page.goto(`${gatewayUrl}/member?page=transactionHistory&period=today`);
    await expect.poll(() => rows(page).count(), WAIT).toBeGreaterThan(0);
    const [latest] = await tableRows(page);
    // Columns: time, kind, amount, balance after, reference, remark.
    expect(latest?.[1]).toBe('Deposit');
    expect(latest?.[2]).toBe('500.00');
    // Six columns are wider than the centre's column on a desktop: the table fades at the side
    // where it goes on, and the fade moves as the player scrolls it across.
    const frame = page.locator('.table-scroll');
    const fade = (side: '::before' | '::after') =>
      frame.evaluate((el, pseudo) => getComputedStyle(el, pseudo).opacity, side);
    await expect.poll(() => frame.getAttribute('data-more'), WAIT).toBe('end');
    expect([await fade('::before'), await fade('::after')]).toEqual(['0', '1']);
    await page.locator('.records__scroll').evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => frame.getAttribute('data-more'), WAIT).toBe('start');
    expect([await fade('::before'), await fade('::after')]).toEqual(['1', '0']);
    await page.getByRole('button', { name: 'Show balance' }).click();
    await expect
      .poll(async () => amountOf(await page.getByTestId('balance').textContent()), WAIT)
      .toBeCloseTo(amountOf(latest![3]!), 2);

    await page.getByRole('button', { name: 'Deposits', exact: true }).click();
    await expect.poll(() => rows(page).first().textContent(), WAIT).toContain('Arrived');

    // Profit and loss: the ledger's identity, and the chart's table equal to the stand-in's days.
    await page.goto(`${gatewayUrl}/member?page=personalProfit&period=last7`);
    await page.getByTestId('pnl-total').waitFor(WAIT);
    const figure = async (id: string) => amountOf(await page.getByTestId(id).textContent());
    expect(await figure('pnl-total')).toBeCloseTo(
      (await figure('pnl-balance-end')) -
        (await figure('pnl-balance-start')) -
        (await figure('pnl-deposits')) +
        (await figure('pnl-withdrawals')),
      2,
    );
    expect(await figure('pnl-deposits')).toBeGreaterThanOrEqual(500);
    await context.close();
    void token;
  });

  it('draws the P/L chart with a table of the stand-in’s own figures', async () => {
    const { context, token } = await signedInContext('player2');
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/member?page=personalProfit&period=last7`);
    await page.getByTestId('pnl-total').waitFor(WAIT);
    const range = await page.locator('.period-filter__shown').textContent();
    expect(range).toBeTruthy();
    const daily = page.getByRole('figure', { name: 'Net result per day' });
    await daily.waitFor(WAIT);
    await daily.getByRole('button', { name: 'Table' }).click();
    const cells = await daily
      .locator('table tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('th,td')].map((c) => (c.textContent ?? '').trim())),
      );
    const days = cells.map((c) => c[0]!);
    const value = await platform('/wps/relay/ODSFE2_MemPNL', token, {
      startDate: days[0]!,
      endDate: days.at(-1)!,
    });
    const truth = (value.days as { date: string; profitAndLoss: number }[]).map((d) => [
      d.date,
      d.profitAndLoss,
    ]);
    expect(cells.map((c) => [c[0], amountOf(c[1]!)])).toEqual(truth);
    await context.close();
  });

  it.each([
    ['personalHistoryCopy', 'Download CSV'],
    ['transactionHistory', 'Download CSV'],
    ['personalProfit', 'Net result per day'],
    ['bonusDetails', 'Download CSV'],
  ] as const)(
    'has no serious accessibility problem on %s, in every look',
    async (section, ready) => {
      const { context } = await signedInContext('player2');
      const page = await context.newPage();
      await page.goto(`${gatewayUrl}/member?page=${section}`);
      await expectAccessibleInEveryLook(page, async () => {
        await page.goto(`${gatewayUrl}/member?page=${section}`);
        await page.getByText(ready).first().waitFor(WAIT);
        const theme = await page.evaluate(() => localStorage.getItem('theme'));
        await page.screenshot({
          path: `tmp/records-${section}-${page.viewportSize()?.width}-${theme}.png`,
          fullPage: true,
        });
      });
      await context.close();
    },
  );
});
