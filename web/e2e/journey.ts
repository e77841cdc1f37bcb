import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { launchChromium } from './browser';
import { resetMocks } from './mocksControl';

/**
 * The hooks every journey file shares: one Chromium for the file, and the stand-in back to its
 * seed before each journey. Returns the file's browser, available once the file has started.
 */
export function journeyBrowser(mocksUrl: string): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await resetMocks(mocksUrl);
  });
  return () => {
    if (!browser) throw new Error('the journey browser is used before the file has started');
    return browser;
  };
}

/**
 * Waits until the tab's socket is live: the gateway has said it relays the member's events, so
 * a push from now on reaches the page as an event. What was pushed before then is only read
 * again at that moment (the resync on connection, `web/src/realtime/Realtime.ts`), which shows
 * no notice, so journeys about live notices start here.
 */
export async function untilLive(page: Page): Promise<void> {
  await page.locator('html[data-realtime="live"]').waitFor({ state: 'attached', timeout: 30_000 });
}

/**
 * The socket events the page has received, by name, in order, so a journey waiting for a live
 * update can say on failure whether the push reached the page at all.
 */
export function pushesHeard(page: Page): () => string[] {
  const heard: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      // socket.io event frames are `42["name",payload]`.
      const name = /^42\["([^"]+)"/.exec(String(payload))?.[1];
      if (name) heard.push(name);
    });
    socket.on('close', () => heard.push('(socket closed)'));
  });
  return () => [...heard];
}

/** Runs a wait; when it fails, the error also says what the page heard and its socket state. */
export function explainingPushes(
  page: Page,
  heard: () => string[],
  wait: () => Promise<unknown>,
): Promise<void> {
  return explaining(wait, async () => {
    const state = await page
      .evaluate(() => document.documentElement.dataset.realtime ?? '(none)')
      .catch(() => '(page gone)');
    return `socket: ${state}; pushes heard: ${heard().join(', ')}`;
  });
}

/**
 * Runs a wait; when it fails, the error also says where the page is and what it shows (its
 * address, site state and first words), for a failure seen only on a busy CI machine.
 */
export function explainingPage(page: Page, wait: () => Promise<unknown>): Promise<void> {
  return explaining(wait, async () => {
    const shown = await page
      .evaluate(() => ({
        state: document.querySelector('[data-site-state]')?.getAttribute('data-site-state'),
        controlled: navigator.serviceWorker?.controller !== null,
        text: document.body.innerText.replace(/\s+/g, ' ').slice(0, 300),
      }))
      .catch(() => '(page gone)');
    return `page ${page.url()}: ${JSON.stringify(shown)}`;
  });
}

/** Runs a wait; a failure is thrown again with what `describe` says of the page added. */
async function explaining(
  wait: () => Promise<unknown>,
  describe: () => Promise<string>,
): Promise<void> {
  try {
    await wait();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\n${await describe()}`, { cause: error });
  }
}
