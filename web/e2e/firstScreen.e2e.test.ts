import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { journeyBrowser } from './journey';
import { devSession, signInContext } from './mocksControl';
import { collectProblems, wasReplaced, watchReplacement } from './pageProblems';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

/** A fresh visitor: no installed service worker, so every page comes from the gateway. */
function visitor(
  options: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<BrowserContext> {
  return browser().newContext({ locale: 'en-US', serviceWorkers: 'block', ...options });
}

async function hydrated(page: Page): Promise<void> {
  await page.locator('[data-site-state="normal"]:not([data-hydrating])').waitFor();
}

describe('first screen rendered by the gateway', () => {
  it('paints the home page from the HTML, before any script has run', async () => {
    const context = await visitor({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/`);
    await page.getByRole('heading', { name: 'Welcome to Playhouse' }).waitFor();
    const banner = page.locator('img.home-banners__image').first();
    expect(await banner.getAttribute('fetchpriority')).toBe('high');
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await page.locator('[data-static-shell]').count()).toBe(0);
    await context.close();
  });

  it('paints a feature screen with its own styles from the HTML, before any script has run', async () => {
    // On a phone the lobby's search box takes a row of its own (lobby.css); unstyled, it would
    // have the browser's default width and jump once the lobby's code brought its stylesheet.
    const context = await visitor({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/rng`);
    const search = page.getByRole('searchbox', { name: 'Search games by name' });
    await search.waitFor();
    expect(await page.locator('[data-static-shell]').count()).toBe(0);
    const width = await search.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(390 * 0.75);
    // The lobby's first cards come with the page, their pictures loaded without a script.
    const art = page.locator('article.game-card img').first();
    expect(await art.getAttribute('fetchpriority')).toBe('high');
    await expect
      .poll(() => art.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await context.close();
  });

  it('hydrates the rendered page in place, without errors, and then it works', async () => {
    const context = await visitor();
    await watchReplacement(context);
    const page = await context.newPage();
    const errors = collectProblems(page);
    await page.goto(`${gatewayUrl}/`);
    await hydrated(page);
    // The elements painted from the HTML are the ones React keeps: hydration, not a second render.
    expect(await wasReplaced(page)).toBe(false);
    // The carousel takes over the first banner once the page runs.
    await page.getByRole('button', { name: 'Next banner' }).waitFor();
    await page.locator('header').getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders a lobby with its vendors and first page, and hydrates it without listing them again', async () => {
    const context = await visitor({ viewport: { width: 390, height: 844 } });
    await watchReplacement(context);
    const page = await context.newPage();
    const errors = collectProblems(page);
    // The lobby's two lists, as the browser asks for them (page loads and the gateway's own calls
    // are not seen here: the gateway makes those itself).
    const listed: string[] = [];
    page.on('request', (r) => {
      if (/GCSGAME_(gameList|newGameVendor)/.test(r.url())) listed.push(r.url());
    });
    const response = await page.goto(`${gatewayUrl}/rng`);
    // The first card's picture is in the HTML the gateway sent, fetched at once, before any
    // script has run: the largest paint no longer waits for hydration and two calls.
    const html = (await response?.text()) ?? '';
    const firstArt = /<img class="game-card__art" src="([^"]+)"[^>]*>/.exec(html);
    expect(firstArt?.[0]).toMatch(/fetchpriority="high"/i);
    expect(html).toContain('>AE Gaming</button>');
    await hydrated(page);
    expect(await wasReplaced(page)).toBe(false);
    const cards = page.locator('[data-screen="lobby-rng"] article.game-card');
    expect(await cards.count()).toBe(40);

    // Choosing a vendor and the next page still list, as ever: the only lists asked for.
    const count = page.getByTestId('lobby-count');
    const everyVendor = await count.textContent();
    const vendors = page.getByRole('navigation', { name: 'Vendors' });
    await vendors.getByRole('button', { name: 'AE Gaming' }).click();
    await expect.poll(() => count.textContent(), { timeout: 30_000 }).not.toBe(everyVendor);
    expect(listed.map((url) => new URL(url).searchParams.get('vassalage'))).toEqual(['AE']);
    await vendors.getByRole('button', { name: 'All vendors' }).click();
    await expect.poll(() => count.textContent(), { timeout: 30_000 }).toBe(everyVendor);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(80);
    expect(listed.map((url) => new URL(url).searchParams.get('pageNo'))).toEqual(['1', '1', '2']);
    expect(listed.every((url) => url.includes('GCSGAME_gameList'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a form closed until the page has hydrated, so nothing is sent in the address', async () => {
    const context = await visitor({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/agent`);
    const screen = page.locator('[data-screen="agent-login"]');
    expect(await screen.getByLabel('Password').isDisabled()).toBe(true);
    expect(await screen.getByRole('button', { name: 'Log in' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('renders the next visit in the language and theme the player chose', async () => {
    const context = await visitor();
    await watchReplacement(context);
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/help`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('button', { name: 'ភាសាខ្មែរ' }).click();
    await page.locator('html[lang="km"]').waitFor();
    await page.locator('header select').selectOption('light');
    const html = await (await page.goto(`${gatewayUrl}/help`))?.text();
    expect(html).toContain('<html lang="km" data-theme="light">');
    expect(html).toContain('"language":"KM"');
    expect(html).not.toContain('Terms and conditions');
    // Rendered as the browser renders it, so it is hydrated rather than rendered again.
    await hydrated(page);
    expect(await wasReplaced(page)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await context.close();
  });

  it('renders a public page for a signed-in member with their own header, hydrated in place', async () => {
    const token = await devSession(mocksUrl, 'player1');
    const context = await visitor();
    await signInContext(context, gatewayUrl, token);
    await watchReplacement(context);
    const page = await context.newPage();
    const errors = collectProblems(page);
    const response = await page.goto(`${gatewayUrl}/help`);
    // The gateway knows the session: the member's header is in the page it sent, no sign-in.
    const sent = (await response?.text()) ?? '';
    expect(sent).toMatch(/class="member-block__account">player1</);
    expect(sent).not.toContain('>Log in</button>');
    await hydrated(page);
    expect(await wasReplaced(page)).toBe(false);
    await page.locator('header').getByLabel('Member menu').waitFor();
    expect(await page.locator('header').getByRole('button', { name: 'Log in' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
