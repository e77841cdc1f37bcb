import { ProfileApi } from '../../api/client/profile';
import type { RootStore } from '../../stores/RootStore';
import { ProfileStore } from './ProfileStore';

export const createProfileStore = (root: RootStore) =>
  new ProfileStore(new ProfileApi(root.api.transport));
