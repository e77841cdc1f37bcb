import { makeAutoObservable, runInAction } from 'mobx';
import type { WalletBalance, WalletsApi } from '../../api/client/wallets';
import { ApiError } from '../../api/errors';

/** Smallest amount one move may carry, in minor units (the stand-in's rule too). */
export const MIN_MOVE_MINOR = 100;

export function errorKeyOf(error: unknown): string {
  return error instanceof ApiError ? error.messageKey : 'unknown_error';
}

/** Minor units to the platform's major units (two decimals), exact for whole cents. */
const toMajor = (minor: number) => Math.round(minor) / 100;
const toMinor = (major: number) => Math.round(major * 100);

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
  singleWallet = false;
  wallets: WalletBalance[] = [];
  loading = false;
  loaded = false;
  errorKey: string | null = null;
  /** Wallets being refreshed on their own, by account type. */
  refreshing = new Set<number>();
  busy = false;
  moveErrorKey: string | null = null;
  /** Amount (minor) of the last successful move or return, for the confirmation line. */
  lastMovedMinor: number | null = null;
  lastAction: 'move' | 'return' | null = null;

  constructor(
    private readonly api: WalletsApi,
    private readonly onMoved: () => Promise<void> | void,
  ) {
    makeAutoObservable<WalletStore, 'api' | 'onMoved'>(this, { api: false, onMoved: false });
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

  async load(): Promise<void> {
    this.loading = true;
    this.errorKey = null;
    try {
      const [single, wallets] = await Promise.all([this.api.isSingleWallet(), this.api.wallets()]);
      runInAction(() => {
        this.singleWallet = single;
        this.wallets = single ? wallets.list.slice(0, 1) : wallets.list;
        this.loaded = true;
      });
    } catch (error) {
      runInAction(() => (this.errorKey = errorKeyOf(error)));
    } finally {
      runInAction(() => (this.loading = false));
    }
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
          this.wallets = this.wallets.map((w) => (w.accountTypeId === accountTypeId ? fresh : w));
      });
    } catch (error) {
      runInAction(() => (this.errorKey = errorKeyOf(error)));
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
    this.moveErrorKey = refusal;
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
      runInAction(() => (this.moveErrorKey = errorKeyOf(error)));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  async returnAll(requestId: string): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.moveErrorKey = null;
    try {
      const returned = await this.api.returnAll(requestId);
      runInAction(() => {
        this.lastMovedMinor = toMinor(returned);
        this.lastAction = 'return';
      });
      await this.afterMove();
      return true;
    } catch (error) {
      runInAction(() => (this.moveErrorKey = errorKeyOf(error)));
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
      runInAction(() => (this.wallets = this.singleWallet ? list.slice(0, 1) : list));
    } catch (error) {
      runInAction(() => (this.errorKey = errorKeyOf(error)));
    }
  }
}
