import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessible, expectAccessibleInEveryLook } from './a11y';
import { journeyBrowser, untilLive } from './journey';
import {
  devPost,
  devSession,
  resetMocks,
  settleDailyContract,
  signInContext,
} from './mocksControl';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

const WAIT = { timeout: 15_000 };
const DAILY_PAGE = '/agentHome?page=agentDailyWages2';

async function signedInContext(account: string): Promise<BrowserContext> {
  const token = await devSession(mocksUrl, account);
  const context = await browser().newContext({ locale: 'en-US', viewport: DESKTOP });
  await signInContext(context, gatewayUrl, token);
  await context.addInitScript(() => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  });
  return context;
}

async function openDailyWages(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${gatewayUrl}${DAILY_PAGE}`);
  await page.getByRole('heading', { name: 'My contract' }).waitFor(WAIT);
  return page;
}

/** A member's own call to the stand-in, as the platform's client would make it. */
async function offerInForm(page: Page, downline: string, ratio: string) {
  const form = page.locator('.contract-offer');
  await form.getByLabel('Direct downline account').fill(downline);
  await form.getByLabel('Ratio (%)').fill(ratio);
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect
    .poll(() => form.getByRole('status').textContent(), WAIT)
    .toContain(`Offer sent to ${downline}`);
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Contract requests' });
const held = (page: Page) => page.locator('.contract-card').first();
const given = (page: Page, member: string) =>
  page.locator(`.contract-given__item[data-member="${member}"]`);

describe('agent contracts', () => {
  it('offered, found by the downline at their next page, accepted, settled: the amount moves from pending to settled in both centres', async () => {
    await resetMocks(mocksUrl);
    await devPost(mocksUrl, '/__dev/contracts/team');
    const agentContext = await signedInContext('agent1');
    const subContext = await signedInContext('subagent1');
    const agent = await openDailyWages(agentContext);
    // The downline is elsewhere on the site when the offer arrives.
    const sub = await subContext.newPage();
    await sub.goto(`${gatewayUrl}/`);
    await untilLive(sub);

    await offerInForm(agent, 'subagent1', '2');
    // The platform pushes no contract requests: its clients read them as a page opens.
    await sub.goto(`${gatewayUrl}/`);
    await dialog(sub).waitFor(WAIT);
    await expect
      .poll(() => dialog(sub).textContent(), WAIT)
      .toContain('agent1 offers you a daily salary contract: 2%');
    await expectAccessible(sub, 'contract dialog');
    await dialog(sub).getByRole('button', { name: 'Accept' }).click();
    await expect
      .poll(() => dialog(sub).textContent(), WAIT)
      .toContain('Accepted: the daily salary request from agent1.');
    await dialog(sub).getByRole('button', { name: 'Close' }).last().click();
    await dialog(sub).waitFor({ state: 'detached', ...WAIT });

    // The sub-agent's team plays 100.00: 2% of it is pending in the running period.
    await devPost(mocksUrl, '/__dev/contracts/play', { account: 'teamplayer1', stake: 100 });
    await sub.goto(`${gatewayUrl}${DAILY_PAGE}`);
    await expect
      .poll(() => held(sub).getByTestId('contract-pending').textContent(), WAIT)
      .toBe('2.00');
    await expect(held(sub).getByTestId('contract-settled').textContent()).resolves.toBe(
      'Nothing settled yet',
    );
    await agent.getByRole('button', { name: 'Refresh' }).click();
    await expect
      .poll(() => given(agent, 'subagent1').getByTestId('contract-pending').textContent(), WAIT)
      .toBe('2.00');

    // The stand-in's clock reaches the end of the day: the period is settled and paid.
    await devPost(mocksUrl, '/__dev/contracts/settle', { type: 'DAILY_SALARY' });
    await sub.getByRole('button', { name: 'Refresh' }).click();
    await expect
      .poll(() => held(sub).getByTestId('contract-pending').textContent(), WAIT)
      .toBe('0.00');
    await expect
      .poll(() => held(sub).getByTestId('contract-settled').textContent(), WAIT)
      .toMatch(/^2\.00 · Settled/);
    await expect
      .poll(() => sub.locator('.records__scroll tbody tr').first().textContent(), WAIT)
      .toContain('2.00');
    await expect.poll(() => sub.getByText('Total settled: 2.00').count(), WAIT).toBe(1);
    await agent.getByRole('button', { name: 'Refresh' }).click();
    await expect
      .poll(() => given(agent, 'subagent1').getByTestId('contract-pending').textContent(), WAIT)
      .toBe('0.00');
    await expect
      .poll(() => given(agent, 'subagent1').getByTestId('contract-settled').textContent(), WAIT)
      .toMatch(/^2\.00 · Settled/);

    await expectAccessibleInEveryLook(sub, async () => {
      await sub.goto(`${gatewayUrl}${DAILY_PAGE}`);
      await held(sub).getByTestId('contract-settled').waitFor(WAIT);
    });
    await agentContext.close();
    await subContext.close();
  });

  it('agreeing to a lower ratio ends the higher downline contract, and the dialog says which', async () => {
    await resetMocks(mocksUrl);
    await devPost(mocksUrl, '/__dev/contracts/team');
    // subagent1, with no contract above it yet, gives teamplayer1 3%.
    await settleDailyContract(mocksUrl, {
      upline: 'subagent1',
      downline: 'teamplayer1',
      ratio: 3,
      answer: 'ACCEPT',
    });

    const agentContext = await signedInContext('agent1');
    const agent = await openDailyWages(agentContext);
    await offerInForm(agent, 'subagent1', '2');

    // subagent1 signs in after the offer was sent: the waiting request opens the dialog.
    const subContext = await signedInContext('subagent1');
    const sub = await subContext.newPage();
    await sub.goto(`${gatewayUrl}${DAILY_PAGE}`);
    await expect.poll(() => given(sub, 'teamplayer1').count(), WAIT).toBe(1);
    await dialog(sub).waitFor(WAIT);
    await dialog(sub).getByRole('button', { name: 'Accept' }).click();
    await expect
      .poll(() => dialog(sub).textContent(), WAIT)
      .toContain('These downline contracts ended because their ratio was above your new one:');
    await expect(dialog(sub).locator('.contract-dialog__ended').textContent()).resolves.toBe(
      'teamplayer1 (3%)',
    );
    await dialog(sub).getByRole('button', { name: 'Close' }).last().click();
    await expect.poll(() => given(sub, 'teamplayer1').count(), WAIT).toBe(0);
    await expect
      .poll(
        () => sub.getByText('You have not given a daily salary contract to any downline.').count(),
        WAIT,
      )
      .toBe(1);
    await expect
      .poll(() => held(sub).textContent(), WAIT)
      .toContain('2% of the team’s effective bets');
    // And subagent1 may now give at most its own 2%.
    const form = sub.locator('.contract-offer');
    await form.getByLabel('Direct downline account').fill('teamplayer1');
    await form.getByLabel('Ratio (%)').fill('2.5');
    await form.getByRole('button', { name: 'Send offer' }).click();
    await expect.poll(() => form.getByText('The ratio can be at most 2%.').count(), WAIT).toBe(1);
    await agentContext.close();
    await subContext.close();
  });

  it('new terms and the end of a contract take effect only when the downline accepts', async () => {
    await resetMocks(mocksUrl);
    await devPost(mocksUrl, '/__dev/contracts/team');
    await settleDailyContract(mocksUrl, {
      upline: 'agent1',
      downline: 'subagent1',
      ratio: 2,
      answer: 'ACCEPT',
    });
    const agentContext = await signedInContext('agent1');
    const agent = await openDailyWages(agentContext);
    const subContext = await signedInContext('subagent1');
    const sub = await openDailyWages(subContext);
    await expect
      .poll(() => held(sub).textContent(), WAIT)
      .toContain('2% of the team’s effective bets');

    await agent.getByRole('button', { name: 'Refresh' }).click();
    await given(agent, 'subagent1')
      .getByRole('button', { name: 'Change terms for subagent1' })
      .click();
    const agentForm = agent.locator('.contract-offer');
    await expect.poll(() => agentForm.getByLabel('Ratio (%)').inputValue(), WAIT).toBe('2');
    await agentForm.getByLabel('Ratio (%)').fill('1.5');
    await agentForm.getByRole('button', { name: 'Send offer' }).click();
    await sub.reload();
    await dialog(sub).waitFor(WAIT);
    await expect
      .poll(() => dialog(sub).textContent(), WAIT)
      .toContain('agent1 offers you a daily salary contract: 1.5%');
    await dialog(sub).getByRole('button', { name: 'Accept' }).click();
    await dialog(sub).getByRole('button', { name: 'Close' }).last().click();
    await expect
      .poll(() => held(sub).textContent(), WAIT)
      .toContain('1.5% of the team’s effective bets');

    // The accepted terms are a new contract: act on it once the refreshed list shows it, as an
    // agent would, not on the row of the contract it replaced.
    await agent.getByRole('button', { name: 'Refresh' }).click();
    await expect
      .poll(() => given(agent, 'subagent1').textContent(), WAIT)
      .toContain('1.5% of the team’s effective bets');
    await given(agent, 'subagent1').getByRole('button', { name: 'Ask subagent1 to end' }).click();
    await agent.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect
      .poll(() => agent.locator('.contract-offer').getByRole('status').textContent(), WAIT)
      .toContain('Request sent to subagent1');
    await sub.reload();
    await dialog(sub).waitFor(WAIT);
    await expect
      .poll(() => dialog(sub).textContent(), WAIT)
      .toContain('agent1 asks to end your daily salary contract (1.5%).');
    await dialog(sub).getByRole('button', { name: 'Accept' }).click();
    await dialog(sub).getByRole('button', { name: 'Close' }).last().click();
    await expect
      .poll(() => held(sub).textContent(), WAIT)
      .toContain('You hold no daily salary contract from your upline.');
    await agent.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => given(agent, 'subagent1').count(), WAIT).toBe(0);
    await agentContext.close();
    await subContext.close();
  });
});
