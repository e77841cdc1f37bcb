import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { RootStore } from '../stores/RootStore';
import { StoreProvider } from '../stores/StoreContext';
import { testRoot } from '../stores/testRoot';
import { HydratedContext } from '../ui/hydratedContext';

export interface RenderOptions {
  /** The root to render over; a fresh `testRoot()` by default. */
  root?: RootStore;
  /** The address the router starts at. */
  path?: string;
  /** Switches the root's language before rendering. */
  language?: string;
  /** False renders as the gateway's markup and hydration do (before the browser takes over). */
  hydrated?: boolean;
}

/**
 * Renders a screen the way the app does (stores, translations, router, hydration flag), in that
 * one order, so component tests do not each assemble their own providers.
 */
export function renderWithStores(
  ui: ReactNode,
  { root = testRoot().root, path = '/', language, hydrated = true }: RenderOptions = {},
): RenderResult & { root: RootStore } {
  if (language) void root.i18n.changeLanguage(language);
  const result = render(
    <StoreProvider store={root}>
      <I18nextProvider i18n={root.i18n}>
        <HydratedContext value={hydrated}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </HydratedContext>
      </I18nextProvider>
    </StoreProvider>,
  );
  return Object.assign(result, { root });
}
