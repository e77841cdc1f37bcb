import { describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './a11y';
import { journeyBrowser } from './journey';
import { contextIn, LOOKS } from './looks';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);
const WAIT = { timeout: 30_000 };

describe('the download page', () => {
  for (const look of LOOKS) {
    it(`lists the brand's apps, every link answering, with the install guides, ${look.title}`, async () => {
      const context = await contextIn(browser(), { gatewayUrl, mocksUrl }, look);
      const { download } = look.language;
      const page = await context.newPage();
      await page.goto(`${gatewayUrl}/down`);

      // The apps the platform's resources give, each with its way to get it.
      const native = page.getByRole('region', { name: download.down_native_title });
      await native.waitFor(WAIT);
      const names = [download.dl_app_ios, download.dl_app_android, download.dl_app_lite];
      expect(await native.getByRole('heading', { level: 3 }).allTextContents()).toEqual(names);
      for (const name of names) {
        await native
          .getByRole('link', { name: download.dl_get.replace('{{name}}', name) })
          .waitFor(WAIT);
      }

      // No dead link: every link of the apps and the install guides answers.
      const links = page.locator(
        '[data-screen="down"] [aria-labelledby="native-title"] a[href], #install a[href]',
      );
      const hrefs = await links.evaluateAll((anchors) =>
        anchors.map((a) => (a as HTMLAnchorElement).href),
      );
      expect(hrefs.length).toBeGreaterThanOrEqual(3);
      for (const href of hrefs) {
        const answer = await context.request.get(href);
        expect(answer.status(), href).toBe(200);
      }
      // The Android entry is a package the browser saves.
      const android = native.getByRole('link', {
        name: download.dl_get.replace('{{name}}', download.dl_app_android),
      });
      expect(await android.getAttribute('download')).toMatch(/\.apk$/);
      const androidHref = await android.evaluate((a) => (a as HTMLAnchorElement).href);
      const apk = await context.request.get(androidHref);
      expect(apk.headers()['content-type']).toBe('application/vnd.android.package-archive');
      expect((await apk.body()).subarray(0, 2).toString()).toBe('PK');

      // The iPhone guide, in pictures: one drawing for each of its four steps.
      const install = page.getByRole('region', { name: download.down_install_title });
      await install.getByRole('heading', { name: download.down_ios_title }).waitFor(WAIT);
      expect(await install.locator('.guide-steps').first().locator('li svg').count()).toBe(4);

      // A computer shows this page's address as a QR code for the phone; a phone needs none.
      const qr = page.getByRole('img', { name: download.dl_qr_label });
      if (look.screen === 'desktop') {
        await qr.waitFor(WAIT);
        expect(await qr.isVisible()).toBe(true);
      } else {
        expect(await qr.isVisible()).toBe(false);
      }
      await expectAccessible(page, `${page.url()} (${look.title})`);

      // The lite app is this site installed: its entry leads to the install guide.
      await native
        .getByRole('link', { name: download.dl_get.replace('{{name}}', download.dl_app_lite) })
        .click();
      await page.waitForURL(/\/down#install$/, WAIT);
      await expect.poll(() => install.isVisible()).toBe(true);
      await context.close();
    });
  }
});
