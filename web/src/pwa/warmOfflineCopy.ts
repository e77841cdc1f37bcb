/**
 * What a page fetched before the service worker took it did not pass through the worker, so the
 * worker kept none of it: an offline start would open the shell without the screen's code, lists
 * or pictures. Once a first-time worker takes the page, the page asks for them again, through it,
 * and the worker keeps what its rules let it (web/src/pwa/workerCaching.ts): the built code the
 * precache leaves out, the platform's public reads, the site's pictures. The answers are
 * dropped: the page already shows them.
 */
export interface OfflineCopySources {
  /** Sends the page's public reads again (the transport's `readAgain`, with the gateway's). */
  readAgain: () => Promise<void>;
  /** Whether a member is signed in: then only code is asked for, never their reads or pictures. */
  signedIn: boolean;
  /**
   * Fetches the words, in the language in use, of the screens an offline start opens from the
   * precache without the page having shown them (the lobbies): the precache holds English only.
   */
  wordsAgain?: () => Promise<unknown>;
  /** The resources the page has loaded (`performance.getEntriesByType('resource')`). */
  resources?: readonly { name: string }[];
  /** The page's pictures (`document.images`); only those it has loaded are asked for. */
  images?: Iterable<PageImage>;
  origin?: string;
  fetch?: typeof fetch;
}

/** What of an `<img>` tells whether and where the page loaded it. */
export interface PageImage {
  currentSrc: string;
  src: string;
  /** False for a lazy picture the page has not asked for yet (below the fold). */
  complete: boolean;
}

/** The site's built code and styles: hashed files under `/assets/`. */
const BUILT_CODE = /^\/assets\/[^/]+\.(?:js|css)$/;
/** Enough for a screen's pictures; the worker keeps at most 400. */
const PICTURES_MAX = 200;
/**
 * Requests in flight at once. Asked all together, a member's page built forty requests in one
 * task: 100 ms of main thread on a phone-speed CPU, most of the deposit page's blocking time.
 */
export const ASKS_AT_ONCE = 4;

/**
 * Runs `asks` at most `atOnce` at a time, each starting as an earlier one settles, so no one task
 * of the page builds them all. An ask must not reject.
 */
export async function inTurns(
  asks: readonly (() => Promise<unknown>)[],
  atOnce: number,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < asks.length) {
      const ask = asks[next];
      next += 1;
      await ask?.();
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, asks.length) }, lane));
}

/** The site's own code and styles the page has loaded. */
export function builtCodeLoaded(resources: readonly { name: string }[], origin: string): string[] {
  const files = new Set<string>();
  for (const { name } of resources) {
    const url = new URL(name, origin);
    if (url.origin === origin && BUILT_CODE.test(url.pathname)) files.add(url.href);
  }
  return [...files];
}

/**
 * The pictures the page has loaded, from any host (game artwork comes from the platform's image
 * CDN). A lazy picture it has not asked for yet is left for when the player scrolls to it: asking
 * for it here would download every card of a long lobby on a first visit.
 */
export function picturesShown(images: Iterable<PageImage>, origin: string): string[] {
  const pictures = new Set<string>();
  for (const image of images) {
    if (!image.complete) continue;
    const src = image.currentSrc || image.src;
    if (!src) continue;
    const url = new URL(src, origin);
    if (url.protocol === 'https:' || url.protocol === 'http:') pictures.add(url.href);
    if (pictures.size >= PICTURES_MAX) break;
  }
  return [...pictures];
}

/**
 * Asks for it all again through the worker, a few requests at a time; settles once every answer is
 * in (or failed).
 */
export async function warmOfflineCopy(sources: OfflineCopySources): Promise<void> {
  const origin = sources.origin ?? window.location.origin;
  const fetchImpl = sources.fetch ?? globalThis.fetch.bind(globalThis);
  const drain = (url: string, init?: RequestInit) => () =>
    fetchImpl(url, init)
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  const resources =
    sources.resources ??
    (typeof performance === 'undefined' ? [] : performance.getEntriesByType('resource'));
  const code = builtCodeLoaded(resources, origin).map((url) => drain(url));
  const words = sources.wordsAgain?.().catch(() => undefined);
  if (sources.signedIn) {
    await Promise.all([inTurns(code, ASKS_AT_ONCE), words]);
    return;
  }
  const pictures = picturesShown(sources.images ?? document.images, origin).map((url) =>
    drain(url, {
      // `fetch` cannot say it wants an image (its destination is empty): the worker knows a
      // picture asked for again by this type (workerCaching.ts, `isPicture`). Another host's
      // picture is fetched as the page's <img> did, without CORS.
      headers: { Accept: 'image/avif,image/webp,image/svg+xml,image/*,*/*;q=0.8' },
      mode: new URL(url).origin === origin ? 'same-origin' : 'no-cors',
    }),
  );
  await Promise.all([
    inTurns([...code, ...pictures], ASKS_AT_ONCE),
    sources.readAgain().catch(() => undefined),
    words,
  ]);
}
