import { reaction } from 'mobx';
import type { RootStore } from '../stores/RootStore';

/** Roots whose feature stores already hear a language switch. */
const following = new WeakSet<RootStore>();

/**
 * Has the root tell its live feature stores when the player switches language
 * (`FeatureStores.tell('languageChanged')`, for stores that are `FollowsLanguage`). Called by the
 * factory of each store holding the platform's text; the first call sets it up for the root and
 * the rest find it in place. It lives here, with the stores that need it, rather than in the
 * root, which the home route's every byte counts against.
 */
export function followLanguage(root: RootStore): void {
  if (following.has(root)) return;
  following.add(root);
  reaction(
    () => root.language.revision,
    () => root.features.tell('languageChanged'),
  );
}
