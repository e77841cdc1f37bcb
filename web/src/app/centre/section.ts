import type { ComponentType } from 'react';
import { lazyScreen, screenModule } from '../../ui/lazy/chunkLoad';
import type { Messages } from '../../i18n/locales/en';
import type { RootStore } from '../../stores/RootStore';

import type { SectionBadge } from '../../centre/badges';

export interface CentreSection {
  /** The platform's page name, `?page=` in the address. */
  page: string;
  /** Menu label, a key of the shared messages (the menu is on screen before any section loads). */
  label: keyof Messages;
  /**
   * The module of its screen under src/features (`agent-team/notices`, `deposit` for an index):
   * for a section with a `prefetch`, the gateway has a deep link fetch it with the bundle.
   */
  feature?: string;
  /** Whitelabel module that must be on for the section to be offered. */
  module?: string;
  badge?: SectionBadge;
  /** The section's screen, in its own chunk; none while the section has no screen of its own. */
  Screen?: ComponentType;
  /** Starts downloading the screen (on hover or focus of its menu entry). */
  preload?: () => Promise<unknown>;
  /**
   * Starts the screen's first call at start-up, in the store the screen will use, so a deep link
   * has its data on the way while the page hydrates rather than once the screen has mounted.
   */
  prefetch?: (root: RootStore) => Promise<unknown>;
  /**
   * Loads what the section's screen shows first, for the gateway to render a signed-in page with
   * it: offers it to the screen's store under the section's `feature` and returns it for the
   * page's data (the browser offers it the same way), or null when the platform did not answer.
   * `clean`: the site's sanitiser on the gateway's DOM, for rich text.
   */
  firstScreen?: (
    root: RootStore,
    clean: (html: string) => string,
  ) => Promise<{ key: string; data: unknown } | null>;
}

export interface CentrePanel {
  id: string;
  Screen: ComponentType;
}

/**
 * A section whose screen is the export `name` of a feature's index, loaded when first shown
 * (retried once, then the failure is shown with a way to try again).
 */
/** Export names of a module whose value is a component that takes no props. */
type ScreenName<M> = {
  [K in keyof M]: M[K] extends ComponentType<Record<string, never>> ? K : never;
}[keyof M];

/** Export names of a module whose value starts a screen's first call in the root's stores. */
type PrefetchName<M> = {
  [K in keyof M]: M[K] extends (root: RootStore) => unknown ? K : never;
}[keyof M];

/** What a section's screen shows first, loaded for the gateway's render (null: not answered). */
type FirstScreenLoader = (root: RootStore, clean: (html: string) => string) => Promise<unknown>;

/** Export names of a module whose value loads its screen's first-screen data. */
type FirstScreenName<M> = {
  [K in keyof M]: M[K] extends FirstScreenLoader ? K : never;
}[keyof M];

export function lazySection<M, K extends ScreenName<M>>(
  entry: Omit<CentreSection, 'Screen' | 'preload' | 'prefetch' | 'firstScreen'> & {
    feature: string;
  },
  load: () => Promise<M>,
  name: K,
  exports: { prefetch?: PrefetchName<M>; firstScreen?: FirstScreenName<M> } = {},
): CentreSection {
  const module = screenModule(load);
  const { prefetch: prefetchName, firstScreen: firstScreenName } = exports;
  const prefetch =
    prefetchName &&
    ((root: RootStore) =>
      module().then((m) => (m[prefetchName] as (root: RootStore) => unknown)(root)));
  // Offered under the feature's name, which its store takes it by (and the section's view asks
  // whether the page came with it).
  const firstScreen =
    firstScreenName &&
    (async (root: RootStore, clean: (html: string) => string) => {
      const m = await module();
      const data = await (m[firstScreenName] as FirstScreenLoader)(root, clean);
      if (data === null) return null;
      root.features.offer(entry.feature, data);
      return { key: entry.feature, data };
    });
  return {
    ...entry,
    Screen: lazyScreen<M, K>(module, name) as ComponentType,
    preload: module,
    ...(prefetch && { prefetch }),
    ...(firstScreen && { firstScreen }),
  };
}

/** A panel of a section page (the security centre's cards, limits, …), loaded the same way. */
export function lazyPanel<M, K extends ScreenName<M>>(
  id: string,
  load: () => Promise<M>,
  name: K,
): CentrePanel {
  return { id, Screen: lazyScreen<M, K>(screenModule(load), name) as ComponentType };
}

/**
 * Starts downloading the screen a centre address opens (`?page=`, or the first section), so a
 * deep link fetches it while the member's details are still on their way. The menu may later
 * offer a different first section (a module switched off): the guess then costs one download.
 */
export function preloadSection(
  sections: readonly CentreSection[],
  search: string,
): Promise<unknown> {
  return sectionFor(sections, search)?.preload?.() ?? Promise.resolve();
}

/** Starts the first call of the section a centre address opens, if its screen names one. */
export function prefetchSection(
  sections: readonly CentreSection[],
  search: string,
  root: RootStore,
): Promise<unknown> {
  return sectionFor(sections, search)?.prefetch?.(root) ?? Promise.resolve();
}

/** The section a centre address opens: its `?page=`, or the first section. */
export function sectionFor(
  sections: readonly CentreSection[],
  search: string,
): CentreSection | undefined {
  const page = new URLSearchParams(search).get('page');
  return sections.find((s) => s.page === page) ?? sections[0];
}
