import { useStores } from '../stores/StoreContext';
import type { FeatureStoreFactory } from '../stores/RootStore';

/**
 * The feature's store, created on first use and kept while the member stays signed in. Pass a
 * module-level factory (`const createDepositStore = (root) => new DepositStore(root.api)`): the
 * factory itself is the key.
 */
export function useFeatureStore<T>(factory: FeatureStoreFactory<T>): T {
  return useStores().features.get(factory);
}
