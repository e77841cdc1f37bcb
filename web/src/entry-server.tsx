import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import { when } from 'mobx';
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
import { withUrlRule } from './ui/urlRule';

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
    purify = withUrlRule(createDOMPurify(window));
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
  /**
   * The request comes with a live session (the gateway's cookie): `fetch` asks the platform as
   * that member, the gateway adding their token, which never reaches here. Their page is rendered
   * signed in, with their own data, or not at all: never a visitor's page for a member.
   */
  signedIn?: boolean;
  /**
   * Reaches the platform for a path such as `/wps/system/status`, as this visitor's browser would
   * (signed in: as this member's).
   */
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
   * Feature folders rendered inside that screen (a centre's section, in the member's page), whose
   * stylesheets the page links as well: they would otherwise come with their code, after the
   * first paint, and the section would move.
   */
  inside?: string[];
  /**
   * On a member's centre whose section came rendered with the page (or starts its first call at
   * start-up), the modules under src/features the browser needs beyond the bundle to hydrate it
   * (the frame's and the section's): the gateway has the boot script fetch their code with the
   * bundle, where each would otherwise wait for the one before it to run.
   */
  preload?: string[];
}

/** The sections of each centre whose page the gateway renders for its member (`isCentreFrame`). */
const CENTRE_SECTIONS: Record<string, readonly CentreSection[]> = {
  '/member': MEMBER_SECTIONS,
  '/agentHome': AGENT_SECTIONS,
};

/** The section a centre's address shows, among those the merchant offers (`useCurrentSection`). */
function shownSection(
  store: RootStore,
  sections: readonly CentreSection[],
  search: string,
): CentreSection | undefined {
  const offered = sections.filter((s) => !s.module || store.system.isModuleEnabled(s.module));
  return sectionFor(offered.length ? offered : sections, search);
}

/**
 * The member's page is theirs to open: an agent's centre for an agent (anyone else is sent to the
 * agent login), and every signed-in page only with their details and balance, which its header
 * shows. False when the platform did not give them (it refused the session, or did not answer):
 * the browser then renders the page, and finds out. A count that did not answer shows none, as
 * in the browser.
 */
function memberPageReady(store: RootStore, pathname: string): boolean {
  const { user, session } = store;
  if (!user.info || user.balance === null) return false;
  return pathname !== '/agentHome' || session.isAgent;
}

/**
 * The first data of a centre's section, asked for as soon as the account's kind is known (with
 * the member's counts, not after them), and only for an account that may open it: nothing is
 * asked in a trial account's name, nor an agent's section for anyone else.
 */
async function loadSection<T>(
  store: RootStore,
  pathname: string,
  memberLoad: Promise<void>,
  load: (root: RootStore) => Promise<T | null>,
): Promise<T | null> {
  const typeKnown = when(() => store.session.accountType !== null);
  await Promise.race([typeKnown, memberLoad]).catch(() => undefined);
  typeKnown.cancel();
  const { session } = store;
  if (session.accountType === null || session.isTrial) return null;
  if (pathname === '/agentHome' && !session.isAgent) return null;
  return load(store);
}

const preloadOf = (modules: string[]) => (modules.length ? { preload: modules } : {});

/**
 * A section rendered into the page (`CentreSection.firstScreen`) is hydrated with its code, and a
 * section that starts its first call at start-up (`prefetch`) needs its code for that call: the
 * frame's and the section's are fetched with the bundle rather than each once the one before has
 * run. Other sections' code is fetched by the bundle as before.
 */
function centreModules(
  section: CentreSection | undefined,
  rendered: boolean,
  frameFeature?: string,
): string[] {
  if (!section || !(rendered || section.prefetch)) return [];
  return [frameFeature, section.feature].filter((f): f is string => Boolean(f));
}

/**
 * Renders a page's first screen for the gateway, so that a first visit paints the site from the
 * HTML instead of after the scripts have downloaded and run. The status call is made here, as the
 * browser would make it, and the site state it gives is what renders (normal, maintenance or
 * region blocked). A visitor's page is rendered signed out, with the data the screen shows first.
 * A member's (`signedIn`: the gateway holds their session) is rendered signed in with their own
 * data, fetched as them: the header with their name, VIP rank, hidden balance and counts; on a
 * centre's path (`isCentreFrame`) the centre with their section and what it shows first (the
 * deposit page's cashier, the agent's notices). Null when the page is not one of those, or the
 * platform did not answer; the browser then renders it as before.
 */
export async function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
  const url = new URL(request.url, 'http://site.invalid');
  const { pathname } = url;
  const signedIn = request.signedIn === true;
  const centre = isCentreFrame(pathname);
  // A centre is a member's page: a visitor's is left to the browser, which sends them to sign in.
  // So is a `?token=` sign-in link to one (the gateway exchanges those before pages are rendered).
  if (centre ? !signedIn || url.searchParams.has('token') : !isPrerendered(pathname)) return null;

  const local = new MemoryStorage();
  const { lang, theme } = request.preferences;
  if (lang) local.setItem(LANG_KEY, lang);
  if (theme) local.setItem(THEME_KEY, theme);
  let built: RootStore | null = null;
  // A visitor's reads made for the page, handed to the browser: the service worker did not see
  // them, and the browser asks for them again through it once it holds the page (an offline start
  // from the plain shell makes them). A member's are theirs, and never kept.
  const reads: string[] = [];
  const fetchAndNote: typeof fetch = (input, init) => {
    if (!signedIn && (init?.method ?? 'GET') === 'GET' && typeof input === 'string')
      reads.push(input);
    return request.fetch(input, init);
  };
  const transport = new HttpTransport({
    baseUrl: '',
    merchantCode: request.merchantCode,
    language: () => built?.language.code ?? request.languages.fallback,
    signedIn: () => signedIn,
    isModuleEnabled: (modId) => !built?.system.status || built.system.isModuleEnabled(modId),
    fetch: fetchAndNote,
  });
  const store = new RootStore(transport, {
    i18n: createI18n(),
    languages: request.languages,
    local,
    session: new MemoryStorage(),
    deviceLanguages: request.deviceLanguages,
    // The customer-service addresses are decrypted in the browser, after the first screen.
    deferWork: () => undefined,
    signedIn,
  });
  built = store;

  // The member's details leave with the status, as the browser's do at start-up; their counts
  // follow once the account's kind is known (a trial account has none).
  const memberLoad = signedIn ? store.user.load() : undefined;
  await Promise.all([store.system.load(), store.language.ready]);
  const { status } = store.system;
  if (!status) return null;

  const normal = status.state === SiteState.Normal;
  const home = normal && !centre && isHomePath(pathname);
  // The announcements page shows the same notices as the home page's popup.
  const notices = home || (normal && pathname === '/announce');
  const featureFirstScreen = normal ? FEATURE_FIRST_SCREENS[pathname] : undefined;
  const lobbyCategory = normal ? LOBBY_CATEGORIES.get(pathname) : undefined;
  const screenFeature = screenFeatureOf(pathname);
  const clean = request.window
    ? (html: string) => cleanRichText(request.window as WindowLike, html)
    : undefined;
  // The popup a first visit opens on any page is part of its first screen: asked for alongside
  // the screen's own calls, rendered into the markup and handed over with the page. A member's
  // popups are not the visitors' and open in the browser.
  const popupWindow =
    normal && !signedIn && request.window && opensVisitorPopup(url, request.preferences)
      ? request.window
      : undefined;
  const centreSection = centre
    ? shownSection(store, CENTRE_SECTIONS[pathname] ?? [], url.search)
    : undefined;
  const sectionFirstScreen = normal && clean ? centreSection?.firstScreen : undefined;
  const [, , feature, popups, lobby, section] = await Promise.all([
    normal ? preloadScreen(pathname, { search: url.search, signedIn }) : undefined,
    notices ? store.announcements.load() : undefined,
    featureFirstScreen ? featureFirstScreen.load(store, clean) : null,
    popupWindow ? loadVisitorPopups(store, popupWindow as WindowLike) : false,
    lobbyCategory ? loadLobby(store, lobbyCategory, url) : null,
    sectionFirstScreen && clean && memberLoad
      ? loadSection(store, pathname, memberLoad, (root) => sectionFirstScreen(root, clean))
      : null,
    memberLoad,
  ]);
  // (A maintenance or restricted page is the site's own, the same for a member.)
  if (signedIn && normal && !memberPageReady(store, pathname)) return null;
  // The screen's code has registered its namespaces: their words in the page's language must be
  // in before rendering, which cannot wait for them (the browser does the same before hydrating).
  await ensureMessages(store.i18n, store.language.code);
  // Without its banners the home page would render differently in the browser: leave it there.
  if (notices && store.announcements.state !== 'ready') return null;
  if (featureFirstScreen?.required && !feature) return null;

  const screenData = feature ?? section;
  const data: FirstScreenData = {
    language: store.language.code,
    theme: store.ui.theme,
    status,
    hosts: { imageCdn: store.system.imageCdn, launchCdn: store.system.launchCdn },
    ...(notices ? { announcements: store.announcements.content } : {}),
    ...(screenData ? { feature: screenData } : {}),
    ...(popups ? { popups: store.announcements.popups } : {}),
    ...(lobby ? { lobby } : {}),
    ...(signedIn ? { signedIn: true as const, member: store.user.snapshot } : {}),
    ...(reads.length ? { reads: [...new Set(reads)] } : {}),
  };
  const json = serializeFirstScreen(data);
  const render = () => renderToString(<Root store={store} location={request.url} />);
  // The customer-service addresses come encrypted afresh each time and are only shown once the
  // browser has decrypted them: they are not part of what the markup is made from. A member's
  // page is theirs alone: made afresh, never kept.
  const key = serializeFirstScreen({ ...data, status: { ...status, customerService: [] } });
  const html = signedIn ? render() : renderCached(`${request.url}\n${key}`, render);
  return {
    html,
    htmlAttributes: { lang: htmlLangOf(store.language.code), 'data-theme': store.ui.theme },
    data: json,
    // A maintenance or restricted page is the site's own frame: no feature screen is on it.
    ...(normal && screenFeature ? { feature: screenFeature } : {}),
    ...(section && centreSection?.feature ? { inside: [centreSection.feature] } : {}),
    ...(normal && centre
      ? preloadOf(centreModules(centreSection, section !== null, screenFeature))
      : {}),
  };
}
