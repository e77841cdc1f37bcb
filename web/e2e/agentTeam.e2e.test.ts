import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessibleInEveryLook } from './a11y';
import { journeyBrowser } from './journey';
import { devPost, devSession, signInContext } from './mocksControl';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);
const WAIT = { timeout: 15_000 };

/** agent1 with its three-level team (mocks/src/state/teamScenario.ts). */
const seedTeam = () => devPost(mocksUrl, '/__dev/scenario', { name: 'team' });

async function contextFor(account?: string, fromIp?: string): Promise<BrowserContext> {
  const token = account ? await devSession(mocksUrl, account) : null;
  const context = await browser().newContext({
    locale: 'en-US',
    viewport: DESKTOP,
    extraHTTPHeaders: fromIp ? { 'X-Forwarded-For': fromIp } : undefined,
  });
  if (token) await signInContext(context, gatewayUrl, token);
  await context.addInitScript(() => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  });
  return context;
}

async function openSection(context: BrowserContext, page: string): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto(`${gatewayUrl}/agentHome?page=${page}`);
  return tab;
}

/** Asks the stand-in directly, as agent1, what it holds (not through the page). */
async function standIn<T>(path: string, query: Record<string, string> = {}): Promise<T> {
  const token = await devSession(mocksUrl, 'agent1');
  const url = new URL(`${mocksUrl}${path}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await fetch(url, { headers: { Merchant: 'PH01', Authorization: token } });
  const body = (await res.json()) as { success: boolean; value: T };
  if (!body.success) throw new Error(`${path} refused: ${JSON.stringify(body)}`);
  return body.value;
}

interface Tree {
  list: { account: string; balance: number; path: string[]; rebates: { LOTT: number } }[];
}

const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));
const cents = (v: number) => Math.round(v * 100);

async function signIn(page: Page, username: string, password: string) {
  await page.goto(`${gatewayUrl}/login`);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

describe('the agent’s team', () => {
  it('opens a downline account that then signs in and must set its own password', async () => {
    await seedTeam();
    const agent = await contextFor('agent1');
    const page = await openSection(agent, 'registerCenter');
    const form = page.getByRole('form', { name: 'Open a downline account' });
    await form.getByLabel('Username').fill('player2');
    await form.getByLabel('Password').click();
    await form.getByText('This username is already taken.').waitFor(WAIT);
    await form.getByLabel('Username').fill('downline77');
    await form.getByLabel('Password').fill('Secret777');
    await form.getByLabel('Lottery').fill('9');
    await form.getByRole('button', { name: 'Open account' }).click();
    await form.getByText('At most 8%, your own rebate.').waitFor(WAIT);
    // Nothing typed is lost after a refusal.
    expect(await form.getByLabel('Username').inputValue()).toBe('downline77');
    await form.getByLabel('Lottery').fill('7.5');
    await form.getByRole('button', { name: 'Open account' }).click();
    await form.getByText('Account downline77 is open.', { exact: false }).waitFor(WAIT);
    await agent.close();

    const newcomer = await contextFor(undefined, '198.51.100.77');
    const login = await newcomer.newPage();
    await signIn(login, 'downline77', 'Secret777');
    const change = login.getByRole('dialog', { name: 'Change password' });
    await change.getByText('Your password has expired.', { exact: false }).waitFor(WAIT);
    await change.getByLabel('New password').fill('Mine2026x');
    await change.getByLabel('Confirm password').fill('Mine2026x');
    await change.getByRole('button', { name: 'Save new password' }).click();
    await change.waitFor({ state: 'detached' });
    await login.getByLabel('Member menu').waitFor(WAIT);
    const tree = await standIn<Tree>('/wps/relay/ODSFE2_getSubordinatev2', {
      account: 'downline77',
    });
    expect(tree.list[0]).toMatchObject({ account: 'downline77', path: ['agent1', 'downline77'] });
    expect(tree.list[0]?.rebates.LOTT).toBe(7.5);
    await newcomer.close();
  });

  it('creates an affiliate link, a visitor registers through it and is listed under it', async () => {
    await seedTeam();
    const agent = await contextFor('agent1');
    await agent.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await openSection(agent, 'registerCenter');
    const newLink = page.getByRole('form', { name: 'New affiliate link' });
    await newLink.getByRole('button', { name: 'Create link' }).click();
    const link = page.getByTestId('affiliate-link').first();
    const url = (await link.getByTestId('affiliate-url').textContent()) ?? '';
    expect(url).toMatch(/\/register\?affiliateCode=L[0-9A-F]{8}$/);
    await link.getByRole('button', { name: 'QR code' }).click();
    await link.getByRole('img', { name: /QR code of the affiliate link/ }).waitFor(WAIT);
    await link.getByRole('button', { name: 'Copy link' }).click();
    await link.getByText('Link copied.').waitFor(WAIT);

    const visitor = await contextFor(undefined, '198.51.100.78');
    const reg = await visitor.newPage();
    await reg.goto(url);
    const dialog = reg.getByRole('dialog', { name: 'Register' });
    await dialog.getByLabel('Username', { exact: true }).fill('vialink77');
    await dialog.getByLabel('Password', { exact: true }).fill('Welcome77');
    await dialog.getByLabel('Confirm password', { exact: true }).fill('Welcome77');
    await dialog.getByLabel('I am 18 years old or older.').check();
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await visitor.close();

    await page.reload();
    const reloaded = page.getByTestId('affiliate-link').first();
    await reloaded.getByText('Registered: 1').waitFor(WAIT);
    await reloaded.getByRole('button', { name: 'Who registered' }).click();
    await reloaded.getByText('vialink77', { exact: false }).waitFor(WAIT);
    await agent.close();
  });

  it('drills into the tree and pays a direct downline: both balances move once', async () => {
    await seedTeam();
    const agent = await contextFor('agent1');
    const page = await openSection(agent, 'downlineManagmentView');
    await page.getByRole('button', { name: 'Show the downlines of team_sa1' }).click();
    await page.getByRole('button', { name: 'Show the downlines of team_sa2' }).click();
    const crumbs = page.getByRole('navigation', { name: 'Level in your team' });
    await crumbs.getByText('team_sa2').waitFor(WAIT);
    expect(await crumbs.getByRole('listitem').allTextContents()).toEqual([
      'agent1',
      'team_sa1',
      'team_sa2',
    ]);
    await page.getByRole('cell', { name: 'team_m21' }).waitFor(WAIT);
    await crumbs.getByRole('button', { name: 'agent1' }).click();
    await page.getByRole('button', { name: 'Transfer to team_sa1' }).waitFor(WAIT);
    // Rows with their buttons are as tall as the list expects: a row of another height is
    // measured as it comes into view, and the list then places all its rows again, each frame.
    const heights = await page
      .locator('.records__table tbody tr:not(.records__spacer)')
      .evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(0);
    expect(new Set(heights)).toEqual(new Set([44]));

    const before = await standIn<Tree>('/wps/relay/ODSFE2_getSubordinatev2', {
      account: 'team_sa1',
    });
    const agentBefore = (
      await standIn<{ sumBalance: number }>('/wps/member/info/funds/consolidated')
    ).sumBalance;
    await page.getByRole('button', { name: 'Transfer to team_sa1' }).click(WAIT);
    const dialog = page.getByRole('dialog', { name: 'Transfer to team_sa1' });
    await dialog.getByLabel('Amount').fill('25.50');
    await dialog.getByLabel('Your sign-in password').fill('Wrong999');
    await dialog.getByRole('button', { name: 'Transfer' }).click();
    await dialog.getByText('The password is not correct.').waitFor(WAIT);
    await dialog.getByLabel('Your sign-in password').fill('Agent123');
    // A double press sends one transfer: the button is busy after the first.
    await dialog.getByRole('button', { name: 'Transfer' }).dblclick();
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await page.getByText('The money moved between you and team_sa1', { exact: false }).waitFor();

    const after = await standIn<Tree>('/wps/relay/ODSFE2_getSubordinatev2', {
      account: 'team_sa1',
    });
    const agentAfter = (
      await standIn<{ sumBalance: number }>('/wps/member/info/funds/consolidated')
    ).sumBalance;
    expect(cents(after.list[0]?.balance ?? 0) - cents(before.list[0]?.balance ?? 0)).toBe(25_50);
    expect(cents(agentBefore) - cents(agentAfter)).toBe(25_50);
    await agent.close();
  });

  it('keeps a row’s actions in view on a desktop, and scrolls them with the list on a phone', async () => {
    await seedTeam();
    const agent = await contextFor('agent1');
    const page = await openSection(agent, 'downlineManagmentView');
    // player1 is a direct member: its row has all four actions, the last one "Make agent".
    const last = page.getByRole('button', { name: 'Make agent: player1' });
    await last.waitFor(WAIT);
    const box = page.locator('.records__scroll');
    const frame = page.locator('.table-scroll');
    const pinned = page.locator('.records__table thead th[data-pinned="end"]');
    /** How much of the button the list shows: 1 when wholly in its visible box. */
    const shown = () =>
      last.evaluate((button) => {
        const view = button.closest('.records__scroll')!.getBoundingClientRect();
        const b = button.getBoundingClientRect();
        const width = Math.min(b.right, view.right - 1) - Math.max(b.left, view.left + 1);
        return Math.max(0, width) / b.width;
      });

    // 1280 px: the list is wider than the centre, and goes on under its actions column.
    await expect.poll(() => frame.getAttribute('data-more'), WAIT).toBe('end');
    expect(await shown()).toBe(1);
    // The fade that says so sits just before the actions, not over them.
    const fadeEnd = await frame.evaluate(
      (el) => el.getBoundingClientRect().right - parseFloat(getComputedStyle(el, '::after').right),
    );
    const actionsStart = (await pinned.boundingBox())!.x;
    expect(Math.abs(fadeEnd - actionsStart)).toBeLessThanOrEqual(2);
    await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => frame.getAttribute('data-more'), WAIT).toBe('start');
    expect(await shown()).toBe(1);
    await last.click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Make player1 an agent?', { exact: false }).waitFor(WAIT);
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached', ...WAIT });

    // On a phone the column would hide most of the list: it scrolls with the rest.
    await page.setViewportSize({ width: 390, height: 844 });
    await box.evaluate((el) => el.scrollTo({ left: 0 }));
    await expect.poll(() => frame.getAttribute('data-more'), WAIT).toBe('end');
    expect(await pinned.evaluate((th) => getComputedStyle(th).right)).toBe('auto');
    expect(await shown()).toBe(0);
    await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => frame.getAttribute('data-more'), WAIT).toBe('start');
    expect(await shown()).toBe(1);
    await agent.close();
  });

  it('team P/L totals equal the sum of its rows and the stand-in’s own team figures', async () => {
    await seedTeam();
    const agent = await contextFor('agent1');
    const tab = await agent.newPage();
    const asked = tab.waitForRequest((r) => r.url().includes('ODSFE2_getTeamPNLV3'));
    await tab.goto(`${gatewayUrl}/agentHome?page=palStatementsAgentCopy&period=last30`);
    const query = new URL((await asked).url()).searchParams;
    const totals = tab.getByTestId('report-totals');
    await totals.waitFor(WAIT);
    const totalStake = amount(
      await totals.locator('div', { hasText: 'Stakes' }).locator('dd').textContent(),
    );
    const rows = tab
      .getByRole('table', { name: 'Profit and loss of each team member' })
      .locator('tbody tr:not(.records__spacer)');
    await rows.first().waitFor(WAIT);
    // Stakes are the third column (account, bets, stakes, …).
    const stakes = (await rows.locator('td:nth-child(3)').allTextContents()).map(amount);
    expect(stakes.length).toBeGreaterThan(3);
    expect(stakes.reduce((t, s) => t + cents(s), 0)).toBe(cents(totalStake));
    const sum = await standIn<{ stake: number }>('/wps/relay/ODSFE2_getTeamOverviewSum', {
      startTime: query.get('startTime') ?? '',
      endTime: query.get('endTime') ?? '',
    });
    expect(cents(sum.stake)).toBe(cents(totalStake));

    // One member's detail adds up to its row.
    const first = rows.first();
    const account = (await first.locator('td').first().textContent()) ?? '';
    const rowStake = amount(await first.locator('td:nth-child(3)').textContent());
    await first.getByRole('button').click();
    const detail = tab.getByRole('dialog', { name: `Profit and loss of ${account}` });
    const detailStake = amount(
      await detail.locator('dl div', { hasText: 'Stakes' }).locator('dd').textContent(WAIT),
    );
    expect(cents(detailStake)).toBe(cents(rowStake));
    await agent.close();
  });

  const READY: [string, (page: Page) => Promise<void>][] = [
    [
      'agentAnnouncement',
      (page) => page.getByRole('heading', { name: 'Contract settlement times' }).waitFor(WAIT),
    ],
    ['agentTeamOverview', (page) => page.getByTestId('team-overview').waitFor(WAIT)],
    ['registerCenter', (page) => page.getByRole('button', { name: 'Create link' }).waitFor(WAIT)],
    [
      'downlineManagmentView',
      (page) => page.getByRole('button', { name: 'Transfer to team_sa1' }).waitFor(WAIT),
    ],
    ['personalHistoryCopy', (page) => page.getByTestId('report-totals').waitFor(WAIT)],
    ['palStatementsAgentCopy', (page) => page.getByTestId('report-totals').waitFor(WAIT)],
    ['agentRevenueReport', (page) => page.getByTestId('report-totals').waitFor(WAIT)],
    [
      'agentDownlineTransactionDetailsCopy',
      (page) => page.getByTestId('report-totals').waitFor(WAIT),
    ],
  ];

  it.each(READY)('is accessible: %s in every look', async (section, ready) => {
    await seedTeam();
    const agent = await contextFor('agent1');
    const page = await agent.newPage();
    await page.goto(`${gatewayUrl}/agentHome?page=${section}`);
    let look = 0;
    await expectAccessibleInEveryLook(page, async () => {
      await page.goto(`${gatewayUrl}/agentHome?page=${section}`);
      await ready(page);
      if (process.env.TEAM_SCREENSHOTS) {
        await page.screenshot({ path: `tmp/team-${section}-${look++}.png`, fullPage: true });
      }
    });
    await agent.close();
  });
});
