import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessibleInEveryLook, PHONE } from './a11y';
import { contextWithAnnouncements } from './browser';
import { journeyBrowser } from './journey';
import { collectProblems } from './pageProblems';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

const popup = (page: Page) => page.locator('[data-modal="publicModal"]');

/** A first visitor on a phone: no service worker, so every page comes from the gateway. */
function firstVisitor(options: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  return contextWithAnnouncements(browser(), {
    locale: 'en-US',
    viewport: PHONE,
    serviceWorkers: 'block',
    ...options,
  });
}

/**
 * Notes, from the first byte of each page on, whether the announcement popup was ever in it and
 * whether the rendered frame was taken out (rendered afresh rather than hydrated).
 */
async function watchPage(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element && node.matches('[data-modal="publicModal"]'))
            document.documentElement.dataset.popupSeen = 'yes';
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && node.matches('[data-site-state]'))
            document.documentElement.dataset.replaced = 'yes';
    }).observe(document, { childList: true, subtree: true });
  });
}

const flag = (page: Page, name: 'popupSeen' | 'replaced') =>
  page.evaluate((key) => document.documentElement.dataset[key] === 'yes', name);

async function hydrated(page: Page): Promise<void> {
  await page.locator('[data-site-state="normal"]:not([data-hydrating])').waitFor();
}

describe('a first visit’s announcement popup, rendered with the first screen', () => {
  it('is in the page the gateway sends, painted before any script has run', async () => {
    const context = await firstVisitor({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/pointMall`);
    const dialog = popup(page).getByRole('dialog', { name: 'Announcement' });
    await dialog.getByRole('heading', { name: 'Welcome, visitor' }).waitFor();
    // The operator's text itself, cleaned by the gateway: nothing waits for the sanitiser.
    await dialog.getByText('Create an account to play for real.').waitFor();
    expect(await dialog.locator('[aria-busy="true"]').count()).toBe(0);
    await context.close();
  });

  it('hydrates with the page, takes focus, closes, and stays away on a reload with no flash', async () => {
    const context = await firstVisitor();
    await watchPage(context);
    const page = await context.newPage();
    const errors = collectProblems(page);
    const first = await page.goto(`${gatewayUrl}/pointMall`);
    expect(await first?.text()).toContain('data-modal="publicModal"');
    await hydrated(page);
    // Once its code is here the dialog is live: focus moves into it and Escape closes it.
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')), {
        timeout: 30_000,
      })
      .toBe(true);
    await page.keyboard.press('Escape');
    await popup(page).waitFor({ state: 'detached' });
    expect(await flag(page, 'replaced')).toBe(false);

    const again = await page.reload();
    expect(await again?.text()).not.toContain('data-modal="publicModal"');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await flag(page, 'popupSeen')).toBe(false);
    expect(await flag(page, 'replaced')).toBe(false);
    expect(errors).toEqual([]);

    await expectAccessibleInEveryLook(page, async () => {
      // A fresh session each time: the popup is due again.
      await context.clearCookies();
      await page.evaluate(() => sessionStorage.clear());
      await page.goto(`${gatewayUrl}/pointMall`);
      await popup(page).getByRole('heading', { name: 'Welcome, visitor' }).waitFor();
    });
    await context.close();
  });
});
