import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ALL_ROUTES, needsSignIn } from '../src/routing/routeTable';
import { devPost, devSession, holdsSession, resetMocks, signInContext } from './mocksControl';
import { journeyBrowser } from './journey';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

/** A fresh browser profile, signed in as `account` before the app boots when one is given. */
async function newContext(account?: string): Promise<BrowserContext> {
  const context = await browser().newContext({ locale: 'en-US' });
  if (account) {
    const token = await devSession(mocksUrl, account);
    await signInContext(context, gatewayUrl, token);
  }
  return context;
}

/** The screen's own heading, once the normal frame has rendered it. */
async function screenHeading(page: Page): Promise<string> {
  const heading = page.locator('[data-site-state="normal"] h1').first();
  try {
    await heading.waitFor({ timeout: 15_000 });
  } catch (error) {
    // Say what the page showed instead, so a failure can be understood from the log.
    const shown = await page.locator('body').innerText();
    throw new Error(`${page.url()} showed no screen heading: ${shown.slice(0, 300)}`, {
      cause: error,
    });
  }
  return (await heading.textContent()) ?? '';
}

describe('deep links to every route of the table', () => {
  it('signed out: public routes open, signed-in routes go to /login with the login popup', async () => {
    const context = await newContext();
    const page = await context.newPage();
    for (const route of ALL_ROUTES) {
      await page.goto(`${gatewayUrl}${route}`);
      // The member and agent centres come as the gateway's frame for any member: a visitor is
      // sent on once the page has come alive.
      if (needsSignIn(route) || route === '/login') {
        await page.waitForURL(/\/login$/);
        await page.getByRole('dialog', { name: 'Log in' }).waitFor();
      } else if (route === '/agentHome') {
        await page.waitForURL(/\/agent$/);
        await page.getByRole('heading', { level: 1, name: 'Agent login' }).waitFor();
      } else {
        const heading = await screenHeading(page);
        expect(new URL(page.url()).pathname, route).toBe(route);
        expect(heading, route).not.toMatch(/_|Page not found/);
      }
    }
    await context.close();
  });

  it('signed in as a member: every route opens, and the agent centre sends a member away', async () => {
    const context = await newContext('player1');
    const page = await context.newPage();
    for (const route of ALL_ROUTES) {
      await page.goto(`${gatewayUrl}${route}`);
      if (route === '/agentHome') {
        // The gateway sends the agent centre's frame; the account is checked once it has come
        // alive, and a member is sent on.
        await page.waitForURL(/\/agent$/);
        expect(await page.getByRole('alert').textContent()).toBe(
          'This account is not an agent account.',
        );
      } else {
        const heading = await screenHeading(page);
        expect(new URL(page.url()).pathname, route).toBe(route);
        expect(heading, route).not.toMatch(/_|Page not found/);
      }
      await page.getByTestId('member-block').waitFor();
    }
    await context.close();
  });

  it('signed in as an agent: /agentHome opens the agent centre in its own layout', async () => {
    const context = await newContext('agent1');
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/agentHome`);
    await page.getByRole('heading', { name: 'Agent centre' }).waitFor();
    expect(await page.locator('[data-layout="agent"]').count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    await context.close();
  });
});

describe('the frame', () => {
  it('shows the balance from the stand-in with two decimals and signs out after confirmation', async () => {
    const context = await newContext('player1');
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/`);
    await page.getByRole('button', { name: 'Show balance' }).click();
    await expect.poll(async () => page.getByTestId('balance').textContent()).toMatch(/\d+\.\d{2}$/);

    await page.getByLabel('Member menu').click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog', { name: 'Are you sure you want to sign out?' }).waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await holdsSession(context)).toBe(false);
    expect(await page.evaluate(() => sessionStorage.getItem('merchantCode'))).toBeTruthy();
    await context.close();
  });

  it('opens the side menu as a drawer on a phone and closes it on navigation', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/`);
    await page.getByRole('heading', { name: 'Welcome to Playhouse' }).waitFor();
    const menu = page.getByRole('complementary', { name: 'Game categories' });
    expect(await menu.count()).toBe(0);
    await page.getByRole('button', { name: 'Game categories' }).click();
    await menu.getByRole('link', { name: 'Help centre' }).click();
    await page.getByRole('heading', { name: 'Help centre' }).waitFor();
    expect(await menu.count()).toBe(0);
    await context.close();
  });

  it('fits a phone screen: nothing widens the page beyond it', async () => {
    const context = await browser().newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    for (const path of ['/', '/help', '/rng']) {
      await page.goto(`${gatewayUrl}${path}`);
      await page.locator('main#main h1').first().waitFor();
      // A mobile browser zooms a page out to show content wider than the screen; then everything is tiny.
      expect(
        await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth]),
      ).toEqual([412, 412]);
    }
    await context.close();
  });

  it('keeps the chosen language across a reload', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/`);
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('button', { name: '简体中文' }).click();
    await page.getByRole('heading', { name: '欢迎来到 Playhouse' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: '欢迎来到 Playhouse' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('CN');
    await context.close();
  });

  it('switches to the light theme and remembers it', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/`);
    await page.getByLabel('Theme').selectOption('light');
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    expect(await theme()).toBe('light');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe('rgb(244, 246, 251)');
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome to Playhouse' }).waitFor();
    expect(await theme()).toBe('light');
    await context.close();
  });
});

describe('first paint and server speed', () => {
  it('paints a neutral frame from index.html before any script has run on a page the gateway does not render', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // The seamless game launch is rendered by the browser only (the member centre now comes as
    // the gateway's frame).
    await page.goto(`${gatewayUrl}/seamless`);
    const shell = page.locator('[data-static-shell]');
    expect(await shell.isVisible()).toBe(true);
    expect(await shell.locator('.app-shell__header').isVisible()).toBe(true);
    // Nothing the status call could contradict (maintenance, region blocked) is shown.
    expect((await page.locator('body').innerText()).trim()).toBe('');
    await context.close();
  });

  it('times the site and the platform for real, and says so when a line fails', async () => {
    // The platform line is taken down with `page.route`, which does not see requests a service
    // worker makes: once the worker claims the page (it does on a first visit), its fetch of the
    // status would reach the platform, so this journey runs without one.
    const context = await browser().newContext({ locale: 'en-US', serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/`);
    await page.getByRole('heading', { name: 'Welcome to Playhouse' }).waitFor();
    await page
      .getByRole('complementary', { name: 'Game categories' })
      .getByRole('button', { name: 'Server speed' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Server speed' });
    const site = dialog.locator('[data-line="site"]');
    const platform = dialog.locator('[data-line="platform"]');
    await site.and(page.locator('[data-reading="measured"]')).waitFor();
    await platform.and(page.locator('[data-reading="measured"]')).waitFor();
    expect(await site.innerText()).toMatch(/This site\s+\d+ ms · (fast|normal|slow)/);
    expect(await platform.innerText()).toMatch(/Game platform \(through this site\)\s+\d+ ms/);

    // The platform line goes down: a re-test reports it, in words, and the site still answers.
    await page.route(/\/wps\/system\/status\?t=/, (route) => route.abort('connectionrefused'));
    await dialog.getByRole('button', { name: 'Test again' }).click();
    await platform.and(page.locator('[data-reading="failed"]')).waitFor();
    expect(await platform.innerText()).toContain('Could not reach this line.');
    await site.and(page.locator('[data-reading="measured"]')).waitFor();
    await context.close();
  });

  it('times the mirror domains it may reach, in the modal and on the download page', async () => {
    const port = new URL(gatewayUrl).port;
    // The site under another name is a reachable mirror; a port nothing listens on is not.
    await devPost(mocksUrl, '/__dev/domains', {
      domains: [`localhost:${port}`, '127.0.0.1:9', 'blocked.example'],
    });
    try {
      const context = await newContext();
      const page = await context.newPage();
      await page.goto(`${gatewayUrl}/`);
      await page.getByRole('heading', { name: 'Welcome to Playhouse' }).waitFor();
      await page
        .getByRole('complementary', { name: 'Game categories' })
        .getByRole('button', { name: 'Server speed' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Server speed' });
      const row = (domain: string) => dialog.locator(`[data-domain="${domain}"]`);
      await row(`localhost:${port}`).and(page.locator('[data-reading="measured"]')).waitFor();
      expect(await row(`localhost:${port}`).innerText()).toMatch(/\d+ ms · (fast|normal|slow)/);
      // Not in the gateway's list of mirrors: the page may not contact it, and says so.
      await row('blocked.example').and(page.locator('[data-reading="failed"]')).waitFor();
      await row('127.0.0.1:9').and(page.locator('[data-reading="failed"]')).waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();

      await page.goto(`${gatewayUrl}/down`);
      const list = page.getByRole('list', { name: 'Mirror sites' });
      await list
        .locator(`[data-domain="localhost:${port}"]`)
        .and(page.locator('[data-reading="measured"]'))
        .waitFor();
      expect(await list.getByRole('link').count()).toBe(3);
      await context.close();
    } finally {
      await resetMocks(mocksUrl);
    }
  });
});
