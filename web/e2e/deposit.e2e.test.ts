import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, expectAccessible } from './a11y';
import { journeyBrowser, untilLive } from './journey';
import { devPost, devSession, holdsSession, signInContext } from './mocksControl';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

const WAIT = { timeout: 15_000 };

interface Waiting {
  deposits: { depositId: string; memberId: string; amount: number }[];
}

async function waitingDeposits(): Promise<Waiting['deposits']> {
  const res = await fetch(`${mocksUrl}/__dev/funds`);
  return ((await res.json()) as { value: Waiting }).value.deposits;
}

/** Deposits wait for the operator, as a real payment provider's answer would. */
const operatorSettles = () =>
  devPost(mocksUrl, '/__dev/funds/settings', { depositAutoArriveSeconds: null });

async function signedInContext(
  account = 'player1',
  options: { viewport?: { width: number; height: number }; theme?: 'light' | 'dark' } = {},
): Promise<BrowserContext> {
  const token = await devSession(mocksUrl, account);
  const context = await browser().newContext({
    locale: 'en-US',
    viewport: options.viewport ?? DESKTOP,
  });
  await signInContext(context, gatewayUrl, token);
  await context.addInitScript((theme) => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
    localStorage.setItem('theme', theme);
  }, options.theme ?? 'dark');
  return context;
}

async function openDeposit(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${gatewayUrl}/member?page=depositv2`);
  await page.getByLabel('Amount', { exact: true }).waitFor(WAIT);
  return page;
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

async function depositThroughForm(page: Page, amount: string) {
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Check your deposit' }).waitFor(WAIT);
  await page.getByRole('button', { name: 'Confirm deposit' }).click();
}

/** Whether the page scrolls sideways (a screen wider than the phone). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

const listRows = (page: Page) => page.locator('.deposit-list tbody tr:not(.records__spacer)');

describe('deposit', () => {
  it('settled by the operator, moves the header balance and the list without a reload', async () => {
    await operatorSettles();
    const context = await signedInContext();
    const page = await openDeposit(context);
    const balance = await headerBalance(page);
    const before = await balance();
    await untilLive(page);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await depositThroughForm(page, '500');
    await expect
      .poll(() => page.getByTestId('deposit-state').textContent(), WAIT)
      .toContain('Waiting for payment');
    await expect
      .poll(() => listRows(page).first().textContent(), WAIT)
      .toContain('Waiting for payment');

    const [deposit] = await waitingDeposits();
    expect(deposit?.amount).toBe(500);
    const settledAt = Date.now();
    await devPost(mocksUrl, `/__dev/deposits/${deposit!.depositId}/settle`, { outcome: 'ARRIVED' });

    await expect.poll(balance, WAIT).toBeCloseTo(before + 500, 2);
    await expect
      .poll(() => page.getByTestId('deposit-state').textContent(), WAIT)
      .toContain('Arrived');
    // A figure for the record (the push channel's latency is benchmarked in scripts/bench/push.ts).
    console.log(`deposit settled → header and page updated: ${Date.now() - settledAt} ms`);
    await expect.poll(() => listRows(page).first().textContent(), WAIT).toContain('Arrived');
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
      true,
    );
    await context.close();
  });

  it('says so when the provider fails a deposit, and moves no money', async () => {
    await operatorSettles();
    const context = await signedInContext();
    const page = await openDeposit(context);
    const balance = await headerBalance(page);
    const before = await balance();
    await untilLive(page);
    // A fast provider: its verdict reaches the page before the answer to the request that made
    // the deposit does.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/wps/relay/MCSFE_createDepositTask', async (route) => {
      const response = await route.fetch();
      await answered;
      await route.fulfill({ response });
    });
    await depositThroughForm(page, '200');
    await expect.poll(async () => (await waitingDeposits()).length, WAIT).toBe(1);
    const [deposit] = await waitingDeposits();
    await devPost(mocksUrl, `/__dev/deposits/${deposit!.depositId}/settle`, { outcome: 'FAILED' });
    await expect.poll(() => listRows(page).first().textContent(), WAIT).toContain('Failed');
    answer();
    await expect
      .poll(() => page.getByTestId('deposit-state').textContent(), WAIT)
      .toContain('failed');
    await expect.poll(() => listRows(page).first().textContent(), WAIT).toContain('Failed');
    expect(await balance()).toBeCloseTo(before, 2);
    await context.close();
  });

  it('moves money once for a double tap and for a retry after a lost answer', async () => {
    await operatorSettles();
    const context = await signedInContext();
    const page = await openDeposit(context);
    const balance = await headerBalance(page);
    const before = await balance();

    // The first answer is lost on the way back: the platform took the deposit, the browser
    // saw a network failure, and the member taps again (twice, quickly).
    let lost = false;
    await page.route('**/wps/relay/MCSFE_createDepositTask', async (route) => {
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByLabel('Amount', { exact: true }).fill('300');
    await page.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByRole('button', { name: 'Confirm deposit' });
    await confirm.dblclick();
    await page
      .getByRole('alert')
      .filter({ hasText: /network|connection/i })
      .waitFor(WAIT);
    await confirm.dblclick();
    await page.getByText('This deposit was already sent').waitFor(WAIT);

    const waiting = await waitingDeposits();
    expect(waiting).toHaveLength(1);
    await devPost(mocksUrl, `/__dev/deposits/${waiting[0]!.depositId}/settle`, {
      outcome: 'ARRIVED',
    });
    await expect.poll(balance, WAIT).toBeCloseTo(before + 300, 2);
    await expect.poll(() => listRows(page).count(), WAIT).toBe(1);
    await context.close();
  });

  it('refuses bad input with its message and sends nothing', async () => {
    const context = await signedInContext();
    const page = await openDeposit(context);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('MCSFE_createDepositTask')) sent.push(r.url());
    });
    await page.getByLabel('Amount', { exact: true }).fill('99.99');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText("The amount is below this channel's minimum of 100.00.").waitFor(WAIT);
    expect(await page.getByLabel('Amount', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await page.getByLabel('Amount', { exact: true }).fill('100.005');
    await page.getByText(/two decimals/i).waitFor(WAIT);
    expect(await page.getByLabel('Amount', { exact: true }).inputValue()).toBe('100.005');
    expect(await page.getByRole('heading', { name: 'Check your deposit' }).count()).toBe(0);
    expect(sent).toEqual([]);
    expect(await waitingDeposits()).toEqual([]);
    await context.close();
  });

  it('refuses a deposit over the daily limit set on the limits panel, naming it', async () => {
    await operatorSettles();
    const context = await signedInContext();
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/member?page=securityCenter`);
    const daily = page.getByLabel('Daily deposit limit');
    await daily.waitFor(WAIT);
    await daily.fill('400');
    await page.locator('form[data-period="DAY"]').getByRole('button', { name: 'Save' }).click();
    await page.locator('form[data-period="DAY"]').getByText('In force: 400.00').waitFor(WAIT);

    // Loosening waits 24 hours, and the panel says when it applies.
    await daily.fill('5000');
    await page.locator('form[data-period="DAY"]').getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByTestId('limit-pending-DAY').textContent(), WAIT)
      .toMatch(/Changes to 5,000\.00 on \d{4}\/\d{2}\/\d{2} \d{2}:\d{2} \(GMT\+7\)/);

    await page.goto(`${gatewayUrl}/member?page=depositv2`);
    await page.getByLabel('Amount', { exact: true }).waitFor(WAIT);
    await depositThroughForm(page, '500');
    await page
      .getByRole('alert')
      .filter({ hasText: /daily deposit limit of 400\.00\. The limit resets at .* \(GMT\+7\)/ })
      .waitFor(WAIT);
    expect(await waitingDeposits()).toEqual([]);
    await context.close();
  });

  it('a loosened limit applies only after 24 hours of the stand-in clock', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/member?page=securityCenter`);
    const weekly = page.getByLabel('Weekly deposit limit');
    const form = page.locator('form[data-period="WEEK"]');
    await weekly.waitFor(WAIT);
    await weekly.fill('1000');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('In force: 1,000.00').waitFor(WAIT);
    await weekly.fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await page
      .getByTestId('limit-pending-WEEK')
      .getByText(/Will be removed on/)
      .waitFor(WAIT);
    await context.close();

    // Ten minutes short of the day (real time passes too while the journey runs): still in force.
    await devPost(mocksUrl, '/__dev/clock', { advanceMs: 24 * 60 * 60 * 1000 - 10 * 60 * 1000 });
    const before = await signedInContext();
    const early = await before.newPage();
    await early.goto(`${gatewayUrl}/member?page=securityCenter`);
    await early.locator('form[data-period="WEEK"]').getByText('In force: 1,000.00').waitFor(WAIT);
    await before.close();

    await devPost(mocksUrl, '/__dev/clock', { advanceMs: 10 * 60 * 1000 });
    const after = await signedInContext();
    const later = await after.newPage();
    await later.goto(`${gatewayUrl}/member?page=securityCenter`);
    await later.locator('form[data-period="WEEK"]').getByText('In force: no limit').waitFor(WAIT);
    expect(await later.getByTestId('limit-pending-WEEK').count()).toBe(0);
    await after.close();
  });

  it('a cooled-off member cannot sign in, and is told until when', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/member?page=securityCenter`);
    await page.getByRole('button', { name: '24 hours' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.getByText(/cannot sign in, deposit or play until it ends/).waitFor(WAIT);
    await dialog.getByRole('button', { name: 'Yes, start it' }).click();
    // The platform ends the session with the cool-off: the browser forgets it at once and says
    // why over home, whatever the screen's other calls meet meanwhile.
    const started = page.getByRole('dialog', { name: /Your cool-off runs until/ });
    await started.getByText('You have been signed out.').waitFor(WAIT);
    expect(await holdsSession(page.context())).toBe(false);
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/');
    expect(await page.getByRole('dialog', { name: 'Log in' }).count()).toBe(0);
    await started.getByRole('button', { name: 'OK' }).click();
    await started.waitFor({ ...WAIT, state: 'detached' });

    await page.goto(`${gatewayUrl}/login`);
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Username', { exact: true }).fill('player1');
    await login.getByLabel('Password', { exact: true }).fill('Player123');
    await login.getByRole('button', { name: 'Log in' }).click();
    await login
      .getByRole('alert')
      .filter({
        hasText:
          /on a cool-off and cannot sign in until \d{4}\/\d{2}\/\d{2} \d{2}:\d{2} \(GMT\+7\)/,
      })
      .waitFor(WAIT);
    expect(await holdsSession(page.context())).toBe(false);
    await context.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    for (const theme of ['light', 'dark'] as const) {
      it(`has no serious accessibility problem on the deposit screen and limits panel (${viewport.width}px, ${theme})`, async () => {
        await operatorSettles();
        const context = await signedInContext('player1', { viewport, theme });
        const page = await openDeposit(context);
        await depositThroughForm(page, '500');
        await page.getByTestId('deposit-state').waitFor(WAIT);
        await expect.poll(() => listRows(page).count(), WAIT).toBe(1);
        await expectAccessible(page, `deposit ${viewport.width} ${theme}`);
        expect(await sidewaysScroll(page)).toBe(false);
        await page.getByLabel('Amount', { exact: true }).fill('1');
        await page.getByRole('button', { name: 'Continue' }).click();
        await expectAccessible(page, `deposit with an error ${viewport.width} ${theme}`);

        await page.goto(`${gatewayUrl}/member?page=securityCenter`);
        await page.getByLabel('Daily deposit limit').waitFor(WAIT);
        await expectAccessible(page, `limits ${viewport.width} ${theme}`);
        expect(await sidewaysScroll(page)).toBe(false);
        await page.getByRole('button', { name: 'Permanently' }).click();
        await page.getByRole('dialog', { name: 'Are you sure?' }).waitFor(WAIT);
        await expectAccessible(page, `limits dialog ${viewport.width} ${theme}`);
        await context.close();
      });
    }
  }
});
