import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './a11y';
import { journeyBrowser } from './journey';
import { contextIn, LOOKS } from './looks';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);
const WAIT = { timeout: 30_000 };

/**
 * The game cards a player sees whole: inside the window, and at their four corners and middle
 * nothing else lies over them (elementFromPoint finds the card there).
 */
function cardsSeenWhole(page: Page): Promise<number> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const height = window.innerHeight;
    return [...document.querySelectorAll('main .game-card')].filter((card) => {
      const box = card.getBoundingClientRect();
      if (box.width === 0 || box.top < 0 || box.left < 0) return false;
      if (box.bottom > height || box.right > width) return false;
      const inset = 3;
      const points: [number, number][] = [
        [box.left + inset, box.top + inset],
        [box.right - inset, box.top + inset],
        [box.left + inset, box.bottom - inset],
        [box.right - inset, box.bottom - inset],
        [box.left + box.width / 2, box.top + box.height / 2],
      ];
      return points.every(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && card.contains(hit);
      });
    }).length;
  });
}

/**
 * The floating things (the customer-service button and card, the gift) that lie over the page's
 * main content where it is in view: each by its name, for the failure message.
 */
function floatsOverContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main')?.getBoundingClientRect();
    if (!main) return ['(no main content)'];
    const view = { top: 0, bottom: window.innerHeight, left: 0, right: window.innerWidth };
    const seen = {
      top: Math.max(main.top, view.top),
      bottom: Math.min(main.bottom, view.bottom),
      left: Math.max(main.left, view.left),
      right: Math.min(main.right, view.right),
    };
    const floats = document.querySelectorAll(
      '.right-bar .service-button, .right-bar .right-bar__card, .right-bar .envelope-float',
    );
    return [...floats]
      .filter((float) => {
        const box = float.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        return (
          box.left < seen.right &&
          box.right > seen.left &&
          box.top < seen.bottom &&
          box.bottom > seen.top
        );
      })
      .map((float) => float.className);
  });
}

/** Scrolls the page down in steps, checking at each that no floating button covers content. */
async function expectNoFloatOverContent(page: Page, where: string): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < Math.min(height, 3000); y += 350) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    expect(await floatsOverContent(page), `${where}, scrolled to ${y}px`).toEqual([]);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

describe('the lobby on a phone and a desktop', () => {
  for (const look of LOOKS) {
    it(`shows games whole, never under a floating button, ${look.title}`, async () => {
      const context = await contextIn(browser(), { gatewayUrl, mocksUrl }, look, 'player1');
      const words = look.language.words;
      const page = await context.newPage();
      await page.goto(`${gatewayUrl}/rng`);
      await page.locator('main .game-card').nth(11).waitFor(WAIT);
      // The member's floating buttons are there: customer service and a red envelope to open.
      await page.getByRole('button', { name: words.customer_service }).last().waitFor(WAIT);
      await page.locator('.envelope-float').waitFor(WAIT);

      if (look.screen === 'phone') {
        // Six games on the first screen of a 390x844 phone.
        expect(await cardsSeenWhole(page)).toBeGreaterThanOrEqual(6);
      }
      await expectNoFloatOverContent(page, `/rng, ${look.title}`);
      // Docked, the buttons still work: customer service opens its chooser.
      await page.locator('.service-button').click();
      await page.getByRole('dialog').first().waitFor(WAIT);
      await page.keyboard.press('Escape');
      await expectAccessible(page, `${page.url()} (${look.title})`);

      // A game page without the side menu (a lottery) keeps its lists clear too.
      await page.goto(`${gatewayUrl}/lottery`);
      await page.locator('.service-button').waitFor(WAIT);
      await page.locator('main img').first().waitFor(WAIT);
      await expectNoFloatOverContent(page, `/lottery, ${look.title}`);
      await context.close();
    });

    it(`plays a game over the whole screen with one small control, ${look.title}`, async () => {
      const context = await contextIn(browser(), { gatewayUrl, mocksUrl }, look, 'player1');
      const words = look.language.words;
      const page = await context.newPage();
      await page.goto(`${gatewayUrl}/rng`);
      await page
        .locator('main .game-card')
        .first()
        .getByRole('button', { name: words.game_play, exact: true })
        .click(WAIT);
      await page.waitForURL(/\/seamless$/, WAIT);
      const frame = page.locator('[data-screen="seamless"] iframe');
      await frame.waitFor(WAIT);
      await page
        .frameLocator('[data-screen="seamless"] iframe')
        .getByRole('button', { name: 'Spin' })
        .waitFor(WAIT);

      // The game's frame is the whole window; the site's header and tab bar are gone.
      const box = await frame.boundingBox();
      expect(box).toEqual({ x: 0, y: 0, width: look.viewport.width, height: look.viewport.height });
      expect(await page.locator('header.layout__header').isVisible()).toBe(false);
      expect(await page.locator('.tab-bar').isVisible()).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(
        look.viewport.height,
      );

      // One small set of controls, a few percent of the screen at most.
      const controls = page.getByRole('group', { name: words.game_controls });
      const controlsBox = await controls.boundingBox();
      if (!controlsBox) throw new Error('the game controls are not shown');
      expect(controlsBox.width * controlsBox.height).toBeLessThan(
        look.viewport.width * look.viewport.height * 0.03,
      );

      // The balance is a tap away, read from the wallet.
      await controls.getByRole('button', { name: words.balance_show }).click();
      const balance = page.getByTestId('play-balance');
      await expect.poll(() => balance.textContent()).toMatch(/\d\.\d{2}$/);
      await expectAccessible(page, `${page.url()} (${look.title})`);

      await controls.getByRole('button', { name: words.game_back_to_lobby }).click();
      await page.waitForURL(/\/rng$/, WAIT);
      expect(await page.locator('header.layout__header').isVisible()).toBe(true);
      await context.close();
    });
  }
});
