import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { devSession, signInContext } from './mocksControl';
import { journeyBrowser } from './journey';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

interface Draw {
  issue: string;
  numbers: string[];
}

/** A fresh profile; signed in as `account` before the app boots, with that token returned. */
async function newContext(account?: string): Promise<{ context: BrowserContext; token: string }> {
  const context = await browser().newContext({ locale: 'en-US' });
  if (!account) return { context, token: '' };
  const token = await devSession(mocksUrl, account);
  await signInContext(context, gatewayUrl, token);
  return { context, token };
}

/** What the stand-in itself answers, read past the browser: the figures the page must show. */
async function standIn<T>(path: string, token = ''): Promise<T> {
  const res = await fetch(`${mocksUrl}${path}`, {
    headers: { Merchant: 'E2E', ...(token ? { Authorization: token } : {}) },
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

const openedRows = (page: Page) => page.getByTestId('lottery-opened').locator('tbody tr');
const tile = (page: Page, gameCode: string) =>
  page.locator(`.lottery-tile[data-game-code="${gameCode}"]`);

/** The issue and numbers of each row of the opened-numbers table. */
async function shownDraws(page: Page): Promise<Draw[]> {
  return openedRows(page).evaluateAll((rows) =>
    rows.map((row) => ({
      issue: row.getAttribute('data-issue') ?? '',
      numbers: [...row.querySelectorAll('.lottery-numbers li')].map((li) => li.textContent ?? ''),
    })),
  );
}

async function latestDraw(gameCode: string, token: string): Promise<Draw> {
  const body = await standIn<{ list: Draw[] }>(
    `/lgw/games/opened/numero?gameCode=${gameCode}&count=1`,
    token,
  );
  const draw = body.list[0];
  if (!draw) throw new Error(`${gameCode} has no opened draw`);
  return { issue: draw.issue, numbers: draw.numbers };
}

describe('lottery pages', () => {
  it('opens a named lottery: its lobby, its opened numbers, artwork, and switching games', async () => {
    const { context, token } = await newContext('player1');
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/lottery?gameCode=BJPK10`);

    await page.getByRole('heading', { level: 2, name: 'Beijing PK10' }).waitFor();
    expect(await tile(page, 'BJPK10').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => openedRows(page).count()).toBe(10);
    const shown = await shownDraws(page);
    // The newest row is the stand-in's latest draw (polled: a draw may open meanwhile).
    await expect
      .poll(async () => (await shownDraws(page))[0])
      .toEqual(await latestDraw('BJPK10', token));
    // Each PK10 draw places all ten cars.
    expect(
      shown.every((d) => [...d.numbers].sort().join() === '01,02,03,04,05,06,07,08,09,10'),
    ).toBe(true);
    expect(await page.getByTestId('lottery-current-issue').textContent()).toMatch(/Issue \d{11}/);

    // The lobby comes from the lottery launch call and runs the stand-in's game for this lottery.
    const lobby = page.frameLocator('.lottery-frame iframe');
    await expect.poll(() => lobby.locator('#game').textContent()).toBe('Beijing PK10');

    // Artwork from the PK10 folder loads; fast lotteries keep theirs too.
    const art = tile(page, 'BJPK10').locator('img');
    await expect
      .poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await art.getAttribute('src')).toContain('/lgw/images/lottery/PK10/BJPK10.svg');
    await page.getByRole('heading', { name: 'Fast lottery' }).waitFor();

    await tile(page, 'GD11X5').click();
    await page.getByRole('heading', { level: 2, name: 'Guangdong 11 Pick 5' }).waitFor();
    expect(new URL(page.url()).searchParams.get('gameCode')).toBe('GD11X5');
    await expect
      .poll(async () => (await shownDraws(page))[0])
      .toEqual(await latestDraw('GD11X5', token));
    await expect.poll(() => lobby.locator('#game').textContent()).toBe('Guangdong 11 Pick 5');

    // Each launch makes that lottery the member's most recent one, newest first.
    const recent = page.getByTestId('lottery-recent').getByRole('button');
    await expect
      .poll(() => recent.allTextContents())
      .toEqual(['Guangdong 11 Pick 5', 'Beijing PK10']);
  });

  it('says when the named lottery is not on the page and shows the first one', async () => {
    const { context } = await newContext('player1');
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/lottery?gameCode=VNHCM`);
    await page
      .getByText('The lottery VNHCM is not offered on this page; showing Chongqing Lucky Time')
      .waitFor();
    await page.getByRole('heading', { level: 2, name: 'Chongqing Lucky Time' }).waitFor();
  });

  it('opens the Southeast Asian lotteries without a game code, under either spelling', async () => {
    const { context, token } = await newContext('player1');
    const page = await context.newPage();
    for (const path of ['/seaLottery', '/sealottery']) {
      await page.goto(`${gatewayUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: 'SEA lottery' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Thai Government Lottery' }).waitFor();
      await expect
        .poll(async () => (await shownDraws(page))[0])
        .toEqual(await latestDraw('THGOV', token));
    }
    const menu = await standIn<Record<string, unknown>>('/lgw/games/game_menus?prizeMode=SEA');
    expect(
      await page
        .locator('.lottery-tile')
        .evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-game-code'))),
    ).toEqual(Object.keys(menu));
    // Southeast Asian lotteries have no artwork folder: the default icon stands in.
    expect(await tile(page, 'THGOV').locator('img').getAttribute('src')).toBe('/icon.svg');
  });

  it('shows Vietnamese regions with their provinces and the latest result of each', async () => {
    const { context, token } = await newContext('player1');
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/vnLottery?gameCode=VNHCM`);

    const menu = page.getByRole('navigation', { name: 'Lotteries' });
    for (const region of ['Northern region', 'Central region', 'Southern region']) {
      await menu.getByRole('heading', { name: region }).waitFor();
    }
    expect(await menu.locator('[data-section="SOUTH"] .lottery-tile').count()).toBe(5);
    expect(await tile(page, 'VNHCM').getAttribute('aria-pressed')).toBe('true');

    const latest = await standIn<Record<string, Draw>>('/lgw/vn/numeros/opened/game?language=EN');
    const items = page.getByTestId('lottery-latest').locator('li[data-game-code]');
    await expect.poll(() => items.count()).toBe(Object.keys(latest).length);
    const hcm = latest.VNHCM;
    expect(hcm?.numbers).toHaveLength(18);
    expect(
      await items
        .filter({ hasText: 'Ho Chi Minh City' })
        .locator('.lottery-numbers li')
        .allTextContents(),
    ).toEqual(hcm?.numbers);

    await expect
      .poll(async () => (await shownDraws(page))[0])
      .toEqual(await latestDraw('VNHCM', token));
  });

  it('sends a signed-out deep link to the login', async () => {
    const { context } = await newContext();
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/vnLottery?gameCode=VNHCM`);
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.locator('.lottery-frame').count()).toBe(0);
  });
});
