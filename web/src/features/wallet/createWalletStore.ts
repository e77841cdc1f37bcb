import { WalletsApi } from '../../api/client/wallets';
import type { RootStore } from '../../stores/RootStore';
import { WalletStore } from './WalletStore';

/** The wallet page's store, made on first use; the header balance follows every move. */
export const createWalletStore = (root: RootStore) =>
  new WalletStore(new WalletsApi(root.api.transport), () => root.user.refreshBalance());
