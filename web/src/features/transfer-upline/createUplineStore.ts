import { TeamApi } from '../../api/client/team';
import { UplineApi } from '../../api/client/upline';
import type { RootStore } from '../../stores/RootStore';
import { toMinor } from '../../ui/form';
import { UplineStore } from './UplineStore';

/** The transfer page's store; checks amounts against the header balance and refreshes it after. */
export const createUplineStore = (root: RootStore) =>
  new UplineStore(
    {
      upline: new UplineApi(root.api.transport),
      member: root.api.member,
      team: new TeamApi(root.api.transport),
    },
    {
      get isAgent() {
        return root.session.isAgent;
      },
      balanceMinor: () => (root.user.balance === null ? null : toMinor(root.user.balance)),
      refreshBalance: () => root.user.refreshBalance(),
    },
  );
