/**
 * A password reset by phone ends the member's sessions on the platform, but the gateway never
 * learns whose: the reset's last call is encrypted, and it is made signed out. What it can see is
 * the number the reset's code was sent to (the plain SMS call before it). So each client
 * address's last reset number is kept until its reset is done, and then the sockets of members
 * whose masked number fits it have their tokens checked with the platform.
 */

/** How long a reset code may take to be entered (the platform's codes last minutes). */
const RESET_WINDOW_MS = 15 * 60_000;
/** Addresses remembered at most: a flood of reset codes cannot grow the map without end. */
const MAX_PENDING = 10_000;

export class PhoneResets {
  private readonly pending = new Map<string, { mobile: string; until: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** A reset code went to `mobile` (digits) at the request of `address`. */
  codeSent(address: string, mobile: string): void {
    this.pending.delete(address);
    if (this.pending.size >= MAX_PENDING) {
      const oldest = this.pending.keys().next().value;
      if (oldest !== undefined) this.pending.delete(oldest);
    }
    this.pending.set(address, { mobile, until: this.now() + RESET_WINDOW_MS });
  }

  /** `address` finished a reset: the number it was for, if one is remembered. */
  done(address: string): string | undefined {
    const entry = this.pending.get(address);
    this.pending.delete(address);
    return entry && entry.until > this.now() ? entry.mobile : undefined;
  }
}

/**
 * Whether a masked number as the platform shows it (`81****678`, masking characters any
 * non-digit) can be `digits`: aligned at their last digit, every digit the mask shows matches.
 * The mask may carry a trunk or country prefix the digits lack, and the reverse.
 */
export function maskFits(mask: string, digits: string): boolean {
  const shown = mask.replace(/\s/g, '');
  const overlap = Math.min(shown.length, digits.length);
  if (overlap < 6) return false;
  let checked = 0;
  for (let i = 1; i <= overlap; i++) {
    const m = shown[shown.length - i] ?? '';
    if (!/\d/.test(m)) continue;
    if (m !== digits[digits.length - i]) return false;
    checked++;
  }
  // A mask that shows nothing would fit every number.
  return checked >= 3;
}
