import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, expectAccessibleInEveryLook } from './a11y';
import { journeyBrowser } from './journey';
import {
  devPost,
  devSession,
  memberCallHeaders,
  signInContext,
  siteCallHeaders,
} from './mocksControl';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

const WAIT = { timeout: 15_000 };
const PASSWORD = 'Player123';

/** Headers of a signed-in call through the gateway: the member's session, as a browser sends it. */
const memberHeaders = (token: string) => memberCallHeaders(gatewayUrl, token);

async function signedInContext(
  token: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<BrowserContext> {
  const context = await browser().newContext({ locale: 'en-US', viewport });
  await signInContext(context, gatewayUrl, token);
  await context.addInitScript(() => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  });
  return context;
}

const numberIn = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** Real play on the stand-in's demo slot, through the gateway: `rounds` spins of `stake`. */
async function play(token: string, rounds: number, stake: number) {
  const headers = await memberHeaders(token);
  const hot = (await (
    await fetch(`${gatewayUrl}/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&language=EN`, {
      headers,
    })
  ).json()) as { value: { list: { nodeId: number; isGame: string }[] } };
  const game = hot.value.list.find((g) => g.isGame === 'GAME');
  const launched = (await (
    await fetch(`${gatewayUrl}/wps/game/launchGame?nodeId=${game?.nodeId}&language=EN`, {
      headers,
    })
  ).json()) as { value: { url: string } };
  const ticket = new URL(launched.value.url, gatewayUrl).searchParams.get('ticket');
  for (let round = 0; round < rounds; round += 1) {
    const spin = (await (
      await fetch(`${gatewayUrl}/wps/standin/demo/api/spin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...siteCallHeaders(gatewayUrl) },
        body: JSON.stringify({ ticket, stake }),
      })
    ).json()) as { success: boolean };
    expect(spin.success).toBe(true);
  }
}

/** A real deposit through the deposit screen, settled by the operator. */
async function deposit(page: Page, amount: string) {
  await devPost(mocksUrl, '/__dev/funds/settings', { depositAutoArriveSeconds: null });
  await page.goto(`${gatewayUrl}/member?page=depositv2`);
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Check your deposit' }).waitFor(WAIT);
  await page.getByRole('button', { name: 'Confirm deposit' }).click();
  let waiting: { depositId: string }[] = [];
  await expect
    .poll(async () => {
      const res = await fetch(`${mocksUrl}/__dev/funds`);
      waiting = ((await res.json()) as { value: { deposits: { depositId: string }[] } }).value
        .deposits;
      return waiting.length;
    }, WAIT)
    .toBe(1);
  await devPost(mocksUrl, `/__dev/deposits/${waiting[0]?.depositId}/settle`, {
    outcome: 'ARRIVED',
  });
  await expect
    .poll(() => page.getByTestId('deposit-state').textContent(), WAIT)
    .toContain('Arrived');
}

async function openMall(page: Page, tab = '') {
  await page.goto(`${gatewayUrl}/pointMall${tab ? `?tab=${tab}` : ''}`);
  await page.getByRole('heading', { name: 'Points mall', level: 1 }).waitFor(WAIT);
}

async function mallPoints(page: Page): Promise<number> {
  const value = page.getByTestId('point-balance');
  await value.waitFor(WAIT);
  return numberIn(await value.textContent());
}

async function walletBalance(page: Page): Promise<number> {
  const show = page.getByRole('button', { name: 'Show balance' });
  if (await show.isVisible()) await show.click();
  const balance = page.getByTestId('balance');
  await expect.poll(async () => balance.textContent(), WAIT).toMatch(/\d\.\d{2}$/);
  return numberIn(await balance.textContent());
}

async function openExchange(page: Page, product: string) {
  await page
    .getByRole('listitem', { name: product })
    .getByRole('button', { name: 'Exchange' })
    .click();
  await page.getByRole('dialog', { name: `Exchange ${product}` }).waitFor(WAIT);
}

async function confirmExchange(page: Page, quantity: string, password: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Quantity').fill(quantity);
  await dialog.getByLabel('Login password', { exact: true }).last().fill(password);
  await dialog.getByRole('button', { name: 'Confirm exchange' }).click();
}

describe('points mall', () => {
  it('earns from deposits and play, exchanges chips, goods and points, and refuses what it must', async () => {
    const token = await devSession(mocksUrl, 'player1');
    const context = await signedInContext(token);
    const page = await context.newPage();

    // Earning: a real deposit and real stakes, each at the configured ratio (1 per 1.00).
    await openMall(page);
    const start = await mallPoints(page);
    await page.getByText('You earn 1 point(s) for each 1.00 deposited').waitFor(WAIT);
    await deposit(page, '9000');
    await play(token, 3, 10);
    await openMall(page);
    await expect.poll(() => mallPoints(page), WAIT).toBe(start + 9000 + 30);
    await openMall(page, 'details');
    const details = page.locator('.point-details tbody');
    await expect.poll(() => details.textContent(), WAIT).toContain('Play');
    expect(await details.textContent()).toContain('+9,000');
    // The ratio column fills in once the platform's configuration has arrived, which may be after the rows.
    await expect.poll(() => details.textContent(), WAIT).toContain('1 per 1.00');

    // The details' period: today holds the new points, a month long past holds none, and the
    // days chosen go with the member to the exchange records.
    const detailsTab = page.locator('.point-details');
    await detailsTab.getByRole('button', { name: 'Today' }).click();
    await expect.poll(() => page.url(), WAIT).toContain('period=today');
    await expect.poll(() => details.textContent(), WAIT).toContain('+9,000');
    await detailsTab.getByRole('button', { name: 'Custom' }).click();
    await detailsTab.getByLabel('From').fill('2025-01-01');
    await detailsTab.getByLabel('To').fill('2025-01-31');
    await detailsTab.getByRole('button', { name: 'Apply' }).click();
    await detailsTab.getByRole('status').filter({ hasText: 'No data' }).waitFor(WAIT);
    expect(await detailsTab.textContent()).not.toContain('+9,000');
    await expectAccessibleInEveryLook(page, async () => {
      await openMall(page, 'details');
      await details.waitFor(WAIT);
    });
    await page.goto(
      `${gatewayUrl}/pointMall?tab=details&period=custom&from=2025-01-01&to=2025-01-31`,
    );
    await page.locator('.point-tabs').getByRole('link', { name: 'Exchange records' }).click();
    await page.getByRole('heading', { name: 'Exchange records', level: 2 }).waitFor(WAIT);
    expect(new URL(page.url()).searchParams.get('from')).toBe('2025-01-01');
    await page.locator('.point-records').getByText('2025/01/01 to 2025/01/31').waitFor(WAIT);

    // Chips: the wallet moves once, by the chips' value, and the points by their price.
    await openMall(page);
    const points = await mallPoints(page);
    const wallet = await walletBalance(page);
    await openExchange(page, 'Chips 10.00');
    await confirmExchange(page, '1', PASSWORD);
    await page.getByRole('status').filter({ hasText: 'Exchange successful.' }).waitFor(WAIT);
    await expect.poll(() => mallPoints(page), WAIT).toBe(points - 1000);
    await expect.poll(() => walletBalance(page), WAIT).toBeCloseTo(wallet + 10, 2);

    // A wrong password and too many items each say so, and nothing moves.
    await openExchange(page, 'Playhouse travel mug');
    await confirmExchange(page, '1', 'not-my-password');
    await page.getByRole('alert').filter({ hasText: 'The password is wrong' }).waitFor(WAIT);
    await confirmExchange(page, '21', PASSWORD);
    await page.getByRole('alert').filter({ hasText: 'out of stock' }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await mallPoints(page)).toBe(points - 1000);
    await page.reload();
    expect(await mallPoints(page)).toBe(points - 1000);

    // Converting points to balance.
    const convert = page.getByRole('region', { name: 'Convert points to balance' });
    await convert.getByLabel('Points to convert').fill('100');
    await convert.getByLabel('Login password', { exact: true }).last().fill(PASSWORD);
    await convert.getByRole('button', { name: 'Convert' }).click();
    await expect
      .poll(() => convert.getByRole('status').textContent(), WAIT)
      .toBe('Converted 100 points into 1.00.');
    await expect.poll(() => mallPoints(page), WAIT).toBe(points - 1100);
    await expect.poll(() => walletBalance(page), WAIT).toBeCloseTo(wallet + 11, 2);

    // Goods are applied for; the operator approves, and the record says so.
    await openExchange(page, 'Playhouse travel mug');
    await confirmExchange(page, '1', PASSWORD);
    await page.getByText('is being reviewed').waitFor(WAIT);
    await openMall(page, 'records');
    const records = page.locator('.point-records tbody');
    await expect.poll(() => records.textContent(), WAIT).toContain('Applying');
    const waiting = (await (await fetch(`${mocksUrl}/__dev/points/exchanges`)).json()) as {
      value: { transactionNo: string }[];
    };
    expect(waiting.value).toHaveLength(1);
    await devPost(mocksUrl, `/__dev/points/exchanges/${waiting.value[0]?.transactionNo}/review`, {
      decision: 'approve',
      remark: 'Sent by courier',
    });
    await page.reload();
    await expect.poll(() => records.textContent(), WAIT).toContain('Approved');
    expect(await records.textContent()).toContain('Sent by courier');

    await expectAccessibleInEveryLook(page, async () => {
      await openMall(page, 'records');
      await records.waitFor(WAIT);
    });
    await context.close();
  });

  it('shows a visitor the catalogue and asks them to sign in to exchange', async () => {
    const context = await browser().newContext({ locale: 'en-US', viewport: PHONE });
    const page = await context.newPage();
    await openMall(page);
    await page.getByRole('heading', { name: 'Goods' }).waitFor(WAIT);
    await page.getByRole('listitem', { name: 'Playhouse travel mug' }).waitFor(WAIT);
    expect(await page.getByRole('button', { name: 'Exchange' }).count()).toBe(0);
    await page.getByText('Sign in to see your points and exchange them.').waitFor(WAIT);
    await openMall(page, 'rules');
    await page.getByText('Points never expire.').waitFor(WAIT);
    await expectAccessibleInEveryLook(page, async () => {
      await openMall(page);
      await page.getByRole('listitem', { name: 'Playhouse travel mug' }).waitFor(WAIT);
    });
    await context.close();
  });
});

describe('VIP rank', () => {
  it('opens from the side menu, moves its turnover with real play, and shows the month-end review', async () => {
    const token = await devSession(mocksUrl, 'player1');
    const context = await signedInContext(token);
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/`);
    await page.getByRole('link', { name: 'VIP rank' }).first().click();
    await page.getByRole('heading', { name: 'VIP rank', level: 1 }).waitFor(WAIT);
    await expect.poll(() => page.getByTestId('vip-rank').textContent(), WAIT).toBe('Silver');
    const turnover = page.getByTestId('vip-turnover');
    await expect.poll(() => turnover.textContent(), WAIT).toBe('This month: 0.00 of 2,000.00');

    await play(token, 2, 50);
    await page.reload();
    await expect.poll(() => turnover.textContent(), WAIT).toBe('This month: 100.00 of 2,000.00');
    expect(await page.locator('.vip-bar progress').last().getAttribute('value')).toBe('5');

    await expectAccessibleInEveryLook(page, async () => {
      await page.goto(`${gatewayUrl}/vip`);
      await turnover.waitFor(WAIT);
    });

    // On a phone the ranks table is wider than the screen: it fades at the side it goes on.
    await page.setViewportSize(PHONE);
    await page.goto(`${gatewayUrl}/vip`);
    const ranks = page.locator('.table-scroll', {
      has: page.getByRole('region', { name: 'Ranks and benefits' }),
    });
    await expect.poll(() => ranks.getAttribute('data-more'), WAIT).toBe('end');

    // The month ends below Silver's 2,000.00: the operator's month-end review moves player1 to
    // Bronze, and the page says so with Bronze's own turnover to keep, counted from nothing.
    await devPost(mocksUrl, '/__dev/vip/review');
    await page.goto(`${gatewayUrl}/vip`);
    await expect.poll(() => page.getByTestId('vip-rank').textContent(), WAIT).toBe('Bronze');
    await expect.poll(() => turnover.textContent(), WAIT).toBe('This month: 0.00 of 500.00');
    await context.close();
  });
});
