import { MissionsApi } from '../../api/client/missions';
import type { RootStore } from '../../stores/RootStore';
import { MissionsStore } from './MissionsStore';

/** The missions screen's store; keeps the menu badge and the header balance right after claims. */
export const createMissionsStore = (root: RootStore) =>
  new MissionsStore(
    new MissionsApi(root.api.transport),
    {
      setClaimableMissions: (count) => root.user.setClaimableMissions(count),
      refreshBalance: () => root.user.refreshBalance(),
    },
    root.memberEvents,
  );
