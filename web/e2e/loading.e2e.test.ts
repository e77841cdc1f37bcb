import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ROOT } from '../../scripts/lib/stack';
import { DEFERRED_WORK_MARK } from '../src/app/whenIdle';
import {
  devPost,
  devSession,
  memberCallHeaders,
  signInContext,
  siteCallHeaders,
} from './mocksControl';
import { journeyBrowser } from './journey';
import { keepEveryTiming, recordPlatformCalls } from './platformCalls';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

/** A small phone: the wins' carousel is well below its fold. */
const PHONE = { width: 375, height: 667 };
const ASSETS = path.join(ROOT, 'web/dist/assets');

/**
 * The built chunks that carry a source file (read from the build's source maps), so the journey
 * names what it looks for by its code, whatever the bundler called the file.
 */
function chunksOf(source: string): string[] {
  const chunks = fs
    .readdirSync(ASSETS)
    .filter((file) => file.endsWith('.js.map'))
    .filter((map) => {
      const { sources } = JSON.parse(fs.readFileSync(path.join(ASSETS, map), 'utf8')) as {
        sources: string[];
      };
      return sources.some((s) => s.includes(source));
    })
    .map((map) => map.replace(/\.map$/, ''));
  if (chunks.length === 0) throw new Error(`no built chunk carries ${source}`);
  return chunks;
}

const SWIPER = chunksOf('node_modules/swiper/');
const DOMPURIFY = chunksOf('node_modules/dompurify/');
const WORKBOX = chunksOf('node_modules/workbox-window/');
const FORGE_DES = chunksOf('node_modules/node-forge/lib/des.js');
/** node-forge's RSA half, for encrypted calls only. */
const FORGE_RSA = chunksOf('node_modules/node-forge/lib/rsa.js');
/** The site's bundle, which the boot script fetches first. */
const ENTRY = chunksOf('src/main.tsx');

/** Every request the page makes, in order, with what it was and when it ended. */
function recordTraffic(page: Page) {
  const events: { kind: 'request' | 'answered'; path: string; method: string }[] = [];
  page.on('request', (r) => {
    events.push({ kind: 'request', path: new URL(r.url()).pathname, method: r.method() });
  });
  page.on('requestfinished', (r) => {
    events.push({ kind: 'answered', path: new URL(r.url()).pathname, method: r.method() });
  });
  const requested = (chunks: readonly string[]) =>
    events.some((e) => e.kind === 'request' && chunks.some((c) => e.path.endsWith(`/${c}`)));
  return { events, requested };
}

/** When the page's deferred work began and when each chunk was requested (page clock, ms). */
async function timeline(page: Page) {
  return page.evaluate((mark) => {
    const idle = performance.getEntriesByName(mark)[0]?.startTime ?? null;
    const chunks = performance
      .getEntriesByType('resource')
      .map((e) => ({ file: e.name.split('/').pop() ?? '', start: e.startTime }));
    return { idle, chunks };
  }, DEFERRED_WORK_MARK);
}

/** Real play on the stand-in's demo slot, through the gateway, until one round wins. */
async function settleAWin(): Promise<void> {
  const token = await devSession(mocksUrl, 'player1');
  const headers = await memberCallHeaders(gatewayUrl, token);
  const hot = (await (
    await fetch(`${gatewayUrl}/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&language=EN`, { headers })
  ).json()) as { value: { list: { nodeId: number; isGame: string }[] } };
  const game = hot.value.list.find((g) => g.isGame === 'GAME');
  const launched = (await (
    await fetch(`${gatewayUrl}/wps/game/launchGame?nodeId=${game!.nodeId}&language=EN`, {
      headers,
    })
  ).json()) as { value: { url: string } };
  const ticket = new URL(launched.value.url, gatewayUrl).searchParams.get('ticket');
  for (let round = 0; round < 300; round += 1) {
    const spin = (await (
      await fetch(`${gatewayUrl}/wps/standin/demo/api/spin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...siteCallHeaders(gatewayUrl) },
        body: JSON.stringify({ ticket, stake: 1 }),
      })
    ).json()) as { value?: { win: number } };
    if ((spin.value?.win ?? 0) > 0) return;
  }
  throw new Error('no round won in 300 spins');
}

async function signedIn(account: string): Promise<BrowserContext> {
  const token = await devSession(mocksUrl, account);
  const context = await browser().newContext({ locale: 'en-US', viewport: PHONE });
  await signInContext(context, gatewayUrl, token);
  return context;
}

describe('the first visit loads each heavy library only when its moment comes', () => {
  it('home with one banner: no swiper, sanitiser or RSA; customer service and the worker after idle', async () => {
    await devPost(mocksUrl, '/__dev/banners', { group: 'w_home', keep: 1 });
    // A settled win puts the wins' carousel on the page, below the fold of a phone.
    await settleAWin();
    const context = await browser().newContext({ locale: 'en-US', viewport: PHONE });
    const page = await context.newPage();
    const traffic = recordTraffic(page);
    await page.goto(`${gatewayUrl}/`);
    await page.getByTestId('home-banners').getByAltText('Welcome bonus').waitFor();
    await page.getByTestId('winners').waitFor();

    // The page settles by itself (no touch, no key): deferred work starts and fetches its code.
    await expect
      .poll(async () => {
        const { idle, chunks } = await timeline(page);
        return idle !== null && chunks.some((c) => FORGE_DES.includes(c.file));
      })
      .toBe(true);
    const { idle, chunks } = await timeline(page);
    const startOf = (names: readonly string[]) =>
      chunks.filter((c) => names.includes(c.file)).map((c) => c.start);
    for (const start of [...startOf(FORGE_DES), ...startOf(WORKBOX)]) {
      expect(start).toBeGreaterThanOrEqual(idle!);
    }
    expect(traffic.requested(SWIPER)).toBe(false);
    expect(traffic.requested(DOMPURIFY)).toBe(false);
    expect(traffic.requested(FORGE_RSA)).toBe(false);

    // The wins' carousel is below the fold: swiper comes when the player scrolls to it.
    await page.getByTestId('winners').scrollIntoViewIfNeeded();
    await expect.poll(() => traffic.requested(SWIPER)).toBe(true);
    await page.getByTestId('winners').locator('.swiper-initialized').waitFor();
    await context.close();
  });

  it('home with several banners fetches swiper for the carousel at the top', async () => {
    const context = await browser().newContext({ locale: 'en-US', viewport: PHONE });
    const page = await context.newPage();
    const traffic = recordTraffic(page);
    await page.goto(`${gatewayUrl}/`);
    await page.getByTestId('home-banners').locator('.swiper-initialized').waitFor();
    expect(traffic.requested(SWIPER)).toBe(true);
    expect(traffic.requested(DOMPURIFY)).toBe(false);
    await context.close();
  });
});

/** A signed-in page: its account, its route's chunks, when it is ready, calls it came with. */
interface SignedInCase {
  account: string;
  address: string;
  route: readonly string[];
  ready: (page: Page) => Promise<void>;
  /** Calls whose answers the gateway rendered into the page: the browser never makes them. */
  withPage?: readonly string[];
  /**
   * Calls the page makes and so does something on every page at start, which may come twice:
   * the two share one request when they overlap (never asserted: it depends on timing).
   */
  alsoAtStart?: readonly string[];
}

describe('signed-in pages ask for each thing once, and their code without waiting', () => {
  const cases: SignedInCase[] = [
    {
      account: 'player1',
      address: '/member?page=depositv2',
      route: chunksOf('src/app/member/MemberCentrePage.tsx'),
      ready: (page: Page) => page.getByLabel('Amount', { exact: true }).waitFor(),
    },
    {
      account: 'player1',
      address: '/member?page=withdraw',
      route: chunksOf('src/app/member/MemberCentrePage.tsx'),
      ready: (page: Page) => page.getByRole('heading', { name: 'New withdrawal' }).waitFor(),
      // Its summary, note, accounts and password state came with the page.
      withPage: [
        'GET /wps/relay/MCSFE_getWithdrawSettings',
        'GET /wps/relay/MCSFE_getTurnoverInfo',
        'GET /wps/member/hasWithdrawalPassword',
      ],
      // The receipt-confirmation dialog's opener checks at start on every page.
      alsoAtStart: ['GET /wps/relay/MCSFE_getPaymentConfirmationList'],
    },
    {
      account: 'agent1',
      address: '/agentHome',
      route: chunksOf('src/app/agent/AgentHomePage.tsx'),
      ready: (page: Page) => page.locator('[data-screen="agent-home"]').waitFor(),
    },
  ];

  for (const { account, address, route, ready, withPage = [], alsoAtStart = [] } of cases) {
    it(`${address}: no API path twice, the member's data with the page, the route chunk with the bundle`, async () => {
      const context = await signedIn(account);
      await keepEveryTiming(context);
      const page = await context.newPage();
      const traffic = recordTraffic(page);
      const platformCalls = recordPlatformCalls(page);
      await page.goto(`${gatewayUrl}${address}`);
      await ready(page);
      // Everything the page does by itself has started once its deferred work has run and the
      // socket is live.
      await expect
        .poll(async () => (await timeline(page)).idle !== null && traffic.requested(WORKBOX))
        .toBe(true);
      await page.locator('html[data-realtime="live"]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');

      const { live, before, after } = await platformCalls.aroundLive();
      expect(live).not.toBeNull();
      const twice = [...before].filter(([key, n]) => n > (alsoAtStart.includes(key) ? 2 : 1));
      expect(twice).toEqual([]);
      // The member's details and balance came with the page the gateway rendered for them.
      expect(before.get('GET /wps/v2/wallets/balance')).toBeUndefined();
      expect(before.get('GET /wps/member/info')).toBeUndefined();
      for (const call of withPage) expect(before.get(call), call).toBeUndefined();
      // Once the gateway relays, the page reads once more what a push may have changed while it
      // loaded (the balance among it), and nothing twice.
      expect(after.get('GET /wps/v2/wallets/balance')).toBe(1);
      expect([...after].filter(([, n]) => n > 1)).toEqual([]);
      expect(after.get('GET /wps/member/info')).toBeUndefined();

      // The centre's code, which hydrating its markup needs, leaves with the bundle (the boot
      // script's `data-screen`), not once the bundle has arrived and run.
      const at = (kind: 'request' | 'answered', match: (p: string) => boolean) =>
        traffic.events.findIndex((e) => e.kind === kind && match(e.path));
      const routeRequested = at('request', (p) => route.some((c) => p.endsWith(`/${c}`)));
      expect(routeRequested).toBeGreaterThanOrEqual(0);
      expect(routeRequested).toBeLessThan(
        at('answered', (p) => ENTRY.some((c) => p.endsWith(`/${c}`))),
      );
      await context.close();
    });
  }
});
