import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessible, PHONE } from './a11y';
import { journeyBrowser } from './journey';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

const WAIT = { timeout: 30_000 };

/**
 * The site's own words for what the journey clicks, in the language the page is in: the shared
 * ones (the side menu) and the speed dialog's own.
 */
function words(language: string): Record<string, string> {
  const read = (ns: string) =>
    JSON.parse(
      fs.readFileSync(
        new URL(`../src/i18n/locales/${language.toLowerCase()}/${ns}.json`, import.meta.url),
        'utf8',
      ),
    ) as Record<string, string>;
  return { ...read('translation'), ...read('mirrors') };
}

async function visitorIn(
  language: string,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await browser().newContext({ locale: 'en-US', viewport });
  await context.addCookies([{ name: 'lang', value: language, url: gatewayUrl }]);
  await context.addInitScript((code) => {
    localStorage.setItem('lang', code);
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
  }, language);
  return context;
}

/** The platform's mirror list, as the site reads it (`routers`) through the gateway. */
async function listedMirrors(): Promise<string[]> {
  const res = await fetch(`${gatewayUrl}/wps/system/domainRoute`, {
    headers: { Merchant: 'PH01' },
  });
  const body = (await res.json()) as { value: { domainList: { domainName: string }[] } };
  return body.value.domainList.map((d) => d.domainName);
}

/** Opens the server-speed dialog from the side menu (the drawer on a phone). */
async function openServerSpeed(page: Page, t: Record<string, string>, phone: boolean) {
  await page.locator('[data-site-state="normal"]:not([data-hydrating])').waitFor(WAIT);
  if (phone) await page.getByRole('button', { name: t.side_menu, exact: true }).click();
  await page
    .getByRole('complementary', { name: t.side_menu })
    .getByRole('button', { name: t.side_server_speed })
    .click();
  return page.getByRole('dialog', { name: t.server_speed_title });
}

describe('mirror speed', () => {
  for (const language of ['EN', 'TH']) {
    for (const [look, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      it(`measures a time for every mirror the platform lists (${language}, ${look})`, async () => {
        const mirrors = await listedMirrors();
        // The stand-in lists the gateway under its names on this machine (`localMirrors`).
        expect(mirrors.length).toBeGreaterThanOrEqual(3);
        const t = words(language);
        const context = await visitorIn(language, viewport);
        const page = await context.newPage();
        const blocked: string[] = [];
        page.on('console', (message) => {
          if (/Content Security Policy/.test(message.text())) blocked.push(message.text());
        });
        await page.goto(`${gatewayUrl}/`);
        const dialog = await openServerSpeed(page, t, look === 'phone');
        const list = dialog.getByRole('list', { name: t.speed_mirrors_title });
        for (const domain of mirrors) {
          const row = list.locator(`[data-domain="${domain}"]`);
          await row.and(page.locator('[data-reading="measured"]')).waitFor(WAIT);
          const ms = t.speed_ms!.replace('{{ms}}', '\\d+');
          expect(await row.innerText()).toMatch(new RegExp(ms));
          // Each line opens the site under that name.
          expect(await row.getByRole('link').getAttribute('href')).toBe(`//${domain}`);
        }
        expect(blocked).toEqual([]);
        await expectAccessible(page, `server speed (${language}, ${look})`);
        await context.close();
      });
    }
  }
});
