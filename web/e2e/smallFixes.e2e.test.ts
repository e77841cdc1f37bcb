import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import cnPvp from '../src/i18n/locales/cn/pvp.json';
import cnShared from '../src/i18n/locales/cn/translation.json';
import cnSiteState from '../src/i18n/locales/cn/siteState.json';
import enOffline from '../src/i18n/locales/en/offline.json';
import enSiteState from '../src/i18n/locales/en/siteState.json';
import viOffline from '../src/i18n/locales/vi/offline.json';
import enPvp from '../src/i18n/locales/en/pvp.json';
import enShared from '../src/i18n/locales/en/translation.json';
import kmShared from '../src/i18n/locales/km/translation.json';
import thShared from '../src/i18n/locales/th/translation.json';
import viShared from '../src/i18n/locales/vi/translation.json';
import enMissions from '../src/i18n/locales/en/missions.json';
import thMissions from '../src/i18n/locales/th/missions.json';
import viContracts from '../src/i18n/locales/vi/agentContracts.json';
import viCentre from '../src/i18n/locales/vi/centre.json';
import thWallet from '../src/i18n/locales/th/wallet.json';
import { DESKTOP, PHONE, expectAccessible, expectAccessibleInEveryLook } from './a11y';
import { journeyBrowser } from './journey';
import {
  devPost,
  devSession,
  platformCall,
  setSiteState,
  settleDailyContract,
  signInContext,
} from './mocksControl';

/**
 * Issue #34's smaller points, each as a player meets it: in English and one other language, on a
 * phone and a desktop where it is a screen.
 */
const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

const WAIT = { timeout: 15_000 };
type Look = { language: string; viewport: { width: number; height: number } };
const EN_DESKTOP: Look = { language: 'EN', viewport: DESKTOP };

/** A context in `language` (cookie for the gateway's render, storage for the browser). */
async function context(
  { language, viewport }: Look,
  options: { account?: string; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  const made = await browser().newContext({
    locale: 'en-US',
    viewport,
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  await made.addCookies([{ name: 'lang', value: language, url: gatewayUrl }]);
  if (options.account) {
    await signInContext(made, gatewayUrl, await devSession(mocksUrl, options.account));
  }
  await made.addInitScript((lang) => {
    localStorage.setItem('lang', lang);
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  }, language);
  return made;
}

/** A member's own call to the stand-in, as the platform's client would make it. */
describe('the missions leaderboard', () => {
  /** What the platform ranks: bets in the mission's week, by several players. */
  async function playedWeek(): Promise<void> {
    await devPost(mocksUrl, '/__dev/scenario', { name: 'team' });
    await devPost(mocksUrl, '/__dev/contracts/team');
    const players = ['agent1', 'player2', 'team_sa1', 'team_sa2', 'team_m11', 'team_m12'];
    for (const [i, account] of [...players, 'team_m21', 'subagent1', 'teamplayer1'].entries()) {
      await devPost(mocksUrl, '/__dev/contracts/play', { account, stake: 40 + i * 5 });
    }
    // More players than a page holds, whichever of the seed's others may play.
    for (const account of ['traveller1', 'staff1']) {
      await devPost(mocksUrl, '/__dev/contracts/play', { account, stake: 30 }).catch(
        () => undefined,
      );
    }
    await devPost(mocksUrl, '/__dev/contracts/play', { account: 'player1', stake: 20 });
  }

  /** The whole board and player1's place, as the platform gives them. */
  async function platformBoard() {
    const v = await platformCall(
      mocksUrl,
      'player1',
      'GET',
      '/wps/relay/MCSFE_getMissionLeaderboard',
      {
        missionId: 'M-STAKE',
        page: '1',
        size: '50',
      },
    );
    return v as {
      content: { rank: number; account: string }[];
      totalElements: number;
      footer: { rank: number | null };
    };
  }

  const looks: [string, Look, { tab: string; yourPlace: string }][] = [
    [
      'English on a desktop',
      EN_DESKTOP,
      { tab: 'Leaderboards', yourPlace: enMissions.ms_your_rank },
    ],
    [
      'Thai on a phone',
      { language: 'TH', viewport: PHONE },
      { tab: thMissions.ms_tab_leaderboard, yourPlace: thMissions.ms_your_rank },
    ],
  ];

  for (const [name, look, words] of looks) {
    it(`shows the platform's ranking a page at a time with the member's place, in ${name}`, async () => {
      await playedWeek();
      const board = await platformBoard();
      expect(board.totalElements).toBeGreaterThan(10);
      const made = await context(look, { account: 'player1' });
      const page = await made.newPage();
      await page.goto(`${gatewayUrl}/member?page=missionLeaderboard`);
      await page.getByRole('button', { name: words.tab, exact: true }).click(WAIT);
      const rows = page.locator('table.mission-board tbody tr');
      await expect.poll(() => rows.count(), WAIT).toBe(10);
      // The first page is the platform's first ten places, in its order.
      expect(await rows.locator('td:nth-child(2)').allTextContents()).toEqual(
        board.content.slice(0, 10).map((r) => r.account),
      );
      await expect
        .poll(() => page.getByTestId('board-own').textContent(), WAIT)
        .toContain(
          words.yourPlace.replace('{{rank}}', String(board.footer.rank)).split('{{score}}')[0],
        );
      // The next page holds the rest, ranked on from the first.
      await page.locator('.mission-leaderboard .pager button').last().click();
      await expect
        .poll(() => rows.locator('td:first-child').allTextContents(), WAIT)
        .toEqual(board.content.slice(10, 20).map((r) => String(r.rank)));
      expect(new URL(page.url()).searchParams.get('pageNo')).toBe('2');
      await expectAccessible(page);
      if (look === EN_DESKTOP) {
        await expectAccessibleInEveryLook(page, async () => {
          await page.goto(`${gatewayUrl}/member?page=missionLeaderboard&tab=leaderboard`);
          await rows.first().waitFor(WAIT);
        });
      }
      await made.close();
    });
  }
});

describe('agent contracts', () => {
  const DAILY = '/agentHome?page=agentDailyWages2';

  async function offerDaily(answer: 'ACCEPT' | 'REJECT') {
    await devPost(mocksUrl, '/__dev/contracts/team');
    await settleDailyContract(mocksUrl, {
      upline: 'agent1',
      downline: 'subagent1',
      ratio: 2,
      answer,
    });
  }

  it('tells the agent that a downline declined its offer, in English on a desktop and Vietnamese on a phone', async () => {
    await offerDaily('REJECT');
    for (const [look, said] of [
      [EN_DESKTOP, 'subagent1 declined your daily salary offer of 2%.'],
      [
        { language: 'VI', viewport: PHONE },
        viContracts.ct_declined_NEW
          .replace('{{member}}', 'subagent1')
          .replace('{{type}}', viContracts.ct_type_DAILY_SALARY)
          .replace('{{ratio}}', '2%'),
      ],
    ] as const) {
      const made = await context(look, { account: 'agent1' });
      const page = await made.newPage();
      await page.goto(`${gatewayUrl}${DAILY}`);
      const notice = page.getByTestId('contract-declined');
      await expect.poll(() => notice.textContent(), WAIT).toContain(said);
      // Declined is not waiting: the offer is no longer listed as awaiting an answer.
      expect(await page.locator('.contract-waiting').count()).toBe(0);
      await expectAccessible(page);
      await made.close();
    }
  });

  it('lists the settlements due over the next 7 and 30 days, in English on a desktop and Vietnamese on a phone', async () => {
    await offerDaily('ACCEPT');
    for (const [look, words] of [
      [EN_DESKTOP, { next7: 'Next 7 days', next30: 'Next 30 days', given: 'Given to subagent1' }],
      [
        { language: 'VI', viewport: PHONE },
        {
          next7: viCentre.period_next7,
          next30: viCentre.period_next30,
          given: viContracts.ct_schedule_given.replace('{{member}}', 'subagent1'),
        },
      ],
    ] as const) {
      const made = await context(look, { account: 'agent1' });
      const page = await made.newPage();
      await page.goto(`${gatewayUrl}${DAILY}`);
      const schedule = page.getByTestId('contract-schedule');
      // A daily contract closes its period within the day: due in the next 7 days.
      const next7 = schedule.getByRole('button', { name: words.next7 });
      await expect.poll(() => next7.getAttribute('aria-pressed'), WAIT).toBe('true');
      await expect.poll(() => schedule.locator('tbody').textContent(), WAIT).toContain(words.given);
      await schedule.getByRole('button', { name: words.next30 }).click();
      expect(new URL(page.url()).searchParams.get('period')).toBe('next30');
      await expect.poll(() => schedule.locator('tbody').textContent(), WAIT).toContain(words.given);
      await expectAccessible(page);
      await made.close();
    }
  });
});

describe('an unknown path', () => {
  const looks: [Look, { not_found_title: string }][] = [
    [EN_DESKTOP, enShared],
    [{ language: 'KM', viewport: PHONE }, kmShared],
  ];
  for (const [look, words] of looks) {
    it(`answers HTTP 404 with the site's not-found page (${look.language}, ${look.viewport.width}px)`, async () => {
      const made = await context(look);
      const page = await made.newPage();
      const response = await page.goto(`${gatewayUrl}/no-such-page`);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: words.not_found_title }).waitFor(WAIT);
      // A real page still answers 200.
      expect((await page.goto(`${gatewayUrl}/promotions`))?.status()).toBe(200);
      await made.close();
    });
  }
});

describe('maintenance and region pages', () => {
  const looks: [Look, { customer_service: string; site_state_service_title: string }][] = [
    [EN_DESKTOP, { ...enShared, ...enSiteState }],
    [
      { language: 'CN', viewport: PHONE },
      { ...cnShared, ...cnSiteState },
    ],
  ];
  for (const [look, words] of looks) {
    it(`offer customer service on both pages (${look.language}, ${look.viewport.width}px)`, async () => {
      for (const state of [1, 2] as const) {
        await setSiteState(mocksUrl, state, '2026-12-01T03:30:00.000Z');
        const made = await context(look);
        const page = await made.newPage();
        await page.goto(`${gatewayUrl}/`);
        // Said in words, under its own heading, then the platform's channels.
        const section = page.getByRole('region', { name: words.site_state_service_title });
        await section.waitFor(WAIT);
        const service = section.getByRole('list', { name: words.customer_service });
        await service.getByRole('button', { name: 'Live chat' }).waitFor(WAIT);
        // The channel opens in its own window, as the platform's service pages do (the
        // operator's chat host answers here in its stead).
        await made.route('https://support.playhouse.test/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>Chat</title>' }),
        );
        const opened = made.waitForEvent('page', WAIT);
        await service.getByRole('button', { name: 'Live chat' }).click();
        const chat = await opened;
        await chat.waitForLoadState();
        expect(chat.url()).toContain('support.playhouse.test/chat');
        await expectAccessible(page);
        await made.close();
      }
    });
  }
});

describe('the member menu', () => {
  const looks: [Look, string][] = [
    [EN_DESKTOP, enShared.member_menu],
    [{ language: 'TH', viewport: PHONE }, thShared.member_menu],
  ];
  for (const [look, menuName] of looks) {
    it(`closes on Escape and gives the focus back to its button (${look.language}, ${look.viewport.width}px)`, async () => {
      const made = await context(look, { account: 'player1' });
      const page = await made.newPage();
      await page.goto(`${gatewayUrl}/`);
      // The page settled in its language (a language arriving late renders the header anew).
      await page.locator('details.member-menu summary', { hasText: menuName }).waitFor(WAIT);
      await page.waitForLoadState('networkidle');
      const menu = page.locator('details.member-menu');
      const button = menu.locator('summary');
      await button.click(WAIT);
      await expect.poll(() => menu.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
      // Into the menu, as a keyboard user goes, then out with Escape.
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      // Read at once: a dialog the site opens by itself later may rightly take the focus.
      const after = await menu.evaluate((d: HTMLDetailsElement) => ({
        open: d.open,
        focused: d.querySelector('summary') === document.activeElement,
      }));
      expect(after).toEqual({ open: false, focused: true });
      await made.close();
    });
  }
});

describe('the word for favourites', () => {
  const looks: [Look, string][] = [
    [EN_DESKTOP, 'Favourites'],
    [{ language: 'CN', viewport: PHONE }, cnShared.nav_favorite],
  ];
  for (const [look, word] of looks) {
    it(`is one word in the menu and the lobby (${look.language}, ${look.viewport.width}px)`, async () => {
      const made = await context(look);
      const page = await made.newPage();
      await page.goto(`${gatewayUrl}/rng`);
      // The lobby's filter and the site's menu say the same word.
      await page.locator('nav button', { hasText: word }).first().waitFor(WAIT);
      await page
        .locator('nav a', { hasText: word })
        .first()
        .waitFor({ state: 'attached', ...WAIT });
      const text = await page.locator('body').innerText();
      expect(text).not.toMatch(/Favorite\b/);
      expect(cnShared.lobby_favorite).toBe(cnShared.nav_favorite);
      expect(enShared.lobby_favorite).toBe(enShared.nav_favorite);
      await made.close();
    });
  }
});

describe('an amount with three decimals', () => {
  const looks: [Look, string, string][] = [
    [EN_DESKTOP, enShared.money_decimals, 'The amount must be at least'],
    [{ language: 'TH', viewport: PHONE }, thShared.money_decimals, thWallet.amount_below_minimum],
  ];
  for (const [look, decimals, minimum] of looks) {
    it(`says two decimals at most, not the minimum (${look.language}, ${look.viewport.width}px)`, async () => {
      const made = await context(look, { account: 'player1' });
      const page = await made.newPage();
      await page.goto(`${gatewayUrl}/member?page=transferFund`);
      const form = page.locator('.wallet-move');
      const amount = form.locator('input[name="amount"]');
      await amount.fill('1.234', WAIT);
      await form.locator('button[type="submit"]').click();
      await expect
        .poll(() => form.locator('.form-error').allTextContents(), WAIT)
        .toContain(decimals);
      const shown = (await form.locator('.form-error').allTextContents()).join(' ');
      expect(shown).not.toContain(minimum.split('{{')[0]!);
      await made.close();
    });
  }
});

describe('PvP table names', () => {
  const looks: [Look, string][] = [
    [EN_DESKTOP, enPvp.pvp_room_level_BEGINNER],
    [{ language: 'CN', viewport: PHONE }, cnPvp.pvp_room_level_BEGINNER],
  ];
  for (const [look, beginner] of looks) {
    it(`are words, not the platform's capitals (${look.language}, ${look.viewport.width}px)`, async () => {
      const made = await context(look, { account: 'player1' });
      const page = await made.newPage();
      await page.goto(`${gatewayUrl}/pvp`);
      const card = page.locator('article.game-card').first();
      await card.waitFor(WAIT);
      await card.locator('.game-card__actions button').first().click();
      const tables = page.locator('.pvp-rooms');
      await tables.waitFor(WAIT);
      const names = await tables.locator('strong').allTextContents();
      expect(names).toContain(beginner);
      expect(names.join(' ')).not.toMatch(/BEGINNER|INTERMEDIATE|ADVANCED/);
      await expectAccessible(page);
      await made.close();
    });
  }
});

describe('working offline', () => {
  const looks: [Look, typeof enShared & typeof enOffline][] = [
    [EN_DESKTOP, { ...enShared, ...enOffline }],
    [
      { language: 'VI', viewport: PHONE },
      { ...viShared, ...viOffline },
    ],
  ];
  for (const [look, words] of looks) {
    it(`says once that the site works offline, then what works offline (${look.language}, ${look.viewport.width}px)`, async () => {
      const made = await context(look, { serviceWorkers: 'allow' });
      // Every time the notice shows, noted as it happens (it leaves by itself after a while).
      await made.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { offlineNotices: string[] }).offlineNotices = seen;
        new MutationObserver(() => {
          const notice = document.querySelector('[data-testid="offline-ready"]');
          if (notice && seen.at(-1) !== notice.textContent) seen.push(notice.textContent ?? '');
        }).observe(document, { childList: true, subtree: true });
      });
      const notices = () =>
        page.evaluate(() => (window as unknown as { offlineNotices: string[] }).offlineNotices);
      const page = await made.newPage();
      await page.goto(`${gatewayUrl}/`);
      const ready = page.getByTestId('offline-ready');
      // The worker registers once the first screen has settled, then takes the page.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 90_000,
      });
      // Said when the player next acts, never while they are still only looking at the page
      // (it would be the page's largest paint); the offline state itself is there already.
      // (The notice's words are a chunk of their own: with the network quiet, they would be up.)
      await page.waitForLoadState('networkidle');
      expect(await notices()).toEqual([]);
      await page.keyboard.press('Shift');
      await expect.poll(notices, { timeout: 30_000 }).toEqual([words.offline_ready]);
      await ready.waitFor({ state: 'detached', timeout: 30_000 });
      // Told once: the next visit says nothing.
      await page.reload();
      await page.locator('[data-site-state="normal"]').waitFor(WAIT);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      expect(await notices()).toEqual([]);
      expect(await ready.count()).toBe(0);
      await made.setOffline(true);
      await expect
        .poll(() => page.getByTestId('offline-banner').textContent(), WAIT)
        .toBe(words.offline_saved);
      await made.close();
    });
  }

  it('says before the worker is ready that nothing new loads until the network is back', async () => {
    const made = await context(EN_DESKTOP, { serviceWorkers: 'block' });
    const page: Page = await made.newPage();
    await page.goto(`${gatewayUrl}/`);
    // The network goes once the page has come alive. The gateway's markup is on screen before
    // that, while the page's code is still arriving; without a worker, code that never arrives
    // can say nothing (seen in CI with both cores busy: cut there, the banner never came).
    await page.locator('[data-site-state="normal"]:not([data-hydrating])').waitFor(WAIT);
    await made.setOffline(true);
    await expect
      .poll(() => page.getByTestId('offline-banner').textContent(), WAIT)
      .toBe(enShared.offline_banner);
    await made.close();
  });
});
