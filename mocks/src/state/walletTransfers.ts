import { MemberType, isAgentType, type Member } from './accounts.js';
import type { PlatformPush } from './platformPush.js';
import { Refusal } from './refusal.js';
import { WalletRefusal, type Posting, type Wallet } from './wallet.js';

/**
 * The member's wallets (the main wallet plus one per game vendor, for merchants that are not
 * single-wallet) and money moved along the agent tree: to the direct upline
 * (`/wps/member/transferUpline`) and, for agents, to a downline (`/wps/agent/transferDownline`).
 *
 * Vendor wallets live in the same ledger as the main wallet under their own ledger id
 * (`<memberId>#<vendor>`), so every movement is a row with a unique reference and nothing can
 * go below zero. One submission carries one `requestId`; the references are derived from it,
 * so a retried submission is refused with `duplicate_reference` instead of moving money twice.
 */

/** The platform's account type of the main wallet (the aggregator reads `accountTypeId=2`). */
export const MAIN_ACCOUNT_TYPE_ID = 2;
/** Vendor wallets are numbered from here, in the catalogue's vendor order. */
const FIRST_VENDOR_ACCOUNT_TYPE_ID = 100;
/** Smallest amount one transfer may move, in minor units. */
export const MIN_TRANSFER_MINOR = 1_00;
export const REMARK_MAX = 140;

export interface VendorWalletDef {
  accountTypeId: number;
  vendor: string;
  name: string;
}

export interface WalletView {
  accountTypeId: number;
  /** '' for the main wallet, else the vendor code (vassalage). */
  vendor: string;
  name: string;
  balanceMinor: number;
}

export interface WalletTransfersDeps {
  now: () => number;
  wallet: Wallet;
  /** Money moved along the agent tree is pushed to both ends, as the platform does. */
  push: Pick<PlatformPush, 'agentTransfer'>;
  accounts: { byId(id: string): Member | undefined; byAccount(a: string): Member | undefined };
  checkPassword(member: Member, password: string): boolean;
  /** Vendor code and display name of every game vendor, in catalogue order. */
  vendors(): { vendor: string; name: string }[];
}

export interface MemberTransfer {
  transferId: string;
  fromAccount: string;
  toAccount: string;
  amountMinor: number;
  remark: string;
  balanceAfterMinor: number;
}

export class WalletTransfers {
  /** A single-wallet merchant: vendors draw on the main wallet, nothing to move. */
  singleWallet = false;
  private transfers: MemberTransfer[] = [];
  /** Submissions already carried out ("return all" with nothing to return posts no row). */
  private readonly done = new Set<string>();

  constructor(private readonly deps: WalletTransfersDeps) {}

  reset(): void {
    this.singleWallet = false;
    this.transfers = [];
    this.done.clear();
  }

  vendorWallets(): VendorWalletDef[] {
    const seen = new Set<string>();
    const defs: VendorWalletDef[] = [];
    for (const v of this.deps.vendors()) {
      if (seen.has(v.vendor)) continue;
      seen.add(v.vendor);
      defs.push({ accountTypeId: FIRST_VENDOR_ACCOUNT_TYPE_ID + defs.length, ...v });
    }
    return defs;
  }

  /** The main wallet first, then every vendor wallet (none for a single-wallet merchant). */
  walletsOf(member: Member): WalletView[] {
    const main: WalletView = {
      accountTypeId: MAIN_ACCOUNT_TYPE_ID,
      vendor: '',
      name: 'MAIN',
      balanceMinor: this.deps.wallet.balanceMinor(member.id),
    };
    if (this.singleWallet) return [main];
    return [
      main,
      ...this.vendorWallets().map((v) => ({
        accountTypeId: v.accountTypeId,
        vendor: v.vendor,
        name: v.name,
        balanceMinor: this.deps.wallet.balanceMinor(vendorLedgerId(member.id, v.vendor)),
      })),
    ];
  }

  /** Moves money between two of the member's wallets; answers the amount moved. */
  transfer(
    member: Member,
    input: {
      fromAccountTypeId: number;
      toAccountTypeId: number;
      amountMinor: number;
      requestId: string;
    },
  ): number {
    requireRealAccount(member);
    if (this.singleWallet) throw new Refusal('single_wallet_no_transfer');
    if (input.fromAccountTypeId === input.toAccountTypeId)
      throw new Refusal('transfer_same_wallet');
    requireMinimum(input.amountMinor);
    const from = this.ledgerId(member, input.fromAccountTypeId);
    const to = this.ledgerId(member, input.toAccountTypeId);
    const reference = `wallet-transfer:${member.id}:${input.requestId}`;
    this.refuseRepeat(reference);
    post(this.deps.wallet, {
      memberId: from,
      deltaMinor: -input.amountMinor,
      kind: 'wallet_transfer_out',
      reference: `${reference}:out`,
      note: String(input.toAccountTypeId),
    });
    post(this.deps.wallet, {
      memberId: to,
      deltaMinor: input.amountMinor,
      kind: 'wallet_transfer_in',
      reference: `${reference}:in`,
      note: String(input.fromAccountTypeId),
    });
    this.done.add(reference);
    return input.amountMinor;
  }

  /** Brings every vendor wallet's balance back to the main wallet; answers the total. */
  returnAll(member: Member, requestId: string): number {
    requireRealAccount(member);
    const reference = `wallet-return:${member.id}:${requestId}`;
    this.refuseRepeat(reference);
    let total = 0;
    for (const v of this.vendorWallets()) {
      const id = vendorLedgerId(member.id, v.vendor);
      const balance = this.deps.wallet.balanceMinor(id);
      if (balance <= 0) continue;
      post(this.deps.wallet, {
        memberId: id,
        deltaMinor: -balance,
        kind: 'wallet_return_out',
        reference: `${reference}:${v.vendor}:out`,
      });
      post(this.deps.wallet, {
        memberId: member.id,
        deltaMinor: balance,
        kind: 'wallet_return_in',
        reference: `${reference}:${v.vendor}:in`,
        note: v.vendor,
      });
      total += balance;
    }
    this.done.add(reference);
    return total;
  }

  /** To the member's direct upline, checked against the member's password. */
  transferUpline(
    member: Member,
    input: { amountMinor: number; password: string; remark: string; requestId: string },
  ): MemberTransfer {
    requireRealAccount(member);
    const upline = member.uplineId ? this.deps.accounts.byId(member.uplineId) : undefined;
    if (!upline) throw new Refusal('no_upline');
    const record = this.move(member, upline, input);
    this.deps.push.agentTransfer('DOWNLINE_TO_AGENT', {
      sender: member,
      receiver: upline,
      amountMinor: record.amountMinor,
      time: this.deps.now(),
    });
    return record;
  }

  /** From an agent to one of its direct downlines, checked against the agent's password. */
  transferDownline(
    member: Member,
    input: {
      username: string;
      amountMinor: number;
      password: string;
      remark: string;
      requestId: string;
    },
  ): MemberTransfer {
    requireRealAccount(member);
    if (!isAgentType(member.type)) throw new Refusal('error_not_agent');
    const target = this.deps.accounts.byAccount(input.username);
    if (!target || target.uplineId !== member.id) throw new Refusal('transfer_target_not_allowed');
    const record = this.move(member, target, input);
    this.deps.push.agentTransfer('AGENT_TO_DOWNLINE', {
      sender: member,
      receiver: target,
      amountMinor: record.amountMinor,
      time: this.deps.now(),
    });
    return record;
  }

  transfersOf(memberId: string): MemberTransfer[] {
    return this.transfers.filter((t) => t.fromAccount === memberId || t.toAccount === memberId);
  }

  private move(
    from: Member,
    to: Member,
    input: { amountMinor: number; password: string; remark: string; requestId: string },
  ): MemberTransfer {
    if (input.remark.length > REMARK_MAX) throw new Refusal('remark_too_long');
    requireMinimum(input.amountMinor);
    if (!this.deps.checkPassword(from, input.password)) throw new Refusal('payment_password_error');
    const transferId = `MT${from.id}-${input.requestId}`;
    this.refuseRepeat(`member-transfer:${transferId}`);
    const out = post(this.deps.wallet, {
      memberId: from.id,
      deltaMinor: -input.amountMinor,
      kind: 'transfer_out',
      reference: `member-transfer:${transferId}:out`,
      note: to.account,
    });
    post(this.deps.wallet, {
      memberId: to.id,
      deltaMinor: input.amountMinor,
      kind: 'transfer_in',
      reference: `member-transfer:${transferId}:in`,
      note: from.account,
    });
    const record: MemberTransfer = {
      transferId,
      fromAccount: from.account,
      toAccount: to.account,
      amountMinor: input.amountMinor,
      remark: input.remark,
      balanceAfterMinor: out.balanceAfterMinor,
    };
    this.transfers.push(record);
    this.done.add(`member-transfer:${transferId}`);
    return record;
  }

  private ledgerId(member: Member, accountTypeId: number): string {
    if (accountTypeId === MAIN_ACCOUNT_TYPE_ID) return member.id;
    const def = this.vendorWallets().find((v) => v.accountTypeId === accountTypeId);
    if (!def) throw new Refusal('wallet_not_found');
    return vendorLedgerId(member.id, def.vendor);
  }

  private refuseRepeat(reference: string): void {
    if (this.done.has(reference)) throw new Refusal('duplicate_reference');
  }
}

/** Where a member's vendor wallet sits in the ledger. */
export function vendorLedgerId(memberId: string, vendor: string): string {
  return `${memberId}#${vendor}`;
}

function requireRealAccount(member: Member): void {
  if (member.type === MemberType.Trial) throw new Refusal('in_need_true_account');
}

function requireMinimum(amountMinor: number): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) throw new Refusal('amount_invalid');
  if (amountMinor < MIN_TRANSFER_MINOR) throw new Refusal('amount_below_minimum');
}

function post(wallet: Wallet, posting: Posting) {
  try {
    return wallet.post(posting);
  } catch (error) {
    if (error instanceof WalletRefusal) throw new Refusal(error.reason);
    throw error;
  }
}
