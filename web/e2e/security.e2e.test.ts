import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessibleInEveryLook } from './a11y';
import { journeyBrowser } from './journey';
import { devPost, devSession, memberCallHeaders, signInContext } from './mocksControl';
import { totpCode } from './totp';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

const WAIT = { timeout: 15_000 };

/** A member signed in through the stand-in, on the member-centre page named. */
async function openAs(account: string, page: string): Promise<Page> {
  const token = await devSession(mocksUrl, account);
  // axe-core is injected as an inline script, which the site's CSP rightly refuses.
  const context = await browser().newContext({ locale: 'en-US' });
  await signInContext(context, gatewayUrl, token);
  await context.addInitScript(() => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  });
  const tab = await context.newPage();
  await tab.goto(`${gatewayUrl}/member?page=${page}`);
  return tab;
}

/** A member's main balance as the stand-in keeps it, asked through the gateway. */
async function balanceOf(account: string): Promise<number> {
  const token = await devSession(mocksUrl, account);
  const res = await fetch(`${gatewayUrl}/wps/v2/wallets/balance`, {
    headers: await memberCallHeaders(gatewayUrl, token),
  });
  return ((await res.json()) as { value: { balance: number } }).value.balance;
}

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** The header balance, shown (it starts hidden behind stars). */
async function headerBalance(page: Page): Promise<() => Promise<number>> {
  await page.getByRole('button', { name: 'Show balance' }).click();
  const balance = page.getByTestId('balance');
  return async () => amountOf(await balance.textContent());
}

describe('security centre', () => {
  it('keeps an edited profile after a reload, and refuses a minor’s birthday whole', async () => {
    const page = await openAs('player1', 'securityCenter');
    await page.getByRole('heading', { name: 'Profile' }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Edit details' }).click();
    await page.getByLabel('Occupation').fill('Chef');
    await page.getByLabel('Birthday').fill('2015-01-01');
    // The security centre's panels (cards, limits …) have Save buttons of their own.
    const details = page.getByRole('form', { name: 'Edit details' });
    await details.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'You must be at least 18 years old.' })
      .waitFor(WAIT);
    // Nothing was lost from the form, and nothing was kept either.
    expect(await page.getByLabel('Occupation').inputValue()).toBe('Chef');

    await page.getByLabel('Birthday').fill('1990-02-03');
    await page.getByLabel('Line ID').fill('lucky.line');
    await details.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved.').waitFor(WAIT);

    await page.reload();
    const shown = page.getByTestId('sec_details_title');
    await shown.getByText('Chef').waitFor(WAIT);
    await shown.getByText('1990-02-03').waitFor(WAIT);
    await page.getByTestId('sec_contacts_title').getByText('lucky.line').waitFor(WAIT);

    await expectAccessibleInEveryLook(page, async () => {
      await page.reload();
      await page.getByRole('heading', { name: 'Profile' }).waitFor(WAIT);
      await page.getByTestId('authenticator-state').waitFor(WAIT);
    });
    await page.context().close();
  });

  it('binds an e-mail with the code sent to it, after refusing a wrong one', async () => {
    const page = await openAs('player2', 'securityCenter');
    await page.getByRole('button', { name: 'Bind e-mail' }).click(WAIT);
    await page.getByLabel('New e-mail address').fill('second@playhouse.test');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor(WAIT);
    const res = await fetch(`${mocksUrl}/__dev/email/second@playhouse.test`);
    const { code } = ((await res.json()) as { value: { code: string } }).value;

    await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Bind', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'The code is wrong.' }).waitFor(WAIT);
    expect(await page.getByLabel('New e-mail address').inputValue()).toBe('second@playhouse.test');

    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Bind', exact: true }).click();
    await page.getByText('Your e-mail is bound.').waitFor(WAIT);
    await expect
      .poll(() => page.getByTestId('profile-email').textContent(), WAIT)
      .toBe('s***@playhouse.test');
    await page.context().close();
  });
});

describe('authenticator app', () => {
  it('turns on with the code from the app, refuses a wrong code, and turns off', async () => {
    const page = await openAs('player1', 'securityCenter');
    const state = page.getByTestId('authenticator-state');
    await expect.poll(() => state.textContent(), WAIT).toBe('Off');
    await page
      .getByRole('img', { name: 'QR code to add this account to an authenticator app' })
      .waitFor(WAIT);
    const secret = (await page.getByTestId('authenticator-secret').textContent()) ?? '';
    const right = totpCode(secret);

    await page.getByLabel('6-digit code').fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('alert').filter({ hasText: 'The code is wrong.' }).waitFor(WAIT);

    await page.getByLabel('6-digit code').fill(right);
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('The authenticator app is on.').waitFor(WAIT);
    await expect.poll(() => state.textContent(), WAIT).toMatch(/^On/);

    await page.getByLabel('6-digit code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Turn off' }).click();
    await page.getByText('The authenticator app is off.').waitFor(WAIT);
    await expect.poll(() => state.textContent(), WAIT).toBe('Off');
    await page.context().close();
  });
});

describe('wallet', () => {
  it('moves money to a game wallet and returns it all, the header balance following', async () => {
    const page = await openAs('player1', 'transferFund');
    const mainRow = page.getByTestId('wallet-balance-main');
    await expect.poll(() => mainRow.textContent(), WAIT).toBe('1,000.00');
    const header = await headerBalance(page);
    await expect.poll(header, WAIT).toBe(1000);

    await page.getByLabel('Amount').fill('100');
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await page.getByText('100.00 moved.').waitFor(WAIT);
    await expect.poll(() => mainRow.textContent(), WAIT).toBe('900.00');
    await expect.poll(header, WAIT).toBe(900);
    expect(await balanceOf('player1')).toBe(900);

    await page.getByRole('button', { name: 'Return all to the main wallet' }).click();
    await page.getByText('100.00 returned to the main wallet.').waitFor(WAIT);
    await expect.poll(() => mainRow.textContent(), WAIT).toBe('1,000.00');
    await expect.poll(header, WAIT).toBe(1000);
    expect(await balanceOf('player1')).toBe(1000);

    await expectAccessibleInEveryLook(page, async () => {
      await page.reload();
      await expect.poll(() => mainRow.textContent(), WAIT).toBe('1,000.00');
    });
    await page.context().close();
  });

  it('shows only the main balance for a single-wallet merchant, and says moving is not needed', async () => {
    await devPost(mocksUrl, '/__dev/wallets/mode', { singleWallet: true });
    const page = await openAs('player1', 'transferFund');
    await page
      .getByText('This site uses one wallet for every game, so there is nothing to move', {
        exact: false,
      })
      .waitFor(WAIT);
    await expect
      .poll(() => page.getByTestId('wallet-balance-main').textContent(), WAIT)
      .toBe('1,000.00');
    expect(await page.getByRole('button', { name: 'Move', exact: true }).count()).toBe(0);
    expect(await page.getByRole('row').count()).toBe(2);
    await page.context().close();
  });

  it('refuses a bad amount with its message and moves nothing', async () => {
    const page = await openAs('player1', 'transferFund');
    await page.getByTestId('wallet-balance-main').waitFor(WAIT);
    for (const [amount, message] of [
      ['0.50', 'The amount must be at least 1.00.'],
      ['1000.01', 'There is not enough money in that wallet.'],
      ['1.005', 'Use at most two decimals.'],
    ] as const) {
      await page.getByLabel('Amount').fill(amount);
      await page.getByRole('button', { name: 'Move', exact: true }).click();
      await page.getByText(message).waitFor(WAIT);
      expect(await page.getByLabel('Amount').inputValue()).toBe(amount);
    }
    expect(await balanceOf('player1')).toBe(1000);
    await page.context().close();
  });
});

describe('transfer to upline', () => {
  it('moves both balances once, and refuses bad input with its message', async () => {
    const page = await openAs('player1', 'transferUpline');
    await page.getByText('My upline (agent1)').waitFor(WAIT);
    const header = await headerBalance(page);
    await expect.poll(header, WAIT).toBe(1000);

    const send = async (amount: string, password: string) => {
      await page.getByLabel('Amount').fill(amount);
      await page.getByLabel('Login password').fill(password);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
    };
    for (const [amount, password, message] of [
      ['0.50', 'Player123', 'The amount must be at least 1.00.'],
      ['1000.01', 'Player123', 'Your balance is not enough for this amount.'],
      ['1.005', 'Player123', 'Use at most two decimals.'],
      ['25', 'wrong-password', 'The password is wrong. Nothing was sent.'],
    ] as const) {
      await send(amount, password);
      await page.getByText(message).waitFor(WAIT);
    }
    expect(await balanceOf('player1')).toBe(1000);
    expect(await balanceOf('agent1')).toBe(5000);

    await page.getByLabel('Remark (optional)').fill('for the team');
    await send('25', 'Player123');
    await page.getByText('25.00 sent to agent1.').waitFor(WAIT);
    await expect.poll(header, WAIT).toBe(975);
    expect(await balanceOf('player1')).toBe(975);
    expect(await balanceOf('agent1')).toBe(5025);

    await expectAccessibleInEveryLook(page, async () => {
      await page.reload();
      await page.getByText('My upline (agent1)').waitFor(WAIT);
    });
    await page.context().close();
  });
});

describe('transfer to a downline', () => {
  it('lets an agent pay a direct downline with the password', async () => {
    const page = await openAs('agent1', 'transferUpline');
    await page.getByRole('radio', { name: 'One of my downlines' }).check(WAIT);
    await page.getByLabel('Downline account').fill('player2');
    await page.getByLabel('Amount').fill('10.50');
    await page.getByLabel('Login password').fill('Agent123');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('10.50 sent to player2.').waitFor(WAIT);
    expect(await balanceOf('agent1')).toBe(4989.5);
    expect(await balanceOf('player2')).toBe(260.5);
    await page.context().close();
  });
});

describe('header buttons and trial accounts', () => {
  it('leads from the header Deposit and Withdraw buttons to their pages', async () => {
    const page = await openAs('player1', 'securityCenter');
    const block = page.getByTestId('member-block');
    await block.getByRole('link', { name: 'Deposit' }).click(WAIT);
    await page.waitForURL(/\/member\?page=depositv2$/, WAIT);
    await block.getByRole('link', { name: 'Withdraw' }).click();
    await page.waitForURL(/\/member\?page=withdraw$/, WAIT);
    await page.context().close();
  });

  it('tells a trial account it needs a real account on every money page', async () => {
    const context = await browser().newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/login`);
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('button', { name: 'Try for free' }).click(WAIT);
    await page.getByLabel('Member menu').waitFor(WAIT);
    for (const section of [
      'securityCenter',
      'transferFund',
      'transferUpline',
      'depositv2',
      'withdraw',
    ]) {
      await page.goto(`${gatewayUrl}/member?page=${section}`);
      await page
        .getByRole('heading', { name: 'This needs a real account. Please register.' })
        .waitFor(WAIT);
    }
    await context.close();
  });
});
