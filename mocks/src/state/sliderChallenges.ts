import { randomBytes, randomInt } from 'node:crypto';

/** A slider challenge must be answered within this long of being issued. */
const CHALLENGE_TTL_MS = 2 * 60_000;
/** How far (in track percent) the dropped piece may land from the gap and still pass. */
export const SLIDER_TOLERANCE = 4;
/** The gap never sits at the very start of the track, where an untouched slider rests. */
const GAP_MIN = 20;
const GAP_MAX = 90;

interface IssuedChallenge {
  gap: number;
  expiresAt: number;
}

/** The answer the platform's clients send with a protected call (Geetest's field names). */
export interface SliderAnswer {
  challenge: string;
  validate: string;
  seccode: string;
}

export type SliderCheck = 'ok' | 'missing' | 'failed';

/**
 * Slider challenges (the platform's Geetest module, GEETEST3): the stand-in issues a challenge
 * with a gap on the track, and the protected call (an SMS code request, the sign-in after a
 * phone reset) carries where the player dropped the piece. A challenge is single-use: it is
 * spent by its first check, right or wrong, so a replayed answer fails.
 */
export class SliderChallenges {
  private readonly open = new Map<string, IssuedChallenge>();

  constructor(private readonly now: () => number) {}

  clear(): void {
    this.open.clear();
  }

  issue(): { challenge: string; gap: number } {
    const challenge = randomBytes(16).toString('hex');
    const gap = randomInt(GAP_MIN, GAP_MAX + 1);
    this.place(challenge, gap);
    return { challenge, gap };
  }

  /** Opens a known challenge, as a contract provider state needs to. */
  place(challenge: string, gap: number): void {
    this.open.set(challenge, { gap, expiresAt: this.now() + CHALLENGE_TTL_MS });
  }

  check(answer: SliderAnswer | null): SliderCheck {
    if (!answer || !answer.challenge) return 'missing';
    const issued = this.open.get(answer.challenge);
    this.open.delete(answer.challenge);
    if (!issued || issued.expiresAt <= this.now()) return 'failed';
    const dropped = Number(answer.validate);
    // Geetest's seccode is the validate value with a fixed suffix; anything else was forged.
    if (!Number.isFinite(dropped) || answer.seccode !== `${answer.validate}|jordan`) {
      return 'failed';
    }
    return Math.abs(dropped - issued.gap) <= SLIDER_TOLERANCE ? 'ok' : 'failed';
  }
}

/** Reads the Geetest answer fields from a request's parameters, if any were sent. */
export function sliderAnswerOf(p: Record<string, unknown>): SliderAnswer | null {
  const field = (name: string) => (typeof p[name] === 'string' ? (p[name] as string) : '');
  const challenge = field('geetest_challenge');
  if (!challenge) return null;
  return {
    challenge,
    validate: field('geetest_validate'),
    seccode: field('geetest_seccode'),
  };
}
