import type { RootStore } from '../../stores/RootStore';
import { ProfileStore } from './ProfileStore';

export const createProfileStore = (root: RootStore) => new ProfileStore(root.api);
