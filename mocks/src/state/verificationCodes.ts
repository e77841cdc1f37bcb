import { randomInt } from 'node:crypto';

/** What a code was sent for; a code is only good for its own purpose. */
export type CodePurpose =
  | 'register'
  | 'login'
  | 'password-reset'
  | 'login-verification'
  | 'phone-auth'
  | 'bind-mobile'
  | 'bind-email'
  | 'withdrawal'
  | 'payment-password-reset';

/** Codes stay valid this long; the answer reports it as `expiredMinutes`. */
export const CODE_TTL_MINUTES = 5;
/** One code per number and purpose per minute, as the client's countdown assumes. */
const RESEND_GAP_MS = 60_000;
/**
 * At most this many codes to one address in `WINDOW_MS`; further requests are refused until the
 * oldest falls out of the window (the client says "retry after 5 minutes").
 */
const MAX_PER_WINDOW = 5;
const WINDOW_MS = 15 * 60_000;
/** Wrong tries a code survives; after these it is dead (even the right code fails) until a new one is sent. */
export const MAX_WRONG_TRIES = 5;

interface IssuedCode {
  code: string;
  purpose: CodePurpose;
  expiresAt: number;
  issuedAt: number;
  /** Wrong guesses so far; at `MAX_WRONG_TRIES` the code is locked. */
  wrongTries: number;
}

export type CodeCheck = 'ok' | 'expired' | 'invalid';

export class TooManyRequests extends Error {
  constructor() {
    super('too_many_requests');
    this.name = 'TooManyRequests';
  }
}

/**
 * One-time codes sent by SMS or e-mail. Nothing is really sent: the last code per address is
 * readable only through the dev-only endpoint, never in an answer or a log line.
 */
export class VerificationCodes {
  private readonly live = new Map<string, IssuedCode>();
  private readonly sentTimes = new Map<string, number[]>();
  private readonly lastByAddress = new Map<string, string>();

  constructor(private readonly now: () => number) {}

  clear(): void {
    this.live.clear();
    this.sentTimes.clear();
    this.lastByAddress.clear();
  }

  /** Issues a fresh 6-digit code, refusing with `TooManyRequests` when sent too often. */
  issue(address: string, purpose: CodePurpose): { expiredMinutes: number } {
    const now = this.now();
    const recent = (this.sentTimes.get(address) ?? []).filter((t) => now - t < WINDOW_MS);
    const previous = this.live.get(key(address, purpose));
    if (recent.length >= MAX_PER_WINDOW) throw new TooManyRequests();
    if (previous && now - previous.issuedAt < RESEND_GAP_MS) throw new TooManyRequests();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.live.set(key(address, purpose), {
      code,
      purpose,
      issuedAt: now,
      expiresAt: now + CODE_TTL_MINUTES * 60_000,
      wrongTries: 0,
    });
    this.sentTimes.set(address, [...recent, now]);
    this.lastByAddress.set(address, code);
    return { expiredMinutes: CODE_TTL_MINUTES };
  }

  /** Places a known code, as a contract provider state or a test needs to. */
  place(address: string, purpose: CodePurpose, code: string, expiresInMs: number): void {
    const now = this.now();
    this.live.set(key(address, purpose), {
      code,
      purpose,
      issuedAt: now,
      expiresAt: now + expiresInMs,
      wrongTries: 0,
    });
    this.lastByAddress.set(address, code);
  }

  /**
   * Checks a code; a correct one is used up so it cannot be replayed. After `MAX_WRONG_TRIES`
   * wrong guesses the code is locked: every later check fails, the right code too, until a new
   * code is sent, so a 6-digit code cannot be guessed.
   */
  check(address: string, purpose: CodePurpose, code: string): CodeCheck {
    const issued = this.live.get(key(address, purpose));
    if (!issued || issued.wrongTries >= MAX_WRONG_TRIES) return 'invalid';
    if (issued.code !== code.trim()) {
      issued.wrongTries += 1;
      return 'invalid';
    }
    if (issued.expiresAt <= this.now()) return 'expired';
    this.live.delete(key(address, purpose));
    return 'ok';
  }

  /** The last code sent to an address (dev-only endpoint). */
  lastCode(address: string): string | undefined {
    return this.lastByAddress.get(address);
  }
}

function key(address: string, purpose: CodePurpose): string {
  return `${purpose}\u0000${address}`;
}
