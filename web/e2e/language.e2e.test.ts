import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { EN } from '../../mocks/src/content/en';
import { TH } from '../../mocks/src/content/th';
import { DESKTOP, expectAccessible, PHONE } from './a11y';
import { journeyBrowser } from './journey';
import { devSession, signInContext } from './mocksControl';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

const WAIT = { timeout: 30_000 };
const LOOKS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

/** The site's English words for the side menu, which holds the language switch on a phone. */
const SIDE_MENU = (
  JSON.parse(
    fs.readFileSync(new URL('../src/i18n/locales/en/translation.json', import.meta.url), 'utf8'),
  ) as Record<string, string>
).side_menu!;

/**
 * Each screen with server content, and one text of it the stand-in keeps in every language
 * (`mocks/src/content`): notices, help articles, promotions, mall items, the cashier's names.
 */
const SCREENS = [
  { name: 'home notices', path: '/', key: 'notice.101.title', within: '.notice-bar' },
  { name: 'help', path: '/help', key: 'help.register.title', within: 'main' },
  { name: 'promotions', path: '/promotions', key: 'promotion.301.title', within: 'main' },
  { name: 'points mall', path: '/pointMall', key: 'mall.5', within: 'main' },
  {
    name: 'deposit methods',
    path: '/member?page=depositv2',
    key: 'depositMethod.BANK',
    within: 'main',
    member: true,
  },
] as const;

async function contextIn(
  language: string,
  viewport: { width: number; height: number },
  options: { member?: boolean; javaScriptEnabled?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser().newContext({
    locale: 'en-US',
    viewport,
    ...(options.javaScriptEnabled === false ? { javaScriptEnabled: false } : {}),
  });
  if (options.member)
    await signInContext(context, gatewayUrl, await devSession(mocksUrl, 'player1'));
  await context.addCookies([{ name: 'lang', value: language, url: gatewayUrl }]);
  await context.addInitScript((code) => {
    // A page the player is on while switching: a reload would start over in the new language.
    if (!sessionStorage.getItem('journey-lang-set')) {
      localStorage.setItem('lang', code);
      sessionStorage.setItem('journey-lang-set', '1');
    }
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  }, language);
  return context;
}

async function hydrated(page: Page): Promise<void> {
  await page.locator('[data-site-state="normal"]:not([data-hydrating])').waitFor(WAIT);
}

/** Switches the site's language with its own switch: the header's, or the drawer's on a phone. */
async function switchLanguage(page: Page, htmlLang: string, phone: boolean): Promise<void> {
  if (phone) await page.getByRole('button', { name: SIDE_MENU, exact: true }).click();
  await page.locator('.language-selector > button:visible').first().click();
  await page.locator(`.language-selector__list button[lang="${htmlLang}"]`).click();
  await page.locator(`html[lang="${htmlLang}"]`).waitFor(WAIT);
}

describe('server content in the player language', () => {
  for (const [look, viewport] of LOOKS) {
    it(`follows a switch to Thai on every screen without a reload (${look})`, async () => {
      const context = await contextIn('EN', viewport, { member: true });
      const page = await context.newPage();
      for (const screen of SCREENS) {
        await page.goto(`${gatewayUrl}${screen.path}`);
        await hydrated(page);
        const area = page.locator(screen.within).first();
        await area.getByText(EN[screen.key], { exact: false }).first().waitFor(WAIT);
        await page.evaluate(() => {
          (window as unknown as { sameDocument?: boolean }).sameDocument = true;
        });

        await switchLanguage(page, 'th', look === 'phone');
        await area.getByText(TH[screen.key], { exact: false }).first().waitFor(WAIT);
        expect(
          await page.evaluate(
            () => (window as unknown as { sameDocument?: boolean }).sameDocument === true,
          ),
          `${screen.name}: the page reloaded`,
        ).toBe(true);
        expect(await area.innerText(), screen.name).not.toContain(EN[screen.key]);
        await expectAccessible(page, `${screen.name} in Thai (${look})`);

        // Back to English for the next screen, as a new visit.
        await page.evaluate(() => {
          localStorage.setItem('lang', 'EN');
          document.cookie = 'lang=EN; Path=/';
        });
      }
      await context.close();
    });

    it(`renders a first visit in Thai on the gateway, before any script (${look})`, async () => {
      const context = await contextIn('TH', viewport, { javaScriptEnabled: false });
      const page = await context.newPage();
      for (const screen of SCREENS.filter((s) => !('member' in s))) {
        if (screen.path === '/pointMall') continue; // the mall is rendered by the browser
        await page.goto(`${gatewayUrl}${screen.path}`);
        const html = await page.content();
        expect(html, screen.name).toContain(TH[screen.key]);
        expect(html, screen.name).not.toContain(EN[screen.key]);
      }
      await context.close();
    });
  }
});
