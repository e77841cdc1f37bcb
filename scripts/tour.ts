import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { run } from './lib/run.js';
import { freePort, ROOT, startStack, type Stack } from './lib/stack.js';
import { launchPlainChromium } from '../web/e2e/browser.js';
import { signInContext } from '../web/e2e/mocksControl.js';
import {
  TOUR_ACCOUNTS,
  TOUR_LOOKS,
  TOUR_SCREENS,
  type Audience,
  type TourScreen,
} from './tour/screens.js';

/**
 * `npm run tour`: builds the site, starts it over the stand-in (the journeys' stack), and takes
 * every screen signed out, as a member and as an agent, on a 390×844 phone and a 1280×800
 * desktop, in both themes, into a folder of PNGs: the whole site to look at in a minute. Each
 * screen gives two pictures: what a player sees on arrival (`<screen>.png`) and the whole page
 * (`<screen>.full.png`).
 *
 *   npm run tour                      build, then pictures into tour/
 *   npm run tour -- --no-build        use the last build
 *   npm run tour -- --out some/dir    pictures elsewhere
 *   npm run tour -- --only member     one audience (visitor, member or agent)
 */

/** How long a screen may take to settle before it is taken as it stands. */
const SETTLE_MS = 20_000;
/** Session-storage marks of the announcement popups: seen, so no popup covers a screen. */
const POPUP_MARKS = ['ANONYMOUS_POPUP', 'USER_POPUP'];

interface Options {
  build: boolean;
  out: string;
  only: Audience | null;
}

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      'no-build': { type: 'boolean', default: false },
      out: { type: 'string' },
      only: { type: 'string' },
    },
  });
  const only = values.only ?? null;
  if (only !== null && only !== 'visitor' && only !== 'member' && only !== 'agent')
    throw new Error('--only takes visitor, member or agent');
  return {
    build: !values['no-build'],
    out: values.out === undefined ? path.join(ROOT, 'tour') : path.resolve(values.out),
    only,
  };
}

async function devSession(mocksUrl: string, account: string): Promise<string> {
  const res = await fetch(`${mocksUrl}/__dev/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account }),
  });
  const body = (await res.json()) as { value?: { token?: string } };
  const token = body.value?.token;
  if (!res.ok || !token) throw new Error(`the stand-in gave no session for ${account}`);
  return token;
}

async function newLook(
  browser: Browser,
  stack: Stack,
  look: (typeof TOUR_LOOKS)[number],
  audience: Audience,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: look.viewport,
    isMobile: look.mobile,
    hasTouch: look.mobile,
    locale: 'en-US',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  // The theme as the theme switch keeps it: storage for the app, a cookie for the server; the
  // visitors' popup marked as seen for the server too, so it does not render it into the page.
  await context.addCookies([
    { name: 'theme', value: look.theme, url: stack.gatewayUrl },
    { name: 'ANONYMOUS_POPUP', value: '1', url: stack.gatewayUrl },
  ]);
  // A member's and an agent's looks are signed in as a sign-in link does: the gateway keeps the
  // session, the context its cookie.
  if (audience !== 'visitor') {
    const token = await devSession(stack.mocksUrl, TOUR_ACCOUNTS[audience]);
    await signInContext(context, stack.gatewayUrl, token);
  }
  await context.addInitScript(
    ({ theme, marks }) => {
      localStorage.setItem('theme', theme);
      for (const mark of marks) sessionStorage.setItem(mark, '1');
    },
    { theme: look.theme, marks: POPUP_MARKS },
  );
  return context;
}

/** Opens a screen and waits for what a player waits for: the page alive, its data arrived. */
async function settle(page: Page, url: string): Promise<void> {
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: SETTLE_MS });
  } catch {
    // A screen that keeps a connection busy is taken once it has loaded.
    await page.waitForLoadState('load');
  }
  await page
    .locator('[data-hydrating]')
    .first()
    .waitFor({ state: 'detached', timeout: SETTLE_MS })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Taps the first button of that name and waits for what it opens to load. */
async function tap(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).first().click({ timeout: SETTLE_MS });
  await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options.build) {
    console.log('Building web, gateway and mocks…');
    await run('npm', ['run', 'build', '--silent']);
  }
  const gatewayPort = await freePort();
  const stack = await startStack({
    gatewayPort,
    mocksPort: await freePort(),
    stdio: 'ignore',
    gatewayEnv: {
      LOG_LEVEL: 'warn',
      ADMIN_PORT: '0',
      SITE_MIRROR_ORIGINS: `http://localhost:${gatewayPort}`,
    },
  });
  const browser = await launchPlainChromium();
  let taken = 0;
  /** Screens wider than their viewport: a phone player would have to scroll sideways. */
  const overflowing: string[] = [];
  // Ctrl-C stops the browser, the gateway and the stand-in too, not only this script.
  const interrupted = async () => {
    await browser.close().catch(() => undefined);
    await stack.stop();
    process.exit(130);
  };
  process.once('SIGINT', () => void interrupted());
  process.once('SIGTERM', () => void interrupted());
  try {
    // The seeded stand-in, so every tour shows the same accounts and lists.
    await fetch(`${stack.mocksUrl}/__dev/reset`, { method: 'POST' });
    const audiences = (['visitor', 'member', 'agent'] as const).filter(
      (a) => !options.only || a === options.only,
    );
    for (const audience of audiences) {
      const screens = TOUR_SCREENS.filter((s: TourScreen) => s.audience === audience);
      for (const look of TOUR_LOOKS) {
        const folder = path.join(options.out, audience, look.name);
        await fs.mkdir(folder, { recursive: true });
        const context = await newLook(browser, stack, look, audience);
        const page = await context.newPage();
        for (const screen of screens) {
          await settle(page, `${stack.gatewayUrl}${screen.path}`);
          for (const step of screen.steps ?? []) {
            if ('goto' in step) await settle(page, `${stack.gatewayUrl}${step.goto}`);
            else await tap(page, step.tap);
          }
          const wide = await page.evaluate(
            () => document.documentElement.scrollWidth > window.innerWidth,
          );
          if (wide) overflowing.push(`${audience}/${look.name}/${screen.name}`);
          // The first screen, as a player sees it on arrival, and the whole page below it.
          await page.screenshot({ path: path.join(folder, `${screen.name}.png`) });
          await page.screenshot({
            path: path.join(folder, `${screen.name}.full.png`),
            fullPage: true,
          });
          taken += 2;
        }
        await context.close();
        console.log(`${audience} ${look.name}: ${screens.length} screens`);
      }
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  console.log(`\n${taken} pictures in ${options.out}`);
  if (overflowing.length > 0)
    console.log(`\nWider than the screen (sideways scrolling):\n  ${overflowing.join('\n  ')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
