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

/** A wire amount as text: plain decimal digits, an optional sign, at most two decimals. */
const DECIMAL_TEXT = /^(-?)(\d{1,15})(?:\.(\d{1,2}))?$/;

/** Above this many major units an amount is not a real one (and minor units stop being exact). */
const MAX_MAJOR = 1e13;

/**
 * The one reading of a wire amount (major units) as integer minor units, for every money call.
 * Accepts a number with at most two decimals, or a string of plain decimal digits with at most
 * two decimals. Everything else is null, for the caller to refuse with `amount_invalid`: hex,
 * binary, octal and exponent forms (`"0x10"`, `"0b11"`, `"5e-1"`, which `Number()` would take),
 * spaces, empty strings, more decimals, and amounts too large to be real.
 */
export function toMinor(major: unknown): number | null {
  if (typeof major === 'string') {
    const m = DECIMAL_TEXT.exec(major);
    if (!m) return null;
    const [, sign, whole = '', cents = ''] = m;
    const minor = Number(whole) * 100 + Number(cents.padEnd(2, '0'));
    if (Number(whole) > MAX_MAJOR) return null;
    return sign === '-' ? -minor : minor;
  }
  if (typeof major !== 'number' || !Number.isFinite(major)) return null;
  if (Math.abs(major) > MAX_MAJOR) return null;
  const minor = Math.round(major * 100);
  return Math.abs(minor - major * 100) < 1e-6 ? minor : null;
}

/**
 * The wallet ledger. Balances are derived from rows, never stored apart from them, so a balance
 * can always be explained; a repeated reference or a movement below zero is refused whole.
 */
export class Wallet {
  private readonly rows: LedgerEntry[] = [];
  private readonly references = new Set<string>();
  private readonly balances = new Map<string, number>();

  constructor(private readonly now: () => number) {}

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
    return entry;
  }

  /** Every movement, oldest first (reports that group a whole team by member in one pass). */
  allEntries(): readonly LedgerEntry[] {
    return this.rows;
  }

  /** A member's movements, oldest first. */
  entries(memberId: string): LedgerEntry[] {
    return this.rows.filter((r) => r.memberId === memberId);
  }
}
