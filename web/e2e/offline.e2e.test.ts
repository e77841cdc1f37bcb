import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import thaiLobby from '../src/i18n/locales/th/lobby.json';
import { journeyBrowser } from './journey';
import { devSession, signInContext } from './mocksControl';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

/** The addresses each of the worker's runtime caches holds (the precache left out). */
function runtimeCaches(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const held: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      if (name.startsWith('workbox-precache')) continue;
      const keys = await (await caches.open(name)).keys();
      held[name] = keys.map((request) => request.url);
    }
    return held;
  });
}

/** Every answer the runtime caches hold, as text (pictures and code left out). */
function runtimeAnswers(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const texts: string[] = [];
    for (const name of await caches.keys()) {
      if (/^(workbox-precache|site-code|game-artwork)/.test(name)) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        texts.push(`${request.url} ${(await (await cache.match(request))?.text()) ?? ''}`);
      }
    }
    return texts;
  });
}

/**
 * A first visit online: the page arrives rendered by the gateway, the worker installs and takes
 * it, and the page asks again, through the worker, for what it fetched before (and what the
 * gateway fetched for it). Waits until the worker holds `reads` (the platform's answers) and
 * `code` (built files outside the precache).
 */
async function firstVisit(
  page: Page,
  path: string,
  { reads, code = [] }: { reads: RegExp[]; code?: RegExp[] },
): Promise<void> {
  await page.goto(`${gatewayUrl}${path}`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  await expect
    .poll(
      async () => {
        const held = await runtimeCaches(page);
        const missing = [
          ...reads.filter((r) => !(held['public-reads'] ?? []).some((url) => r.test(url))),
          ...code.filter((r) => !(held['site-code'] ?? []).some((url) => r.test(url))),
        ];
        return missing.map(String);
      },
      { timeout: 30_000, interval: 250 },
    )
    .toEqual([]);
}

/** Cuts the network and opens the same address again: the worker's copy is all there is. */
async function reloadOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await page.reload();
  await page.getByTestId('offline-banner').waitFor();
}

/** The line saying the screen shows the offline copy, and since when. */
async function offlineCopyLine(page: Page): Promise<string> {
  const line = page.getByTestId('offline-copy');
  await line.waitFor();
  return (await line.textContent()) ?? '';
}

const LAST_UPDATED =
  /^Shown from the offline copy, last updated \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}\.$/;

describe('offline from the first visit', () => {
  it('opens the home page offline with the games last seen, and says when they were updated', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await firstVisit(page, '/', {
      // The hot games, the vendors and the jackpot the browser asked for before the worker took
      // the page; the banners and notices the gateway asked for to render it.
      reads: [
        /GCSGAME_hotGamesV2/,
        /GCSGAME_newGameVendor/,
        /VIS_getJackpot/,
        /MCSFE_getListAnnouncements/,
      ],
    });
    const cards = page.locator('.home .game-card');
    const online = await cards.allTextContents();
    expect(online.length).toBeGreaterThan(0);

    await reloadOffline(page);
    await page.getByRole('heading', { name: 'Welcome to Playhouse' }).waitFor();
    await expect.poll(() => cards.allTextContents()).toEqual(online);
    expect(await offlineCopyLine(page)).toMatch(LAST_UPDATED);

    // Back online, the lists are the network's again: the line goes once they are read afresh.
    await context.setOffline(false);
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome to Playhouse' }).waitFor();
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    expect(await page.getByTestId('offline-copy').count()).toBe(0);
    await context.close();
  });

  it('opens a category lobby offline with its games', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await firstVisit(page, '/rng', { reads: [/GCSGAME_gameList\?.*gameType=RNG/] });
    const cards = page.locator('.game-card');
    const online = await cards.allTextContents();
    expect(online.length).toBeGreaterThan(0);

    await reloadOffline(page);
    await expect.poll(() => cards.allTextContents()).toEqual(online);
    expect(await offlineCopyLine(page)).toMatch(LAST_UPDATED);
    await context.close();
  });

  it('opens a lobby never opened online in the player’s own language', async () => {
    const context = await browser().newContext({ locale: 'th-TH' });
    await context.addCookies([{ name: 'lang', value: 'TH', url: gatewayUrl }]);
    await context.addInitScript(() => localStorage.setItem('lang', 'TH'));
    const page = await context.newPage();
    // Only the home page online. The precache holds the lobbies' code with their English words;
    // their Thai words are kept too, though no lobby was shown.
    await firstVisit(page, '/', {
      reads: [/GCSGAME_hotGamesV2/],
      code: [/\/assets\/lobby-[\w-]+\.js$/, /\/assets\/pvp-[\w-]+\.js$/],
    });

    await page.context().setOffline(true);
    await page.goto(`${gatewayUrl}/rng`);
    await page.getByTestId('offline-banner').waitFor();
    await page.getByRole('searchbox', { name: thaiLobby.lobby_search_label }).waitFor();
    await page.getByRole('button', { name: thaiLobby.lobby_search, exact: true }).waitFor();
    await context.close();
  });

  it('opens the help centre offline, its code kept when first used', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    // The help screen's code is not in the precache: it is kept when the page first loads it.
    await firstVisit(page, '/help', { reads: [/\/wps\/system\/helpCenter/], code: [/\/help-/] });

    await reloadOffline(page);
    await page.getByRole('heading', { name: 'Help centre' }).waitFor();
    await page.getByText('How long does a deposit take?').first().waitFor();
    expect(await offlineCopyLine(page)).toMatch(LAST_UPDATED);
    await context.close();
  });

  it('keeps nothing of a signed-in member', async () => {
    const context = await browser().newContext();
    await signInContext(context, gatewayUrl, await devSession(mocksUrl, 'player1'));
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/`);
    await page.getByText('player1').first().waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    // The page has asked again for what it loaded (its code is kept: it is nobody's) …
    await expect
      .poll(async () => (await runtimeCaches(page))['site-code']?.length ?? 0, { timeout: 30_000 })
      .toBeGreaterThan(0);
    // … and the member browses a lobby and the help centre through the worker.
    await page.goto(`${gatewayUrl}/rng`);
    await page.locator('.game-card').first().waitFor();
    await page.goto(`${gatewayUrl}/help`);
    await page.getByRole('heading', { name: 'Help centre' }).waitFor();
    await page.getByText('How long does a deposit take?').first().waitFor();

    const held = await runtimeCaches(page);
    expect(held['public-reads'] ?? []).toEqual([]);
    // The status is kept for an offline start, its site-wide fields only.
    for (const text of await runtimeAnswers(page)) {
      expect(text).not.toContain('player1');
      expect(text).not.toMatch(/\/wps\/(member|v2)\//);
    }
    await context.close();
  });
});
