import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, expectAccessible } from './a11y';
import { journeyBrowser } from './journey';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

const WAIT = { timeout: 30_000 };
/** A slow phone: hydration lasts long enough for a tap to land in it. */
const PHONE_CPU_SLOWDOWN = 6;
/** Tries at landing a tap inside hydration before the journey gives up. */
const ATTEMPTS = 4;

/**
 * A player taps a link of a page the gateway rendered as soon as it is on screen, while the app
 * is still taking the page over: the tap must not be lost (React replays it once the part tapped
 * has hydrated; before the app runs at all, the browser follows the link itself).
 */
const CASES = [
  // A short first screen on a wide screen: the side menu once arrived with hydration, made the
  // page taller and moved the footer from under the pointer (#19).
  { path: '/', device: 'desktop', phone: false },
  { path: '/promotions', device: 'phone', phone: true },
  { path: '/down', device: 'phone', phone: true },
];

describe('a tap while the rendered page is still hydrating', () => {
  // A gateway just started loads its renderer with the first page asked for, and on a loaded
  // machine may answer that one with the plain shell (its fallback): ask once beforehand.
  beforeAll(async () => {
    for (const { path } of CASES) await fetch(`${gatewayUrl}${path}`).then((r) => r.text());
  });

  /**
   * Opens the page, taps the link as soon as React has begun, and checks the link was followed.
   * Returns whether the tap landed before hydration ended.
   */
  async function tapDuringStart(path: string, phone: boolean): Promise<boolean> {
    const context = await browser().newContext({
      viewport: phone ? PHONE : DESKTOP,
      isMobile: phone,
      hasTouch: phone,
      serviceWorkers: 'block',
    });
    // Whether the page was still hydrating when the tap arrived (kept across the navigation).
    await context.addInitScript(() => {
      document.addEventListener(
        'click',
        () => {
          const hydrating = document.querySelector('[data-hydrating]') !== null;
          sessionStorage.setItem('tapWhileHydrating', String(hydrating));
        },
        true,
      );
    });
    // The application bundle is held until the rendered page is on screen, as on a slow line.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });

    const response = await page.goto(`${gatewayUrl}${path}`, { waitUntil: 'commit' });
    const html = (await response?.text()) ?? '';
    if (!html.includes('data-site-state="normal"')) release();
    // The journey is about a page the gateway rendered (a plain shell shows nothing to tap).
    expect(html, `${path} came rendered`).toContain('data-site-state="normal"');
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Responsible gambling' });
    await link.waitFor(WAIT);
    // The player has the link in view and puts a finger where it was painted.
    await link.scrollIntoViewIfNeeded(WAIT);
    release();
    // React marks the page's root once it has begun to take the markup over: tap then, at once
    // (no waiting for the link to be "ready": the player does not wait either).
    const where = await page.waitForFunction(
      () => {
        const root = document.getElementById('root');
        if (!root || !Object.keys(root).some((key) => key.startsWith('__reactContainer')))
          return null;
        const target = document.querySelector('footer a[href="/help#responsible"]');
        const box = target?.getBoundingClientRect();
        return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
      },
      undefined,
      { ...WAIT, polling: 'raf' },
    );
    const { x, y } = (await where.jsonValue()) as { x: number; y: number };
    if (phone) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);

    await page.waitForURL(/\/help#responsible$/, { ...WAIT, waitUntil: 'commit' });
    const duringHydration =
      (await page.evaluate(() => sessionStorage.getItem('tapWhileHydrating'))) === 'true';
    const heading = page.locator('#responsible h2');
    await heading.waitFor(WAIT);
    await expect
      .poll(() =>
        heading.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expectAccessible(page);
    await context.close();
    return duringHydration;
  }

  for (const { path, device, phone } of CASES) {
    it(`follows the footer link tapped on ${path} (${device}) before the page has come alive`, async () => {
      // The link must be followed every time; the journey is about a tap that lands while the
      // page is hydrating, which a busy machine can miss (hydration ends before the tap
      // arrives), so it tries again until one does.
      let landedDuringHydration = false;
      for (let attempt = 0; attempt < ATTEMPTS && !landedDuringHydration; attempt += 1) {
        landedDuringHydration = await tapDuringStart(path, phone);
      }
      expect(landedDuringHydration, `a tap landed while ${path} was hydrating`).toBe(true);
    });
  }
});
