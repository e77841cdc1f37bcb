import { FIRST_SCREEN_ID } from './app/firstScreenId';

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
const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');
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

function fetchBundle(): void {
  for (const href of (tag?.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

async function start(): Promise<void> {
  const entry = tag?.dataset.entry;
  if (!entry) return;
  if (document.getElementById(FIRST_SCREEN_ID)) {
    await domParsed();
    await painted();
    await heroLoaded();
    fetchBundle();
  } else {
    // Imported here so that a rendered page loads none of the client before it has painted.
    void import('./app/earlyStatus').then(({ earlyStatus }) => earlyStatus());
    fetchBundle();
    // The application looks for #root: the document must be parsed first.
    await domParsed();
  }
  await import(/* @vite-ignore */ entry);
}

void start();
