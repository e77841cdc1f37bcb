import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { explainingPage, journeyBrowser } from './journey';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const SW_FILE = path.join(inject('webDist'), 'sw.js');
const browser = journeyBrowser(mocksUrl);

/** Opens the site and waits until the service worker is active and controls the page. */
async function installed(page: Page): Promise<void> {
  await page.goto(`${gatewayUrl}/`);
  await page.getByRole('heading', { name: 'Welcome to Playhouse' }).waitFor();
  // The worker claims the page it was installed from: no reload is needed before going offline.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  // …and then asks for the site status again, through the worker, for an offline start.
  await page.waitForFunction(
    async () => (await caches.open('site-status').then((cache) => cache.keys())).length > 0,
    undefined,
    { timeout: 30_000, polling: 250 },
  );
}

describe('installed app', () => {
  it('opens to the shell with the network cut and says that screens need the network', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await installed(page);

    await context.setOffline(true);
    await page.reload();
    await explainingPage(page, () =>
      page.getByRole('heading', { name: 'Welcome to Playhouse' }).waitFor(),
    );
    await page.getByTestId('offline-banner').waitFor();
    expect(await page.getByTestId('offline-banner').textContent()).toContain('You are offline');

    // A screen whose code is precached with the shell (the category lobbies) opens offline too,
    // though this visit never opened it.
    // A tap reaches the header's links: the offline sentence takes room above the page instead
    // of lying over it.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Slots', exact: true })
      .click();
    await page.waitForURL(/\/rng$/);
    await page.getByRole('search').waitFor();

    await context.setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
    await context.close();
  });

  it('offers "a new version is ready" after a new build and reloads only when asked', async () => {
    const original = fs.readFileSync(SW_FILE, 'utf8');
    const context = await browser().newContext();
    const page = await context.newPage();
    try {
      await installed(page);
      await page.evaluate(() => {
        (window as unknown as { marker: boolean }).marker = true;
      });

      // A new build changes the shell's revision in the service worker.
      const rebuilt = original.replace(
        /(url:\s*"index\.html",\s*revision:\s*")[^"]+"/,
        `$1${Date.now().toString(16)}"`,
      );
      expect(rebuilt).not.toBe(original);
      fs.writeFileSync(SW_FILE, rebuilt);
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });

      const prompt = page.getByTestId('update-prompt');
      await prompt.waitFor();
      expect(await prompt.textContent()).toContain('A new version is ready.');
      // Nothing reloads by itself.
      expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(
        true,
      );

      await Promise.all([
        page.waitForEvent('load'),
        prompt.getByRole('button', { name: 'Reload' }).click(),
      ]);
      await page.getByRole('heading', { name: 'Welcome to Playhouse' }).waitFor();
      expect(
        await page.evaluate(() => (window as unknown as { marker?: boolean }).marker),
      ).toBeUndefined();
      expect(await page.getByTestId('update-prompt').count()).toBe(0);
    } finally {
      fs.writeFileSync(SW_FILE, original);
      await context.close();
    }
  });
});
