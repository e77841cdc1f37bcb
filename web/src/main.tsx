import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HttpTransport } from './api/httpTransport';
import { App } from './app/App';
import { loadBrandConfig } from './app/brandConfig';
import { createI18n, DEFAULT_LANGUAGE } from './i18n/i18n';
import { RootStore } from './stores/RootStore';
import { StoreProvider } from './stores/StoreContext';
import './styles.css';

const MERCHANT_KEY = 'merchantCode';

async function boot() {
  const i18n = createI18n(localStorage.getItem('lang') ?? DEFAULT_LANGUAGE);
  let merchantCode = localStorage.getItem(MERCHANT_KEY) ?? '';
  try {
    const brand = await loadBrandConfig();
    merchantCode = brand.merchantCode;
    // The platform's clients keep the merchant in both storages; the gateway overrides it anyway.
    localStorage.setItem(MERCHANT_KEY, merchantCode);
    sessionStorage.setItem(MERCHANT_KEY, merchantCode);
    sessionStorage.setItem('merchant', merchantCode);
  } catch {
    // Offline or gateway trouble: keep the last known merchant; the status call reports the error.
  }

  const transport = new HttpTransport({
    baseUrl: '',
    merchantCode,
    language: () => i18n.language,
    token: () => sessionStorage.getItem('token'),
  });
  const store = new RootStore(transport);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <StoreProvider store={store}>
          <App />
        </StoreProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

void boot();
