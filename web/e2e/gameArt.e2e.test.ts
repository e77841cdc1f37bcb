import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, expectAccessibleInEveryLook } from './a11y';
import { journeyBrowser } from './journey';
import { layoutShift, watchLayoutShift } from './layoutShift';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

/** Generous: the journeys run on a busy machine, and a player waits this long for a lobby. */
const WAIT = { timeout: 30_000 };

/** A fresh profile (announcement popups already seen) in one language. */
async function newContext(
  viewport: { width: number; height: number },
  language = 'EN',
): Promise<BrowserContext> {
  const context = await browser().newContext({ locale: 'en-US', viewport });
  await context.addCookies([{ name: 'lang', value: language, url: gatewayUrl }]);
  await context.addInitScript((code) => {
    localStorage.setItem('lang', code);
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
  }, language);
  return context;
}

const lobbyCards = (page: Page) => page.locator('[data-screen^="lobby-"] article.game-card');

/** The tops of each card's Play and Free trial buttons, with the card's own top. */
async function buttonTops(cards: Locator) {
  return cards.evaluateAll((articles) =>
    articles.map((card) => {
      const buttons = [...card.querySelectorAll('.game-card__actions button')];
      return {
        card: Math.round(card.getBoundingClientRect().top),
        buttons: buttons.map((b) => Math.round(b.getBoundingClientRect().top)),
        heights: buttons.map((b) => Math.round(b.getBoundingClientRect().height)),
      };
    }),
  );
}

describe('game cards', () => {
  for (const [look, viewport, language] of [
    ['a desktop in English', DESKTOP, 'EN'],
    ['a phone in Vietnamese (the longest labels)', PHONE, 'VI'],
  ] as const) {
    it(`keeps Play and Free trial at one height on every card of a row, on ${look}`, async () => {
      const page = await (await newContext(viewport, language)).newPage();
      await page.goto(`${gatewayUrl}/rng`);
      await expect.poll(() => lobbyCards(page).count(), WAIT).toBe(40);
      const cards = await buttonTops(lobbyCards(page));
      const rows = new Map<number, typeof cards>();
      for (const card of cards) rows.set(card.card, [...(rows.get(card.card) ?? []), card]);
      expect(rows.size).toBeGreaterThan(1);
      // Cards without a free trial are in the same rows as cards with one.
      expect(cards.some((c) => c.buttons.length === 1)).toBe(true);
      expect(cards.some((c) => c.buttons.length === 2)).toBe(true);
      for (const row of rows.values()) {
        const tops = new Set(row.flatMap((c) => c.buttons));
        const heights = new Set(row.flatMap((c) => c.heights));
        expect(tops.size, `button tops in a row: ${[...tops].join(', ')}`).toBe(1);
        expect(heights.size).toBe(1);
      }
      await page.context().close();
    });
  }

  it('fetches the first row’s pictures at once and the rest lazily, each in a 4:3 box', async () => {
    const page = await (await newContext(DESKTOP)).newPage();
    await page.goto(`${gatewayUrl}/rng`);
    await expect.poll(() => lobbyCards(page).count(), WAIT).toBe(40);
    const art = lobbyCards(page).locator('img.game-card__art');
    const first = await art.evaluateAll((imgs) =>
      imgs.map((img) => ({
        loading: img.getAttribute('loading'),
        priority: img.getAttribute('fetchpriority'),
        ratio: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
      })),
    );
    expect(first.slice(0, 5).every((i) => i.loading === 'eager' && i.priority === 'high')).toBe(
      true,
    );
    expect(first.slice(10).every((i) => i.loading === 'lazy' && i.priority === null)).toBe(true);
    for (const { ratio } of first) expect(ratio).toBeCloseTo(4 / 3, 1);
    await page.context().close();
  });

  for (const [look, viewport] of [
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ] as const) {
    it(`opens /rng without moving anything on ${look} while vendors and games arrive`, async () => {
      const page = await (await newContext(viewport)).newPage();
      await watchLayoutShift(page);
      await page.goto(`${gatewayUrl}/rng`);
      await expect.poll(() => lobbyCards(page).count(), WAIT).toBe(40);
      await page
        .getByRole('navigation', { name: 'Vendors' })
        .getByRole('button', { name: 'AE Gaming' })
        .waitFor(WAIT);
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
      await page.context().close();
    });
  }
});

describe('the lobby’s vendors', () => {
  const vendorsOf = (page: Page) => page.getByRole('navigation', { name: 'Vendors' });

  it('are all in reach on a desktop without scrolling sideways', async () => {
    const page = await (await newContext(DESKTOP)).newPage();
    await page.goto(`${gatewayUrl}/rng`);
    const vendors = vendorsOf(page);
    await vendors.getByRole('button', { name: 'WD Slots' }).waitFor(WAIT);
    const buttons = await vendors.getByRole('button').all();
    // All vendors, then the stand-in's twelve slot vendors.
    expect(buttons.length).toBe(13);
    for (const button of buttons) {
      const box = await button.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= DESKTOP.width).toBe(true);
    }
    for (const name of ['Vendors', 'Filters']) {
      const overflow = await page
        .getByRole('navigation', { name })
        .evaluate((nav) => nav.scrollWidth - nav.clientWidth);
      expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    // The last vendor opens its games from where it stands.
    await vendors.getByRole('button', { name: 'WD Slots' }).click();
    await expect
      .poll(() => vendors.getByRole('button', { name: 'WD Slots' }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.context().close();
  });

  it('are one row on a phone that scrolls sideways, the games right below', async () => {
    const page = await (await newContext(PHONE)).newPage();
    await page.goto(`${gatewayUrl}/rng`);
    const vendors = vendorsOf(page);
    await vendors.getByRole('button', { name: 'AE Gaming' }).waitFor(WAIT);
    const box = await vendors.boundingBox();
    expect(box && box.height).toBeLessThan(64);
    expect(await vendors.evaluate((nav) => nav.scrollWidth > nav.clientWidth)).toBe(true);
    await page.context().close();
  });
});

describe('home vendor cards', () => {
  it('shows each category’s vendors as logo cards a keyboard reaches and opens', async () => {
    const page = await (await newContext(DESKTOP)).newPage();
    await page.goto(`${gatewayUrl}/`);
    const slots = page.locator('[data-section="RNG"]');
    const cards = slots.locator('a.vendor-card');
    await expect.poll(() => cards.count(), WAIT).toBe(6);
    // Each card is named by the vendor's name, once: the logo beside it is decorative.
    const first = slots.getByRole('link', { name: 'AE Gaming', exact: true });
    expect(await first.locator('img').getAttribute('alt')).toBe('');
    expect(await first.locator('img').getAttribute('width')).toBe('240');
    await expect
      .poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth), WAIT)
      .toBeGreaterThan(0);

    // From the section's "All" link, the next Tab is the first vendor card; Enter opens it.
    await slots.getByRole('link', { name: 'All' }).focus();
    await page.keyboard.press('Tab');
    expect(await first.evaluate((card) => card === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/rng\?vendor=AE$/);
    await page.context().close();
  });

  it('names each vendor in words while its logo loads and when it fails, in one fixed box', async () => {
    const context = await newContext(DESKTOP);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // AE Gaming's logo is slow to come; Asia Gaming's never does.
    await context.route('**/art/vendors/RNG/AE.svg', async (route) => {
      await held;
      await route.continue();
    });
    await context.route('**/art/vendors/RNG/AG.svg', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/`);
    const slots = page.locator('[data-section="RNG"]');
    const slow = slots.getByRole('link', { name: 'AE Gaming', exact: true });
    const broken = slots.getByRole('link', { name: 'Asia Gaming', exact: true });
    await slow.waitFor(WAIT);
    /** The name as drawn: its opacity, and whether it lies inside the card. */
    const nameShown = (card: Locator) =>
      card.evaluate((link) => {
        const name = link.querySelector('.vendor-card__name');
        if (!name) return false;
        const outer = link.getBoundingClientRect();
        const inner = name.getBoundingClientRect();
        return (
          getComputedStyle(name).opacity === '1' &&
          inner.width > 0 &&
          inner.left >= outer.left &&
          inner.right <= outer.right &&
          inner.top >= outer.top &&
          inner.bottom <= outer.bottom
        );
      });

    expect(await nameShown(slow)).toBe(true);
    const waiting = await slow.boundingBox();
    // The failed logo leaves the name, and no broken picture.
    await expect.poll(() => broken.locator('img').count(), WAIT).toBe(0);
    expect(await nameShown(broken)).toBe(true);

    release();
    await expect
      .poll(
        () => slow.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth > 0),
        WAIT,
      )
      .toBe(true);
    // The logo covers the name, which a screen reader still hears once; the box has not moved.
    await expect.poll(() => nameShown(slow), WAIT).toBe(false);
    expect(await slow.getAttribute('class')).toContain('vendor-card--shown');
    expect(await slow.boundingBox()).toEqual(waiting);
    await context.close();
  });

  it('holds the hot games’ place with busy placeholders of the cards’ size until they arrive', async () => {
    const context = await newContext(PHONE);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route('**/GCSGAME_hotGamesV2**', async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/`);
    const hot = page.locator('[data-section="HOT"]');
    await hot.locator('.skeleton-card').first().waitFor(WAIT);
    expect(await hot.getAttribute('aria-busy')).toBe('true');
    expect(await hot.locator('.skeleton-card').count()).toBe(12);
    // Nothing for a screen reader to read in the placeholders.
    expect(await hot.locator('ul').getAttribute('aria-hidden')).toBe('true');
    expect((await hot.locator('ul').textContent())?.trim()).toBe('');
    const placeholder = await hot.locator('.skeleton-card').first().boundingBox();

    release();
    await hot.locator('article.game-card').first().waitFor(WAIT);
    expect(await hot.getAttribute('aria-busy')).toBe('false');
    const card = await hot.locator('li').first().boundingBox();
    expect(Math.abs((card?.height ?? 0) - (placeholder?.height ?? -100))).toBeLessThanOrEqual(2);
    expect(Math.abs((card?.width ?? 0) - (placeholder?.width ?? -100))).toBeLessThanOrEqual(1);
    await context.close();
  });

  it('is accessible with its logo cards and aligned game cards, on a phone and a desktop, light and dark', async () => {
    const page = await (await newContext(DESKTOP)).newPage();
    await page.goto(`${gatewayUrl}/`);
    await expectAccessibleInEveryLook(page, async () => {
      await page.goto(`${gatewayUrl}/`);
      await page.locator('[data-section="RNG"] a.vendor-card').first().waitFor(WAIT);
      await page.locator('[data-section="HOT"] article.game-card').first().waitFor(WAIT);
    });
    await expectAccessibleInEveryLook(page, async () => {
      await page.goto(`${gatewayUrl}/rng`);
      await expect.poll(() => lobbyCards(page).count(), WAIT).toBe(40);
    });
    await page.context().close();
  });
});
