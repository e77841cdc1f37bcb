import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ApiClient } from './api/client';
import { HttpTransport } from './api/httpTransport';
import type { SystemStatus } from './api/types';
import { App } from './app/App';
import { loadBrandConfig, type BrandConfig } from './app/brandConfig';
import { bindRealtime } from './app/realtimeBinding';
import { createI18n } from './i18n/i18n';
import { DEFAULT_SUPPORTED } from './i18n/languages';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import { RootStore } from './stores/RootStore';
import { takeTokenFromAddress } from './stores/SessionStore';
import { StoreProvider } from './stores/StoreContext';
import './styles.css';

const MERCHANT_KEY = 'merchantCode';

/**
 * Nothing renders before the status call answers, so it leaves at once instead of after
 * `/config.json`: it needs no token, and the gateway sets the merchant on every call anyway.
 */
function requestStatusEarly(): Promise<SystemStatus> {
  const early = new ApiClient(
    new HttpTransport({
      baseUrl: '',
      merchantCode: localStorage.getItem(MERCHANT_KEY) ?? '',
      language: () => localStorage.getItem('lang') ?? 'EN',
      token: () => null,
    }),
  );
  const status = early.system.getStatus();
  // Failures are reported by SystemStore.load, which awaits this promise.
  status.catch(() => undefined);
  return status;
}

async function boot() {
  const earlyStatus = requestStatusEarly();
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

  // A `?token=` link signs in before anything asks for the session.
  const linkedToken = takeTokenFromAddress(window.location, window.history);
  if (linkedToken) sessionStorage.setItem('token', linkedToken);

  const i18n = createI18n();
  // The store is created after the transport, which calls back into it; `store` is set before
  // any call can be made.
  let store: RootStore | null = null;
  const transport = new HttpTransport({
    baseUrl: '',
    merchantCode,
    language: () => store?.language.code ?? i18n.language,
    token: () => sessionStorage.getItem('token'),
    rsaPublicKey: brand?.rsaPublicKey || undefined,
    onSessionExpired: () => store?.sessionExpired(),
    // Until the status call has answered, nothing is known to be off.
    isModuleEnabled: (modId) => !store?.system.status || store.system.isModuleEnabled(modId),
  });
  store = new RootStore(transport, {
    i18n,
    languages: {
      supported: brand?.supportedLanguages ?? DEFAULT_SUPPORTED,
      fallback: brand?.defaultLanguage ?? 'EN',
    },
  });
  // The normal site waits for the status call, already on its way.
  void store.system.load(earlyStatus);
  document.documentElement.lang = store.language.code.toLowerCase();
  // English ships with the page; another start language is one small chunk, fetched first.
  await store.language.ready;
  if (import.meta.env.PROD) registerServiceWorker(store.pwa);
  bindRealtime(store, brand?.socketPath ?? '/socket.io');

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // A transition render is time-sliced: the first paint does not hold the main thread.
  startTransition(() => {
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <StoreProvider store={store}>
            <App />
          </StoreProvider>
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

void boot();
