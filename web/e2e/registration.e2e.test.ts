import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { devPost, devSession, holdsSession } from './mocksControl';
import { journeyBrowser } from './journey';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

/**
 * A fresh profile on `path`, arriving from its own address: the gateway limits sign-ins per
 * client IP, so every journey here that signs in or registers comes from a different one.
 */
async function open(path: string, fromIp: string): Promise<Page> {
  const context = await browser().newContext({
    locale: 'en-US',
    extraHTTPHeaders: { 'X-Forwarded-For': fromIp },
  });
  const page = await context.newPage();
  await page.goto(`${gatewayUrl}${path}`);
  return page;
}

const registerDialog = (page: Page) => page.getByRole('dialog', { name: 'Register' });
const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in' });
const register = (page: Page) =>
  registerDialog(page).getByRole('button', { name: 'Register', exact: true }).click();

async function openRegister(fromIp: string): Promise<Page> {
  const page = await open('/register', fromIp);
  await registerDialog(page).getByLabel('Username', { exact: true }).waitFor();
  return page;
}

async function fillBasics(page: Page, username: string) {
  const dialog = registerDialog(page);
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill('Welcome77');
  await dialog.getByLabel('Confirm password', { exact: true }).fill('Welcome77');
  await dialog.getByLabel('I am 18 years old or older.').check();
}

/** Whether the browser could draw the picture (it loaded and has a size). */
const loaded = (page: Page, alt: string) =>
  page
    .getByAltText(alt, { exact: true })
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

describe('the side panel of the account popups', () => {
  it('shows the login, register and lottery banners, vendor logos and the counted online figure', async () => {
    // One member signed in elsewhere: the server counts one player online.
    await devSession(mocksUrl, 'player1');
    const page = await openRegister('198.51.100.121');
    const dialog = registerDialog(page);
    for (const title of ['Sign in and play', 'Join Playhouse', 'Lottery every minute']) {
      const banner = dialog.getByAltText(title, { exact: true });
      await banner.waitFor();
      await banner.scrollIntoViewIfNeeded();
      await expect.poll(() => loaded(page, title)).toBe(true);
    }
    // The forgot page's banner belongs there, not here.
    expect(await dialog.getByAltText('We will help you back in').count()).toBe(0);

    const logos = dialog.getByRole('list', { name: 'Game providers' }).getByRole('img');
    await logos.first().waitFor();
    const count = await logos.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(12);
    const sizes = await logos.evaluateAll((imgs) =>
      imgs.map((img) => [img.getAttribute('width'), img.getAttribute('height')]),
    );
    expect(sizes.every(([w, h]) => w === '96' && h === '48')).toBe(true);

    await dialog.getByText('Players online: 1').waitFor();

    // The login popup has the same panel.
    await dialog.getByRole('button', { name: 'Already registered? Log in' }).click();
    await loginDialog(page).getByAltText('Sign in and play', { exact: true }).waitFor();
    await page.context().close();
  });

  it('shows the w_forget banner on the forgot page', async () => {
    const page = await open('/forget', '198.51.100.122');
    const banner = page.getByAltText('We will help you back in', { exact: true });
    await banner.waitFor();
    await expect.poll(() => loaded(page, 'We will help you back in')).toBe(true);
    expect(await page.getByAltText('Join Playhouse').count()).toBe(0);
    await page.context().close();
  });
});

describe('optional registration fields', () => {
  it('shows a field the operator switches on, requires it and checks it by its pattern', async () => {
    await devPost(mocksUrl, '/__dev/register-fields', {
      qqNum: { show: true, required: true, pattern: '^\\d+$', min: 5, max: 11 },
    });
    const page = await openRegister('198.51.100.123');
    const dialog = registerDialog(page);
    const qq = dialog.getByLabel('QQ *', { exact: true });
    await qq.waitFor();
    // Fields the config leaves off stay hidden.
    expect(await dialog.getByLabel('WeChat').count()).toBe(0);

    await fillBasics(page, 'qqplayer1');
    await register(page);
    await dialog.getByText('This field is required.').waitFor();

    await qq.fill('12ab45');
    await register(page);
    await dialog.getByText('Use digits only.').waitFor();
    expect(await holdsSession(page.context())).toBe(false);

    await qq.fill('1234567');
    await register(page);
    await dialog.waitFor({ state: 'detached' });
    await page.getByLabel('Member menu').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });
});

describe('validation messages', () => {
  it('explains each broken rule with its own message', async () => {
    const page = await openRegister('198.51.100.124');
    const dialog = registerDialog(page);
    await dialog.getByLabel('Username', { exact: true }).fill('1player');
    await dialog.getByLabel('Password', { exact: true }).fill('lettersonly');
    await dialog.getByLabel('Confirm password', { exact: true }).fill('lettersonly');
    await register(page);
    await dialog.getByText('Start with a letter, then use letters or digits.').waitFor();
    await dialog.getByText('Include at least one letter and one digit, without spaces.').waitFor();
    expect(await dialog.getByText('The format is not accepted.').count()).toBe(0);
    await page.context().close();
  });
});

describe('accounts that are not members', () => {
  it('refuses a back-office account on the player site with member_no_enter', async () => {
    const page = await open('/login', '198.51.100.125');
    const dialog = loginDialog(page);
    await dialog.getByLabel('Username', { exact: true }).fill('staff1');
    await dialog.getByLabel('Password', { exact: true }).fill('Staff123');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'This account is not a member account and cannot log in here.' })
      .waitFor();
    expect(await holdsSession(page.context())).toBe(false);
    await page.context().close();
  });
});
