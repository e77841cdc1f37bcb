import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessibleInEveryLook } from './a11y';
import { journeyBrowser } from './journey';
import { devSession, holdsSession, signInContext } from './mocksControl';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

/** How a tab's sign-out reaches the browser's other tabs: at once, not at their next call. */
const OTHER_TAB = { timeout: 5_000 };
/** The stand-in's session tokens: 24 random bytes in hex (mocks/src/state/sessions.ts). */
const TOKEN_SHAPE = /(?<![0-9a-f])[0-9a-f]{48}(?![0-9a-f])/i;

/**
 * A fresh profile. It arrives from the journeys' own address, where the stand-in knows player1
 * (from an address it has not seen, it would ask for a second factor).
 */
const newContext = (): Promise<BrowserContext> => browser().newContext({ locale: 'en-US' });

async function signInWithTheForm(page: Page): Promise<void> {
  await page.goto(`${gatewayUrl}/login`);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username', { exact: true }).fill('player1');
  await dialog.getByLabel('Password', { exact: true }).fill('Player123');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await signedIn(page);
}

const signedIn = (page: Page, wait = {}) => page.getByLabel('Member menu').first().waitFor(wait);
const signedOut = (page: Page, wait = {}) =>
  page.getByRole('button', { name: 'Log in' }).first().waitFor(wait);

async function signOut(page: Page): Promise<void> {
  await page.getByLabel('Member menu').first().click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Are you sure you want to sign out?' }).waitFor();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await signedOut(page);
}

/** Marks the document, so a journey can tell it was not reloaded. */
const markDocument = (page: Page) =>
  page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/**
 * Everything a script in the page can read, gathered by such a script: both storages, the
 * cookies it may see, the address, the Cache Storage (the service worker's caches), the names of
 * its IndexedDB databases, and the answers it can fetch in the member's session (the member's
 * details and balance, and the pages themselves with the first-screen data in them). Nothing is
 * passed in: the page is never handed what the journey looks for.
 */
function readableByThePage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const seen: Record<string, string> = {};
    for (const [name, storage] of [
      ['sessionStorage', sessionStorage],
      ['localStorage', localStorage],
    ] as const) {
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i) ?? '';
        seen[`${name}.${key}`] = `${key}=${storage.getItem(key) ?? ''}`;
      }
    }
    seen['document.cookie'] = document.cookie;
    seen.location = location.href;
    seen.referrer = document.referrer;
    seen['window.name'] = window.name;
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const answer = await cache.match(request);
        seen[`caches.${name} ${request.url}`] = `${request.url} ${(await answer?.text()) ?? ''}`;
      }
    }
    const databases = 'databases' in indexedDB ? await indexedDB.databases() : [];
    seen.indexedDB = databases.map((d) => d.name).join(',');
    const headers = { 'X-Site-Request': '1', Device: 'web', 'X-Gateway-Version': '3' };
    for (const path of [
      '/wps/member/info',
      '/wps/v2/wallets/balance',
      location.pathname + location.search,
      '/member',
      '/agentHome',
    ]) {
      const answer = await fetch(path, { headers, cache: 'no-store' });
      seen[`fetch ${path}`] = `${answer.status} ${await answer.text()}`;
    }
    return seen;
  });
}

/** Every string in the page's JavaScript heap: whatever its scripts hold, reachable or not. */
async function heapStrings(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await cdp.detach();
  return (JSON.parse(chunks.join('')) as { strings: string[] }).strings;
}

/** Where in `seen` any of `secrets`, or a string of the token's shape, turns up. */
function findings(seen: Record<string, string>, secrets: string[]): string[] {
  return Object.entries(seen).flatMap(([where, text]) => [
    ...secrets.filter((secret) => text.includes(secret)).map(() => `${where}: a secret`),
    ...(TOKEN_SHAPE.test(text) ? [`${where}: ${TOKEN_SHAPE.exec(text)?.[0]}`] : []),
  ]);
}

/** The session cookie's id, which only the browser holds (HttpOnly): the page must not see it. */
async function sessionId(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies(gatewayUrl)).find((c) =>
    /^(__Host-)?ph_session$/.test(c.name),
  );
  if (!cookie) throw new Error('the context holds no session cookie');
  expect(cookie.httpOnly).toBe(true);
  expect(cookie.sameSite).toBe('Lax');
  return cookie.value;
}

describe('a session no script in the page can read', () => {
  it('leaves no token anywhere the page can look after signing in with the form', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await signInWithTheForm(page);
    const id = await sessionId(context);

    const seen = await readableByThePage(page);
    expect(seen['fetch /wps/member/info']).toContain('player1');
    expect(seen['document.cookie']).toContain('ph_signed_in=1');
    expect(seen['document.cookie']).not.toMatch(/ph_session/);
    expect(findings(seen, [id])).toEqual([]);

    const heap = await heapStrings(page);
    expect(heap.filter((s) => s.includes(id))).toEqual([]);
    expect(heap.filter((s) => /ph_session=/.test(s))).toEqual([]);
    await context.close();
  });

  it('exchanges a sign-in link before the page loads: the token is never in the address or the page', async () => {
    const token = await devSession(mocksUrl, 'player1');
    const context = await newContext();
    const page = await context.newPage();
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(frame.url());
    });
    await page.goto(`${gatewayUrl}/promotions?token=${token}`);
    await signedIn(page);
    expect(new URL(page.url()).pathname).toBe('/promotions');
    expect(addresses.filter((a) => a.includes(token))).toEqual([]);
    const id = await sessionId(context);

    const seen = await readableByThePage(page);
    expect(findings(seen, [token, id])).toEqual([]);
    const heap = await heapStrings(page);
    expect(heap.filter((s) => s.includes(token) || s.includes(id))).toEqual([]);

    // A new tab of the same browser opens signed in: the tabs share the gateway's session.
    const second = await context.newPage();
    await second.goto(`${gatewayUrl}/`);
    await signedIn(second);
    expect(findings(await readableByThePage(second), [token, id])).toEqual([]);
    await context.close();
  });

  it('refuses a call replayed with the session cookie after sign-out', async () => {
    const context = await newContext();
    await signInContext(context, gatewayUrl, await devSession(mocksUrl, 'player1'));
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/`);
    await signedIn(page);
    // What someone who caught one of the member's requests would send again.
    const captured = {
      Cookie: `ph_session=${await sessionId(context)}`,
      'X-Site-Request': '1',
      Device: 'web',
      'X-Gateway-Version': '3',
    };
    const before = await fetch(`${gatewayUrl}/wps/member/info`, { headers: captured });
    expect(((await before.json()) as { success: boolean }).success).toBe(true);

    await signOut(page);
    expect(await holdsSession(context)).toBe(false);
    const replayed = await fetch(`${gatewayUrl}/wps/member/info`, { headers: captured });
    const answer = (await replayed.json()) as { success: boolean; message: string };
    expect(answer).toMatchObject({ success: false, message: 'please_login_first' });
    const spent = await fetch(`${gatewayUrl}/wps/v2/wallets/balance`, { headers: captured });
    expect(((await spent.json()) as { success: boolean }).success).toBe(false);
    await context.close();
  });
});

describe('the tabs of one browser share one session', () => {
  it('signs every other tab out at once when one signs out, without a reload', async () => {
    const context = await newContext();
    await signInContext(context, gatewayUrl, await devSession(mocksUrl, 'player1'));
    const [first, second] = [await context.newPage(), await context.newPage()];
    await first.goto(`${gatewayUrl}/`);
    await second.goto(`${gatewayUrl}/`);
    await signedIn(first);
    await signedIn(second);
    await markDocument(second);

    await signOut(first);
    await signedOut(second, OTHER_TAB);
    expect(await second.getByLabel('Member menu').count()).toBe(0);
    expect(await sameDocument(second)).toBe(true);
    expect(await second.evaluate(() => document.cookie)).not.toContain('ph_signed_in');
    await context.close();
  });

  it('signs a signed-out tab in when another signs in, and shows its member', async () => {
    const context = await newContext();
    const [first, second] = [await context.newPage(), await context.newPage()];
    await second.goto(`${gatewayUrl}/`);
    await signedOut(second);
    await markDocument(second);

    await signInWithTheForm(first);
    await signedIn(second, OTHER_TAB);
    expect(await sameDocument(second)).toBe(true);
    await second.getByRole('button', { name: 'Show balance' }).click();
    await expect.poll(() => second.getByTestId('balance').textContent()).toMatch(/\d\.\d{2}$/);
    await context.close();
  });

  it('is accessible signed in, on a phone and a desktop, light and dark', async () => {
    const context = await newContext();
    await signInContext(context, gatewayUrl, await devSession(mocksUrl, 'player1'));
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/`);
    await expectAccessibleInEveryLook(page, async () => {
      await page.goto(`${gatewayUrl}/`);
      await signedIn(page);
    });
    await context.close();
  });
});
