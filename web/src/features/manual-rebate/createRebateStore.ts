import { RebateApi } from '../../api/client/rebate';
import type { RootStore } from '../../stores/RootStore';
import { RebateStore } from './RebateStore';

export const createRebateStore = (root: RootStore) =>
  new RebateStore(new RebateApi(root.api.transport), {
    refreshBalance: () => root.user.refreshBalance(),
  });
