import { reaction } from 'mobx';
import { useStores } from '../stores/StoreContext';
import type { FeatureStoreFactory, RootStore } from '../stores/RootStore';

/**
 * The feature's store, created on first use and kept while the member stays signed in. Pass a
 * module-level factory (`const createDepositStore = (root) => new DepositStore(root.api)`): the
 * factory itself is the key.
 */
export function useFeatureStore<T>(factory: FeatureStoreFactory<T>): T {
  return useStores().features.get(factory);
}

/** Roots whose feature stores already hear a language switch. */
const following = new WeakSet<RootStore>();

/**
 * Has the root tell its live feature stores when the player switches language
 * (`FeatureStores.tell('languageChanged')`, for stores that are `FollowsLanguage`). Called by the
 * factory of each store holding the platform's text; the first call sets it up for the root and
 * the rest find it in place. It lives here, with the feature stores, rather than in the root,
 * which the home route's every byte counts against.
 */
export function followLanguage(root: RootStore): void {
  if (following.has(root)) return;
  following.add(root);
  reaction(
    () => root.language.revision,
    () => root.features.tell('languageChanged'),
  );
}
