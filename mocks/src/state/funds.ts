import { createHash } from 'node:crypto';
import { MemberType, type Accounts, type Member } from './accounts.js';
import { toMajor, WalletRefusal, type Wallet } from './wallet.js';
import { Refusal } from './refusal.js';

/**
 * Withdrawals (with the C2C withdrawal-confirmation flow of spec §4) and transfers along the
 * agent tree (deposits live in `deposit.ts`). Every movement goes through the wallet ledger with a reference derived
 * from the record it belongs to, so nothing can be applied twice.
 */

/** Kept here too: contracts and the server import the scheduler from this module. */
export { realScheduler, type Scheduler } from './scheduler.js';

export type Publish = (memberId: string, event: string, payload: unknown) => void;

export interface FundsDeps {
  now: () => number;
  accounts: Accounts;
  wallet: Wallet;
  publish: Publish;
}

export interface FundsSettings {
  /** An approved withdrawal nobody confirms counts as received after this many minutes. */
  autoReceiveMinutes: number;
  minWithdrawalMinor: number;
  maxWithdrawalMinor: number;
}

export function defaultFundsSettings(): FundsSettings {
  return {
    autoReceiveMinutes: 30,
    minWithdrawalMinor: 10_000,
    maxWithdrawalMinor: 5_000_000,
  };
}

export type WithdrawalStatus =
  'PENDING' | 'AWAITING_CONFIRMATION' | 'DISPUTED' | 'COMPLETED' | 'REJECTED';

export interface ProofImage {
  type: 'png' | 'jpg';
  bytes: number;
  sha256: string;
}

export interface WithdrawalRecord {
  id: string;
  memberId: string;
  amountMinor: number;
  status: WithdrawalStatus;
  requestId: string;
  createdAt: number;
  approvedAt: number | null;
  /** When an unanswered confirmation counts as received. */
  confirmDeadline: number | null;
  completedAt: number | null;
  /** How the member (or the clock) closed it. */
  receipt: 'RECEIVED' | 'FORCED' | 'AUTO' | null;
  proofs: ProofImage[];
  rejectReason: string | null;
}

export type ConfirmationAction = 'RECEIVED' | 'ALL_RECEIVED' | 'NOT_RECEIVED' | 'FORCE_RECEIPT';

/** Upload limits of spec §9: png or jpg, 5 MB each, at most 3. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_MAX_COUNT = 3;

export class FundsState {
  settings: FundsSettings = defaultFundsSettings();
  private withdrawals: WithdrawalRecord[] = [];
  private nextNumber = 1;

  constructor(private readonly deps: FundsDeps) {}

  reset(): void {
    this.settings = defaultFundsSettings();
    this.withdrawals = [];
    this.nextNumber = 1;
  }

  /** What waits for the operator: withdrawals not yet reviewed. */
  awaitingOperator(): { withdrawals: WithdrawalRecord[] } {
    return { withdrawals: this.withdrawals.filter((w) => w.status === 'PENDING') };
  }

  // --- withdrawals ----------------------------------------------------------------------

  requestWithdrawal(
    member: Member,
    input: { amountMinor: number; password: string; requestId: string },
  ): WithdrawalRecord {
    requireRealAccount(member);
    // passwordCheck: the stand-in's members have no separate payment password, so the platform's
    // fallback applies and the member's own password is checked.
    if (!this.deps.accounts.checkPassword(member, input.password)) {
      throw new Refusal('payment_password_error');
    }
    const { minWithdrawalMinor, maxWithdrawalMinor } = this.settings;
    if (input.amountMinor < minWithdrawalMinor || input.amountMinor > maxWithdrawalMinor) {
      throw new Refusal('amount_out_of_range');
    }
    return this.holdWithdrawal(member, input.amountMinor, input.requestId);
  }

  /** Records a withdrawal and holds its amount; the password has been checked by then. */
  holdWithdrawal(member: Member, amountMinor: number, requestId: string): WithdrawalRecord {
    this.refuseRepeatedRequest(member.id, requestId);
    const id = this.newId('W');
    // Funds are held at once, so the member cannot bet or transfer money already on its way out.
    postOrExplain(this.deps.wallet, {
      memberId: member.id,
      deltaMinor: -amountMinor,
      kind: 'withdrawal',
      reference: `withdrawal:${id}:hold`,
    });
    const withdrawal: WithdrawalRecord = {
      id,
      memberId: member.id,
      amountMinor,
      status: 'PENDING',
      requestId,
      createdAt: this.deps.now(),
      approvedAt: null,
      confirmDeadline: null,
      completedAt: null,
      receipt: null,
      proofs: [],
      rejectReason: null,
    };
    this.withdrawals.push(withdrawal);
    return withdrawal;
  }

  /** The operator approved and paid out: the member now confirms receipt. */
  approveWithdrawal(id: string): WithdrawalRecord {
    const w = this.pendingWithdrawal(id);
    const now = this.deps.now();
    w.status = 'AWAITING_CONFIRMATION';
    w.approvedAt = now;
    w.confirmDeadline = now + this.settings.autoReceiveMinutes * 60_000;
    const payload = { withdrawalId: w.id, amount: toMajor(w.amountMinor) };
    this.deps.publish(w.memberId, 'withdrawal:approved', payload);
    this.deps.publish(w.memberId, 'withdrawal:confirmation-request', {
      ...payload,
      confirmDeadline: new Date(w.confirmDeadline).toISOString(),
    });
    return w;
  }

  /** The operator refused: the held funds go back to the wallet, once. */
  rejectWithdrawal(id: string, reason: string): WithdrawalRecord {
    const w = this.pendingWithdrawal(id);
    const entry = this.deps.wallet.post({
      memberId: w.memberId,
      deltaMinor: w.amountMinor,
      kind: 'withdrawal_refund',
      reference: `withdrawal:${w.id}:refund`,
      note: reason,
    });
    w.status = 'REJECTED';
    w.rejectReason = reason;
    w.completedAt = this.deps.now();
    this.deps.publish(w.memberId, 'withdrawal:rejected', {
      withdrawalId: w.id,
      amount: toMajor(w.amountMinor),
      reason,
      balance: toMajor(entry.balanceAfterMinor),
    });
    return w;
  }

  withdrawalsOf(memberId: string): WithdrawalRecord[] {
    this.applyAutoReceipts();
    return this.withdrawals.filter((w) => w.memberId === memberId).reverse();
  }

  /** Withdrawals that wait for the member's word: awaiting confirmation or disputed. */
  confirmationsOf(memberId: string): WithdrawalRecord[] {
    return this.withdrawalsOf(memberId).filter(
      (w) => w.status === 'AWAITING_CONFIRMATION' || w.status === 'DISPUTED',
    );
  }

  /**
   * The member's answer to a confirmation request. RECEIVED closes one, ALL_RECEIVED every one
   * awaiting; NOT_RECEIVED needs 1–3 proof images and opens a dispute; FORCE_RECEIPT closes a
   * dispute as received (the payer's deposit is then not refunded).
   */
  confirmWithdrawal(
    member: Member,
    input: { withdrawalId?: string; action: ConfirmationAction; proofImages?: string[] },
  ): WithdrawalRecord[] {
    this.applyAutoReceipts();
    if (input.action === 'ALL_RECEIVED') {
      const open = this.withdrawals.filter(
        (w) => w.memberId === member.id && w.status === 'AWAITING_CONFIRMATION',
      );
      if (open.length === 0) throw new Refusal('withdrawal_not_awaiting_confirmation');
      for (const w of open) this.close(w, 'RECEIVED');
      return open;
    }
    const w = this.withdrawals.find((x) => x.id === input.withdrawalId && x.memberId === member.id);
    if (!w) throw new Refusal('withdrawal_not_found');
    switch (input.action) {
      case 'RECEIVED':
        if (w.status !== 'AWAITING_CONFIRMATION' && w.status !== 'DISPUTED') {
          throw new Refusal('withdrawal_not_awaiting_confirmation');
        }
        this.close(w, 'RECEIVED');
        break;
      case 'NOT_RECEIVED':
        if (w.status !== 'AWAITING_CONFIRMATION') {
          throw new Refusal('withdrawal_not_awaiting_confirmation');
        }
        w.proofs = readProofImages(input.proofImages ?? []);
        w.status = 'DISPUTED';
        w.confirmDeadline = null;
        break;
      case 'FORCE_RECEIPT':
        if (w.status !== 'DISPUTED') throw new Refusal('withdrawal_not_disputed');
        this.close(w, 'FORCED');
        break;
    }
    return [w];
  }

  // --- internals ------------------------------------------------------------------------

  private close(w: WithdrawalRecord, receipt: 'RECEIVED' | 'FORCED' | 'AUTO'): void {
    w.status = 'COMPLETED';
    w.receipt = receipt;
    w.completedAt = this.deps.now();
    w.confirmDeadline = null;
  }

  /** Evaluated on read against the store clock, so no timer is needed for auto-receipt. */
  private applyAutoReceipts(): void {
    const now = this.deps.now();
    for (const w of this.withdrawals) {
      if (w.status === 'AWAITING_CONFIRMATION' && w.confirmDeadline !== null) {
        if (now >= w.confirmDeadline) this.close(w, 'AUTO');
      }
    }
  }

  private pendingWithdrawal(id: string): WithdrawalRecord {
    const w = this.withdrawals.find((x) => x.id === id);
    if (!w) throw new Refusal('withdrawal_not_found');
    if (w.status !== 'PENDING') throw new Refusal('withdrawal_already_processed');
    return w;
  }

  private refuseRepeatedRequest(memberId: string, requestId: string): void {
    if (!requestId) throw new Refusal('request_param_err');
    const seen = this.withdrawals.some((w) => w.memberId === memberId && w.requestId === requestId);
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

const DATA_URL = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/;

/** Checks proof images by their bytes, not their label: png or jpg, 5 MB each, 1 to 3. */
export function readProofImages(images: string[]): ProofImage[] {
  if (images.length === 0) throw new Refusal('proof_required');
  if (images.length > PROOF_MAX_COUNT) throw new Refusal('proof_too_many');
  return images.map((image) => {
    const match = DATA_URL.exec(image);
    if (!match?.[2]) throw new Refusal('proof_invalid_type');
    const bytes = Buffer.from(match[2], 'base64');
    if (bytes.length > PROOF_MAX_BYTES) throw new Refusal('proof_too_large');
    const type = sniffImage(bytes);
    if (!type) throw new Refusal('proof_invalid_type');
    return { type, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  });
}

function sniffImage(bytes: Buffer): 'png' | 'jpg' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}
