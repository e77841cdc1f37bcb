import type { RootStore } from '../../stores/RootStore';
import { toMinor } from '../../ui/form';
import { UplineStore } from './UplineStore';

/** The transfer page's store; checks amounts against the header balance and refreshes it after. */
export const createUplineStore = (root: RootStore) =>
  new UplineStore(root.api, {
    get isAgent() {
      return root.session.isAgent;
    },
    balanceMinor: () => (root.user.balance === null ? null : toMinor(root.user.balance)),
    refreshBalance: () => root.user.refreshBalance(),
  });
