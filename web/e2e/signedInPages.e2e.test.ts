import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PHONE } from './a11y';
import { journeyBrowser } from './journey';
import { layoutShift, watchLayoutShift } from './layoutShift';
import { devSession } from './mocksControl';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

/** What a member waits for on a busy machine: generous, never a fixed sleep. */
const WAIT = { timeout: 30_000 };

/** A fresh tab on a phone (no service worker: every page from the gateway), signed in as `account`. */
async function signedIn(account: string): Promise<BrowserContext> {
  const token = await devSession(mocksUrl, account);
  const context = await browser().newContext({
    locale: 'en-US',
    viewport: PHONE,
    serviceWorkers: 'block',
  });
  await context.addInitScript((t) => {
    if (!sessionStorage.getItem('token')) sessionStorage.setItem('token', t);
  }, token);
  return context;
}

/** The signed-in centre pages, and what shows once everything they load by themselves is in. */
const CENTRE_PAGES = [
  {
    account: 'player1',
    address: '/member?page=depositv2',
    settled: async (page: Page) => {
      await page.getByLabel('Amount', { exact: true }).waitFor(WAIT);
      await page.locator('.deposit-list').getByText('No data').waitFor(WAIT);
    },
  },
  {
    account: 'player1',
    address: '/member?page=withdraw',
    settled: async (page: Page) => {
      await page.getByRole('heading', { name: 'New withdrawal' }).waitFor(WAIT);
      await page.locator('.withdraw-note:not([aria-busy])').waitFor(WAIT);
      await page.locator('.withdraw-records').getByText('No data').waitFor(WAIT);
    },
  },
  {
    account: 'agent1',
    address: '/agentHome',
    settled: async (page: Page) => {
      await page.locator('.agent-centre__account').getByText('agent1').waitFor(WAIT);
      await page.locator('.team-announcement__body:not([aria-busy])').first().waitFor(WAIT);
    },
  },
];

describe('signed-in centre pages on a phone', () => {
  for (const { account, address, settled } of CENTRE_PAGES) {
    it(`${address}: nothing moves while the member's data arrives`, async () => {
      const context = await signedIn(account);
      const page = await context.newPage();
      await watchLayoutShift(page);
      await page.goto(`${gatewayUrl}${address}`);
      await settled(page);
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
      await context.close();
    });
  }
});
