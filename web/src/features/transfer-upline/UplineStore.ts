import { makeAutoObservable, runInAction } from 'mobx';
import type { TeamApi } from '../../api/client/team';
import type { MemberApi } from '../../api/client/member';
import type { MemberTransferReceipt, UplineApi } from '../../api/client/upline';
import { ApiError } from '../../api/errors';

/** Smallest amount one transfer may carry, in minor units (the stand-in's rule too). */
export const MIN_TRANSFER_MINOR = 100;
/** Remarks are at most this long (spec §9). */
export const REMARK_MAX = 140;

export type TransferTarget = 'upline' | 'downline';

export interface TransferInput {
  target: TransferTarget;
  /** The downline's account; ignored for the upline. */
  username: string;
  amountMinor: number;
  password: string;
  remark: string;
  /** One per submission, reused when the same submission is retried. */
  requestId: string;
}

function errorKeyOf(error: unknown): string {
  return error instanceof ApiError ? error.messageKey : 'unknown_error';
}

/**
 * Money to the direct upline, or for agents to a direct downline. The form's own checks
 * (minimum, balance, remark length) run before anything is sent; the password is checked by
 * the platform.
 */
export class UplineStore {
  uplineAccount = '';
  downlines: string[] = [];
  loading = false;
  loaded = false;
  errorKey: string | null = null;
  busy = false;
  submitErrorKey: string | null = null;
  receipt: MemberTransferReceipt | null = null;

  constructor(
    private readonly api: { upline: UplineApi; member: MemberApi; team: TeamApi },
    private readonly member: {
      readonly isAgent: boolean;
      readonly balanceMinor: () => number | null;
      readonly refreshBalance: () => Promise<void> | void;
    },
  ) {
    makeAutoObservable<UplineStore, 'api' | 'member'>(this, { api: false, member: false });
  }

  get isAgent(): boolean {
    return this.member.isAgent;
  }

  async load(): Promise<void> {
    this.loading = true;
    this.errorKey = null;
    try {
      const [info, downlines] = await Promise.all([
        this.api.member.getInfo(),
        this.member.isAgent
          ? this.api.team.downlines({ pageNo: 1, pageSize: 100 })
          : Promise.resolve(null),
      ]);
      runInAction(() => {
        this.uplineAccount = info.uplineAccount;
        this.downlines = downlines ? downlines.list.map((d) => d.account) : [];
        this.loaded = true;
      });
    } catch (error) {
      runInAction(() => (this.errorKey = errorKeyOf(error)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** The message key of what the browser can already refuse, or null. */
  check(input: Omit<TransferInput, 'requestId'>): string | null {
    if (input.target === 'upline' && !this.uplineAccount) return 'no_upline';
    if (input.target === 'downline' && !input.username.trim()) return 'downline_required';
    if (input.amountMinor < MIN_TRANSFER_MINOR) return 'amount_below_minimum';
    const balance = this.member.balanceMinor();
    if (balance !== null && input.amountMinor > balance) return 'insufficient_balance';
    if (!input.password) return 'password_required';
    if (input.remark.length > REMARK_MAX) return 'remark_too_long';
    return null;
  }

  /** Resolves true when the money moved. */
  async submit(input: TransferInput): Promise<boolean> {
    if (this.busy) return false;
    const refusal = this.check(input);
    this.submitErrorKey = refusal;
    if (refusal) return false;
    this.busy = true;
    this.receipt = null;
    const payload = {
      transferAmount: Math.round(input.amountMinor) / 100,
      password: input.password,
      remark: input.remark.trim(),
      requestId: input.requestId,
    };
    try {
      const receipt =
        input.target === 'upline'
          ? await this.api.upline.toUpline(payload)
          : await this.api.upline.toDownline({ ...payload, username: input.username.trim() });
      runInAction(() => (this.receipt = receipt));
      await this.member.refreshBalance();
      return true;
    } catch (error) {
      runInAction(() => (this.submitErrorKey = errorKeyOf(error)));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
