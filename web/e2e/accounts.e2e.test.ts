import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { TRAVELLER_TOTP_SECRET } from '../../mocks/src/state/seed/members';
import { totpCode } from './totp';
import { journeyBrowser } from './journey';
import { holdsSession } from './mocksControl';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

/** A fresh profile that has already seen this session's announcement popups. */
async function newContext(fromIp?: string): Promise<BrowserContext> {
  const context = await browser().newContext({
    locale: 'en-US',
    extraHTTPHeaders: fromIp ? { 'X-Forwarded-For': fromIp } : undefined,
  });
  await context.addInitScript(() => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  });
  return context;
}

/**
 * A fresh profile on /login, with the login popup open. `fromIp` makes the player arrive from
 * another address (the gateway trusts a loopback proxy's X-Forwarded-For), so journeys that
 * sign in many times do not share one sign-in rate limit, and the stand-in sees a new IP.
 */
async function openLogin(fromIp?: string): Promise<Page> {
  const context = await newContext(fromIp);
  const page = await context.newPage();
  await page.goto(`${gatewayUrl}/login`);
  await loginDialog(page).getByLabel('Username', { exact: true }).waitFor();
  return page;
}

const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in' });

async function signInWithPassword(page: Page, username: string, password: string) {
  const dialog = loginDialog(page);
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

/** The last code the stand-in "sent" to a mobile number. */
async function lastSms(mobile: string): Promise<string> {
  const res = await fetch(`${mocksUrl}/__dev/sms/${mobile}`);
  const body = (await res.json()) as { value?: { code?: string } };
  if (!body.value?.code) throw new Error(`no SMS code for ${mobile}`);
  return body.value.code;
}

async function expectSignedIn(page: Page) {
  await page.getByLabel('Member menu').waitFor();
  expect(await holdsSession(page.context())).toBe(true);
}

describe('signing in', () => {
  it('signs in with username and password, and remembers the username only', async () => {
    const page = await openLogin();
    const dialog = loginDialog(page);
    await dialog.getByLabel('Remember me').check();
    await signInWithPassword(page, '  player1 ', 'Player123');
    await expectSignedIn(page);
    await dialog.waitFor({ state: 'detached' });
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'loginUser')?.value).toBe('player1');
    expect(cookies.some((c) => c.value.includes('Player123'))).toBe(false);
    await page.context().close();
  });

  it('says what is missing before asking the platform', async () => {
    const page = await openLogin();
    await loginDialog(page).getByRole('button', { name: 'Log in' }).click();
    expect(await loginDialog(page).getByText('This field is required.').count()).toBe(2);
    await page.context().close();
  });

  it('refuses a wrong password and asks for the captcha after repeated failures', async () => {
    const page = await openLogin('203.0.113.11');
    const dialog = loginDialog(page);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await signInWithPassword(page, 'player1', 'Wrong999');
      await dialog.getByRole('alert').filter({ hasText: 'Wrong account or password.' }).waitFor();
    }
    await dialog.getByLabel('Captcha', { exact: true }).waitFor();
    await dialog.getByRole('img', { name: 'Captcha image' }).waitFor();
    // A right password without the captcha answer is still held back.
    await signInWithPassword(page, 'player1', 'Player123');
    await dialog.getByText('Enter the captcha.').waitFor();
    expect(await holdsSession(page.context())).toBe(false);
    await page.context().close();
  });

  it('refuses a self-excluded account with a clear message', async () => {
    const page = await openLogin('203.0.113.12');
    await signInWithPassword(page, 'excluded1', 'Excluded123');
    await loginDialog(page)
      .getByRole('alert')
      .filter({ hasText: 'This account is self-excluded' })
      .waitFor();
    await page.context().close();
  });

  it('signs in by SMS code, and refuses a wrong code', async () => {
    const page = await openLogin();
    const dialog = loginDialog(page);
    await dialog.getByRole('tab', { name: 'SMS code' }).click();
    await dialog.getByLabel('Country code').selectOption('66');
    await dialog.getByLabel('Mobile number').fill('812345678');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    const code = await lastSms('812345678');
    const wrong = code === '000000' ? '111111' : '000000';
    await dialog.getByLabel('SMS code', { exact: true }).fill(wrong);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'The verification code is wrong.' })
      .waitFor();
    await dialog.getByLabel('SMS code', { exact: true }).fill(code);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expectSignedIn(page);
    await page.context().close();
  });

  it('shows the server message in the warning dialog when the code cannot be sent', async () => {
    const page = await openLogin();
    const dialog = loginDialog(page);
    await dialog.getByRole('tab', { name: 'SMS code' }).click();
    await dialog.getByLabel('Country code').selectOption('66');
    await dialog.getByLabel('Mobile number').fill('899999999');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const warning = page.getByRole('dialog', { name: 'Notice' });
    await warning.getByText('This mobile number is not registered.').waitFor();
    await warning.getByRole('button', { name: 'Confirm' }).click();
    await warning.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('asks traveller1 for the authenticator code on a new IP', async () => {
    const page = await openLogin('203.0.113.13');
    const dialog = loginDialog(page);
    await signInWithPassword(page, 'traveller1', 'Travel123');
    await dialog.getByRole('tab', { name: 'Authenticator app' }).click();
    await dialog.getByLabel('Verification code').fill(totpCode(TRAVELLER_TOTP_SECRET));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expectSignedIn(page);
    await page.context().close();
  });

  it('makes expired1 change the expired password before going on', async () => {
    const page = await openLogin();
    await signInWithPassword(page, 'expired1', 'Expired123');
    const change = page.getByRole('dialog', { name: 'Change password' });
    await change.getByText('Your password has expired.', { exact: false }).waitFor();
    // The forced change cannot be dismissed.
    expect(await change.getByRole('button', { name: 'Close' }).count()).toBe(0);
    await change.getByLabel('New password').fill('abc');
    await change.getByLabel('Confirm password').fill('abc');
    await change.getByRole('button', { name: 'Save new password' }).click();
    await change.getByText('Enter 6 to 20 characters.').waitFor();
    await change.getByLabel('New password').fill('Renewed2026');
    await change.getByLabel('Confirm password').fill('Renewed2025');
    await change.getByRole('button', { name: 'Save new password' }).click();
    await change.getByText('The confirmation does not match the password.').waitFor();
    await change.getByLabel('Confirm password').fill('Renewed2026');
    await change.getByRole('button', { name: 'Save new password' }).click();
    await change.waitFor({ state: 'detached' });
    await expectSignedIn(page);
    await page.context().close();
  });
});

describe('registering', () => {
  async function openRegister(query = ''): Promise<Page> {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/register${query}`);
    await registerDialog(page).getByLabel('Username', { exact: true }).waitFor();
    return page;
  }

  const registerDialog = (page: Page) => page.getByRole('dialog', { name: 'Register' });

  async function fill(page: Page, fields: Record<string, string>) {
    const dialog = registerDialog(page);
    for (const [label, value] of Object.entries(fields)) {
      await dialog.getByLabel(label, { exact: true }).fill(value);
    }
  }

  it('opens an account, signs it in and goes home', async () => {
    const page = await openRegister('?referralCode=FRIEND1');
    await fill(page, {
      Username: 'newcomer7',
      Password: 'Welcome77',
      'Confirm password': 'Welcome77',
    });
    const dialog = registerDialog(page);
    await dialog.getByLabel('I am 18 years old or older.').check();
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectSignedIn(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('keeps the terms ticked by default and blocks submit when they are unticked', async () => {
    const page = await openRegister();
    const dialog = registerDialog(page);
    const terms = dialog.getByLabel('I have read and agree to the terms and conditions.');
    expect(await terms.isChecked()).toBe(true);
    await fill(page, {
      Username: 'newcomer8',
      Password: 'Welcome77',
      'Confirm password': 'Welcome77',
    });
    await dialog.getByLabel('I am 18 years old or older.').check();
    await terms.uncheck();
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await dialog.getByText('Please accept the terms and conditions.').waitFor();
    expect(await holdsSession(page.context())).toBe(false);
    await page.context().close();
  });

  it('builds the length and pattern messages from the server rules', async () => {
    const page = await openRegister();
    const dialog = registerDialog(page);
    await fill(page, { Username: 'ab', Password: 'lettersonly', 'Confirm password': 'other' });
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await dialog.getByText('Enter 6 to 16 characters.').waitFor();
    await dialog.getByText('Include at least one letter and one digit, without spaces.').waitFor();
    await dialog.getByText('The confirmation does not match the password.').waitFor();
    await page.context().close();
  });

  it('stops on an invalid invitation code with the warning dialog', async () => {
    const page = await openRegister();
    const dialog = registerDialog(page);
    await fill(page, {
      Username: 'newcomer9',
      Password: 'Welcome77',
      'Confirm password': 'Welcome77',
      'Invitation code': 'NOSUCH99',
    });
    await dialog.getByLabel('I am 18 years old or older.').check();
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    const warning = page.getByRole('dialog', { name: 'Notice' });
    await warning.getByText('The invitation code is not valid.').waitFor();
    await warning.getByRole('button', { name: 'Confirm' }).click();
    expect(await holdsSession(page.context())).toBe(false);
    await page.context().close();
  });
});

describe('trial, agents and recovery', () => {
  it('gives a one-click trial account that is told to register on real features', async () => {
    const page = await openLogin();
    await loginDialog(page).getByRole('button', { name: 'Try for free' }).click();
    await expectSignedIn(page);
    await page.goto(`${gatewayUrl}/member?page=depositv2`);
    await page
      .getByRole('heading', { name: 'This needs a real account. Please register.' })
      .waitFor();
    await page.getByRole('button', { name: 'Register', exact: true }).last().click();
    await page.getByRole('dialog', { name: 'Register' }).waitFor();
    await page.context().close();
  });

  it('sends an agent to the agent centre and tells a member they are not an agent', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/agent`);
    const form = page.locator('[data-screen="agent-login"] form');
    await form.getByLabel('Username', { exact: true }).fill('player1');
    await form.getByLabel('Password', { exact: true }).fill('Player123');
    await form.getByRole('button', { name: 'Log in' }).click();
    await form
      .getByRole('alert')
      .filter({ hasText: 'This account is not an agent account.' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/agent');
    await context.close();

    const agentContext = await newContext();
    const agentPage = await agentContext.newPage();
    await agentPage.goto(`${gatewayUrl}/agent`);
    const agentForm = agentPage.locator('[data-screen="agent-login"] form');
    await agentForm.getByLabel('Username', { exact: true }).fill('agent1');
    await agentForm.getByLabel('Password', { exact: true }).fill('Agent123');
    await agentForm.getByRole('button', { name: 'Log in' }).click();
    await agentPage.waitForURL(/\/agentHome$/);
    await agentContext.close();
  });

  it('sends the reset e-mail and confirms it', async () => {
    const page = await openLogin();
    await loginDialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await dialog.getByRole('tab', { name: 'By email' }).click();
    await dialog.getByLabel('Username', { exact: true }).fill('player1');
    await dialog.getByLabel('Email', { exact: true }).fill('nobody@playhouse.test');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'does not exist' }).waitFor();
    await dialog.getByLabel('Email', { exact: true }).fill('player1@playhouse.test');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await dialog.getByText('A reset e-mail has been sent.', { exact: false }).waitFor();
    await page.context().close();
  });

  it('resets the password by phone (the default tab) and is signed in with the new one', async () => {
    const page = await openLogin();
    await loginDialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    expect(await dialog.getByRole('tab', { name: 'By mobile' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await dialog.getByLabel('Country code').selectOption('66');
    await dialog.getByLabel('Mobile number').fill('812345678');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    await dialog.getByLabel('SMS code', { exact: true }).fill(await lastSms('812345678'));
    await dialog.getByLabel('New password').fill('Brandnew88');
    await dialog.getByLabel('Confirm password').fill('Brandnew88');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    // The reset signs in with the new password by itself: the popup closes on the home page.
    await dialog.waitFor({ state: 'hidden' });
    await expectSignedIn(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });
});
