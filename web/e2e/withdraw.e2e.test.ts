import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, THEMES, expectAccessible } from './a11y';
import { journeyBrowser } from './journey';
import { devPost, devSession, signInContext } from './mocksControl';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

const WAIT = { timeout: 15_000 };
const PAY_PW = '246810';
/** player1's seeded mobile, where the stand-in "sends" its SMS codes. */
const MOBILE = '812345678';

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Phone and desktop, light and dark: `visit` shows the screen in the look just set. */
async function inEveryLook(page: Page, name: string, visit: () => Promise<void>) {
  // The theme is kept in the site's storage, which a blank page has none of.
  if (!page.url().startsWith(gatewayUrl)) await page.goto(gatewayUrl);
  for (const viewport of [PHONE, DESKTOP]) {
    for (const theme of THEMES) {
      await page.setViewportSize(viewport);
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await visit();
      await expectAccessible(page, `${name} (${viewport.width}px, ${theme})`);
    }
  }
}

async function signedInContext(account = 'player1'): Promise<BrowserContext> {
  const token = await devSession(mocksUrl, account);
  const context = await browser().newContext({
    locale: 'en-US',
    viewport: DESKTOP,
  });
  await signInContext(context, gatewayUrl, token);
  await context.addInitScript(() => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  });
  return context;
}

/** A bank card bound and a payment password set, as the security centre would leave them. */
const prepared = () =>
  devPost(mocksUrl, '/__dev/withdraw/prepare', {
    account: 'player1',
    loginPassword: 'Player123',
    paymentPassword: PAY_PW,
  });

async function pendingWithdrawals(): Promise<{ withdrawalId: string; amount: number }[]> {
  const res = await fetch(`${mocksUrl}/__dev/withdrawals`);
  return ((await res.json()) as { value: { withdrawalId: string; amount: number }[] }).value;
}

async function approveOnlyPending(): Promise<void> {
  const [pending] = await pendingWithdrawals();
  if (!pending) throw new Error('no withdrawal waits for the operator');
  await devPost(mocksUrl, `/__dev/withdrawals/${pending.withdrawalId}/approve`);
}

async function openWithdraw(page: Page): Promise<Locator> {
  await page.goto(`${gatewayUrl}/member?page=withdraw`);
  const section = page.locator('.withdraw');
  await section.getByLabel('Amount', { exact: true }).waitFor(WAIT);
  return section;
}

async function requestWithdrawal(section: Locator, amount: string, code?: string) {
  await section.getByLabel('Amount', { exact: true }).fill(amount);
  await section.getByLabel('Payment password', { exact: true }).fill(PAY_PW);
  if (code !== undefined) await section.getByLabel('SMS code').fill(code);
  await section.getByRole('button', { name: 'Review' }).click();
  await section.getByRole('heading', { name: 'Confirm the withdrawal' }).waitFor(WAIT);
  await section.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await section.getByText(/Withdrawal requested/).waitFor(WAIT);
}

const rows = (page: Page) => page.locator('.withdraw-records tbody tr:not(.records__spacer)');

describe('withdraw', () => {
  it('binds a card and sets a payment password in the security centre', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/member?page=securityCenter`);
    const cards = page.locator('#cards');
    await cards.getByRole('button', { name: 'Bind a bank card or e-wallet' }).click(WAIT);

    // A number the bind config refuses stays in the form with its message.
    await cards.getByLabel('Bank').selectOption('SCB');
    await cards.getByLabel('Card number').fill('12ab');
    await cards.getByRole('button', { name: 'Bind', exact: true }).click();
    await cards.getByText('Enter the card number: 10 to 19 digits.').waitFor(WAIT);
    expect(await cards.getByLabel('Card number').inputValue()).toBe('12ab');

    await cards.getByLabel('Card number').fill('1234 5678 9012');
    await cards.getByRole('button', { name: 'Bind', exact: true }).click();
    await cards.getByText('The account is bound.').waitFor(WAIT);
    await expect
      .poll(() => cards.locator('.account-list__item').first().textContent(), WAIT)
      .toMatch(/Siam Commercial Bank \*\*\*\* 9012.*Default/);

    const pp = page.locator('#payment-password');
    await pp.getByLabel('Sign-in password').fill('Player123');
    await pp.getByLabel('New payment password (6 digits)').fill('12345');
    await pp.getByLabel('Confirm the payment password').fill('12345');
    await pp.getByRole('button', { name: 'Set payment password' }).click();
    await pp.getByText('Use exactly six digits.').waitFor(WAIT);
    await pp.getByLabel('New payment password (6 digits)').fill(PAY_PW);
    await pp.getByLabel('Confirm the payment password').fill(PAY_PW);
    await pp.getByRole('button', { name: 'Set payment password' }).click();
    await pp.getByText('Payment password saved.').waitFor(WAIT);
    await pp.getByText('Your payment password is set.').waitFor(WAIT);

    await inEveryLook(page, 'security centre panels', async () => {
      await page.goto(`${gatewayUrl}/member?page=securityCenter`);
      await page.locator('#cards .account-list__item').first().waitFor(WAIT);
      await page
        .locator('#payment-password')
        .getByText('Your payment password is set.')
        .waitFor(WAIT);
    });
    await context.close();
  });

  it('withdraws, is approved, disputes with an image; another with an SMS code is received', async () => {
    await prepared();
    const context = await signedInContext();
    const page = await context.newPage();
    let section = await openWithdraw(page);
    await section.getByText('5 of 5').waitFor(WAIT);

    await section.getByLabel('Amount', { exact: true }).fill('200');
    await section.getByLabel('Payment password', { exact: true }).fill(PAY_PW);
    await section.getByRole('button', { name: 'Review' }).click();
    // The seeded deposit has not been played through: the turnover charge is shown first.
    await expect
      .poll(() => section.getByTestId('withdraw-charges').textContent(), WAIT)
      .toBe('10.00');
    expect(await section.getByTestId('withdraw-receive').textContent()).toBe('190.00');
    await section.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await section.getByText('Withdrawal requested: 200.00 is held until it is paid.').waitFor(WAIT);
    await expect.poll(() => rows(page).first().textContent(), WAIT).toContain('Under review');
    await section.getByText('4 of 5').waitFor(WAIT);
    expect(await pendingWithdrawals()).toHaveLength(1);

    // The request reaches the member wherever they are on the site.
    await page.goto(`${gatewayUrl}/`);
    await page.getByRole('button', { name: 'Show balance' }).waitFor(WAIT);
    await approveOnlyPending();
    const dialog = page.getByRole('dialog', { name: 'Confirm receipt' });
    await dialog.waitFor(WAIT);
    await dialog.getByText('Unconfirmed after 30 minutes counts as received.').waitFor(WAIT);
    await dialog.getByRole('button', { name: 'Not received' }).click();
    await dialog
      .getByLabel(/Proof that it did not arrive/)
      .setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await dialog.getByRole('img', { name: 'Proof image statement.png' }).waitFor(WAIT);
    await expectAccessible(page, 'confirmation dialog with a proof');
    await dialog.getByRole('button', { name: 'Report not received' }).click();
    await dialog.getByText('Reported. Our team will check your proof.').waitFor(WAIT);
    await dialog.getByText('Disputed: our team is checking your proof.').waitFor(WAIT);
    await dialog.getByRole('button', { name: 'Close' }).click();

    section = await openWithdraw(page);
    await expect.poll(() => rows(page).first().textContent(), WAIT).toContain('Disputed');

    // From 500.00 on, the settings ask for the SMS code sent to the member's mobile.
    await section.getByLabel('Amount', { exact: true }).fill('500');
    await section.getByRole('button', { name: 'Send code' }).click();
    await section.getByText(/A code was sent to your mobile/).waitFor(WAIT);
    const sms = await fetch(`${mocksUrl}/__dev/sms/${MOBILE}`);
    const { code } = ((await sms.json()) as { value: { code: string } }).value;
    await requestWithdrawal(section, '500', code);
    await approveOnlyPending();
    await dialog.waitFor(WAIT);
    const awaiting = dialog.locator('.confirmation-list__item', { hasText: 'Has this money' });
    await awaiting.getByRole('button', { name: 'Received', exact: true }).click();
    await dialog.getByText('Thank you: receipt confirmed.').waitFor(WAIT);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => rows(page).first().textContent(), WAIT).toContain('Completed');
    await context.close();
  });

  it('asks for a receipt the platform requested while the page was still connecting', async () => {
    await prepared();
    const context = await signedInContext();
    const page = await context.newPage();
    const section = await openWithdraw(page);
    await requestWithdrawal(section, '150');

    // The next page's socket is held back: its stores read what they show, then the withdrawal
    // is approved while nothing relays the platform's request to this page.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.routeWebSocket(/\/socket\.io\//, async (ws) => {
      await held;
      ws.connectToServer();
    });
    await page.goto(`${gatewayUrl}/`);
    await page.locator('[data-site-state="normal"]:not([data-hydrating])').waitFor(WAIT);
    await page.waitForLoadState('networkidle');
    await approveOnlyPending();
    const dialog = page.getByRole('dialog', { name: 'Confirm receipt' });
    expect(await dialog.count()).toBe(0);

    release();
    await page.locator('html[data-realtime="live"]').waitFor({ state: 'attached', ...WAIT });
    await dialog.waitFor(WAIT);
    await dialog
      .locator('.confirmation-list__item', { hasText: 'Has this money' })
      .getByRole('button', { name: 'Received', exact: true })
      .click();
    await dialog.getByText('Thank you: receipt confirmed.').waitFor(WAIT);
    await context.close();
  });

  it('counts an unconfirmed withdrawal as received after the platform’s N minutes', async () => {
    await prepared();
    const context = await signedInContext();
    const page = await context.newPage();
    const section = await openWithdraw(page);
    await requestWithdrawal(section, '150');
    await approveOnlyPending();
    const dialog = page.getByRole('dialog', { name: 'Confirm receipt' });
    await dialog.waitFor(WAIT);
    const minutes = Number(
      /after (\d+) minutes/.exec(
        (await dialog.getByText(/counts as received\./).textContent()) ?? '',
      )?.[1],
    );
    expect(minutes).toBe(30);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await devPost(mocksUrl, '/__dev/clock', { advanceMs: minutes * 60_000 });
    await openWithdraw(page);
    await expect
      .poll(() => rows(page).first().textContent(), WAIT)
      .toContain('Completed (counted as received)');
    await context.close();
  });

  it('refuses bad amounts and bad proof images, and moves nothing', async () => {
    await prepared();
    const context = await signedInContext();
    const page = await context.newPage();
    const section = await openWithdraw(page);
    const amount = section.getByLabel('Amount', { exact: true });

    await amount.fill('5000');
    await section.getByText('That is more than your balance (1,000.00).').waitFor(WAIT);
    await amount.fill('100.123');
    await section.getByText('Use at most two decimals.').waitFor(WAIT);
    await amount.fill('50');
    await section.getByText('The least you can withdraw is 100.00.').waitFor(WAIT);
    await section.getByLabel('Payment password', { exact: true }).fill(PAY_PW);
    await section.getByRole('button', { name: 'Review' }).click();
    expect(await section.getByRole('heading', { name: 'Confirm the withdrawal' }).count()).toBe(0);
    expect(await amount.inputValue()).toBe('50');
    expect(await pendingWithdrawals()).toHaveLength(0);

    await requestWithdrawal(section, '120');
    await approveOnlyPending();
    const dialog = page.getByRole('dialog', { name: 'Confirm receipt' });
    await dialog.waitFor(WAIT);
    await dialog.getByRole('button', { name: 'Not received' }).click();
    const proof = dialog.getByLabel(/Proof that it did not arrive/);

    const big = Buffer.alloc(6 * 1024 * 1024);
    ONE_PIXEL_PNG.copy(big);
    await proof.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await dialog.getByText('Each image may be at most 5 MB.').waitFor(WAIT);
    await proof.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'),
    });
    await dialog.getByText('Only png or jpg images are accepted.').waitFor(WAIT);
    expect(await dialog.getByRole('img').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Report not received' }).click();
    await dialog.getByText('Add at least one image.').waitFor(WAIT);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await openWithdraw(page);
    await expect
      .poll(() => rows(page).first().textContent(), WAIT)
      .toContain('Paid: confirm receipt');
    await context.close();
  });

  it('is accessible: the withdraw screen and the confirmation dialog in every look', async () => {
    await prepared();
    const context = await signedInContext();
    const page = await context.newPage();
    await inEveryLook(page, 'withdraw screen', async () => {
      await openWithdraw(page);
      await page.locator('.withdraw-summary').waitFor(WAIT);
    });
    const section = await openWithdraw(page);
    await requestWithdrawal(section, '100');
    await approveOnlyPending();
    const dialog = page.getByRole('dialog', { name: 'Confirm receipt' });
    await dialog.waitFor(WAIT);
    for (const viewport of [PHONE, DESKTOP]) {
      for (const theme of THEMES) {
        await page.setViewportSize(viewport);
        await page.evaluate((value) => {
          localStorage.setItem('theme', value);
          document.documentElement.dataset.theme = value;
        }, theme);
        await expectAccessible(page, `confirmation dialog (${viewport.width}px, ${theme})`);
      }
    }
    await context.close();
  });
});
