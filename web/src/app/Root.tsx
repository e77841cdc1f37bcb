import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { RootStore } from '../stores/RootStore';
import { StoreProvider } from '../stores/StoreContext';
import { App } from './App';

/** The whole tree, the same in the browser and on the server (which passes the address). */
export function Root({ store, location }: { store: RootStore; location?: string }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={store.i18n}>
        <StoreProvider store={store}>
          <App location={location} />
        </StoreProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
