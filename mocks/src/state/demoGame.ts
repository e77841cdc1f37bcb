import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The stand-in's demo slot: vendors cannot be reached from here, so game launch opens this
 * three-reel slot, whose every round is provably fair. Before a round the player sees the
 * SHA-256 hash of the server seed; the round's outcome is HMAC-SHA256(serverSeed,
 * `${clientSeed}:${nonce}`); after it the seed is revealed (so the player can check both the
 * hash and the outcome) and a fresh seed is committed for the next round.
 */
export const SYMBOLS = ['CHERRY', 'LEMON', 'BELL', 'BAR', 'STAR', 'SEVEN'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];
/** Three of a kind pays these multiples of the stake, in symbol order. */
export const TRIPLE_MULTIPLIERS: Readonly<Record<SlotSymbol, number>> = {
  CHERRY: 5,
  LEMON: 5,
  BELL: 10,
  BAR: 15,
  STAR: 25,
  SEVEN: 50,
};
/** Exactly two of a kind returns the stake. Return to player: (110 + 90) / 216 ≈ 92.6%. */
export const PAIR_MULTIPLIER = 1;
/** One round in this many wins the progressive jackpot pool. */
export const JACKPOT_ODDS = 1_000_000;
/** Stakes offered, minor units. */
export const DEMO_STAKES = [1_00, 2_00, 5_00, 10_00, 20_00, 50_00, 100_00] as const;
/** Play money of a free trial; never touches the wallet. */
export const FUN_BALANCE = 1_000_00;
/** A launch ticket lapses after two hours without a round. */
export const TICKET_TTL_MS = 2 * 60 * 60 * 1000;

export interface SpinOutcome {
  reels: SlotSymbol[];
  multiplier: number;
  jackpot: boolean;
}

export function hashSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

/**
 * The outcome of one round, a pure function of the seeds and the nonce. The first four bytes
 * decide the jackpot; reels take the following bytes below 252 (a multiple of 6), so every
 * symbol is equally likely. The demo page repeats this in the browser to verify a round.
 */
export function spinOutcome(serverSeed: string, clientSeed: string, nonce: number): SpinOutcome {
  const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest();
  const jackpot = digest.readUInt32BE(0) < Math.floor(0x1_0000_0000 / JACKPOT_ODDS);
  const reels: SlotSymbol[] = [];
  for (let i = 4; i < digest.length && reels.length < 3; i += 1) {
    const byte = digest[i] ?? 255;
    if (byte < 252) reels.push(SYMBOLS[byte % SYMBOLS.length] ?? 'CHERRY');
  }
  // 28 bytes all at 252 or more has odds of about 1 in 10^53; pad rather than loop.
  while (reels.length < 3) reels.push('CHERRY');
  return { reels, multiplier: multiplierOf(reels), jackpot };
}

export function multiplierOf(reels: readonly SlotSymbol[]): number {
  const [a, b, c] = reels;
  if (a === b && b === c && a) return TRIPLE_MULTIPLIERS[a];
  return a === b || b === c || a === c ? PAIR_MULTIPLIER : 0;
}

export interface DemoSession {
  ticket: string;
  /** null for a free trial without an account. */
  memberId: string | null;
  nodeId: number;
  mode: 'real' | 'fun';
  serverSeed: string;
  clientSeed: string;
  /** Rounds played in this session; part of each round's HMAC input and wallet reference. */
  nonce: number;
  funBalance: number;
  expiresAt: number;
}

export interface Round {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  outcome: SpinOutcome;
}

/** Open demo sessions by launch ticket. */
export class DemoGame {
  private readonly sessions = new Map<string, DemoSession>();

  constructor(private readonly now: () => number) {}

  clear(): void {
    this.sessions.clear();
  }

  open(input: { memberId: string | null; nodeId: number; mode: 'real' | 'fun' }): DemoSession {
    const session: DemoSession = {
      ...input,
      ticket: randomBytes(18).toString('base64url'),
      serverSeed: randomBytes(32).toString('hex'),
      clientSeed: randomBytes(8).toString('hex'),
      nonce: 0,
      funBalance: FUN_BALANCE,
      expiresAt: this.now() + TICKET_TTL_MS,
    };
    this.sessions.set(session.ticket, session);
    return session;
  }

  get(ticket: string): DemoSession | undefined {
    const session = this.sessions.get(ticket);
    if (session && session.expiresAt <= this.now()) {
      this.sessions.delete(ticket);
      return undefined;
    }
    return session;
  }

  /** Plays the committed seed once, then reveals it and commits a fresh one. */
  playRound(session: DemoSession, clientSeed?: string): Round {
    if (clientSeed) session.clientSeed = clientSeed;
    session.nonce += 1;
    const round: Round = {
      serverSeed: session.serverSeed,
      serverSeedHash: hashSeed(session.serverSeed),
      clientSeed: session.clientSeed,
      nonce: session.nonce,
      outcome: spinOutcome(session.serverSeed, session.clientSeed, session.nonce),
    };
    session.serverSeed = randomBytes(32).toString('hex');
    session.expiresAt = this.now() + TICKET_TTL_MS;
    return round;
  }
}
