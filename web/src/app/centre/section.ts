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

export function lazySection<M, K extends ScreenName<M>>(
  entry: Omit<CentreSection, 'Screen' | 'preload' | 'prefetch'> & { feature: string },
  load: () => Promise<M>,
  name: K,
  prefetchName?: PrefetchName<M>,
): CentreSection {
  const module = screenModule(load);
  const prefetch =
    prefetchName &&
    ((root: RootStore) =>
      module().then((m) => (m[prefetchName] as (root: RootStore) => unknown)(root)));
  return {
    ...entry,
    Screen: lazyScreen<M, K>(module, name) as ComponentType,
    preload: module,
    ...(prefetch && { prefetch }),
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
