import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PHONE } from './a11y';
import { journeyBrowser } from './journey';
import { layoutShift, watchLayoutShift } from './layoutShift';
import { devSession } from './mocksControl';
import { collectProblems, wasReplaced, watchReplacement } from './pageProblems';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

/** What a member waits for on a busy machine: generous, never a fixed sleep. */
const WAIT = { timeout: 30_000 };

/** Each platform call the page makes (method and path), with how many times it was made. */
function countCalls(page: Page): Map<string, number> {
  const calls = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!/^\/(wps|lgw|lotto)\//.test(pathname)) return;
    const key = `${request.method()} ${pathname}`;
    calls.set(key, (calls.get(key) ?? 0) + 1);
  });
  return calls;
}

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

describe('a centre’s frame from the gateway, hydrated for the member', () => {
  const FRAMES = [
    {
      account: 'player1',
      address: '/member?page=depositv2',
      title: '<h1 id="member-title">Member centre</h1>',
      theirOwn: async (page: Page) => {
        // A phone shows the avatar's initial; the account's name is in the member menu's name.
        await expect
          .poll(() => page.locator('.member-block__account').textContent(), WAIT)
          .toBe('player1');
        await page.getByLabel('Amount', { exact: true }).waitFor(WAIT);
        await page.getByRole('button', { name: 'Show balance' }).click();
        await expect.poll(() => page.getByTestId('balance').textContent()).toContain('1,000.00');
      },
    },
    {
      account: 'agent1',
      address: '/agentHome',
      title: '<h1>Agent centre</h1>',
      theirOwn: async (page: Page) => {
        await page.locator('.agent-centre__account').getByText('agent1').waitFor(WAIT);
        await page.locator('.team-announcement').first().waitFor(WAIT);
      },
    },
  ];

  for (const { account, address, title, theirOwn } of FRAMES) {
    it(`${address}: the title comes in the page, which hydrates in place and then shows the member’s own`, async () => {
      const context = await signedIn(account);
      await watchReplacement(context);
      const page = await context.newPage();
      const problems = collectProblems(page);
      const calls = countCalls(page);
      const response = await page.goto(`${gatewayUrl}${address}`);
      // The page as the gateway sent it, before any script: the centre's title, nobody's data.
      const sent = (await response?.text()) ?? '';
      expect(sent).toContain(title);
      expect(sent).not.toContain(account);

      await theirOwn(page);
      await page.waitForLoadState('networkidle');
      expect(await wasReplaced(page)).toBe(false);
      expect(problems).toEqual([]);
      expect([...calls].filter(([, n]) => n > 1)).toEqual([]);
      await context.close();
    });
  }

  for (const { address, landing, shown } of [
    {
      address: '/member?page=depositv2',
      landing: '/login',
      shown: (page: Page) => page.getByRole('dialog', { name: 'Log in' }),
    },
    {
      address: '/agentHome',
      landing: '/agent',
      shown: (page: Page) => page.getByRole('heading', { name: 'Agent login' }),
    },
  ]) {
    it(`sends a visitor on ${address} to ${landing}, without a hydration error`, async () => {
      const context = await browser().newContext({
        locale: 'en-US',
        viewport: PHONE,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const problems = collectProblems(page);
      await page.goto(`${gatewayUrl}${address}`);
      await expect.poll(() => new URL(page.url()).pathname).toBe(landing);
      await shown(page).waitFor(WAIT);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe('an agent’s tab reloaded on the agent centre', () => {
  it('shows the notices without waiting for the member’s details, and asks for each thing once', async () => {
    const context = await signedIn('agent1');
    // What the site keeps in the tab once the member info has said the account is an agent's.
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('accountType')) sessionStorage.setItem('accountType', '1');
    });
    const page = await context.newPage();
    const problems = collectProblems(page);
    const calls = countCalls(page);
    // The member's details are held back until the page has asked for the notices: a page that
    // waited for the details before asking would never show them.
    let noticesAsked!: () => void;
    const noticesRequested = new Promise<void>((resolve) => (noticesAsked = resolve));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/wps/agent/announcements') noticesAsked();
    });
    await page.route(
      (url) => url.pathname === '/wps/member/info',
      async (route) => {
        await noticesRequested;
        await route.continue();
      },
    );
    const response = await page.goto(`${gatewayUrl}/agentHome`);
    // The gateway hands the boot script the centre's and the notices' code to fetch with the bundle.
    expect((await response?.text()) ?? '').toMatch(
      /data-screen="[^"]*\/assets\/agent-notices-[\w-]+\.js/,
    );

    await page.locator('.team-announcement').first().waitFor(WAIT);
    await page.locator('.agent-centre__account').getByText('agent1').waitFor(WAIT);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect([...calls].filter(([, n]) => n > 1)).toEqual([]);
    await context.close();
  });
});
