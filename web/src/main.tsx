import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HttpTransport } from './api/httpTransport';
import { prefetchScreenData, preloadScreen } from './app/AppRoutes';
import { readFirstScreen } from './stores/firstScreen';
import { Root } from './app/Root';
import { announcementPopupModule } from './app/SitePopups';
import { pingMirror, pingSite } from './api/sitePing';
import { WORKER_TIMING, whenIdle } from './app/whenIdle';
import { yieldToMain } from './app/yieldToMain';
import { loadBrandConfig, type BrandConfig } from './app/brandConfig';
import { bindRealtime } from './app/realtimeBinding';
import { createI18n } from './i18n/i18n';
import { DEFAULT_SUPPORTED, htmlLangOf } from './i18n/languages';
import { ensureMessages, otherLocaleOf } from './i18n/loadMessages';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import { RootStore } from './stores/RootStore';
import { hasSignedInMark } from './stores/SessionStore';
import { browserSessionChannel } from './stores/sessionChannel';
import './styles.css';

const MERCHANT_KEY = 'merchantCode';

async function boot() {
  // Evaluating the bundle is one task already; the boot's own work starts in the next.
  await yieldToMain();
  // A first visit usually arrives rendered by the gateway, with the status it rendered from.
  const prerendered = readFirstScreen();
  // The gateway holds the session and marks it with a cookie the page can read (a `?token=`
  // sign-in link was exchanged for the session before this page was sent).
  const signedIn = hasSignedInMark(document.cookie);
  const screenReady = preloadScreen(window.location.pathname, {
    search: window.location.search,
    signedIn,
  });
  // A page rendered with the visitors' popup paints it from the HTML and hydrates without its
  // code; fetched now, the popup's own part hydrates (and answers Escape and close) soon after.
  if (prerendered?.popups?.length) void announcementPopupModule().catch(() => undefined);
  let brand: BrandConfig | null = null;
  let merchantCode = localStorage.getItem(MERCHANT_KEY) ?? '';
  try {
    brand = await loadBrandConfig();
    merchantCode = brand.merchantCode;
    // The platform's clients keep the merchant in both storages; the gateway overrides it anyway.
    localStorage.setItem(MERCHANT_KEY, merchantCode);
    sessionStorage.setItem(MERCHANT_KEY, merchantCode);
    sessionStorage.setItem('merchant', merchantCode);
  } catch {
    // Offline on a first visit: keep the last known merchant; the status call reports the error.
  }

  const i18n = createI18n();
  // The store is created after the transport, which calls back into it; `store` is set before
  // any call can be made.
  let store: RootStore | null = null;
  const transport = new HttpTransport({
    baseUrl: '',
    merchantCode,
    language: () => store?.language.code ?? i18n.language,
    signedIn: () => store?.session.isLogin ?? signedIn,
    rsaPublicKey: brand?.rsaPublicKey || undefined,
    onSessionExpired: () => store?.sessionExpired(),
    // Until the status call has answered, nothing is known to be off.
    isModuleEnabled: (modId) => !store?.system.status || store.system.isModuleEnabled(modId),
    // What is on show from the service worker's offline copy, said with its date (OfflineBanner).
    onRead: (url, copiedAt) => store?.pwa.noteRead(url, copiedAt),
  });
  store = new RootStore(transport, {
    i18n,
    signedIn,
    sessionChannel: browserSessionChannel(),
    languages: {
      supported: brand?.supportedLanguages ?? DEFAULT_SUPPORTED,
      fallback: brand?.defaultLanguage ?? 'EN',
    },
    deferWork: (task) => whenIdle(task),
    siteProbe: () => pingSite(),
    mirrorProbe: (domain) => pingMirror(domain),
  });
  await yieldToMain();
  if (prerendered) {
    store.system.seed(prerendered.status, prerendered.hosts);
    if (prerendered.announcements) store.announcements.seed(prerendered.announcements);
    if (prerendered.feature)
      store.features.offer(prerendered.feature.key, prerendered.feature.data);
    // A lobby's first page, on screen at once (the lobby lists a member's afresh).
    if (prerendered.lobby) store.lobby.seed(prerendered.lobby.page);
    // A member's page comes with their header's figures: this tab's session's, not asked again.
    if (prerendered.member && store.session.isLogin) store.user.seed(prerendered.member);
  } else {
    // The normal site waits for the status call, usually already sent by the boot script (boot.ts).
    void store.system.load(import('./app/earlyStatus').then(({ earlyStatus }) => earlyStatus()));
  }
  // A member's header figures leave now, alongside the status, not once the shell has rendered.
  void store.user.ensureLoaded();
  // So does the first call of the section a deep link opens, where its screen names one.
  void prefetchScreenData(window.location.pathname, window.location.search, store);
  document.documentElement.lang = htmlLangOf(store.language.code);
  // English ships with the page; another start language is one small chunk, fetched first.
  await store.language.ready;
  if (import.meta.env.PROD) {
    const root = store;
    // What the page fetched before the worker existed is not in its caches; an offline start
    // needs it: the status, and the screen's code, public reads (the gateway's for this page too)
    // and pictures, asked for again through the worker.
    const warmOfflineStart = () => {
      void root.api.system.getStatus().catch(() => undefined);
      void import('./pwa/warmOfflineCopy')
        .then(({ warmOfflineCopy }) =>
          warmOfflineCopy({
            readAgain: () => transport.readAgain(prerendered?.reads),
            signedIn: root.session.isLogin,
            // English ships with the precached code: only another language's words are fetched.
            wordsAgain: otherLocaleOf(root.language.code)
              ? () => import('./features/lobby').then(() => root.language.loadRegisteredWords())
              : undefined,
          }),
        )
        .catch(() => undefined);
    };
    registerServiceWorker(
      root.pwa,
      '/sw.js',
      (run) => whenIdle(run, window, WORKER_TIMING),
      warmOfflineStart,
    );
  }
  // The socket opens once the first render is on screen: what it brings (events, the resync on
  // connection) changes stores, and a change before hydration would make React throw away the
  // gateway's markup. The resync on connection covers what was pushed before then.
  let realtimeBound = false;
  const startRealtime = () => {
    if (realtimeBound) return;
    realtimeBound = true;
    bindRealtime(store, brand?.socketPath ?? '/socket.io');
  };
  await yieldToMain();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  if (prerendered) {
    // The screen's code must be here before the first render, or React would replace the
    // rendered screen with a loader.
    await screenReady;
    // And its words in the page's language, as the gateway rendered them: the bundles of the
    // namespaces its code registered (one that cannot be fetched leaves English, as on a switch).
    await ensureMessages(i18n, store.language.code).catch(() => undefined);
    // The server renders what a visitor sees, or the member's own page when it holds their
    // session, in the language and theme it was told of; anyone else (a tab that thinks itself
    // signed in on a visitor's page or out on a member's, or choices made before the cookies) gets
    // it rendered afresh. A popup closed in this tab whose cookie was lost: render afresh too.
    const same =
      store.session.isLogin === (prerendered.signedIn === true) &&
      store.language.code === prerendered.language &&
      store.ui.theme === prerendered.theme &&
      !(prerendered.popups?.length && store.announcements.isAnonymousPopupClosed());
    if (same) {
      if (prerendered.popups) store.announcements.seedPopups(prerendered.popups);
      // The lanes the lobby's markup was made from, which its hydration must show as well.
      if (prerendered.lobby) store.categories.seed(prerendered.lobby.lanes);
      startTransition(() => {
        hydrateRoot(container, <Root store={store} hydrating onHydrated={startRealtime} />);
      });
      return;
    }
  }
  const root = createRoot(container);
  // A transition render is time-sliced: the first paint does not hold the main thread.
  startTransition(() => {
    root.render(<Root store={store} onHydrated={startRealtime} />);
  });
}

void boot();
