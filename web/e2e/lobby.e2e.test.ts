import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { devSession, signInContext } from './mocksControl';
import { journeyBrowser } from './journey';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

/** A fresh browser profile, signed in as `account` before the app boots when one is given. */
async function newContext(account?: string): Promise<BrowserContext> {
  const context = await browser().newContext({ locale: 'en-US' });
  if (account) {
    const token = await devSession(mocksUrl, account);
    await signInContext(context, gatewayUrl, token);
  }
  return context;
}

const cards = (page: Page) => page.locator('[data-screen^="lobby-"] article.game-card');

/** The lobby's "Showing n of m games" line, as numbers. */
async function counted(page: Page): Promise<{ shown: number; total: number }> {
  const text = (await page.getByTestId('lobby-count').textContent()) ?? '';
  const [shown, total] = (text.match(/\d+/g) ?? []).map(Number);
  return { shown: shown ?? NaN, total: total ?? NaN };
}

/**
 * The lobby's cards as a member sees them: the gateway's page shows a visitor's cards at once,
 * so wait for the member's favourites (the stars) before reading them. Call before `goto`.
 */
function favouritesRead(page: Page): Promise<unknown> {
  return page.waitForResponse((r) => /MCSFE_getFavoriteGames(\?|$)/.test(r.url()), {
    timeout: 30_000,
  });
}

/** The rendered page has come alive (hydrated, or rendered afresh for a member). */
async function live(page: Page): Promise<void> {
  await page.locator('[data-site-state="normal"]:not([data-hydrating])').waitFor();
}

function amountOf(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.]/g, ''));
}

describe('category lobby', () => {
  it('browses slots: load more, Hot, a sub-type, a vendor and a trimmed name search', async () => {
    const page = await (await newContext()).newPage();
    await page.goto(`${gatewayUrl}/rng`);
    await expect.poll(() => cards(page).count()).toBe(40);
    const first = await counted(page);
    expect(first.shown).toBe(40);
    expect(first.total).toBeGreaterThan(80);

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cards(page).count()).toBe(80);
    expect((await counted(page)).shown).toBe(80);

    const filters = page.getByRole('navigation', { name: 'Filters' });
    await filters.getByRole('button', { name: 'Hot' }).click();
    await expect.poll(async () => (await counted(page)).shown).toBeLessThanOrEqual(15);
    await expect
      .poll(() => cards(page).locator('.game-card__badge').count())
      .toBe(await cards(page).count());

    await filters.getByRole('button', { name: 'Scratch cards' }).click();
    await expect
      .poll(() =>
        filters.getByRole('button', { name: 'Scratch cards' }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    await expect.poll(async () => (await counted(page)).total).toBeLessThan(first.total);

    // A vendor change puts the classify back to All.
    const vendors = page.getByRole('navigation', { name: 'Vendors' });
    await vendors.getByRole('button').nth(1).click();
    await expect
      .poll(() => filters.getByRole('button', { name: 'All' }).getAttribute('aria-pressed'))
      .toBe('true');

    await vendors.getByRole('button', { name: 'All vendors' }).click();
    await page.getByRole('searchbox', { name: 'Search games by name' }).fill('  Phoenix  ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(async () => (await counted(page)).total).toBeLessThan(first.total);
    const names = await cards(page).locator('h3').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toContain('Phoenix');

    // A filter change clears the search.
    await filters.getByRole('button', { name: 'All' }).click();
    await expect
      .poll(() => page.getByRole('searchbox', { name: 'Search games by name' }).inputValue())
      .toBe('');
    await expect.poll(async () => (await counted(page)).total).toBe(first.total);
  });

  it('asks a visitor to log in for Favourites, for play, and for the SEA lottery', async () => {
    const page = await (await newContext()).newPage();
    await page.goto(`${gatewayUrl}/rng`);
    await expect.poll(() => cards(page).count()).toBe(40);
    await page
      .getByRole('navigation', { name: 'Filters' })
      .getByRole('button', { name: 'Favourites' })
      .click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.waitFor();
    await page.reload();
    await expect.poll(() => cards(page).count()).toBe(40);
    await cards(page).first().getByRole('button', { name: 'Play' }).click();
    await login.waitFor();
    await page.reload();
    await page.goto(`${gatewayUrl}/lott`);
    await page
      .getByRole('navigation', { name: 'Vendors' })
      .getByRole('button', { name: 'Southeast Asia Lottery' })
      .click();
    await login.waitFor();
    expect(new URL(page.url()).pathname).toBe('/lott');
  });

  it('adds a favourite once, ignoring a second tap in the same instant', async () => {
    const page = await (await newContext('player1')).newPage();
    const favouriteCalls: string[] = [];
    page.on('request', (r) => {
      if (/FavoriteGameV2/.test(r.url())) favouriteCalls.push(r.url());
    });
    const favourites = favouritesRead(page);
    await page.goto(`${gatewayUrl}/rng`);
    await favourites;
    await expect.poll(() => cards(page).count()).toBe(40);
    // A game that is not a favourite yet, whatever earlier journeys left behind.
    const card = cards(page)
      .filter({ has: page.locator('.game-card__favourite[aria-pressed="false"]') })
      .first();
    const name = (await card.locator('h3').textContent()) ?? '';
    const star = cards(page)
      .filter({ has: page.locator('h3', { hasText: name }) })
      .first()
      .locator('.game-card__favourite');
    // Two taps dispatched together: no machine is slow enough to part them by the throttle's second.
    await star.evaluate((el: HTMLElement) => {
      el.click();
      el.click();
    });
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    expect(favouriteCalls).toHaveLength(1);

    await page
      .getByRole('navigation', { name: 'Filters' })
      .getByRole('button', { name: 'Favourites' })
      .click();
    await expect.poll(() => cards(page).locator('h3').allTextContents()).toContain(name);
  });
});

/** Follows the top navigation from the hydrated home page to the live lobby. */
async function openLiveFromHome(page: Page): Promise<void> {
  await live(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Live casino', exact: true })
    .click();
  await page.waitForURL(/\/live$/);
}

describe('full search view and vendor list', () => {
  /** The stand-in's own answer to a search over every category. */
  async function standInSearchTotal(name: string): Promise<number> {
    const query = new URLSearchParams({ gameName: name, pageNo: '1', pageSize: '24' });
    const res = await fetch(`${mocksUrl}/wps/relay/GCSGAME_getGameMatchV2?${query}`, {
      headers: { Merchant: 'e2e', Language: 'EN' },
    });
    return ((await res.json()) as { value: { total: number } }).value.total;
  }

  it('searches every category by a trimmed name, loads more, says when nothing matches and retries a failure', async () => {
    const page = await (await newContext()).newPage();
    await page.goto(`${gatewayUrl}/rng`);
    await expect.poll(() => cards(page).count()).toBe(40);
    await page.getByRole('searchbox', { name: 'Search games by name' }).fill('  Lucky  ');
    await page.getByRole('button', { name: 'Search all games' }).click();
    await page.waitForURL(/\/rng\?search=Lucky$/);
    await page.getByRole('heading', { name: 'Results for “Lucky” in all games' }).waitFor();

    const total = await standInSearchTotal('Lucky');
    const count = page.getByTestId('search-count');
    await expect.poll(() => count.textContent()).toBe(`Showing 24 of ${total} games`);
    expect(total).toBeGreaterThan(24);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect
      .poll(() => count.textContent())
      .toBe(`Showing ${Math.min(48, total)} of ${total} games`);
    await expect.poll(() => cards(page).count()).toBe(Math.min(48, total));
    for (const name of await cards(page).locator('h3').allTextContents()) {
      expect(name).toContain('Lucky');
    }

    const box = page.getByRole('searchbox', { name: 'Search every game by name' });
    await box.fill('zzqx');
    await box.press('Enter');
    await page.getByText('No game matches “zzqx”. Try another name.').waitFor();

    await page.route('**/GCSGAME_getGameMatchV2**', (route) => route.abort());
    await box.fill('Dragon');
    await box.press('Enter');
    await page
      .getByText('The game search is not available from the server at the moment.')
      .waitFor();
    await page.unroute('**/GCSGAME_getGameMatchV2**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    for (const name of await cards(page).locator('h3').allTextContents()) {
      expect(name).toContain('Dragon');
    }

    await page.getByRole('button', { name: 'Back to the lobby' }).click();
    await page.waitForURL(/\/rng$/);
    await expect.poll(() => cards(page).count()).toBe(40);
  });

  it('keeps the vendor list for the session: a later visit shows it even when the refetch fails', async () => {
    // A lobby the gateway renders comes with its vendors; a page the browser renders itself (here
    // the lobby reached from the home page) shows the session's copy while it asks again.
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/live`);
    const vendors = page.getByRole('navigation', { name: 'Vendors' });
    await vendors.getByRole('button', { name: 'Dream Gaming' }).waitFor();
    await live(page);

    await context.route('**/GCSGAME_newGameVendor**', (route) => route.abort());
    await page.goto(`${gatewayUrl}/`);
    await openLiveFromHome(page);
    await vendors.getByRole('button', { name: 'Dream Gaming' }).waitFor();

    // A new session has nothing kept: with the call failing, only "All vendors" remains.
    const other = await (await newContext()).newPage();
    await other.route('**/GCSGAME_newGameVendor**', (route) => route.abort());
    await other.goto(`${gatewayUrl}/`);
    await openLiveFromHome(other);
    await other.getByRole('button', { name: 'All vendors' }).waitFor();
    await expect.poll(() => cards(other).count()).toBeGreaterThan(0);
    expect(
      await other
        .getByRole('navigation', { name: 'Vendors' })
        .getByRole('button', { name: 'Dream Gaming' })
        .count(),
    ).toBe(0);
  });
});

describe('launching', () => {
  it('routes lottery vendors to their pages', async () => {
    const page = await (await newContext('player1')).newPage();
    await page.goto(`${gatewayUrl}/lott`);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    const everyVendor = (await counted(page)).total;
    const vendors = page.getByRole('navigation', { name: 'Vendors' });
    await vendors.getByRole('button', { name: 'Vietnam Lottery' }).click();
    // Play only once the list is the vendor's own, not the one it replaces.
    await expect.poll(async () => (await counted(page)).total).toBeLessThan(everyVendor);
    await cards(page).first().getByRole('button', { name: 'Play' }).click();
    await page.waitForURL(/\/vnLottery\?gameCode=.+/);

    await page.goto(`${gatewayUrl}/lott`);
    await vendors.getByRole('button', { name: 'Southeast Asia Lottery' }).click();
    await page.waitForURL(/\/sealottery$/);

    await page.goto(`${gatewayUrl}/elott`);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    await cards(page).first().getByRole('button', { name: 'Play' }).click();
    await page.waitForURL(/\/lottery\?gameCode=.+/);
  });

  it('plays the demo slot in the game view; back in the lobby the header shows what the rounds left, without a reload', async () => {
    const page = await (await newContext('player1')).newPage();
    await page.goto(`${gatewayUrl}/rng`);
    await page.getByRole('button', { name: 'Show balance' }).click();
    const balance = page.getByTestId('balance');
    await expect.poll(async () => balance.textContent()).toMatch(/\d\.\d{2}$/);
    const before = amountOf(await balance.textContent());
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await expect.poll(() => cards(page).count()).toBe(40);
    const played = (await cards(page).first().locator('h3').textContent()) ?? '';
    await cards(page).first().getByRole('button', { name: 'Play' }).click();
    await page.waitForURL(/\/seamless$/);
    const game = page.frameLocator('[data-screen="seamless"] iframe');
    const spin = game.getByRole('button', { name: 'Spin' });
    // A round that pays back exactly its stake leaves the balance as it was: spin again.
    let inGame = before;
    for (let round = 0; round < 10 && inGame === before; round += 1) {
      await expect.poll(() => spin.isEnabled()).toBe(true);
      await spin.click();
      await expect.poll(() => spin.isEnabled()).toBe(true);
      inGame = amountOf(await game.locator('#balance').textContent());
    }
    expect(inGame).not.toBe(before);

    // The platform pushes no balance for bets: the site reads the wallet as the player leaves.
    await page.getByRole('button', { name: 'Back to the lobby' }).click();
    await page.waitForURL(/\/rng$/);
    await expect.poll(async () => amountOf(await balance.textContent())).toBe(inGame);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
      true,
    );
    await page.goto(`${gatewayUrl}/recent`);
    await expect
      .poll(() => page.locator('[data-screen="recent"] article.game-card h3').allTextContents())
      .toContain(played);
  });
});

describe('home', () => {
  it('opens a notice from the marquee and renders hostile markup as inert text', async () => {
    const page = await (await newContext()).newPage();
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    // The marquee keeps moving otherwise; with reduced motion it holds still to be clicked.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${gatewayUrl}/`);
    await page
      .getByRole('navigation', { name: 'Notices' })
      .getByRole('button', { name: 'Deposit channels updated' })
      .click();
    const modal = page.getByRole('dialog', { name: 'Notices' });
    await modal.getByText('Bank transfer now arrives faster.').waitFor();
    expect(await modal.locator('script, [onerror]').count()).toBe(0);
    // Seven titles per page, and the rest on the next page.
    const titles = modal.getByRole('navigation', { name: 'Notice list' }).locator('li');
    expect(await titles.count()).toBeLessThanOrEqual(7);
    await modal.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => modal.getByText(/Page 2 of/).count()).toBe(1);
    expect(dialogs).toBe(0);

    await modal.getByRole('button', { name: 'Go to the reward centre' }).click();
    await page.waitForURL(/\/promotions$/);
    expect(await page.getByRole('dialog', { name: 'Notices' }).count()).toBe(0);
  });

  it('shows hot games to everyone and a member’s favourites with an "all" link', async () => {
    const visitor = await (await newContext()).newPage();
    await visitor.goto(`${gatewayUrl}/`);
    const hot = visitor.locator('[data-section="HOT"]');
    await expect.poll(() => hot.locator('article.game-card').count()).toBe(12);
    expect(await visitor.locator('[data-section="FAV"]').count()).toBe(0);
    // The vendor cards arrive with their own call, after the hot games.
    await expect
      .poll(() => visitor.locator('[data-section="RNG"] a').count(), { timeout: 15_000 })
      .toBeGreaterThan(1);

    const member = await (await newContext('player1')).newPage();
    const starsRead = favouritesRead(member);
    await member.goto(`${gatewayUrl}/rng`);
    await starsRead;
    await expect.poll(() => cards(member).count()).toBe(40);
    const star = cards(member).first().locator('.game-card__favourite');
    if ((await star.getAttribute('aria-pressed')) !== 'true') {
      await star.click();
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    }
    await member.goto(`${gatewayUrl}/`);
    const favourites = member.locator('[data-section="FAV"]');
    await expect.poll(() => favourites.locator('article.game-card').count()).toBeGreaterThan(0);
    await favourites.getByRole('link', { name: 'All' }).click();
    await member.waitForURL(/\/favorite$/);
    const listed = member.locator('[data-screen="favorite"] article.game-card');
    await expect.poll(() => listed.count()).toBeGreaterThan(0);
    // Un-starring on the favourites page takes the game off the list.
    const before = await listed.count();
    await listed.first().locator('.game-card__favourite').click();
    await expect.poll(() => listed.count()).toBe(before - 1);
  });
});
