import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessible, PHONE, THEMES } from './a11y';
import { journeyBrowser } from './journey';
import { devSession, signInContext } from './mocksControl';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

/** What a player waits for on a busy machine: generous, never a fixed sleep. */
const WAIT = { timeout: 15_000 };
const POLL = { timeout: 15_000 };

/** A fresh profile at a phone's or a desktop's size, signed in as `account` when one is given. */
async function newContext(
  viewport: { width: number; height: number },
  account?: string,
): Promise<BrowserContext> {
  const context = await browser().newContext({ locale: 'en-US', viewport });
  if (account) {
    const token = await devSession(mocksUrl, account);
    await signInContext(context, gatewayUrl, token);
  }
  return context;
}

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Quick navigation' });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('the element has no box: it is not shown');
  return found;
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Characters that need an emoji font: pictographs and the regional-indicator flag letters. */
const EMOJI = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}]/u;

describe('the phone layout', () => {
  it('keeps the header to one row and leads to the main destinations from a tab bar, by keyboard too', async () => {
    const context = await newContext(PHONE, 'player1');
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/`);
    await page.getByTestId('member-block').waitFor(WAIT);

    // Balance, deposit and the avatar menu stay; the clock, language and withdraw move away.
    const header = page.locator('header.layout__header');
    expect(await header.getByRole('button', { name: 'Show balance' }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: 'Deposit' }).first().isVisible()).toBe(true);
    expect(await header.getByLabel('Member menu').isVisible()).toBe(true);
    const block = page.getByTestId('member-block');
    expect(await block.getByRole('link', { name: 'Withdraw' }).isVisible()).toBe(false);
    expect(await header.getByRole('button', { name: /Language/ }).isVisible()).toBe(false);
    const headerBox = await box(header);
    expect(headerBox.height).toBeLessThan(PHONE.height * 0.15);

    const tabs = tabBar(page);
    await tabs.waitFor(WAIT);
    expect(await tabs.getByRole('link').allInnerTexts()).toEqual([
      'Home',
      'Promotions',
      'Deposit',
      expect.stringMatching(/Messages/),
      'Account',
    ]);
    const home = tabs.getByRole('link', { name: 'Home' });
    const promotions = tabs.getByRole('link', { name: 'Promotions' });
    expect(await home.getAttribute('aria-current')).toBe('page');
    expect(await promotions.getAttribute('aria-current')).toBeNull();
    // The bar stays at the bottom of the screen, inside it.
    const barBox = await box(tabs);
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(PHONE.height + 1);

    await home.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Promotions');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Promotions', level: 1 }).waitFor(WAIT);
    await expect.poll(() => promotions.getAttribute('aria-current'), POLL).toBe('page');
    expect(await home.getAttribute('aria-current')).toBeNull();

    await tabs.getByRole('link', { name: 'Account' }).click();
    await expect
      .poll(() => tabs.getByRole('link', { name: 'Account' }).getAttribute('aria-current'), POLL)
      .toBe('page');
    expect(new URL(page.url()).searchParams.get('page')).toBe('securityCenter');
    await context.close();
  });

  it('offers the language, theme, withdraw and VIP page from the drawer and the avatar menu', async () => {
    const context = await newContext(PHONE, 'player1');
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/`);
    await page.getByTestId('member-block').waitFor(WAIT);
    await page.getByRole('button', { name: 'Game categories' }).click();
    const drawer = page.getByRole('complementary', { name: 'Game categories' });
    const settings = drawer.getByRole('group', { name: 'Site settings' });
    expect(await settings.getByRole('button', { name: /Language/ }).isVisible()).toBe(true);
    expect(await settings.getByLabel('Theme').isVisible()).toBe(true);
    // The drawer covers the menu button: it closes with its own button, and with Escape.
    await drawer.getByRole('button', { name: 'Close' }).click();
    expect(await drawer.count()).toBe(0);
    await page.getByRole('button', { name: 'Game categories' }).click();
    await settings.waitFor(WAIT);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count(), POLL).toBe(0);

    await page.getByLabel('Member menu').click();
    const menu = page.locator('.member-menu__panel');
    await menu.getByRole('link', { name: 'Withdraw' }).waitFor(WAIT);
    await menu.getByRole('link', { name: /VIP rank/ }).click();
    await page.getByRole('heading', { name: 'VIP rank', level: 1 }).waitFor(WAIT);
    await context.close();
  });

  it('folds the contact card into the service button docked in the header, so no game card is covered', async () => {
    const context = await newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/rng`);
    const cards = page.locator('.game-card');
    await expect.poll(() => cards.count(), POLL).toBeGreaterThan(0);

    const contactBar = page.getByRole('complementary', { name: 'Contact and social links' });
    const service = contactBar.getByRole('button', { name: 'Customer service' });
    // Only the round button is left of the card; its links are in the drawer.
    await expect.poll(() => service.count(), POLL).toBe(1);
    expect(await contactBar.getByRole('link').count()).toBe(0);
    const serviceBox = await box(service);
    const barBox = await box(tabBar(page));
    expect(serviceBox.y + serviceBox.height).toBeLessThanOrEqual(barBox.y);

    // The centre of every game card in view is the card itself, not something floating on it.
    const covered = await page.evaluate(
      () =>
        [...document.querySelectorAll('.game-card')]
          .map((card) => ({ card, rect: card.getBoundingClientRect() }))
          .filter(({ rect }) => rect.top >= 0 && rect.bottom <= window.innerHeight)
          .filter(({ card, rect }) => {
            const hit = document.elementFromPoint(
              rect.x + rect.width / 2,
              rect.y + rect.height / 2,
            );
            return !hit || !card.contains(hit);
          }).length,
    );
    expect(covered).toBe(0);
    // At the very end of the page the last content is clear of the service button.
    // (The footer lays itself out once near the screen, so the end may move: scroll until it stays.)
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return overlaps(await box(page.locator('footer').first()), await box(service));
      }, POLL)
      .toBe(false);

    await page.getByRole('button', { name: 'Game categories' }).click();
    const drawer = page.getByRole('complementary', { name: 'Game categories' });
    await drawer.getByRole('link', { name: 'Telegram' }).waitFor(WAIT);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await service.click();
    await page.getByRole('dialog', { name: 'Customer service' }).waitFor(WAIT);
    await context.close();
  });

  it('gives the lobby search box a usable width', async () => {
    const context = await newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/rng`);
    const search = page.getByRole('searchbox', { name: 'Search games by name' });
    await search.waitFor(WAIT);
    expect((await box(search)).width).toBeGreaterThan(PHONE.width * 0.75);
    await context.close();
  });

  it('has no serious accessibility violation with the tab bar and the drawer, in both themes', async () => {
    const context = await newContext(PHONE, 'player1');
    const page = await context.newPage();
    for (const theme of THEMES) {
      await page.goto(`${gatewayUrl}/`);
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await page.reload();
      await page.getByTestId('member-block').waitFor(WAIT);
      await tabBar(page).waitFor(WAIT);
      await expectAccessible(page, `phone home (${theme})`);
      await page.getByRole('button', { name: 'Game categories' }).click();
      await page.getByRole('group', { name: 'Site settings' }).waitFor(WAIT);
      await expectAccessible(page, `phone drawer (${theme})`);
    }
    await context.close();
  });
});

describe('the desktop layout', () => {
  it('keeps its side menu, has no tab bar, and its contact card covers no game card', async () => {
    const context = await newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/rng`);
    const cards = page.locator('.game-card');
    await expect.poll(() => cards.count(), POLL).toBeGreaterThan(0);
    expect(await page.getByRole('complementary', { name: 'Game categories' }).isVisible()).toBe(
      true,
    );
    expect(await tabBar(page).isVisible()).toBe(false);

    for (const scroll of [0, 600, 1200]) {
      await page.evaluate((y) => window.scrollTo(0, y), scroll);
      const contact = await box(
        page.getByRole('complementary', { name: 'Contact and social links' }),
      );
      const boxes = await cards.evaluateAll((all) =>
        all.map((c) => {
          const r = c.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        }),
      );
      expect(boxes.filter((b) => overlaps(b, contact))).toEqual([]);
    }
    await context.close();
  });
});

describe('icons', () => {
  it('draws header, side-menu and tab-bar icons as SVG, none with an emoji font, and marks the current category', async () => {
    const context = await newContext(DESKTOP, 'player1');
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/rng`);
    await page.getByTestId('member-block').waitFor(WAIT);
    const side = page.getByRole('complementary', { name: 'Game categories' });
    const header = page.locator('header.layout__header');
    for (const region of [side, header]) {
      expect(await region.innerText()).not.toMatch(EMOJI);
    }
    // Every side-menu entry has its picture, drawn from the sprite, hidden from screen readers.
    const entries = side.locator('.side-entry');
    const withIcon = side.locator('.side-entry svg.icon[aria-hidden="true"] use');
    expect(await withIcon.count()).toBe(await entries.count());
    // The sprite is served and each icon it names is in it.
    const sprite = await (await page.request.get(`${gatewayUrl}/icons.svg`)).text();
    const names = await side
      .locator('svg.icon')
      .evaluateAll((all) => all.map((svg) => svg.getAttribute('data-icon')));
    for (const name of names) expect(sprite).toContain(`<symbol id="${name}"`);

    const colourOf = (name: string) =>
      side
        .getByRole('link', { name, exact: true })
        .locator('.category-icon')
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await colourOf('Slots')).not.toBe(await colourOf('Sports'));

    await page.setViewportSize(PHONE);
    await tabBar(page).waitFor(WAIT);
    expect(await tabBar(page).innerText()).not.toMatch(EMOJI);
    expect(await tabBar(page).locator('svg.icon[aria-hidden="true"]').count()).toBe(5);
    await context.close();
  });
});

describe('the signed-in header', () => {
  it("shows the member's avatar picture in a fixed box", async () => {
    const context = await newContext(DESKTOP, 'player1');
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/`);
    const avatar = page.getByTestId('avatar');
    await avatar.waitFor(WAIT);
    await expect
      .poll(
        () => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        POLL,
      )
      .toBeGreaterThan(0);
    expect(await avatar.getAttribute('src')).toMatch(/\/wps\/static\/avatar\//);
    const { width, height } = await box(avatar);
    expect([width, height]).toEqual([28, 28]);
    await context.close();
  });

  it('shows the fallback picture, not a broken image, when the avatar address is broken', async () => {
    const context = await newContext(DESKTOP, 'player1');
    await context.route('**/wps/static/avatar/**', (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' }),
    );
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/`);
    const avatar = page.getByTestId('avatar');
    await avatar.waitFor(WAIT);
    await expect.poll(() => avatar.getAttribute('src'), POLL).toBe('/avatar-fallback.svg');
    await expect
      .poll(
        () => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        POLL,
      )
      .toBeGreaterThan(0);
    const { width, height } = await box(avatar);
    expect([width, height]).toEqual([28, 28]);
    await context.close();
  });

  it('counts everything waiting on the member menu badge and says what it counts', async () => {
    const context = await newContext(DESKTOP, 'player1');
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/`);
    await page.getByTestId('member-block').waitFor(WAIT);
    const side = page.getByRole('complementary', { name: 'Game categories' });
    const sideBadge = async (name: RegExp) => {
      const badge = side.getByRole('link', { name }).locator('.badge');
      return (await badge.count()) === 0 ? 0 : Number.parseInt(await badge.innerText(), 10);
    };
    // The counts the member sees elsewhere: messages on the home page, missions and rewards in
    // the side menu.
    const messages = page.getByRole('button', { name: /Messages/ });
    await expect.poll(() => messages.locator('.badge').count(), POLL).toBe(1);
    const unread = Number.parseInt(await messages.locator('.badge').innerText(), 10);
    await expect.poll(() => sideBadge(/Rewards/), POLL).toBeGreaterThan(0);
    const waiting = unread + (await sideBadge(/Missions/)) + (await sideBadge(/Rewards/));
    expect(waiting).toBeGreaterThan(unread);

    const badge = page.getByTestId('waiting-badge');
    await expect.poll(() => badge.innerText(), POLL).toBe(String(waiting));
    const summary = page.getByLabel('Member menu');
    expect(await summary.evaluate((el) => el.getAttribute('aria-labelledby'))).toBeTruthy();
    await expect
      .poll(async () => (await summary.evaluate((el) => el.textContent)) ?? '', POLL)
      .toContain(`${waiting} waiting: messages, missions and rewards`);
    await context.close();
  });

  it('makes the VIP label a link to the VIP page that works from the keyboard', async () => {
    const context = await newContext(DESKTOP, 'player1');
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/`);
    const header = page.locator('header.layout__header');
    const vip = header.getByRole('link', { name: /Silver VIP rank/ });
    await vip.waitFor(WAIT);
    await vip.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'VIP rank', level: 1 }).waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe('/vip');
    await context.close();
  });
});
