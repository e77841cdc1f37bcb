import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, expectAccessibleInEveryLook } from './a11y';
import { journeyBrowser } from './journey';
import { devPost, devSession, signInContext } from './mocksControl';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

const WAIT = { timeout: 15_000 };

async function newContext(
  account: string | null,
  options: { viewport?: { width: number; height: number }; theme?: 'light' | 'dark' } = {},
): Promise<BrowserContext> {
  const token = account ? await devSession(mocksUrl, account) : null;
  const context = await browser().newContext({
    locale: 'en-US',
    viewport: options.viewport ?? DESKTOP,
  });
  if (token) await signInContext(context, gatewayUrl, token);
  await context.addInitScript((theme) => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
    localStorage.setItem('theme', theme);
  }, options.theme ?? 'dark');
  return context;
}

function amountOf(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.]/g, ''));
}

async function headerBalance(page: Page): Promise<() => Promise<number>> {
  await page.getByRole('button', { name: 'Show balance' }).click();
  const balance = page.getByTestId('balance');
  await expect.poll(async () => balance.textContent(), WAIT).toMatch(/\d\.\d{2}$/);
  return async () => amountOf(await balance.textContent());
}

const promotionCard = (page: Page, title: string) =>
  page.getByRole('article', { name: title, exact: true });

async function openPromotions(page: Page) {
  await page.goto(`${gatewayUrl}/promotions`);
  await promotionCard(page, 'Welcome bonus 100%').waitFor(WAIT);
  // The page is rendered by the gateway: a click before hydration would do nothing.
  await page.locator('[data-site-state="normal"]:not([data-hydrating])').waitFor(WAIT);
}

async function openRewardCentre(page: Page) {
  await page.goto(`${gatewayUrl}/member?page=rewardCenter`);
  await page.getByRole('heading', { name: /Rewards waiting/ }).waitFor(WAIT);
}

describe('promotions', () => {
  it('a visitor gets them rendered by the gateway, sees every status and is asked to sign in to join', async () => {
    // The gateway gives up rendering after a short budget (the browser then renders): on a
    // loaded machine the first, cold render may miss it, so a later visit is asked for.
    const rendered = (path: string) => async () => (await fetch(`${gatewayUrl}${path}`)).text();
    await expect.poll(rendered('/promotions'), WAIT).toContain('Welcome bonus 100%');
    expect(await rendered('/promotions')()).toContain('Coming soon');
    await expect.poll(rendered('/announce'), WAIT).toContain('href="/announce?id=');

    const context = await newContext(null);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await openPromotions(page);
    // Hydrated from the rendered markup: the page works, and React found nothing to replace.
    await page.locator('[data-site-state="normal"]:not([data-hydrating])').waitFor(WAIT);
    const card = promotionCard(page, 'Welcome bonus 100%');
    await expect.poll(() => card.textContent(), WAIT).toContain('Join now');
    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
    await expect
      .poll(() => promotionCard(page, 'New year reload 50%').textContent(), WAIT)
      .toContain('This promotion has not started yet.');
    await expect
      .poll(() => promotionCard(page, 'Autumn cash race').textContent(), WAIT)
      .toContain('This promotion has ended.');

    await card.getByRole('button', { name: 'Sign in to join' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).waitFor(WAIT);
    await page.keyboard.press('Escape');
    await context.close();
  });

  it('is accessible to a visitor and to a member with an application, on every look', async () => {
    const visitor = await newContext(null);
    const visitorPage = await visitor.newPage();
    await openPromotions(visitorPage);
    await expectAccessibleInEveryLook(visitorPage, () => openPromotions(visitorPage));
    await visitor.close();

    const member = await newContext('player1');
    const page = await member.newPage();
    await openPromotions(page);
    await page.getByRole('button', { name: 'Join now' }).first().click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('region', { name: 'Your applications' }).getByRole('table').waitFor(WAIT);
    await expectAccessibleInEveryLook(page, () => openPromotions(page));
    await member.close();
  });

  it('a member applies with a remark, the operator approves, the member claims once', async () => {
    const context = await newContext('player1');
    const page = await context.newPage();
    await openPromotions(page);
    const balance = await headerBalance(page);
    const before = await balance();
    const card = promotionCard(page, 'Welcome bonus 100%');

    await card.getByRole('button', { name: 'Join now' }).click();
    const remark = card.getByLabel('Remark (optional)');
    await remark.fill('x'.repeat(141));
    await expect
      .poll(() => card.textContent(), WAIT)
      .toContain('The remark can be at most 140 characters.');
    expect(await card.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
    await remark.fill('First deposit tonight');
    await card.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => card.textContent(), WAIT).toContain('Applying');
    await expect
      .poll(() => page.getByRole('region', { name: 'Your applications' }).textContent(), WAIT)
      .toContain('First deposit tonight');

    await devPost(mocksUrl, '/__dev/promotions/decide', {
      account: 'player1',
      promotionId: 301,
      decision: 'approve',
    });
    await page.reload();
    await promotionCard(page, 'Welcome bonus 100%').waitFor(WAIT);
    await expect.poll(() => card.textContent(), WAIT).toContain('Issued');
    await card.getByRole('button', { name: 'Claim prize' }).click();
    await expect.poll(() => card.textContent(), WAIT).toContain('Prize claimed');
    await expect.poll(() => card.textContent(), WAIT).toContain('Claimed');
    expect(await card.getByRole('button', { name: 'Claim prize' }).count()).toBe(0);
    const after = await headerBalance(page);
    await expect.poll(after, WAIT).toBeCloseTo(before + 100, 2);
    await context.close();
  });

  it("hostile markup in a promotion's rules does not run", async () => {
    await devPost(mocksUrl, '/__dev/promotions/content', {
      promotionId: 301,
      content:
        '<p>Rules apply</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">more</a>',
    });
    const context = await newContext(null);
    const page = await context.newPage();
    await openPromotions(page);
    const card = promotionCard(page, 'Welcome bonus 100%');
    await card.getByText('Rules', { exact: true }).click();
    await card.getByText('Rules apply').waitFor(WAIT);
    // DOMPurify drops the javascript: address, leaving the words without a link.
    expect(await card.getByRole('link', { name: 'more' }).count()).toBe(0);
    await card.getByText('more', { exact: true }).click();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await card.locator('[onerror]').count()).toBe(0);
    expect(await card.locator('script').count()).toBe(0);
    await context.close();
  });
});

describe('announcements', () => {
  it('lists the notices of the notice popup and opens one, on every look', async () => {
    const context = await newContext(null);
    const page = await context.newPage();
    const openList = async () => {
      await page.goto(`${gatewayUrl}/announce`);
      await page.getByRole('navigation', { name: 'Notice list' }).waitFor(WAIT);
    };
    await openList();
    const first = page.getByRole('navigation', { name: 'Notice list' }).getByRole('link').first();
    const title = ((await first.textContent()) ?? '').replace(/\s*\d{4}\/\d{2}\/\d{2}$/, '');
    await first.click();
    await page.getByRole('heading', { name: title }).waitFor(WAIT);
    await page.getByText(/^Published \d{4}\/\d{2}\/\d{2}$/).waitFor(WAIT);
    await page.getByRole('link', { name: 'All announcements' }).click();
    await page.getByRole('navigation', { name: 'Notice list' }).waitFor(WAIT);
    await expectAccessibleInEveryLook(page, openList);
    await context.close();
  });
});

describe('reward centre', () => {
  it('pays a reward once: a second claim from a stale screen is refused and says so', async () => {
    const context = await newContext('player1');
    const first = await context.newPage();
    await openRewardCentre(first);
    const second = await context.newPage();
    // A screen that hears nothing live (its socket reaches no server) stays as it was drawn.
    await second.routeWebSocket(/\/socket\.io\//, () => undefined);
    await openRewardCentre(second);
    const balance = await headerBalance(first);
    const before = await balance();

    await first.getByRole('button', { name: 'Claim Welcome bonus' }).click();
    await first.getByText('Claimed 18.00: it is in your wallet.').waitFor(WAIT);
    await expect.poll(balance, WAIT).toBeCloseTo(before + 18, 2);

    await second.getByRole('button', { name: 'Claim Welcome bonus' }).click();
    await second.getByText('You have already claimed this reward.').waitFor(WAIT);
    expect(await balance()).toBeCloseTo(before + 18, 2);
    await context.close();
  });

  it('is accessible on every look, with the outcome of a claim shown', async () => {
    const context = await newContext('player1');
    const page = await context.newPage();
    await openRewardCentre(page);
    await page.getByRole('button', { name: 'Claim Welcome bonus' }).click();
    await page.getByText('Claimed 18.00: it is in your wallet.').waitFor(WAIT);
    await expectAccessibleInEveryLook(page, () => openRewardCentre(page));
    await context.close();
  });

  it('opens a red envelope once; a member who deposited too little is told why', async () => {
    const context = await newContext('player1', { viewport: PHONE });
    const page = await context.newPage();
    await openRewardCentre(page);
    const balance = await headerBalance(page);
    const before = await balance();
    await page.getByRole('button', { name: 'Open Weekend lucky money' }).click();
    await page.getByText('You got 8.88: it is in your wallet.').waitFor(WAIT);
    await expect.poll(balance, WAIT).toBeCloseTo(before + 8.88, 2);
    const envelope = page.getByRole('article', { name: 'Weekend lucky money' });
    await expect.poll(() => envelope.textContent(), WAIT).toContain('Opened');
    expect(await page.getByRole('button', { name: 'Open Weekend lucky money' }).count()).toBe(0);
    await context.close();

    const low = await newContext('traveller1');
    const lowPage = await low.newPage();
    await openRewardCentre(lowPage);
    const shut = lowPage.getByRole('article', { name: 'Weekend lucky money' });
    await expect.poll(() => shut.textContent(), WAIT).toContain('Not eligible');
    await expect
      .poll(() => shut.textContent(), WAIT)
      .toContain('Deposit at least 100.00 in the 30 days before it opens');
    expect(await lowPage.getByRole('button', { name: 'Open Weekend lucky money' }).count()).toBe(0);
    await low.close();
  });
});

describe('sign-up bonus', () => {
  /** Registers a new member through the register dialog; the site signs them in. */
  async function registerNewMember(username: string, fromIp: string): Promise<Page> {
    const context = await browser().newContext({
      locale: 'en-US',
      viewport: DESKTOP,
      extraHTTPHeaders: { 'X-Forwarded-For': fromIp },
    });
    await context.addInitScript(() => {
      sessionStorage.setItem('ANONYMOUS_POPUP', '1');
      sessionStorage.setItem('USER_POPUP', '1');
    });
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/register`);
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await dialog.getByLabel('Username', { exact: true }).fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill('Welcome77');
    await dialog.getByLabel('Confirm password', { exact: true }).fill('Welcome77');
    await dialog.getByLabel('I am 18 years old or older.').check();
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await page.getByLabel('Member menu').waitFor(WAIT);
    return page;
  }

  const recordRows = (page: Page) => page.locator('.records__table tbody tr:not(.records__spacer)');

  it('a member who just registered claims it once; it lands once in the wallet and the records', async () => {
    const page = await registerNewMember('newcomer7', '198.51.100.201');
    await openRewardCentre(page);
    const signUp = page.getByRole('region', { name: 'Sign-up bonuses' });
    await signUp.getByText('Sign-up bonus', { exact: true }).waitFor(WAIT);
    // A second tab of the same member: the tabs share the gateway's session cookie.
    const second = await page.context().newPage();
    // It hears nothing live (its socket reaches no server), so it stays as it was drawn.
    await second.routeWebSocket(/\/socket\.io\//, () => undefined);
    await openRewardCentre(second);
    const balance = await headerBalance(page);
    const before = await balance();

    await signUp.getByRole('button', { name: 'Claim Sign-up bonus' }).click();
    await signUp.getByText('Claimed 38.00: it is in your wallet.').waitFor(WAIT);
    await expect.poll(balance, WAIT).toBeCloseTo(before + 38, 2);
    await expect.poll(() => signUp.textContent(), WAIT).toContain('Claimed');
    expect(await signUp.getByRole('button', { name: 'Claim Sign-up bonus' }).count()).toBe(0);

    // A stale screen that still offers it is refused, and nothing more is paid.
    await second.getByRole('button', { name: 'Claim Sign-up bonus' }).click();
    await second.getByText('You have already claimed this sign-up bonus.').waitFor(WAIT);
    expect(await balance()).toBeCloseTo(before + 38, 2);

    await page.goto(`${gatewayUrl}/member?page=bonusDetails&period=today`);
    await expect.poll(() => recordRows(page).count(), WAIT).toBe(1);
    expect(await recordRows(page).first().textContent()).toMatch(/Promotion.*38\.00/);
    await page.goto(`${gatewayUrl}/member?page=transactionHistory&period=today`);
    await expect
      .poll(() => recordRows(page).filter({ hasText: '38.00' }).count(), WAIT)
      .toBeGreaterThan(0);
    const paid = await recordRows(page)
      .locator('td:nth-child(3)')
      .evaluateAll((cells) => cells.filter((c) => c.textContent?.trim() === '38.00').length);
    expect(paid).toBe(1);

    await expectAccessibleInEveryLook(page, async () => {
      await openRewardCentre(page);
      await page.getByRole('region', { name: 'Sign-up bonuses' }).waitFor(WAIT);
    });
    await page.context().close();
  });
});

describe('floating red envelope', () => {
  const entry = (page: Page) => page.getByRole('button', { name: /^Red envelopes: \d+ to open$/ });

  async function openHome(page: Page) {
    await page.goto(`${gatewayUrl}/`);
    await page.locator('[data-site-state="normal"]:not([data-hydrating])').waitFor(WAIT);
  }

  it('floats on the home page while an envelope can be opened, pays once, then goes away', async () => {
    const context = await newContext('player1', { viewport: PHONE });
    const page = await context.newPage();
    await openHome(page);
    await entry(page).waitFor(WAIT);
    expect(await entry(page).getAttribute('aria-label')).toBe('Red envelopes: 1 to open');
    // Docked beside the service button (on a phone, in the header's categories row), never on
    // top of it.
    const envelopeBox = await entry(page).boundingBox();
    const serviceBox = await page
      .locator('.right-bar')
      .getByRole('button', { name: 'Customer service' })
      .last()
      .boundingBox();
    expect(envelopeBox && serviceBox).toBeTruthy();
    expect(envelopeBox!.x + envelopeBox!.width).toBeLessThanOrEqual(serviceBox!.x);

    await expectAccessibleInEveryLook(page, async () => {
      await openHome(page);
      await entry(page).click();
      await page.getByRole('dialog', { name: 'Red envelopes' }).waitFor(WAIT);
    });
    await page.setViewportSize(PHONE);
    await openHome(page);
    const balance = await headerBalance(page);
    const before = await balance();

    // From the keyboard: the entry is a real button, Enter opens the dialog.
    await entry(page).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Red envelopes' });
    await dialog.waitFor(WAIT);
    await dialog.getByRole('button', { name: 'Open Weekend lucky money' }).click();
    await dialog.getByText('You got 8.88: it is in your wallet.').waitFor(WAIT);
    await expect.poll(balance, WAIT).toBeCloseTo(before + 8.88, 2);
    await expect.poll(() => entry(page).count(), WAIT).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', ...WAIT });

    await openHome(page);
    await headerBalance(page);
    expect(await balance()).toBeCloseTo(before + 8.88, 2);
    // The envelopes have loaded (the reward centre shares them): none is left to float.
    await openRewardCentre(page);
    await expect
      .poll(() => page.getByRole('article', { name: 'Weekend lucky money' }).textContent(), WAIT)
      .toContain('Opened');
    expect(await entry(page).count()).toBe(0);
    await context.close();
  });

  it('does not float for a member with no envelope to open', async () => {
    const context = await newContext('traveller1');
    const page = await context.newPage();
    await openRewardCentre(page);
    await expect
      .poll(() => page.getByRole('article', { name: 'Weekend lucky money' }).textContent(), WAIT)
      .toContain('Not eligible');
    expect(await entry(page).count()).toBe(0);
    await context.close();
  });
});
