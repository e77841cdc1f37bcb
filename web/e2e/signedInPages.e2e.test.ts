import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PHONE } from './a11y';
import { journeyBrowser } from './journey';
import { layoutShift, watchLayoutShift } from './layoutShift';
import { devSession, signInContext } from './mocksControl';
import { collectProblems, wasReplaced, watchReplacement } from './pageProblems';
import { keepEveryTiming, recordPlatformCalls } from './platformCalls';

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
  await signInContext(context, gatewayUrl, token);
  return context;
}

/**
 * The platform's answers a member's page comes with (their header, the section's first data):
 * the browser asks for none of them again.
 */
const SENT_WITH_THE_PAGE = [
  'GET /wps/member/info',
  'GET /wps/v2/wallets/balance',
  'GET /wps/relay/EMFE_getInboxUnreadCount',
  'GET /wps/relay/MCSFE_getMissionSummaryDetails',
  'GET /wps/relay/MCSFE_getClaimPromotion',
  'GET /wps/member/info/icon',
];

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

describe('a member’s centre from the gateway, rendered with their data', () => {
  const FRAMES = [
    {
      account: 'player1',
      address: '/member?page=depositv2',
      title: '<h1 id="member-title">Member centre</h1>',
      // Their name in the header; the deposit form with the platform's methods, not a skeleton.
      sentTheirs: [/class="member-block__account">player1</, /<form[^>]*class="deposit-form/],
      sentAlso: [
        'GET /wps/relay/MCSFE_getDepositSettings',
        'GET /wps/relay/MCSFE_getDepositMethods',
      ],
      theirOwn: async (page: Page) => {
        await page.getByLabel('Amount', { exact: true }).waitFor(WAIT);
        await page.getByRole('button', { name: 'Show balance' }).click();
        await expect.poll(() => page.getByTestId('balance').textContent()).toContain('1,000.00');
        // The list below the form is the one thing the page asks for.
        await page.locator('.deposit-list').getByText('No data').waitFor(WAIT);
      },
    },
    {
      account: 'agent1',
      address: '/agentHome',
      title: '<h1>Agent centre</h1>',
      sentTheirs: [/class="agent-centre__account">agent1</, /class="team-announcement"/],
      sentAlso: ['GET /wps/agent/announcements'],
      theirOwn: async (page: Page) => {
        await page.locator('.team-announcement__body:not([aria-busy])').first().waitFor(WAIT);
      },
    },
  ];

  for (const { account, address, title, sentTheirs, sentAlso, theirOwn } of FRAMES) {
    it(`${address}: comes with the member’s own data, hydrates in place and asks for none of it again`, async () => {
      const context = await signedIn(account);
      await watchReplacement(context);
      await keepEveryTiming(context);
      const page = await context.newPage();
      const problems = collectProblems(page);
      const calls = recordPlatformCalls(page);
      const response = await page.goto(`${gatewayUrl}${address}`);
      // The page as the gateway sent it, before any script: the centre with the member's data.
      const sent = (await response?.text()) ?? '';
      expect(sent).toContain(title);
      for (const theirs of sentTheirs) expect(sent).toMatch(theirs);
      expect(sent).not.toContain('centre-section__placeholder');
      // Personal: no cache keeps it.
      expect(response?.headers()['cache-control']).toBe('private, no-store');

      await page.locator('[data-site-state="normal"]:not([data-hydrating])').waitFor(WAIT);
      await theirOwn(page);
      await page.locator('html[data-realtime="live"]').waitFor({ state: 'attached', ...WAIT });
      await page.waitForLoadState('networkidle');
      expect(await wasReplaced(page)).toBe(false);
      expect(problems).toEqual([]);
      const { before, after } = await calls.aroundLive();
      expect(
        [...before.keys()].filter((call) => [...SENT_WITH_THE_PAGE, ...sentAlso].includes(call)),
      ).toEqual([]);
      expect([...before].filter(([, n]) => n > 1)).toEqual([]);
      // Once the gateway relays, what a push may have changed meanwhile is read once more.
      expect([...after].filter(([, n]) => n > 1)).toEqual([]);
      expect(after.get('GET /wps/member/info')).toBeUndefined();
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

describe('a member whose session has ended', () => {
  it('gets the page signed out, its cookie cleared, and is sent to sign in without a hydration error', async () => {
    const context = await signedIn('player1');
    // Signed out elsewhere (another tab): the gateway has ended the session this cookie names.
    const signOut = await context.request.delete(`${gatewayUrl}/wps/session/logout`, {
      headers: { 'X-Site-Request': '1', Origin: gatewayUrl },
    });
    expect(signOut.ok()).toBe(true);
    const page = await context.newPage();
    const problems = collectProblems(page);
    const response = await page.goto(`${gatewayUrl}/help`);
    const sent = (await response?.text()) ?? '';
    expect(sent).not.toContain('"signedIn":true');
    expect(sent).toContain('>Log in</button>');
    expect((await context.cookies()).map((c) => c.name)).not.toContain('ph_signed_in');
    await page.locator('[data-site-state="normal"]:not([data-hydrating])').waitFor(WAIT);
    await page.goto(`${gatewayUrl}/member?page=depositv2`);
    await page.getByRole('dialog', { name: 'Log in' }).waitFor(WAIT);
    expect(problems).toEqual([]);
    await context.close();
  });
});
