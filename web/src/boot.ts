/**
 * The page's first script (an `async` module of a few hundred bytes, see vite.config.ts): it starts
 * the application bundle, whose address and imports it carries in data attributes.
 *
 * - A page the gateway rendered on the server is already readable. The bundle (about 170 KiB on a
 *   phone's line) is fetched once that page has painted and its main picture has arrived, so it
 *   does not share the line with them; it then hydrates the page in place.
 * - A plain shell (an installed app, or the gateway could not render) shows nothing without the
 *   bundle: the status call leaves at once and the bundle is fetched at once.
 */
import type * as EarlyStatusModule from './app/earlyStatus';

const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');
/**
 * The id of the gateway's data block, `FIRST_SCREEN_ID` of stores/firstScreenId.ts (a test keeps
 * them equal). Written out rather than imported: this script imports nothing statically, since
 * an import is one more round trip before the bundle starts (about 0.6 s on slow 4G).
 */
const FIRST_SCREEN_ID = 'first-screen';
/** The longest the main picture may hold back the bundle. */
const HERO_WAIT_MS = 3_000;

function domParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  );
}

/** Settles after the next frame has painted (a hidden tab paints nothing: at once). */
function painted(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Settles once the screen's high-priority picture has loaded or failed, or the wait is over. */
function heroLoaded(): Promise<void> {
  const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!hero || hero.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, HERO_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    hero.addEventListener('load', done, { once: true });
    hero.addEventListener('error', done, { once: true });
  });
}

function listed(name: 'preload' | 'screen'): string[] {
  return (tag?.dataset[name] ?? '').split(' ').filter(Boolean);
}

function addLink(href: string): void {
  // Already on the page (a stylesheet of the rendered screen): nothing to fetch.
  if (document.querySelector(`link[href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  if (href.endsWith('.css')) {
    link.rel = 'preload';
    link.as = 'style';
  } else {
    link.rel = 'modulepreload';
  }
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

/**
 * Requests the bundle, then what the screen needs beyond it (`data-screen`, a centre's frame and
 * section on a deep link) so those no longer wait for the bundle to run and ask for them one
 * after another. The bundle goes first: on HTTP/1.1 the requests queue on six connections.
 */
function fetchBundle(entry: string): void {
  for (const href of [...listed('preload'), entry, ...listed('screen')]) addLink(href);
}

async function start(): Promise<void> {
  const entry = tag?.dataset.entry;
  if (!entry) return;
  if (document.getElementById(FIRST_SCREEN_ID)) {
    await domParsed();
    await painted();
    await heroLoaded();
    fetchBundle(entry);
  } else {
    // Imported here so that a rendered page loads none of the client before it has painted; by
    // its address (vite.config.ts), as a bundled import would add the preload helper to this file.
    const status = tag?.dataset.status;
    if (status) {
      void import(/* @vite-ignore */ status).then(({ earlyStatus }: typeof EarlyStatusModule) =>
        earlyStatus(),
      );
    }
    fetchBundle(entry);
    // The application looks for #root: the document must be parsed first.
    await domParsed();
  }
  await import(/* @vite-ignore */ entry);
}

void start();
