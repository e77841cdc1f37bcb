import { makeAutoObservable, runInAction } from 'mobx';
import { TeamApi } from '../../api/client/team';
import type { MemberApi } from '../../api/client/member';
import { UplineApi, type MemberTransferReceipt } from '../../api/client/upline';
import { errorKey } from '../../api/errors';
import { Loadable } from '../../centre/Loadable';
import type { RootStore } from '../../stores/RootStore';
import { toMinor } from '../../ui/form/money';

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

/** Whom the member may send to: the direct upline, and an agent's direct downlines. */
interface Recipients {
  uplineAccount: string;
  downlines: string[];
}

/**
 * Money to the direct upline, or for agents to a direct downline. The form's own checks
 * (minimum, balance, remark length) run before anything is sent; the password is checked by
 * the platform.
 */
export class UplineStore {
  readonly recipients = new Loadable<Recipients>();
  busy = false;
  /** The last transfer's refusal. */
  transfer: { errorKey: string | null } = { errorKey: null };
  receipt: MemberTransferReceipt | null = null;

  constructor(
    private readonly api: { upline: UplineApi; member: MemberApi; team: TeamApi },
    private readonly member: {
      readonly isAgent: boolean;
      readonly balanceMinor: () => number | null;
      readonly refreshBalance: () => Promise<void> | void;
    },
  ) {
    makeAutoObservable<UplineStore, 'api' | 'member'>(this, {
      api: false,
      member: false,
      recipients: false,
    });
  }

  get uplineAccount(): string {
    return this.recipients.value?.uplineAccount ?? '';
  }

  get downlines(): string[] {
    return this.recipients.value?.downlines ?? [];
  }

  get isAgent(): boolean {
    return this.member.isAgent;
  }

  load(): Promise<void> {
    return this.recipients.load(async () => {
      const [info, downlines] = await Promise.all([
        this.api.member.getInfo(),
        this.member.isAgent
          ? this.api.team.downlines({ pageNo: 1, pageSize: 100 })
          : Promise.resolve(null),
      ]);
      return {
        uplineAccount: info.uplineAccount,
        downlines: downlines ? downlines.list.map((d) => d.account) : [],
      };
    });
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
    this.transfer = { errorKey: refusal };
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
      runInAction(() => (this.transfer = { errorKey: errorKey(error) }));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}

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
