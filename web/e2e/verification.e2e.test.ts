import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { journeyBrowser } from './journey';
import { devPost, devSession, holdsSession, signInContext } from './mocksControl';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
// Resetting the stand-in before each journey also puts its clock back and the slider module off.
const browser = journeyBrowser(mocksUrl);

/**
 * Every journey arrives from its own address: the gateway limits sign-ins (and SMS codes) per
 * client IP, and the stand-in asks for a second factor on an address new to the member.
 */
async function newContext(fromIp: string): Promise<BrowserContext> {
  return browser().newContext({ locale: 'en-US', extraHTTPHeaders: { 'X-Forwarded-For': fromIp } });
}

async function openLogin(fromIp: string): Promise<Page> {
  const page = await (await newContext(fromIp)).newPage();
  await page.goto(`${gatewayUrl}/login`);
  await loginDialog(page).getByLabel('Username', { exact: true }).waitFor();
  return page;
}

const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in' });
const notice = (page: Page) => page.getByRole('dialog', { name: 'Notice' });

async function signInWithPassword(scope: Locator, username: string, password: string) {
  await scope.getByLabel('Username', { exact: true }).fill(username);
  await scope.getByLabel('Password', { exact: true }).fill(password);
  await scope.getByRole('button', { name: 'Log in' }).click();
}

/** The last code the stand-in "sent" by SMS or e-mail (dev-only endpoints). */
async function lastCode(kind: 'sms' | 'email', address: string): Promise<string> {
  const res = await fetch(`${mocksUrl}/__dev/${kind}/${encodeURIComponent(address)}`);
  const body = (await res.json()) as { value?: { code?: string } };
  if (!body.value?.code) throw new Error(`no ${kind} code for ${address}`);
  return body.value.code;
}

async function expectSignedIn(page: Page) {
  // The header's member menu (the member centre names its own menu the same).
  await page.getByLabel('Member menu').first().waitFor();
  expect(await holdsSession(page.context())).toBe(true);
}

async function openSmsTab(page: Page, mobile: string) {
  const dialog = loginDialog(page);
  await dialog.getByRole('tab', { name: 'SMS code' }).click();
  await dialog.getByLabel('Country code').selectOption('66');
  await dialog.getByLabel('Mobile number').fill(mobile);
}

/** Opens the SMS sign-in tab from `ip`, has a code sent to player1's number and reads it. */
async function smsSignInCode(ip: string) {
  const page = await openLogin(ip);
  const dialog = loginDialog(page);
  await openSmsTab(page, '812345678');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
  return { page, dialog, code: await lastCode('sms', '812345678') };
}

/**
 * Solves the slider challenge as a keyboard user would: reads where the gap is from the
 * instructions, moves the piece there with Page Up and the arrow keys, and presses Enter.
 */
async function solveSlider(scope: Locator, page: Page) {
  const handle = scope.getByRole('slider', { name: 'Puzzle piece' });
  await handle.waitFor();
  const hint = await scope.getByText(/onto the dashed gap at \d+%/).textContent();
  const gap = Number(/at (\d+)%/.exec(hint ?? '')?.[1]);
  expect(gap).toBeGreaterThan(0);
  await handle.focus();
  for (let i = 0; i < Math.floor(gap / 10); i += 1) await page.keyboard.press('PageUp');
  for (let i = 0; i < gap % 10; i += 1) await page.keyboard.press('ArrowRight');
  expect(await handle.getAttribute('aria-valuenow')).toBe(String(gap));
  await page.keyboard.press('Enter');
  await handle.waitFor({ state: 'detached' });
}

describe('SMS codes', () => {
  it('refuses an SMS sign-in code once it has expired', async () => {
    const { page, dialog, code } = await smsSignInCode('198.18.6.1');
    // Five minutes and a second later on the stand-in's clock: the code's lifetime is over.
    await devPost(mocksUrl, '/__dev/clock', { advanceMs: 5 * 60_000 + 1_000 });
    await dialog.getByLabel('SMS code', { exact: true }).fill(code);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'The verification code has expired. Send a new one.' })
      .waitFor();
    expect(await holdsSession(page.context())).toBe(false);
    await page.context().close();
  });

  it('tells the player to retry after 5 minutes when codes are asked for too often', async () => {
    const page = await openLogin('198.18.6.2');
    await openSmsTab(page, '812345678');
    await loginDialog(page).getByRole('button', { name: 'Send code' }).click();
    await loginDialog(page)
      .getByRole('button', { name: /Resend in \d+ s/ })
      .waitFor();
    // A fresh popup has no countdown, but the platform still refuses a second code so soon.
    await page.reload();
    await openSmsTab(page, '812345678');
    await loginDialog(page).getByRole('button', { name: 'Send code' }).click();
    await notice(page).getByText('Too many requests. Please retry after 5 minutes.').waitFor();
    await notice(page).getByRole('button', { name: 'Confirm' }).click();
    await notice(page).waitFor({ state: 'detached' });
    expect(await loginDialog(page).getByRole('button', { name: 'Send code' }).isEnabled()).toBe(
      true,
    );
    await page.context().close();
  });
});

describe('second factor on a new IP', () => {
  it('verifies traveller1 by SMS code', async () => {
    const page = await openLogin('198.18.6.3');
    const dialog = loginDialog(page);
    await signInWithPassword(dialog, 'traveller1', 'Travel123');
    await dialog.getByRole('tab', { name: 'SMS', exact: true }).click();
    await dialog.getByText('The code goes to', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    const code = await lastCode('sms', '898765432');
    await dialog.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'The verification code is wrong.' })
      .waitFor();
    await dialog.getByLabel('Verification code').fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expectSignedIn(page);
    await page.context().close();
  });

  it('verifies traveller1 by e-mail code', async () => {
    const page = await openLogin('198.18.6.4');
    const dialog = loginDialog(page);
    await signInWithPassword(dialog, 'traveller1', 'Travel123');
    await dialog.getByRole('tab', { name: 'Email', exact: true }).click();
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    await dialog
      .getByLabel('Verification code')
      .fill(await lastCode('email', 'traveller1@playhouse.test'));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expectSignedIn(page);
    await page.context().close();
  });

  it('verifies traveller1 by the payee real name, refusing a wrong one', async () => {
    const page = await openLogin('198.18.6.5');
    const dialog = loginDialog(page);
    await signInWithPassword(dialog, 'traveller1', 'Travel123');
    await dialog.getByRole('tab', { name: 'Real name', exact: true }).click();
    await dialog.getByLabel('Real name').fill('Somebody Else');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'The real name does not match.' }).waitFor();
    await dialog.getByLabel('Real name').fill('  nok   traveller ');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expectSignedIn(page);
    await page.context().close();
  });

  it('asks an agent on a new IP for the second factor on /agent, then opens the agent centre', async () => {
    const page = await (await newContext('198.18.6.6')).newPage();
    await page.goto(`${gatewayUrl}/agent`);
    const screen = page.locator('[data-screen="agent-login"]');
    await signInWithPassword(screen, 'agent1', 'Agent123');
    await screen.getByText('You are signing in from a new place.', { exact: false }).waitFor();
    await screen.getByRole('tab', { name: 'Real name', exact: true }).click();
    await screen.getByLabel('Real name').fill('Anan Agent');
    await screen.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/agentHome$/);
    await page.context().close();
  });
});

describe('slider challenge and recovery', () => {
  it('puts the slider before the SMS sign-in code when the platform’s slider is on', async () => {
    await devPost(mocksUrl, '/__dev/modules', { modId: 'GEETEST3', enabled: true });
    const page = await openLogin('198.18.6.7');
    const dialog = loginDialog(page);
    await openSmsTab(page, '812345678');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByRole('group', { name: 'Security check' }).waitFor();
    // Nothing was sent before the check is passed.
    expect((await fetch(`${mocksUrl}/__dev/sms/812345678`)).status).toBe(404);
    await solveSlider(dialog, page);
    await dialog.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    await dialog.getByLabel('SMS code', { exact: true }).fill(await lastCode('sms', '812345678'));
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expectSignedIn(page);
    await page.context().close();
  });

  it('resets by phone behind the slider, then signs in on confirming the new place, closing the popup', async () => {
    await devPost(mocksUrl, '/__dev/modules', { modId: 'GEETEST3', enabled: true });
    const page = await openLogin('198.18.6.8');
    await loginDialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await dialog.getByLabel('Country code').selectOption('66');
    await dialog.getByLabel('Mobile number').fill('812345678');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await solveSlider(dialog, page);
    await dialog.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    await dialog.getByLabel('SMS code', { exact: true }).fill(await lastCode('sms', '812345678'));
    await dialog.getByLabel('New password').fill('Brandnew88');
    await dialog.getByLabel('Confirm password').fill('Brandnew88');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await dialog.getByText('Complete the security check to sign in.', { exact: false }).waitFor();
    await solveSlider(dialog, page);
    await dialog.waitFor({ state: 'detached' });
    // A reset does not make its address known: the sign-in that follows still confirms a new
    // place with its second factor.
    const login = loginDialog(page);
    await login.getByText('You are signing in from a new place.', { exact: false }).waitFor();
    await login.getByRole('tab', { name: 'SMS', exact: true }).click();
    await login.getByRole('button', { name: 'Send code' }).click();
    await login.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    await login.getByLabel('Verification code').fill(await lastCode('sms', '812345678'));
    await login.getByRole('button', { name: 'Verify' }).click();
    await login.waitFor({ state: 'detached' });
    await expectSignedIn(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });
});

describe('registration SMS code behind the slider', () => {
  it('asks for the slider before the registration code and sends it once solved', async () => {
    await devPost(mocksUrl, '/__dev/modules', { modId: 'GEETEST3', enabled: true });
    const page = await (await newContext('198.18.6.11')).newPage();
    await page.goto(`${gatewayUrl}/register`);
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await dialog.getByRole('tab', { name: 'Mobile number' }).click();
    await dialog.getByLabel('Country code').selectOption('66');
    await dialog.getByLabel('Mobile number', { exact: true }).fill('877776666');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByRole('group', { name: 'Security check' }).waitFor();
    expect((await fetch(`${mocksUrl}/__dev/sms/877776666`)).status).toBe(404);
    await solveSlider(dialog, page);
    await dialog.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    expect(await lastCode('sms', '877776666')).toMatch(/^\d{6}$/);
    await page.context().close();
  });
});

describe('social sign-in', () => {
  it('signs in through the stand-in provider, and says so when its window is closed', async () => {
    await devPost(mocksUrl, '/__dev/modules', { modId: 'GGLOGIN3', enabled: true });
    const page = await openLogin('198.18.6.12');
    const dialog = loginDialog(page);
    expect(await dialog.getByRole('button', { name: 'Continue with Facebook' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Continue with Google' }).click();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.getByRole('alert').filter({ hasText: 'the sign-in window was closed' }).waitFor();

    await dialog.getByRole('button', { name: 'Continue with Google' }).click();
    await dialog.getByLabel('Your name at Google').fill('nok@gmail.test');
    await dialog.getByRole('button', { name: 'Allow' }).click();
    await expectSignedIn(page);
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('offers no social sign-in on the agent page', async () => {
    await devPost(mocksUrl, '/__dev/modules', { modId: 'GGLOGIN3', enabled: true });
    const page = await (await newContext('198.18.6.13')).newPage();
    await page.goto(`${gatewayUrl}/agent`);
    await page.locator('[data-screen="agent-login"] form').waitFor();
    expect(await page.getByRole('button', { name: 'Continue with Google' }).count()).toBe(0);
    await page.context().close();
  });
});

describe('third-party phone sign-in', () => {
  it('signs in by SMS through the phone-auth stand-in, wording its refusals', async () => {
    await devPost(mocksUrl, '/__dev/modules', { modId: 'FIREBASESMS3', enabled: true });
    const { page, dialog, code } = await smsSignInCode('198.18.6.14');
    await dialog
      .getByLabel('SMS code', { exact: true })
      .fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'The verification code is invalid or missing.' })
      .waitFor();
    await dialog.getByLabel('SMS code', { exact: true }).fill(code);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expectSignedIn(page);
    await page.context().close();
  });

  it('says the code expired once the service’s code is too old', async () => {
    await devPost(mocksUrl, '/__dev/modules', { modId: 'FIREBASESMS3', enabled: true });
    const { page, dialog, code } = await smsSignInCode('198.18.6.15');
    await devPost(mocksUrl, '/__dev/clock', { advanceMs: 5 * 60_000 + 1_000 });
    await dialog.getByLabel('SMS code', { exact: true }).fill(code);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'The code has expired. Please send a new one.' })
      .waitFor();
    await page.context().close();
  });
});

describe('changing the password while signed in', () => {
  /** A page already signed in as `account` (signing in is not what these journeys are about). */
  async function signedInPage(account: string, fromIp: string, path: string): Promise<Page> {
    const token = await devSession(mocksUrl, account);
    const context = await newContext(fromIp);
    await signInContext(context, gatewayUrl, token);
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}${path}`);
    return page;
  }

  it('opens the change-password form from the member centre and goes home after it', async () => {
    const page = await signedInPage('player1', '198.18.6.9', '/member?page=securityCenter');
    await page.getByRole('button', { name: 'Change password' }).click();
    const change = page.getByRole('dialog', { name: 'Change password' });
    await change.getByLabel('Current password').fill('Wrong999');
    await change.getByLabel('New password').fill('Renewed2026');
    await change.getByLabel('Confirm password').fill('Renewed2026');
    await change.getByRole('button', { name: 'Save new password' }).click();
    await change.getByRole('alert').filter({ hasText: 'The current password is wrong.' }).waitFor();
    await change.getByLabel('Current password').fill('Player123');
    await change.getByRole('button', { name: 'Save new password' }).click();
    await change.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === '/');
    await expectSignedIn(page);
    await page.context().close();
  });

  it('lets an agent change the password from the agent centre', async () => {
    const page = await signedInPage('agent1', '198.18.6.10', '/agentHome');
    await page.getByRole('button', { name: 'Change password' }).click();
    const change = page.getByRole('dialog', { name: 'Change password' });
    await change.getByLabel('Current password').fill('Agent123');
    await change.getByLabel('New password').fill('Agent2026x');
    await change.getByLabel('Confirm password').fill('Agent2026x');
    await change.getByRole('button', { name: 'Save new password' }).click();
    await change.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/agentHome');
    await page.context().close();
  });
});
