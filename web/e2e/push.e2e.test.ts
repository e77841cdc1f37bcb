import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, expectAccessible } from './a11y';
import { explainingPushes, journeyBrowser, pushesHeard, untilLive } from './journey';
import { devPost, devSession, signInContext } from './mocksControl';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);
const WAIT = { timeout: 15_000 };
const PAY_PW = '246810';

/** What the stand-in's push host saw (`GET /__dev/push-stats`). */
interface PushStats {
  host: {
    state: 'up' | 'down';
    open: { v1: number; v2: number };
    connects: { v1: number; v2: number };
    disconnectsWithReceipt: number;
  } | null;
  receipts?: string[];
}

async function pushStats(): Promise<PushStats> {
  const res = await fetch(`${mocksUrl}/__dev/push-stats`);
  return ((await res.json()) as { value: PushStats }).value;
}

/** Contexts a journey opened, closed after it even when it fails (their sockets hold members). */
const opened: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.close().catch(() => undefined)));
});

async function signedIn(account: string, viewport = DESKTOP): Promise<BrowserContext> {
  const token = await devSession(mocksUrl, account);
  const context = await browser().newContext({ locale: 'en-US', viewport });
  opened.push(context);
  await signInContext(context, gatewayUrl, token);
  await context.addInitScript(() => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  });
  return context;
}

/**
 * A page whose socket is live, marked so a reload would show, with what its socket hears from
 * the first frame.
 */
async function livePage(
  context: BrowserContext,
  path = '/',
): Promise<{ page: Page; heard: () => string[] }> {
  const page = await context.newPage();
  const heard = pushesHeard(page);
  await page.goto(`${gatewayUrl}${path}`);
  await untilLive(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  return { page, heard };
}

async function openConnections(): Promise<number> {
  const host = (await pushStats()).host;
  return host ? host.open.v1 + host.open.v2 : -1;
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

const notices = (page: Page): Locator => page.getByTestId('live-notice');

/** Waits for a notice with `text`; on failure says what the page heard over its socket. */
async function noticeSaying(page: Page, heard: () => string[], text: string | RegExp) {
  await explainingPushes(page, heard, () =>
    notices(page).filter({ hasText: text }).first().waitFor(WAIT),
  );
}

function amountOf(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.]/g, ''));
}

describe('live events from the push channel', () => {
  it('a withdrawal approved and an operator message show as notices, announced and in every look', async () => {
    await devPost(mocksUrl, '/__dev/withdraw/prepare', {
      account: 'player1',
      loginPassword: 'Player123',
      paymentPassword: PAY_PW,
    });
    const context = await signedIn('player1');
    const page = await context.newPage();
    const heard = pushesHeard(page);
    await page.goto(`${gatewayUrl}/member?page=withdraw`);
    const section = page.locator('.withdraw');
    await untilLive(page);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await section.getByLabel('Amount', { exact: true }).fill('120');
    await section.getByLabel('Payment password', { exact: true }).fill(PAY_PW);
    await section.getByRole('button', { name: 'Review' }).click();
    await section.getByRole('heading', { name: 'Confirm the withdrawal' }).waitFor(WAIT);
    await section.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await section.getByText(/Withdrawal requested/).waitFor(WAIT);

    const pending = (await (await fetch(`${mocksUrl}/__dev/withdrawals`)).json()) as {
      value: { withdrawalId: string }[];
    };
    const [withdrawal] = pending.value;
    expect(withdrawal).toBeDefined();
    await devPost(mocksUrl, `/__dev/withdrawals/${withdrawal!.withdrawalId}/approve`);
    await noticeSaying(page, heard, 'Withdrawal of 120.00 approved');
    // Polite news sits in the status region screen readers announce.
    expect(
      await page.getByRole('status').filter({ hasText: 'Withdrawal of 120.00 approved' }).count(),
    ).toBe(1);
    // The platform then asks the member to confirm receipt (PAYMENT_CONFIRMATION).
    const receipt = page.getByRole('dialog', { name: 'Confirm receipt' });
    await receipt.waitFor(WAIT);
    await receipt.getByRole('button', { name: 'Close' }).click();
    await receipt.waitFor({ state: 'detached', ...WAIT });

    await devPost(mocksUrl, '/__dev/push/online-message', {
      account: 'player1',
      title: 'Maintenance tonight',
      message: 'Games pause from 02:00 to 02:30.',
    });
    await noticeSaying(page, heard, 'Maintenance tonight');
    await notices(page)
      .filter({ hasText: 'Games pause from 02:00 to 02:30.' })
      .first()
      .waitFor(WAIT);
    expect(await sameDocument(page)).toBe(true);

    // Notices never cover the controls in use: the amount field stays clickable under them.
    await section.getByLabel('Amount', { exact: true }).click({ trial: true });
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await devPost(mocksUrl, '/__dev/push/online-message', {
        account: 'player1',
        title: `Notice at ${viewport.width}px`,
        message: 'Shown over the page.',
      });
      await noticeSaying(page, heard, `Notice at ${viewport.width}px`);
      await section.getByLabel('Amount', { exact: true }).click({ trial: true });
      await expectAccessible(page, `live notices (${viewport.width}px)`);
    }
    await context.close();
  });

  it('a member-site message leads where it says, and its tap is reported', async () => {
    const context = await signedIn('player1');
    const { page, heard } = await livePage(context);
    await devPost(mocksUrl, '/__dev/push/site-message', {
      account: 'player1',
      title: 'Your deposit bonus waits',
      body: 'Top up today for 10 % more.',
      notificationRedirection: 'DEPOSIT',
    });
    await noticeSaying(page, heard, 'Your deposit bonus waits');
    const card = notices(page).filter({ hasText: 'Your deposit bonus waits' }).first();
    await card.getByRole('link').click();
    await page.waitForURL(/\/member\?page=depositv2/, WAIT);
    await expect.poll(async () => JSON.stringify(await pushStats()), WAIT).toMatch(/CLICKED/);
    await context.close();
  });

  it('an agent pays a downline: both see it live, and both balances move once', async () => {
    await devPost(mocksUrl, '/__dev/scenario', { name: 'team' });
    const agent = await signedIn('agent1');
    const downline = await signedIn('team_sa1');
    const { page: downlinePage, heard: downlineHeard } = await livePage(downline);
    await downlinePage.getByRole('button', { name: 'Show balance' }).click();
    const downlineBalance = downlinePage.getByTestId('balance');
    await expect.poll(() => downlineBalance.textContent(), WAIT).toMatch(/\d\.\d{2}$/);
    const before = amountOf(await downlineBalance.textContent());

    const page = await agent.newPage();
    const agentHeard = pushesHeard(page);
    await page.goto(`${gatewayUrl}/agentHome?page=downlineManagmentView`);
    await untilLive(page);
    await page.getByRole('button', { name: 'Transfer to team_sa1' }).click(WAIT);
    const dialog = page.getByRole('dialog', { name: 'Transfer to team_sa1' });
    await dialog.getByLabel('Amount').fill('25.50');
    await dialog.getByLabel('Your sign-in password').fill('Agent123');
    await dialog.getByRole('button', { name: 'Transfer' }).click();
    await dialog.waitFor({ state: 'detached', ...WAIT });

    await noticeSaying(page, agentHeard, 'You sent 25.50 to team_sa1');
    await noticeSaying(downlinePage, downlineHeard, 'agent1 sent you 25.50');
    await expect
      .poll(async () => amountOf(await downlineBalance.textContent()), WAIT)
      .toBeCloseTo(before + 25.5, 2);
    expect(await sameDocument(downlinePage)).toBe(true);
    await agent.close();
    await downline.close();
  });

  it('signing out closes the member’s push connections with a receipt', async () => {
    const context = await signedIn('player1');
    const { page } = await livePage(context);
    await expect
      .poll(async () => (await pushStats()).host?.open.v1 ?? 0, WAIT)
      .toBeGreaterThanOrEqual(1);
    const before = (await pushStats()).host?.disconnectsWithReceipt ?? 0;
    const openBefore = await openConnections();
    await page.getByLabel('Member menu').first().click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog', { name: 'Are you sure you want to sign out?' }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Confirm' }).click();
    // Both of this member's connections (v1 and v2) close, each after a DISCONNECT.
    await expect.poll(openConnections, WAIT).toBe(openBefore - 2);
    expect((await pushStats()).host?.disconnectsWithReceipt ?? 0).toBe(before + 2);
    await context.close();
  });

  it('a push host that restarts loses nothing it sends once it is back', async () => {
    const context = await signedIn('player1');
    const { page, heard } = await livePage(context);
    await devPost(mocksUrl, '/__dev/push-host', { state: 'down' });
    await expect.poll(openConnections, WAIT).toBe(0);
    await devPost(mocksUrl, '/__dev/push-host', { state: 'up' });
    // Back: the gateway reconnects (5 s plus jitter) and tells the page to read again.
    await expect
      .poll(async () => (await pushStats()).host?.open.v1 ?? 0, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(1);
    await explainingPushes(page, heard, async () => {
      await expect
        .poll(() => heard().filter((name) => name === 'session:resync').length, WAIT)
        .toBeGreaterThanOrEqual(1);
    });
    await devPost(mocksUrl, '/__dev/push/online-message', {
      account: 'player1',
      title: 'After the restart',
      message: 'Heard.',
    });
    await noticeSaying(page, heard, 'After the restart');
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });
});
