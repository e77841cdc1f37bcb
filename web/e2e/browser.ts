import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The flags every Chromium this project starts is given: the journeys, the tour, the icon
 * renderer and the benches (scripts/ imports them from here). No sandbox (containers run it as
 * root), no GPU, and nothing of Chromium's own on the network (updates, sync, field trials): a
 * bench that counts or times the page's traffic sees only the page's. Playwright adds
 * `--headless` itself; a Chromium spawned directly needs it added.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumMissingMessage(): string {
  return (
    `Chromium was not found at ${CHROMIUM_PATH}. Browser tests need Debian's "chromium" package: ` +
    'apt-get install -y chromium (or set CHROMIUM_PATH).'
  );
}

/** Session-storage keys that record an audience's announcement popup as closed (spec §9). */
const POPUP_KEYS = ['ANONYMOUS_POPUP', 'USER_POPUP'];

/** The browser's own newContext, before the popup marks were added to it. */
const plainNewContext = new WeakMap<Browser, Browser['newContext']>();

/**
 * Every page starts with both announcement popups marked as already shown, so a popup never
 * covers what a journey clicks. A journey about the popup opts in with
 * `contextWithAnnouncements`.
 */
async function markPopupsShown(context: BrowserContext): Promise<void> {
  // The gateway's copy of the visitors' mark (stores/preferenceCookie.ts): without it the first
  // page would come rendered with the popup, which the browser would then have to take away.
  await context.addCookies(
    ['127.0.0.1', 'localhost'].map((domain) => ({
      name: 'ANONYMOUS_POPUP',
      value: '1',
      domain,
      path: '/',
    })),
  );
  await context.addInitScript((keys: string[]) => {
    try {
      for (const key of keys)
        if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, '1');
    } catch {
      // Frames without storage (sandboxed or opaque origins) have no popup to mark.
    }
  }, POPUP_KEYS);
}

/** A context whose pages show the announcement popups as a real visitor's would. */
export function contextWithAnnouncements(
  browser: Browser,
  options?: BrowserContextOptions,
): Promise<BrowserContext> {
  const plain = plainNewContext.get(browser);
  if (!plain) throw new Error('contextWithAnnouncements needs a browser from launchChromium');
  return plain(options);
}

/** Headless Debian Chromium with the flags this project's machines need (no network beyond loopback). */
export async function launchChromium(): Promise<Browser> {
  const browser = await launchPlainChromium();
  const plain = browser.newContext.bind(browser);
  plainNewContext.set(browser, plain);
  // browser.newPage goes through newContext, so pages made either way are marked.
  browser.newContext = async (options?: BrowserContextOptions) => {
    const context = await plain(options);
    await markPopupsShown(context);
    return context;
  };
  return browser;
}

/**
 * Headless Debian Chromium with those flags (and `extraArgs`) and nothing added to its pages: what
 * the scripts and benches drive.
 */
export function launchPlainChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS, ...extraArgs],
  });
}
