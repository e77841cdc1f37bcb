import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import { HttpTransport } from './api/httpTransport';
import { SiteState } from './api/types';
import {
  isCentreFrame,
  isHomePath,
  isPrerendered,
  preloadScreen,
  screenFeatureOf,
} from './app/AppRoutes';
import {
  serializeFirstScreen,
  type FirstScreenData,
  type LobbyFirstScreen,
} from './stores/firstScreen';
import { CATEGORY_ROUTES } from './routing/routeTable';
import { AGENT_SECTIONS, MEMBER_SECTIONS, sectionFor, type CentreSection } from './app/centre';
import { Root } from './app/Root';
import { announcementPopupModule } from './app/SitePopups';
import type { Popup } from './api/client/announcements';
import { createI18n } from './i18n/i18n';
import { htmlLangOf } from './i18n/languages';
import { ensureMessages } from './i18n/loadMessages';
import { LANG_KEY } from './stores/LanguageStore';
import { MemoryStorage } from './stores/memoryStorage';
import { THEME_KEY } from './stores/UiStore';
import { RootStore } from './stores/RootStore';
import { sanitise } from './ui/sanitiser';

/** A public feature screen whose first screen shows the platform's data, and how to fetch it. */
interface FeatureFirstScreen {
  /** `clean`: the site's sanitiser on the gateway's DOM, for rich text; absent without a DOM. */
  load: (
    root: RootStore,
    clean: ((html: string) => string) | undefined,
  ) => Promise<{ key: string; data: unknown } | null>;
  /**
   * Without its data the screen would render differently from the browser's first render, so the
   * page is left to the browser; otherwise it is rendered without and the browser fetches it.
   */
  required: boolean;
}

const FEATURE_FIRST_SCREENS: Record<string, FeatureFirstScreen> = {
  '/promotions': {
    required: true,
    load: async (root) => (await import('./features/promotions')).promotionsFirstScreen(root),
  },
  '/help': {
    required: false,
    load: async (root, clean) =>
      clean ? (await import('./features/help')).helpFirstScreen(root, clean) : null,
  },
};

/** The category lobbies by path: each renders its vendors and first page of games. */
const LOBBY_CATEGORIES = new Map<string, string>(CATEGORY_ROUTES.map((r) => [r.path, r.code]));

/**
 * A lobby's lanes and first page, seeded into the root's stores. Not required: without them the
 * lobby renders its placeholders, which is also the browser's first render without them.
 */
async function loadLobby(
  root: RootStore,
  category: string,
  url: URL,
): Promise<LobbyFirstScreen | null> {
  return (await import('./features/lobby')).lobbyFirstScreen(root, category, url);
}

// Observers render once from the stores' state and subscribe to nothing.
enableStaticRendering(true);

/**
 * Markup by what it was rendered from. The screen is a function of the address, the player's
 * choices (language, theme) and the platform's answers alone (nothing in it reads the time or
 * chance), so a page many visitors open is rendered once while those stay the same. The platform
 * is still asked per visit: its answer depends on the visitor (the region check).
 */
const rendered = new Map<string, string>();
const RENDERED_MAX = 200;

function renderCached(key: string, render: () => string): string {
  const hit = rendered.get(key);
  if (hit !== undefined) {
    // Most recently used last: the oldest entry is the one to drop.
    rendered.delete(key);
    rendered.set(key, hit);
    return hit;
  }
  const html = render();
  rendered.set(key, html);
  if (rendered.size > RENDERED_MAX) rendered.delete(rendered.keys().next().value ?? '');
  return html;
}

/** DOMPurify over the gateway's DOM, one per window; and rich text cleaned once per text. */
const sanitisers = new WeakMap<WindowLike, DOMPurify>();
const cleanedText = new Map<string, string>();
const CLEANED_MAX = 200;

function cleanRichText(window: WindowLike, html: string): string {
  let purify = sanitisers.get(window);
  if (!purify) {
    purify = createDOMPurify(window);
    sanitisers.set(window, purify);
  }
  const hit = cleanedText.get(html);
  if (hit !== undefined) return hit;
  const clean = sanitise(purify, html);
  cleanedText.set(html, clean);
  if (cleanedText.size > CLEANED_MAX) cleanedText.delete(cleanedText.keys().next().value ?? '');
  return clean;
}

/** Pages that open a sign-in popup at once: the announcement would only wait behind it. */
const ACCOUNT_DIALOG_PATHS = new Set(['/login', '/register']);

/**
 * Whether this page opens with the visitors' announcement popup (spec: once per session per
 * audience): not when the visitor closed it this session or a member is signed in (the
 * `ANONYMOUS_POPUP` cookie, stores/preferenceCookie.ts), nor when a sign-in popup or a `?token=`
 * sign-in comes first.
 */
function opensVisitorPopup(url: URL, preferences: FirstScreenRequest['preferences']): boolean {
  return (
    preferences.ANONYMOUS_POPUP === undefined &&
    !ACCOUNT_DIALOG_PATHS.has(url.pathname) &&
    !url.searchParams.has('token')
  );
}

/**
 * The visitors' popups, fetched as the browser would, their rich text cleaned with the site's own
 * sanitiser (so the markup and the browser's hydration show it at once, without DOMPurify), and
 * the popup's code loaded so it renders here. False when the platform did not answer: the browser
 * then asks again, as it would without a rendered page.
 */
async function loadVisitorPopups(store: RootStore, window: WindowLike): Promise<boolean> {
  const [answered] = await Promise.all([
    store.announcements.loadPopups(),
    announcementPopupModule(),
  ]);
  if (!answered) return false;
  const popups: Popup[] = store.announcements.popups.map((popup) => ({
    ...popup,
    content: cleanRichText(window, popup.content),
  }));
  store.announcements.seedPopups(popups);
  return true;
}

/** What the gateway knows of one page request. */
export interface FirstScreenRequest {
  /** Path and query of the page. */
  url: string;
  /** The browser's languages, most preferred first (Accept-Language). */
  deviceLanguages: readonly string[];
  /**
   * What the player chose on this device, from the preference cookies (`stores/preferenceCookie`),
   * and whether the visitors' announcement popup is not for this browser session.
   */
  preferences: { lang?: string; theme?: string; ANONYMOUS_POPUP?: string };
  languages: { supported: readonly string[]; fallback: string };
  merchantCode: string;
  /** Reaches the platform for a path such as `/wps/system/status`, as this visitor's browser would. */
  fetch: typeof fetch;
  /**
   * A DOM (the gateway's jsdom window) for DOMPurify to clean operator rich text with. Without one
   * the announcement popup, whose text must be cleaned before it is shown, is left to the browser.
   * Typed loosely: it crosses from the gateway, which has no DOM types, as a plain object.
   */
  window?: object;
}

export interface FirstScreen {
  /** Markup for the page's `#root`. */
  html: string;
  /** Attributes for the page's `<html>` element: its language and colour theme. */
  htmlAttributes: Record<string, string>;
  /** The data it was rendered from, as JSON safe to place in a `<script>` block. */
  data: string;
  /** The feature folder of the screen rendered, whose stylesheets the page must link to paint. */
  feature?: string;
  /**
   * On a centre's frame whose section starts its first call at start-up, the modules under
   * src/features a signed-in browser needs beyond the bundle (the frame's and the section's): the
   * gateway has the boot script fetch their code with the bundle, where each would otherwise wait
   * for the one before it to run.
   */
  preload?: string[];
}

/** The sections of each centre whose frame the gateway renders (`isCentreFrame`). */
const CENTRE_SECTIONS: Record<string, readonly CentreSection[]> = {
  '/member': MEMBER_SECTIONS,
  '/agentHome': AGENT_SECTIONS,
};

const preloadOf = (modules: string[]) => (modules.length ? { preload: modules } : {});

/**
 * A section that starts its first call at start-up (`CentreSection.prefetch`, the agent's notices)
 * is the page's main content, and its call needs its code: fetched with the bundle, with the
 * frame's. Other sections' code is fetched by the bundle as before (measured on the deposit page:
 * fetched with the bundle it ran in one long task with hydration, 41–71 ms of blocking time
 * became 130–150 ms).
 */
function centreModules(pathname: string, search: string, frameFeature?: string): string[] {
  const sections = CENTRE_SECTIONS[pathname];
  const section = sections ? sectionFor(sections, search) : undefined;
  if (!section?.prefetch) return [];
  return [frameFeature, section.feature].filter((f): f is string => Boolean(f));
}

/**
 * Renders a page's first screen for the gateway, so that a first visit paints the site from the
 * HTML instead of after the scripts have downloaded and run. The status call is made here, as the
 * browser would make it, and the site state it gives is what renders (normal, maintenance or
 * region blocked). Only what every visitor would see is rendered: signed out, with the data the
 * screen shows first; or, on a centre's path (`isCentreFrame`), what every member would see before
 * their own data: the header with placeholders for the figures, the centre's title and menu, and
 * a placeholder for the section. Nothing personal: the gateway does not know who is asking.
 * Null when the page is not one of those, or the platform did not answer; the browser then
 * renders it as before.
 */
export async function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
  const url = new URL(request.url, 'http://site.invalid');
  const { pathname } = url;
  // A centre's frame is the same for every member; a `?token=` sign-in link is left to the
  // browser, which takes the token out of the address before anything renders.
  const frame = isCentreFrame(pathname);
  if (frame ? url.searchParams.has('token') : !isPrerendered(pathname)) return null;

  const local = new MemoryStorage();
  const { lang, theme } = request.preferences;
  if (lang) local.setItem(LANG_KEY, lang);
  if (theme) local.setItem(THEME_KEY, theme);
  let store: RootStore | null = null;
  const transport = new HttpTransport({
    baseUrl: '',
    merchantCode: request.merchantCode,
    language: () => store?.language.code ?? request.languages.fallback,
    signedIn: () => false,
    isModuleEnabled: (modId) => !store?.system.status || store.system.isModuleEnabled(modId),
    fetch: request.fetch,
  });
  store = new RootStore(transport, {
    i18n: createI18n(),
    languages: request.languages,
    local,
    session: new MemoryStorage(),
    deviceLanguages: request.deviceLanguages,
    // The customer-service addresses are decrypted in the browser, after the first screen.
    deferWork: () => undefined,
    signedIn: frame,
  });

  await Promise.all([store.system.load(), store.language.ready]);
  const { status } = store.system;
  if (!status) return null;

  const normal = status.state === SiteState.Normal;
  const home = normal && !frame && isHomePath(pathname);
  // The announcements page shows the same notices as the home page's popup.
  const notices = home || (normal && pathname === '/announce');
  const featureFirstScreen = normal ? FEATURE_FIRST_SCREENS[pathname] : undefined;
  const lobbyCategory = normal ? LOBBY_CATEGORIES.get(pathname) : undefined;
  const screenFeature = screenFeatureOf(pathname);
  // The popup a first visit opens on any page is part of its first screen: asked for alongside
  // the screen's own calls, rendered into the markup and handed over with the page.
  const popupWindow =
    normal && !frame && request.window && opensVisitorPopup(url, request.preferences)
      ? request.window
      : undefined;
  const [, , feature, popups, lobby] = await Promise.all([
    normal ? preloadScreen(pathname, { search: url.search, signedIn: frame }) : undefined,
    notices ? store.announcements.load() : undefined,
    featureFirstScreen
      ? featureFirstScreen.load(
          store,
          request.window
            ? (html: string) => cleanRichText(request.window as WindowLike, html)
            : undefined,
        )
      : null,
    popupWindow ? loadVisitorPopups(store, popupWindow as WindowLike) : false,
    lobbyCategory ? loadLobby(store, lobbyCategory, url) : null,
  ]);
  // The screen's code has registered its namespaces: their words in the page's language must be
  // in before rendering, which cannot wait for them (the browser does the same before hydrating).
  await ensureMessages(store.i18n, store.language.code);
  // Without its banners the home page would render differently in the browser: leave it there.
  if (notices && store.announcements.state !== 'ready') return null;
  if (featureFirstScreen?.required && !feature) return null;

  const data: FirstScreenData = {
    language: store.language.code,
    theme: store.ui.theme,
    status,
    hosts: { imageCdn: store.system.imageCdn, launchCdn: store.system.launchCdn },
    ...(notices ? { announcements: store.announcements.content } : {}),
    ...(feature ? { feature } : {}),
    ...(popups ? { popups: store.announcements.popups } : {}),
    ...(lobby ? { lobby } : {}),
    ...(frame ? { signedIn: true as const } : {}),
  };
  const json = serializeFirstScreen(data);
  // The customer-service addresses come encrypted afresh each time and are only shown once the
  // browser has decrypted them: they are not part of what the markup is made from.
  const key = serializeFirstScreen({ ...data, status: { ...status, customerService: [] } });
  const html = renderCached(`${request.url}\n${key}`, () =>
    renderToString(<Root store={store} location={request.url} />),
  );
  return {
    html,
    htmlAttributes: { lang: htmlLangOf(store.language.code), 'data-theme': store.ui.theme },
    data: json,
    // A maintenance or restricted page is the site's own frame: no feature screen is on it.
    ...(normal && screenFeature ? { feature: screenFeature } : {}),
    ...(normal && frame ? preloadOf(centreModules(pathname, url.search, screenFeature)) : {}),
  };
}
