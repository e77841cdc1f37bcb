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
 * Where the notice bar's first title stands while every animation is held at its start (the
 * state of the first paint): its box, the bar's, and whether a point in the title's middle is
 * the title itself (shown, not clipped off the bar or covered).
 */
async function firstTitleAtStart(page: Page) {
  return page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = 0;
    }
    const bar = document.querySelector('nav.notice-bar');
    const title = bar?.querySelector('button');
    if (!bar || !title) return null;
    const barBox = bar.getBoundingClientRect();
    const box = title.getBoundingClientRect();
    const x = Math.max(box.left, barBox.left) + 4;
    const y = box.top + box.height / 2;
    // Until hydration the page's buttons take no pointer (styles.css), so the point may find the
    // row holding the title: still the bar's own, nothing lying over it.
    const hit = document.elementFromPoint(x, y);
    return {
      text: title.textContent ?? '',
      insideBar: box.left >= barBox.left - 1 && box.left < barBox.right - 16,
      shown: hit !== null && bar.contains(hit) && (hit === title || hit.contains(title)),
    };
  });
}

describe('the notice bar', () => {
  for (const look of LOOKS) {
    it(`comes with the first screen and shows its first title at once, ${look.title}`, async () => {
      const context = await contextIn(browser(), { gatewayUrl, mocksUrl }, look);
      const words = look.language.words;

      // The gateway's page already holds the titles.
      const html = await (await context.request.get(`${gatewayUrl}/`)).text();
      const served = /<nav class="notice-bar"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
      // (Each title once: the bar may run its titles twice for a seamless loop.)
      const servedTitles = [
        ...new Set([...served.matchAll(/<button[^>]*>([^<]+)<\/button>/g)].map((m) => m[1])),
      ];
      expect(servedTitles.length, 'titles in the served notice bar').toBeGreaterThan(0);

      // The first paint: the served page as it is before any script runs.
      const firstPaint = await context.newPage();
      await firstPaint.route(/\.m?js(\?|$)/, (route) => route.abort());
      await firstPaint.goto(`${gatewayUrl}/`);
      const painted = await firstTitleAtStart(firstPaint);
      expect(painted?.text).toBe(servedTitles[0]);
      expect(painted?.insideBar, 'the first title starts within the bar').toBe(true);
      expect(painted?.shown, 'the first title is visible at first paint').toBe(true);
      await firstPaint.close();

      // The live page: the same titles, in a bar named in the player's language, readable.
      const page = await context.newPage();
      await page.goto(`${gatewayUrl}/`);
      const bar = page.getByRole('navigation', { name: words.notice_title });
      await bar.getByRole('button').first().waitFor(WAIT);
      expect(await bar.getByRole('button').allTextContents()).toEqual(servedTitles);
      const live = await firstTitleAtStart(page);
      expect(live?.shown).toBe(true);
      await expectAccessible(page, `${page.url()} (${look.title})`);
      await context.close();
    });
  }
});
