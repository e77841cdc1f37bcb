import { describe, expect, inject, it } from 'vitest';
import { CATEGORY_ROUTES } from '../src/routing/routeTable';
import { contextWithAnnouncements } from './browser';
import { journeyBrowser } from './journey';
import { devSession, signInContext } from './mocksControl';
import { collectProblems, wasReplaced, watchReplacement } from './pageProblems';

const gatewayUrl = inject('gatewayUrl');

const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

/**
 * Every page the gateway renders on the server for a visitor (`isPrerendered` in
 * `web/src/app/AppRoutes.tsx`); a launched game is rendered in the browser only. The centres
 * (`isCentreFrame`), rendered for the member whose session the gateway holds, are below.
 */
const RENDERED_PAGES = [
  '/',
  '/login',
  '/register',
  ...CATEGORY_ROUTES.map((route) => route.path),
  '/help',
  '/promotions',
  '/pointMall',
  '/announce',
  '/down',
  '/forget',
  '/agent',
];

/** The five languages, as a player of each would arrive: their browser's locale and choice. */
const LANGUAGES = [
  { code: 'EN', locale: 'en-GB', htmlLang: 'en' },
  { code: 'CN', locale: 'zh-CN', htmlLang: 'zh-Hans' },
  { code: 'KM', locale: 'km-KH', htmlLang: 'km' },
  { code: 'TH', locale: 'th-TH', htmlLang: 'th' },
  { code: 'VI', locale: 'vi-VN', htmlLang: 'vi' },
];

/**
 * Far from the site's own zone (Asia/Bangkok, GMT+7): a date or time formatted in the browser's
 * zone instead of the site's differs from the server's markup, and even the day changes.
 */
const OTHER_ZONE = 'America/Los_Angeles';

/**
 * A member's page shows their own times (notices, records) and their day's figures: hydrated in
 * the site's zone, the zone above, and one ahead of the site's (UTC+14, a day later than GMT−8).
 */
const MEMBER_ZONES = ['Asia/Bangkok', OTHER_ZONE, 'Pacific/Kiritimati'];

/**
 * The signed-in pages rendered with the member's data, and what of theirs the gateway's markup
 * shows: the name in the header or the centre's head, and the section itself (its first data),
 * not its placeholder.
 */
const MEMBER_PAGES = [
  {
    account: 'player1',
    path: '/member?page=depositv2',
    theirs: /class="member-block__account">player1</,
    section: 'class="deposit-form',
  },
  {
    account: 'agent1',
    path: '/agentHome',
    theirs: /class="agent-centre__account">agent1</,
    section: 'class="team-announcement"',
  },
];

/**
 * /down times the brand's mirrors; the gateway's security policy lets the page reach only the
 * mirrors its operator lists (`SITE_MIRROR_ORIGINS`), and the stand-in's brand names mirrors this
 * test gateway does not list, so the browser reports those probes as blocked. That is the policy
 * working as meant, not a page fault; only those exact reports are set aside.
 */
const BLOCKED_MIRROR_PROBE =
  /mirror-[a-z]\.playhouse\.test\/healthz\?speed=.*Content Security Policy/;

describe('hydration of the server-rendered pages', () => {
  it('hydrates every rendered page for a signed-in member, with their header, in another time zone', async () => {
    const context = await browser().newContext({
      locale: 'en-GB',
      timezoneId: OTHER_ZONE,
      serviceWorkers: 'block',
    });
    await signInContext(context, gatewayUrl, await devSession(mocksUrl, 'player1'));
    await watchReplacement(context);
    const page = await context.newPage();
    const problems = collectProblems(page, BLOCKED_MIRROR_PROBE);
    for (const path of RENDERED_PAGES) {
      const response = await page.goto(`${gatewayUrl}${path}`);
      const html = (await response?.text()) ?? '';
      // Rendered for the member (never a visitor's page for them): their name in the header.
      expect(html, path).toContain('"signedIn":true');
      expect(html, path).toMatch(/class="member-block__account">player1</);
      await page.locator('[data-site-state="normal"]:not([data-hydrating])').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await wasReplaced(page), path).toBe(false);
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 240_000);

  for (const language of LANGUAGES) {
    it(`hydrates every rendered page in ${language.code} without a console error, in another time zone`, async () => {
      const context = await browser().newContext({
        locale: language.locale,
        timezoneId: OTHER_ZONE,
        // Every page from the gateway, never from an installed service worker's cache.
        serviceWorkers: 'block',
      });
      // A returning player who chose this language: the cookie for the server, storage for the app.
      await context.addCookies([{ name: 'lang', value: language.code, url: gatewayUrl }]);
      await context.addInitScript((code) => localStorage.setItem('lang', code), language.code);
      const page = await context.newPage();
      const problems = collectProblems(page, BLOCKED_MIRROR_PROBE);

      for (const path of RENDERED_PAGES) {
        const response = await page.goto(`${gatewayUrl}${path}`);
        const html = (await response?.text()) ?? '';
        // The page came rendered (not the plain shell), in the player's language.
        expect(html, path).toContain(`<html lang="${language.htmlLang}"`);
        expect(html, path).toContain('data-site-state="normal"');
        // What a player waits for: the page has come alive and its first calls have settled.
        await page.locator('[data-site-state="normal"]:not([data-hydrating])').waitFor();
        await page.waitForLoadState('networkidle');
      }

      expect(problems).toEqual([]);
      await context.close();
      // Twenty pages, each waited for as a player would: more than one journey's usual minute.
    }, 240_000);

    it(`hydrates a member's and an agent's centre, rendered with their data, in ${language.code} in three time zones`, async () => {
      for (const { account, path, theirs, section } of MEMBER_PAGES) {
        const token = await devSession(mocksUrl, account);
        for (const timezoneId of MEMBER_ZONES) {
          const context = await browser().newContext({
            locale: language.locale,
            timezoneId,
            serviceWorkers: 'block',
          });
          await context.addCookies([{ name: 'lang', value: language.code, url: gatewayUrl }]);
          await signInContext(context, gatewayUrl, token);
          await context.addInitScript((code) => localStorage.setItem('lang', code), language.code);
          await watchReplacement(context);
          const page = await context.newPage();
          const problems = collectProblems(page, BLOCKED_MIRROR_PROBE);
          const response = await page.goto(`${gatewayUrl}${path}`);
          const html = (await response?.text()) ?? '';
          const where = `${path} in ${timezoneId}`;
          expect(html, where).toContain(`<html lang="${language.htmlLang}"`);
          expect(html, where).toContain('"signedIn":true');
          // Rendered for them: their own data is in the markup the browser hydrates.
          expect(html, where).toMatch(theirs);
          expect(html, where).toContain(section);
          await page.locator('[data-site-state="normal"]:not([data-hydrating])').waitFor();
          await page.waitForLoadState('networkidle');
          expect(await wasReplaced(page), where).toBe(false);
          expect(problems, where).toEqual([]);
          await context.close();
        }
      }
    }, 240_000);

    it(`hydrates a first visit's page with its announcement popup in ${language.code}`, async () => {
      // The other pages above come without the popup (marked as seen); a first visit's has it.
      const context = await contextWithAnnouncements(browser(), {
        locale: language.locale,
        timezoneId: OTHER_ZONE,
        serviceWorkers: 'block',
      });
      await context.addCookies([{ name: 'lang', value: language.code, url: gatewayUrl }]);
      await context.addInitScript((code) => localStorage.setItem('lang', code), language.code);
      const page = await context.newPage();
      const problems = collectProblems(page, BLOCKED_MIRROR_PROBE);
      const response = await page.goto(`${gatewayUrl}/pointMall`);
      expect(await response?.text()).toContain('data-modal="publicModal"');
      await page.locator('[data-site-state="normal"]:not([data-hydrating])').waitFor();
      // The popup's own part has hydrated once it holds the focus.
      await page.locator('[data-modal="publicModal"] [role="dialog"]').waitFor();
      await expect
        .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')), {
          timeout: 30_000,
        })
        .toBe(true);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
