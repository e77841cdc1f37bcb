import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible, expectAccessibleInEveryLook } from './a11y';
import { contextWithAnnouncements } from './browser';
import { journeyBrowser, untilLive } from './journey';
import { devPost, devSession, signInContext } from './mocksControl';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

const announcement = (page: Page) => page.locator('[data-modal="publicModal"]');
const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in' });
const changeDialog = (page: Page) => page.getByRole('dialog', { name: 'Change password' });
const registerDialog = (page: Page) => page.getByRole('dialog', { name: 'Register' });
const receiptDialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm receipt' });

/** What a player waits for: a dialog, a list, an answer from the platform. */
const WAIT = { timeout: 20_000 };
const PAY_PW = '246810';

/** player1 with a withdrawal the operator has yet to review, asked for on the withdraw screen. */
async function withdrawalUnderReview(token: string): Promise<void> {
  await devPost(mocksUrl, '/__dev/withdraw/prepare', {
    account: 'player1',
    loginPassword: 'Player123',
    paymentPassword: PAY_PW,
  });
  // A context whose announcement popups are already marked seen: nothing covers the form.
  const context = await browser().newContext({ locale: 'en-US' });
  await signInContext(context, gatewayUrl, token);
  const page = await context.newPage();
  await page.goto(`${gatewayUrl}/member?page=withdraw`);
  const section = page.locator('.withdraw');
  await section.getByLabel('Amount', { exact: true }).fill('150');
  await section.getByLabel('Payment password', { exact: true }).fill(PAY_PW);
  await section.getByRole('button', { name: 'Review' }).click();
  await section.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await section.getByText(/Withdrawal requested/).waitFor(WAIT);
  await context.close();
}

const withdrawalRows = (page: Page) =>
  page.locator('.withdraw-records tbody tr:not(.records__spacer)');

async function approveOnlyPending(): Promise<void> {
  const res = await fetch(`${mocksUrl}/__dev/withdrawals`);
  const [pending] = ((await res.json()) as { value: { withdrawalId: string }[] }).value;
  if (!pending) throw new Error('no withdrawal waits for the operator');
  await devPost(mocksUrl, `/__dev/withdrawals/${pending.withdrawalId}/approve`);
}

/** Lets React commit whatever the last answer changed: two frames, as the player's screen would. */
const painted = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

/**
 * Counts, in every page of the context, the most dialogs ever on screen at once: a
 * MutationObserver sees each state React commits, even one an effect takes away before the next
 * frame could show it, which counting after the fact would miss.
 */
async function countDialogsOnScreen(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { mostDialogs: number };
    w.mostDialogs = 0;
    const count = () =>
      [...document.querySelectorAll('[role="dialog"]')].filter((d) => !d.closest('[hidden]'))
        .length;
    new MutationObserver(() => {
      w.mostDialogs = Math.max(w.mostDialogs, count());
    }).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['hidden'],
    });
  });
}
const mostDialogsOnScreen = (page: Page) =>
  page.evaluate(() => (window as unknown as { mostDialogs: number }).mostDialogs);

describe('one dialog at a time', () => {
  it('shows an expired account only the password change, then the waiting announcement', async () => {
    // From loopback, where expired1 is known: another address would ask for a second factor.
    const context = await contextWithAnnouncements(browser(), { locale: 'en-US' });
    await countDialogsOnScreen(context);
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/`);
    // The visitor's announcement first: its code is then in the page, so a member's
    // announcement could show the moment it arrives.
    await announcement(page).getByRole('heading', { name: 'Welcome, visitor' }).waitFor();
    // Painted from the HTML before its code runs: the tap lands once it is live (holds the focus).
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')), {
        timeout: 30_000,
      })
      .toBe(true);
    await announcement(page).getByRole('button', { name: 'Close' }).click();
    await announcement(page).waitFor({ state: 'detached' });

    await page.locator('header').getByRole('button', { name: 'Log in', exact: true }).click();
    await loginDialog(page).getByLabel('Username', { exact: true }).fill('expired1');
    await loginDialog(page).getByLabel('Password', { exact: true }).fill('Expired123');
    const memberAnnouncements = page.waitForResponse(
      (res) =>
        res.url().includes('MCSFE_getListAnnouncements') && res.url().includes('execution=A'),
    );
    await loginDialog(page).getByRole('button', { name: 'Log in' }).click();

    await changeDialog(page).getByText('Your password has expired.', { exact: false }).waitFor();
    // The member's announcement has arrived, and waits: the forced change is the only dialog.
    expect((await memberAnnouncements).ok()).toBe(true);
    await painted(page);
    expect(await announcement(page).count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(1);
    // Not even for a moment beside the login dialog it replaced.
    expect(await mostDialogsOnScreen(page)).toBe(1);
    await expectAccessible(page, 'the forced password change');

    await changeDialog(page).getByLabel('New password').fill('Renewed2026');
    await changeDialog(page).getByLabel('Confirm password').fill('Renewed2026');
    await changeDialog(page).getByRole('button', { name: 'Save new password' }).click();
    await changeDialog(page).waitFor({ state: 'detached' });

    // Then the announcement, alone.
    await announcement(page).getByRole('heading', { name: 'Good to see you' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await context.close();
  });
});

describe('a warning while signing in', () => {
  it('takes the login dialog’s place, then gives the form back as it was typed', async () => {
    const context = await browser().newContext({ locale: 'en-US' });
    await countDialogsOnScreen(context);
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/login`);
    const login = loginDialog(page);
    await login.getByRole('tab', { name: 'SMS code' }).click();
    await login.getByLabel('Country code').selectOption('66');
    await login.getByLabel('Mobile number').fill('899999999');
    await login.getByRole('button', { name: 'Send code' }).click();

    const notice = page.getByRole('dialog', { name: 'Notice' });
    await notice.getByText('This mobile number is not registered.').waitFor(WAIT);
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await login.count()).toBe(0);
    await expectAccessible(page, 'a warning in the login dialog’s place');
    // The keyboard is on the warning's answer and stays there.
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    expect(await focused()).toBe('Confirm');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Confirm');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('Confirm');

    await page.keyboard.press('Enter');
    await login.getByLabel('Mobile number').waitFor(WAIT);
    expect(await login.getByLabel('Mobile number').inputValue()).toBe('899999999');
    expect(await login.getByLabel('Country code').inputValue()).toBe('66');
    expect(await notice.count()).toBe(0);
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(
      true,
    );
    expect(await mostDialogsOnScreen(page)).toBe(1);
    await context.close();
  });
});

describe('a withdrawal receipt and the announcement popup', () => {
  it('keeps the receipt request waiting while the announcement is open, then shows it alone', async () => {
    const token = await devSession(mocksUrl, 'player1');
    await withdrawalUnderReview(token);

    // The member's first page of the session: the announcement popup opens by itself.
    const context = await contextWithAnnouncements(browser(), { locale: 'en-US' });
    await signInContext(context, gatewayUrl, token);
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/member?page=withdraw`);
    await announcement(page).getByRole('heading', { name: 'Good to see you' }).waitFor(WAIT);
    await expect
      .poll(() => withdrawalRows(page).first().textContent(), WAIT)
      .toContain('Under review');
    await untilLive(page);

    // The operator pays it out: the platform asks, over the socket, for the receipt. The screen
    // behind the announcement shows it has heard (the row changes), and the receipt waits.
    await approveOnlyPending();
    await expect
      .poll(() => withdrawalRows(page).first().textContent(), WAIT)
      .toContain('Paid: confirm receipt');
    await painted(page);
    expect(await receiptDialog(page).count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(1);
    await expectAccessible(page, 'the announcement with a receipt waiting');

    await announcement(page).getByRole('button', { name: 'Close' }).click();
    // Then the receipt, alone, once the announcement has gone.
    await receiptDialog(page).getByRole('button', { name: 'Received', exact: true }).waitFor(WAIT);
    expect(await announcement(page).count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(1);
    await expectAccessible(page, 'the receipt after the announcement');
    await context.close();
  });
});

describe('the terms at registration', () => {
  it('opens the terms beside the ticked box without losing what the player typed', async () => {
    const context = await browser().newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const openForm = async () => {
      await page.goto(`${gatewayUrl}/register`);
      await registerDialog(page).getByLabel('Username', { exact: true }).waitFor();
    };
    await openForm();
    const dialog = registerDialog(page);
    const terms = dialog.getByRole('checkbox', { name: /agree to the terms/ });
    expect(await terms.isChecked()).toBe(true);

    await dialog.getByLabel('Username', { exact: true }).fill('newplayer7');
    await dialog.getByLabel('Password', { exact: true }).fill('Welcome77');
    await dialog.getByLabel('Confirm password', { exact: true }).fill('Welcome77');

    const read = dialog.getByRole('button', { name: 'Read the terms' });
    expect(await read.getAttribute('aria-expanded')).toBe('false');
    await read.click();
    const panel = dialog.getByRole('region', { name: 'Terms and conditions' });
    await panel.getByText('One account per person.', { exact: false }).waitFor();
    expect(
      await panel
        .getByRole('link', { name: 'Open the help centre in a new tab' })
        .getAttribute('href'),
    ).toBe('/help#term');

    // Still the one registration dialog, with everything typed and ticked as it was.
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await dialog.getByLabel('Username', { exact: true }).inputValue()).toBe('newplayer7');
    expect(await dialog.getByLabel('Password', { exact: true }).inputValue()).toBe('Welcome77');
    expect(await dialog.getByLabel('Confirm password', { exact: true }).inputValue()).toBe(
      'Welcome77',
    );
    expect(await terms.isChecked()).toBe(true);

    await dialog.getByRole('button', { name: 'Hide the terms' }).click();
    await panel.waitFor({ state: 'hidden' });
    expect(await dialog.getByLabel('Username', { exact: true }).inputValue()).toBe('newplayer7');

    await expectAccessibleInEveryLook(page, async () => {
      await openForm();
      await registerDialog(page).getByRole('button', { name: 'Read the terms' }).click();
      await registerDialog(page).getByRole('region', { name: 'Terms and conditions' }).waitFor();
    });
    await context.close();
  });
});
