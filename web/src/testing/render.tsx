import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { RootStore } from '../stores/RootStore';
import { StoreProvider } from '../stores/StoreContext';
import { testRoot } from '../stores/testRoot';
import { HydratedContext } from '../ui/hydratedContext';
import { HydrationProvider } from '../ui/HydrationProvider';

export interface RenderOptions {
  /** The root to render over; a fresh `testRoot()` by default. */
  root?: RootStore;
  /** The address the router starts at. */
  path?: string;
  /** The language the screen is rendered in, whatever the root's language store starts with. */
  language?: string;
  /** False renders as the gateway's markup and hydration do (before the browser takes over). */
  hydrated?: boolean;
  /** False for a screen that brings its own router (the app's root); `path` then goes unused. */
  router?: boolean;
  /**
   * The gateway's markup (from `renderOnServer`) to hydrate instead of rendering afresh; the
   * screen then counts as hydrated once hydration is done, as in the browser.
   */
  serverMarkup?: string;
  /** Told of each mismatch hydration recovers from. */
  onRecoverableError?: (error: unknown) => void;
}

type Providers = Required<Pick<RenderOptions, 'root' | 'path' | 'hydrated' | 'router'>> & {
  hydrating: boolean;
};

/** The app's providers, in the app's one order, around a screen. */
function withProviders(
  children: ReactNode,
  { root, path, hydrated, router, hydrating }: Providers,
) {
  const routed = router ? (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  ) : (
    children
  );
  return (
    <StoreProvider store={root}>
      <I18nextProvider i18n={root.i18n}>
        {hydrating ? (
          <HydrationProvider hydrating>{routed}</HydrationProvider>
        ) : (
          <HydratedContext value={hydrated}>{routed}</HydratedContext>
        )}
      </I18nextProvider>
    </StoreProvider>
  );
}

function switchLanguage(root: RootStore, language: string | undefined) {
  if (!language) return;
  void root.i18n.changeLanguage(language);
  // The root's language store switches to its own start language once that one's messages
  // are in; the test's language must win over it, not be undone by it.
  void root.language.ready.then(() => {
    if (root.i18n.language !== language) void root.i18n.changeLanguage(language);
  });
}

/**
 * Renders a screen the way the app does (stores, translations, router, hydration flag), in that
 * one order, so component tests do not each assemble their own providers. The providers wrap
 * `rerender` too, so a test can hand the same screen new props.
 */
export function renderWithStores(
  ui: ReactNode,
  {
    root = testRoot().root,
    path = '/',
    language,
    hydrated = true,
    router = true,
    serverMarkup,
    onRecoverableError,
  }: RenderOptions = {},
): RenderResult & { root: RootStore } {
  switchLanguage(root, language);
  const hydrating = serverMarkup !== undefined;
  const providers = { root, path, hydrated, router, hydrating };
  let container: HTMLElement | undefined;
  if (hydrating) {
    container = document.createElement('div');
    container.innerHTML = serverMarkup;
    document.body.append(container);
  }
  const result = render(ui, {
    wrapper: ({ children }) => withProviders(children, providers),
    container,
    hydrate: hydrating,
    onRecoverableError,
  });
  return Object.assign(result, { root });
}

/**
 * `renderWithStores` inside an awaited `act`, for a screen that loads code lazily (a route, a
 * centre section). RTL's `render` is a synchronous `act`: when a lazy screen suspends in it and
 * its code arrives after that `act` has ended, React leaves the retry in the ended scope and the
 * screen keeps its loader for good. An awaited `act` keeps the retry.
 */
export async function renderWithStoresAsync(
  ui: ReactNode,
  options: RenderOptions = {},
): Promise<RenderResult & { root: RootStore }> {
  let result: (RenderResult & { root: RootStore }) | undefined;
  await act(async () => {
    result = renderWithStores(ui, options);
  });
  if (!result) throw new Error('renderWithStores rendered nothing');
  return result;
}

/** The markup the gateway sends for a screen: the same providers, rendered before hydration. */
export function renderOnServer(
  ui: ReactNode,
  { root = testRoot().root, path = '/', language, router = true }: RenderOptions = {},
): string {
  switchLanguage(root, language);
  return renderToString(
    withProviders(ui, { root, path, hydrated: false, router, hydrating: true }),
  );
}
