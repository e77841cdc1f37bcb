import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessibleInEveryLook } from './a11y';
import { explainingPushes, journeyBrowser, pushesHeard, untilLive } from './journey';
import {
  devPost,
  devSession,
  memberCallHeaders,
  signInContext,
  siteCallHeaders,
} from './mocksControl';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

const WAIT = { timeout: 15_000 };

/** Headers of a signed-in call through the gateway: the member's session, as a browser sends it. */
const memberHeaders = (token: string) => memberCallHeaders(gatewayUrl, token);

async function signedInContext(token: string): Promise<BrowserContext> {
  const context = await browser().newContext({ locale: 'en-US', viewport: DESKTOP });
  await signInContext(context, gatewayUrl, token);
  await context.addInitScript(() => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  });
  return context;
}

/** Real rounds of the stand-in's demo slot, through the gateway, at `stake` each. */
async function playRounds(token: string, rounds: number, stake: number): Promise<void> {
  const headers = await memberHeaders(token);
  const hot = (await (
    await fetch(`${gatewayUrl}/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&language=EN`, {
      headers,
    })
  ).json()) as { value: { list: { nodeId: number; isGame: string }[] } };
  const game = hot.value.list.find((g) => g.isGame === 'GAME');
  expect(game).toBeDefined();
  const launched = (await (
    await fetch(`${gatewayUrl}/wps/game/launchGame?nodeId=${game!.nodeId}&language=EN`, {
      headers,
    })
  ).json()) as { success: boolean; value: { url: string } };
  expect(launched.success).toBe(true);
  const ticket = new URL(launched.value.url, gatewayUrl).searchParams.get('ticket');
  for (let round = 0; round < rounds; round += 1) {
    const spin = (await (
      await fetch(`${gatewayUrl}/wps/standin/demo/api/spin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...siteCallHeaders(gatewayUrl) },
        body: JSON.stringify({ ticket, stake }),
      })
    ).json()) as { success: boolean };
    expect(spin.success).toBe(true);
  }
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

const centreMenu = (page: Page) => page.locator('nav.centre-menu');

/**
 * Plays one round of the demo slot the way a player does: from the slots lobby, Play on a game
 * card, then Spin inside the game's page, waiting until the round is over.
 */
async function spinOnceInTheGame(page: Page): Promise<void> {
  await page.goto(`${gatewayUrl}/rng`);
  const cards = page.locator('[data-screen^="lobby-"] article.game-card');
  await expect.poll(() => cards.count(), WAIT).toBeGreaterThan(0);
  await cards.first().getByRole('button', { name: 'Play' }).click();
  await page.waitForURL(/\/seamless$/, WAIT);
  const game = page.frameLocator('[data-screen="seamless"] iframe');
  const spin = game.getByRole('button', { name: 'Spin' });
  await expect.poll(() => spin.isEnabled(), WAIT).toBe(true);
  await spin.click();
  // The round is over when the game tells its outcome and lists the round in its history.
  await expect
    .poll(() => game.getByRole('status').textContent(), WAIT)
    .toMatch(/You win|No win this time|JACKPOT/);
  await expect.poll(() => game.locator('#history li').count(), WAIT).toBe(1);
}

describe('missions', () => {
  it('completes a milestone by playing in the game, read when the screen opens again, and the reward is paid once', async () => {
    const token = await devSession(mocksUrl, 'player1');
    const context = await signedInContext(token);
    const page = await context.newPage();
    const heard = pushesHeard(page);
    await page.goto(`${gatewayUrl}/member?page=missionLeaderboard`);
    const spin = page.getByRole('listitem').filter({ hasText: 'Spin the demo slot' });
    await spin.getByText('0 rounds played').waitFor(WAIT);
    await untilLive(page);

    // The same member plays in another tab, from the lobby, by clicking Spin in the game.
    const player = await context.newPage();
    await spinOnceInTheGame(player);
    // The platform pushes no mission progress: its clients read missions when the screen opens.
    await page.goto(`${gatewayUrl}/member?page=missionLeaderboard`);
    await explainingPushes(page, heard, () => spin.getByText('1 rounds played').waitFor(WAIT));
    const balance = await headerBalance(page);
    const missionsLink = centreMenu(page).getByRole('link', { name: /Missions/ });
    await expect.poll(() => missionsLink.textContent(), WAIT).toMatch(/Missions\s*1/);
    await spin.getByText('To claim: 1.00').waitFor(WAIT);
    const afterPlay = await balance();

    await spin.getByRole('button', { name: 'Claim rewards' }).click();
    await spin.getByText('1.00 has been added to your balance.').waitFor(WAIT);
    await expect.poll(() => balance(), WAIT).toBeCloseTo(afterPlay + 1, 2);
    await expect.poll(() => missionsLink.textContent(), WAIT).toBe('Missions');
    expect(await spin.getByRole('button', { name: 'Claim rewards' }).count()).toBe(0);
    const again = (await (
      await fetch(`${gatewayUrl}/wps/relay/MCSFE_claimMissionRewards`, {
        method: 'POST',
        headers: { ...(await memberHeaders(token)), 'Content-Type': 'application/json' },
        body: JSON.stringify({ missionId: 'M-SPIN', claimLeaderboard: 'N' }),
      })
    ).json()) as { success: boolean; message: string };
    expect(again).toMatchObject({ success: false, message: 'mission_nothing_to_claim' });
    expect(await balance()).toBeCloseTo(afterPlay + 1, 2);

    await spin.getByRole('button', { name: 'Details' }).click();
    await spin.getByText('Claimed').waitFor(WAIT);

    await expectAccessibleInEveryLook(page, async () => {
      await page.goto(`${gatewayUrl}/member?page=missionLeaderboard`);
      await page.getByText('High roller week').waitFor(WAIT);
    });
    await context.close();
  });
});

describe('manual rebate', () => {
  it('claims the day’s rebate, then says it is already claimed', async () => {
    const token = await devSession(mocksUrl, 'player1');
    await playRounds(token, 2, 100);
    const page = await (await signedInContext(token)).newPage();
    await page.goto(`${gatewayUrl}/member?page=manualRebate`);
    await page.getByRole('table', { name: 'Rebate by game category' }).waitFor(WAIT);
    const claim = page.getByRole('button', { name: 'Claim rebate' });
    await claim.click();
    await page.getByText(/has been added to your balance\./).waitFor(WAIT);
    await page.getByText(/You have already claimed your rebate today\./).waitFor(WAIT);
    expect(await claim.isDisabled()).toBe(true);

    await page.reload();
    await page.getByText(/You have already claimed your rebate today\./).waitFor(WAIT);

    await expectAccessibleInEveryLook(page, async () => {
      await page.goto(`${gatewayUrl}/member?page=manualRebate`);
      await page.getByRole('button', { name: 'Claim rebate' }).waitFor(WAIT);
    });
    await page.context().close();
  });
});

describe('invite friends', () => {
  it('copies the invite link and shows it as a QR code', async () => {
    const token = await devSession(mocksUrl, 'player1');
    const context = await signedInContext(token);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: gatewayUrl });
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/member?page=referral`);
    await page.getByRole('img', { name: 'QR code of your invite link' }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Copied').waitFor(WAIT);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/register\?referralCode=/);

    await expectAccessibleInEveryLook(page, async () => {
      await page.goto(`${gatewayUrl}/member?page=referral`);
      await page.getByRole('img', { name: 'QR code of your invite link' }).waitFor(WAIT);
    });
    await context.close();
  });
});

describe('platform messages', () => {
  it('a new mail arrives live and the badge moves; opening it reads it', async () => {
    const token = await devSession(mocksUrl, 'player1');
    const page = await (await signedInContext(token)).newPage();
    await page.goto(`${gatewayUrl}/member?page=messageV2`);
    const messagesLink = centreMenu(page).getByRole('link', { name: /Platform messages|Messages/ });
    await page.locator('.messages__list li').first().waitFor(WAIT);
    const count = async () => Number((await messagesLink.textContent())?.match(/\d+/)?.[0] ?? 0);
    const before = await count();
    await untilLive(page);

    await devPost(mocksUrl, '/__dev/mail', {
      account: 'player1',
      subject: 'Your weekly bonus is here',
      content: '<p>Enjoy it.</p><img src=x onerror="window.__owned=1">',
    });
    await expect.poll(count, WAIT).toBe(before + 1);
    // Unread mail leads with "New"; the delete button names the mail after its action.
    const mail = page.getByRole('button', { name: /^New\s*Your weekly bonus is here$/ });
    await mail.waitFor(WAIT);

    await mail.click();
    await page.getByText('Enjoy it.').waitFor(WAIT);
    await expect.poll(count, WAIT).toBe(before);
    expect(await page.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();

    await expectAccessibleInEveryLook(page, async () => {
      await page.goto(`${gatewayUrl}/member?page=messageV2`);
      await page.getByRole('button', { name: /^Your weekly bonus is here$/ }).waitFor(WAIT);
    });
    await page.context().close();
  });
});
