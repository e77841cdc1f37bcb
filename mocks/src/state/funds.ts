import { MemberType, type Accounts, type Member } from './accounts.js';
import { toMajor, WalletRefusal, type Wallet } from './wallet.js';
import { Refusal } from './refusal.js';
import { defaultDepositChannels, type DepositChannel } from './seed/funds.js';

/**
 * Deposits and transfers along the agent tree (withdrawals live in `withdraw.ts`). Every
 * movement goes through the wallet ledger with a reference derived from the record it belongs
 * to, so nothing can be applied twice.
 */

export type Publish = (memberId: string, event: string, payload: unknown) => void;

/** Timers the store owns, so tests can fire them by hand and `reset()` can cancel them. */
export interface Scheduler {
  after(ms: number, run: () => void): () => void;
}

export const realScheduler: Scheduler = {
  after(ms, run) {
    const timer = setTimeout(run, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

export interface FundsDeps {
  now: () => number;
  accounts: Accounts;
  wallet: Wallet;
  publish: Publish;
}

export interface FundsSettings {
  /** Deposits arrive on their own after this many seconds; null waits for an operator. */
  depositAutoArriveSeconds: number | null;
}

export function defaultFundsSettings(): FundsSettings {
  return {
    depositAutoArriveSeconds: 30,
  };
}

export type DepositStatus = 'PENDING' | 'ARRIVED' | 'FAILED';

export interface DepositRecord {
  id: string;
  memberId: string;
  channel: string;
  amountMinor: number;
  status: DepositStatus;
  requestId: string;
  createdAt: number;
  settledAt: number | null;
}

export interface TransferResult {
  transferId: string;
  toAccount: string;
  amountMinor: number;
  balanceAfterMinor: number;
}

export class FundsState {
  settings: FundsSettings = defaultFundsSettings();
  channels: DepositChannel[] = defaultDepositChannels();
  scheduler: Scheduler = realScheduler;
  private deposits: DepositRecord[] = [];
  private readonly pendingTimers = new Set<() => void>();
  private nextNumber = 1;

  constructor(private readonly deps: FundsDeps) {}

  reset(): void {
    for (const cancel of this.pendingTimers) cancel();
    this.pendingTimers.clear();
    this.settings = defaultFundsSettings();
    this.channels = defaultDepositChannels();
    this.scheduler = realScheduler;
    this.deposits = [];
    this.nextNumber = 1;
  }

  // --- deposits -------------------------------------------------------------------------

  requestDeposit(
    member: Member,
    input: { amountMinor: number; channel: string; requestId: string },
  ): DepositRecord {
    requireRealAccount(member);
    const channel = this.channels.find((c) => c.code === input.channel && c.enabled);
    if (!channel) throw new Refusal('deposit_channel_invalid');
    if (input.amountMinor < channel.minMinor || input.amountMinor > channel.maxMinor) {
      throw new Refusal('amount_out_of_range');
    }
    this.refuseRepeatedRequest(member.id, input.requestId);
    const deposit: DepositRecord = {
      id: this.newId('D'),
      memberId: member.id,
      channel: channel.code,
      amountMinor: input.amountMinor,
      status: 'PENDING',
      requestId: input.requestId,
      createdAt: this.deps.now(),
      settledAt: null,
    };
    this.deposits.push(deposit);
    const seconds = this.settings.depositAutoArriveSeconds;
    if (seconds !== null) {
      const cancel = this.scheduler.after(seconds * 1000, () => {
        this.pendingTimers.delete(cancel);
        if (deposit.status === 'PENDING') this.settleDeposit(deposit.id, 'ARRIVED');
      });
      this.pendingTimers.add(cancel);
    }
    return deposit;
  }

  /** The payment provider's answer (an operator or the timer in the stand-in). */
  settleDeposit(id: string, outcome: 'ARRIVED' | 'FAILED'): DepositRecord {
    const deposit = this.deposits.find((d) => d.id === id);
    if (!deposit) throw new Refusal('deposit_not_found');
    if (deposit.status !== 'PENDING') throw new Refusal('deposit_already_settled');
    if (outcome === 'ARRIVED') {
      const entry = this.deps.wallet.post({
        memberId: deposit.memberId,
        deltaMinor: deposit.amountMinor,
        kind: 'deposit',
        reference: `deposit:${deposit.id}`,
        note: deposit.channel,
      });
      deposit.status = 'ARRIVED';
      deposit.settledAt = this.deps.now();
      this.deps.publish(deposit.memberId, 'deposit:arrived', {
        depositId: deposit.id,
        amount: toMajor(deposit.amountMinor),
        balance: toMajor(entry.balanceAfterMinor),
      });
    } else {
      deposit.status = 'FAILED';
      deposit.settledAt = this.deps.now();
      this.deps.publish(deposit.memberId, 'deposit:failed', {
        depositId: deposit.id,
        amount: toMajor(deposit.amountMinor),
      });
    }
    return deposit;
  }

  /** What waits for the operator: deposits not yet arrived. */
  awaitingOperator(): { deposits: DepositRecord[] } {
    return { deposits: this.deposits.filter((d) => d.status === 'PENDING') };
  }

  depositsOf(memberId: string): DepositRecord[] {
    return this.deposits.filter((d) => d.memberId === memberId).reverse();
  }

  // --- transfers along the agent tree ---------------------------------------------------

  /** Whom a member may transfer to: the direct upline and everyone below them. */
  transferTargets(member: Member): { upline: Member | null; downlines: Member[] } {
    const upline = member.uplineId ? (this.deps.accounts.byId(member.uplineId) ?? null) : null;
    return { upline, downlines: this.subtree(member.id) };
  }

  transfer(
    member: Member,
    input: { toAccount: string; amountMinor: number; requestId: string },
  ): TransferResult {
    requireRealAccount(member);
    if (input.amountMinor <= 0) throw new Refusal('amount_invalid');
    const target = this.deps.accounts.byAccount(input.toAccount);
    if (!target || target.id === member.id) throw new Refusal('transfer_target_not_allowed');
    const { upline, downlines } = this.transferTargets(member);
    const allowed = target.id === upline?.id || downlines.some((d) => d.id === target.id);
    if (!allowed) throw new Refusal('transfer_target_not_allowed');
    const transferId = `T${member.id}-${input.requestId}`;
    const out = postOrExplain(this.deps.wallet, {
      memberId: member.id,
      deltaMinor: -input.amountMinor,
      kind: 'transfer_out',
      reference: `transfer:${transferId}:out`,
      note: target.account,
    });
    this.deps.wallet.post({
      memberId: target.id,
      deltaMinor: input.amountMinor,
      kind: 'transfer_in',
      reference: `transfer:${transferId}:in`,
      note: member.account,
    });
    return {
      transferId,
      toAccount: target.account,
      amountMinor: input.amountMinor,
      balanceAfterMinor: out.balanceAfterMinor,
    };
  }

  /** Everyone below a member in the agent tree, nearest first. */
  subtree(memberId: string): Member[] {
    const found: Member[] = [];
    let level = this.deps.accounts.downlines(memberId);
    while (level.length > 0) {
      found.push(...level);
      level = level.flatMap((m) => this.deps.accounts.downlines(m.id));
    }
    return found;
  }

  // --- internals ------------------------------------------------------------------------

  private refuseRepeatedRequest(memberId: string, requestId: string): void {
    if (!requestId) throw new Refusal('request_param_err');
    const seen = this.deposits.some((d) => d.memberId === memberId && d.requestId === requestId);
    if (seen) throw new Refusal('duplicate_reference');
  }

  private newId(prefix: string): string {
    return `${prefix}${String(this.nextNumber++).padStart(6, '0')}`;
  }
}

function requireRealAccount(member: Member): void {
  if (member.type === MemberType.Trial) throw new Refusal('in_need_true_account');
}

/** Posts a movement, turning the wallet's refusal into the member-facing message key. */
function postOrExplain(wallet: Wallet, posting: Parameters<Wallet['post']>[0]) {
  try {
    return wallet.post(posting);
  } catch (error) {
    if (error instanceof WalletRefusal) throw new Refusal(error.reason);
    throw error;
  }
}
