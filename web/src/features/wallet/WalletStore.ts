import { makeAutoObservable, runInAction } from 'mobx';
import { WalletsApi, type WalletBalance } from '../../api/client/wallets';
import { errorKey } from '../../api/errors';
import { Loadable } from '../../centre/Loadable';
import type { RootStore } from '../../stores/RootStore';
import { toMajor, toMinor } from '../../ui/form/money';

/** Smallest amount one move may carry, in minor units (the stand-in's rule too). */
export const MIN_MOVE_MINOR = 100;

/** The merchant's kind of wallet and the wallets shown: only the main one for a single wallet. */
interface Funds {
  single: boolean;
  list: WalletBalance[];
}

export interface MoveInput {
  fromAccountTypeId: number;
  toAccountTypeId: number;
  amountMinor: number;
  /** One per submission, reused when the same submission is retried. */
  requestId: string;
}

/**
 * The wallet page: the main wallet and the vendor wallets (none for a single-wallet merchant),
 * moving money between them and returning everything to the main wallet. After a move the
 * header balance is asked again (`onMoved`), as the socket may be slower or absent.
 */
export class WalletStore {
  readonly funds = new Loadable<Funds>();
  /** Wallets being refreshed on their own, by account type. */
  refreshing = new Set<number>();
  busy = false;
  /** The last move's or return's refusal. */
  transfer: { errorKey: string | null } = { errorKey: null };
  /** Amount (minor) of the last successful move or return, for the confirmation line. */
  lastMovedMinor: number | null = null;
  lastAction: 'move' | 'return' | null = null;

  constructor(
    private readonly api: WalletsApi,
    private readonly onMoved: () => Promise<void> | void,
  ) {
    makeAutoObservable<WalletStore, 'api' | 'onMoved'>(this, {
      api: false,
      onMoved: false,
      funds: false,
    });
  }

  get singleWallet(): boolean {
    return this.funds.value?.single ?? false;
  }

  get wallets(): WalletBalance[] {
    return this.funds.value?.list ?? [];
  }

  get main(): WalletBalance | null {
    return this.wallets[0] ?? null;
  }

  get vendorWallets(): WalletBalance[] {
    return this.wallets.slice(1);
  }

  balanceMinorOf(accountTypeId: number): number {
    const w = this.wallets.find((x) => x.accountTypeId === accountTypeId);
    return w ? toMinor(w.balance) : 0;
  }

  load(): Promise<void> {
    return this.funds.load(async () => {
      const [single, wallets] = await Promise.all([this.api.isSingleWallet(), this.api.wallets()]);
      return { single, list: single ? wallets.list.slice(0, 1) : wallets.list };
    });
  }

  /** Asks the platform again and updates just this wallet's row. */
  async refreshWallet(accountTypeId: number): Promise<void> {
    if (this.refreshing.has(accountTypeId)) return;
    this.refreshing.add(accountTypeId);
    try {
      const { list } = await this.api.wallets();
      const fresh = list.find((w) => w.accountTypeId === accountTypeId);
      runInAction(() => {
        if (fresh)
          this.showWallets(
            this.wallets.map((w) => (w.accountTypeId === accountTypeId ? fresh : w)),
          );
      });
    } catch {
      // The row keeps its last figure; the button stays there to try again.
    } finally {
      runInAction(() => this.refreshing.delete(accountTypeId));
    }
  }

  /**
   * Checks what the browser can know before sending (same wallet, minimum, balance of the
   * source); answers the message key, or null when the move may go.
   */
  checkMove(input: Omit<MoveInput, 'requestId'>): string | null {
    if (input.fromAccountTypeId === input.toAccountTypeId) return 'wallet_same';
    if (input.amountMinor < MIN_MOVE_MINOR) return 'amount_below_minimum';
    if (input.amountMinor > this.balanceMinorOf(input.fromAccountTypeId)) {
      return 'insufficient_balance';
    }
    return null;
  }

  /** Resolves true when the money moved. */
  async move(input: MoveInput): Promise<boolean> {
    if (this.busy) return false;
    const refusal = this.checkMove(input);
    this.transfer = { errorKey: refusal };
    if (refusal) return false;
    this.busy = true;
    try {
      const moved = await this.api.transfer({
        fromAccountTypeId: input.fromAccountTypeId,
        toAccountTypeId: input.toAccountTypeId,
        amount: toMajor(input.amountMinor),
        requestId: input.requestId,
      });
      runInAction(() => {
        this.lastMovedMinor = toMinor(moved);
        this.lastAction = 'move';
      });
      await this.afterMove();
      return true;
    } catch (error) {
      runInAction(() => (this.transfer = { errorKey: errorKey(error) }));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  async returnAll(requestId: string): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.transfer = { errorKey: null };
    try {
      const returned = await this.api.returnAll(requestId);
      runInAction(() => {
        this.lastMovedMinor = toMinor(returned);
        this.lastAction = 'return';
      });
      await this.afterMove();
      return true;
    } catch (error) {
      runInAction(() => (this.transfer = { errorKey: errorKey(error) }));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  private async afterMove(): Promise<void> {
    await Promise.all([this.reloadWallets(), this.onMoved()]);
  }

  private async reloadWallets(): Promise<void> {
    try {
      const { list } = await this.api.wallets();
      runInAction(() => this.showWallets(this.singleWallet ? list.slice(0, 1) : list));
    } catch {
      // The figures before the move stay up; the header balance has been asked again anyway.
    }
  }

  private showWallets(list: WalletBalance[]): void {
    this.funds.set({ single: this.singleWallet, list });
  }
}

/** The wallet page's store, made on first use; the header balance follows every move. */
export const createWalletStore = (root: RootStore) =>
  new WalletStore(new WalletsApi(root.api.transport), () => root.user.refreshBalance());
