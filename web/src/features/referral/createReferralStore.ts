import { ReferralApi } from '../../api/client/referral';
import type { RootStore } from '../../stores/RootStore';
import { ReferralStore } from './ReferralStore';

export const createReferralStore = (root: RootStore) =>
  new ReferralStore(new ReferralApi(root.api.transport), {
    refreshBalance: () => root.user.refreshBalance(),
  });
