import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { RootStore } from '../stores/RootStore';
import { StoreProvider } from '../stores/StoreContext';
import { HydrationProvider } from '../ui/HydrationProvider';
import { ModalPresenceContext } from '../ui/modalPresence';
import { App } from './App';

/**
 * The whole tree, the same in the browser and on the server (which passes the address).
 * `hydrating`: the browser is taking over the server's markup (see `HydrationProvider`).
 * `onHydrated`: called once the first render is on screen.
 */
export function Root({
  store,
  location,
  hydrating = false,
  onHydrated,
}: {
  store: RootStore;
  location?: string;
  hydrating?: boolean;
  onHydrated?: () => void;
}) {
  return (
    <StrictMode>
      <HydrationProvider hydrating={hydrating || location !== undefined} onHydrated={onHydrated}>
        <I18nextProvider i18n={store.i18n}>
          <StoreProvider store={store}>
            <ModalPresenceContext value={store.dialogs}>
              <App location={location} />
            </ModalPresenceContext>
          </StoreProvider>
        </I18nextProvider>
      </HydrationProvider>
    </StrictMode>
  );
}
