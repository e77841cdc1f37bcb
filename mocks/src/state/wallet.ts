/** Why a wallet movement was refused; the value doubles as the platform-style message key. */
export type WalletRefusalReason = 'duplicate_reference' | 'insufficient_balance' | 'invalid_amount';

export class WalletRefusal extends Error {
  constructor(readonly reason: WalletRefusalReason) {
    super(reason);
    this.name = 'WalletRefusal';
  }
}

export interface LedgerEntry {
  memberId: string;
  /** Positive credits the member, negative debits; integer minor units (cents). */
  deltaMinor: number;
  balanceAfterMinor: number;
  /** What moved the money, e.g. `deposit`, `withdrawal`, `bet`, `payout`, `transfer`. */
  kind: string;
  /** Unique across the whole ledger: a movement is applied at most once. */
  reference: string;
  note?: string;
  at: number;
}

export interface Posting {
  memberId: string;
  deltaMinor: number;
  kind: string;
  reference: string;
  note?: string;
}

/** Converts integer minor units to the platform's wire form: major units, 2 decimals. */
export function toMajor(minor: number): number {
  return Math.round(minor) / 100;
}

/** Converts a wire amount (major units) to minor units; null unless it has at most 2 decimals. */
export function toMinor(major: unknown): number | null {
  const n = typeof major === 'string' ? Number(major) : major;
  if (typeof n !== 'number' || !Number.isFinite(n)) return null;
  const minor = Math.round(n * 100);
  return Math.abs(minor - n * 100) < 1e-6 ? minor : null;
}

/**
 * The wallet ledger. Balances are derived from rows, never stored apart from them, so a balance
 * can always be explained; a repeated reference or a movement below zero is refused whole.
 */
export class Wallet {
  private readonly rows: LedgerEntry[] = [];
  private readonly references = new Set<string>();
  private readonly balances = new Map<string, number>();

  constructor(
    private readonly now: () => number,
    private readonly onChange: (memberId: string, balanceMinor: number) => void = () => {},
  ) {}

  clear(): void {
    this.rows.length = 0;
    this.references.clear();
    this.balances.clear();
  }

  balanceMinor(memberId: string): number {
    return this.balances.get(memberId) ?? 0;
  }

  hasReference(reference: string): boolean {
    return this.references.has(reference);
  }

  post(posting: Posting): LedgerEntry {
    if (!Number.isSafeInteger(posting.deltaMinor) || posting.deltaMinor === 0) {
      throw new WalletRefusal('invalid_amount');
    }
    if (this.references.has(posting.reference)) throw new WalletRefusal('duplicate_reference');
    const after = this.balanceMinor(posting.memberId) + posting.deltaMinor;
    if (after < 0) throw new WalletRefusal('insufficient_balance');
    const entry: LedgerEntry = { ...posting, balanceAfterMinor: after, at: this.now() };
    this.rows.push(entry);
    this.references.add(posting.reference);
    this.balances.set(posting.memberId, after);
    this.onChange(posting.memberId, after);
    return entry;
  }

  /** A member's movements, oldest first. */
  entries(memberId: string): LedgerEntry[] {
    return this.rows.filter((r) => r.memberId === memberId);
  }
}
