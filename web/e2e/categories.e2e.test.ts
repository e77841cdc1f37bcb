import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { journeyBrowser } from './journey';
import { devSession, signInContext } from './mocksControl';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);
/** Each test comes from its own address, so sign-in limits per address never meet. */
let clientIp = 0;

/** A fresh profile signed in as player1, from an address of its own. */
async function memberPage(): Promise<Page> {
  clientIp += 1;
  const context = await browser().newContext({
    locale: 'en-US',
    extraHTTPHeaders: { 'X-Forwarded-For': `10.77.0.${clientIp}` },
  });
  const token = await devSession(mocksUrl, 'player1');
  await signInContext(context, gatewayUrl, token);
  return context.newPage();
}

/** What the stand-in itself answers for a vendor's list: the figure the lobby must show. */
async function standInTotal(gameType: string, vassalage: string): Promise<number> {
  const query = new URLSearchParams({ gameType, vassalage, pageNo: '1', pageSize: '40' });
  const res = await fetch(`${mocksUrl}/wps/relay/GCSGAME_gameList?${query}`, {
    headers: { Merchant: 'e2e', Language: 'EN' },
  });
  const body = (await res.json()) as { value: { total: number } };
  return body.value.total;
}

const cards = (page: Page) => page.locator('[data-screen^="lobby-"] article.game-card');

async function counted(page: Page): Promise<{ shown: number; total: number }> {
  const text = (await page.getByTestId('lobby-count').textContent()) ?? '';
  const [shown, total] = (text.match(/\d+/g) ?? []).map(Number);
  return { shown: shown ?? NaN, total: total ?? NaN };
}

/**
 * Every category lobby of spec §2: its path, the vendor picked (by its name on the menu, and its
 * code for the stand-in), and where playing the first game leads.
 */
const CATEGORIES = [
  { path: '/rng', code: 'RNG', vendor: ['Playtech', 'PT'], leadsTo: 'game' },
  { path: '/live', code: 'LIVE', vendor: ['Dream Gaming', 'DG'], leadsTo: 'game' },
  { path: '/fish', code: 'FISH', vendor: ['CQ9', 'CQ9'], leadsTo: 'game' },
  { path: '/pvp', code: 'PVP', vendor: ['Kaiyuan', 'KY'], leadsTo: 'table' },
  { path: '/sports', code: 'SPORTS', vendor: ['SBTech', 'SBT'], leadsTo: 'game' },
  { path: '/esports', code: 'ESPORTS', vendor: ['IM eSports', 'IMES'], leadsTo: 'game' },
  { path: '/cockfight', code: 'COCKFIGHT', vendor: ['DS88 Sabong', 'DS88'], leadsTo: 'game' },
  { path: '/lott', code: 'LOTT', vendor: ['TCG Lottery', 'LOTT'], leadsTo: 'lottery' },
  { path: '/elott', code: 'ELOTT', vendor: ['TCG Fast Lottery', 'ELOTT'], leadsTo: 'lottery' },
] as const;

describe('every category lobby', () => {
  it.each(CATEGORIES)(
    '$code: picks a vendor, lists its games with the right total, and plays one',
    async ({ path, code, vendor: [vendorName, vassalage], leadsTo }) => {
      const page = await memberPage();
      await page.goto(`${gatewayUrl}${path}`);
      await expect.poll(() => cards(page).count()).toBeGreaterThan(0);

      await page
        .getByRole('navigation', { name: 'Vendors' })
        .getByRole('button', { name: vendorName, exact: true })
        .click();
      const expected = await standInTotal(code, vassalage);
      expect(expected).toBeGreaterThan(0);
      await expect.poll(async () => (await counted(page)).total).toBe(expected);
      expect((await counted(page)).shown).toBe(Math.min(expected, 40));
      expect(await cards(page).count()).toBe(Math.min(expected, 40));

      const first = cards(page).first();
      const name = (await first.locator('h3').textContent()) ?? '';
      expect(name.length).toBeGreaterThan(0);
      await first.getByRole('button', { name: 'Play' }).click();

      if (leadsTo === 'lottery') {
        await page.waitForURL(/\/lottery\?gameCode=.+/);
        return;
      }
      if (leadsTo === 'table') {
        const tables = page.getByRole('dialog', { name: `Choose a table: ${name}` });
        await tables.waitFor();
        const choices = tables.getByRole('list', { name: 'Tables' }).getByRole('button');
        await expect.poll(() => choices.count()).toBeGreaterThan(1);
        await expect
          .poll(() => choices.first().textContent())
          .toMatch(/\d\.\d{2} to [\d,]+\.\d{2}/);
        await choices.first().click();
      }
      await page.waitForURL(/\/seamless$/);
      const game = page.frameLocator('[data-screen="seamless"] iframe');
      await expect.poll(() => game.getByRole('button', { name: 'Spin' }).count()).toBe(1);
      await page.getByRole('button', { name: 'Back to the lobby' }).click();
      await page.waitForURL((url) => url.pathname === path);
    },
  );
});
