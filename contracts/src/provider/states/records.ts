import type { MockStore } from '../../../../mocks/src/index.js';
import type { GameCategory } from '../../../../mocks/src/state/seed/games.js';
import { signIn, type SignedInParams } from './ourSignIn';
import type { StateHandlers } from './types';

export interface PlayedBet {
  /** Whose bet; the signed-in member when omitted. */
  account?: string;
  gameType?: GameCategory;
  /** Major units, as on the wire. */
  stake: number;
  win: number;
}

/**
 * Records settled bets (an hour ago unless told), each with its stake and payout through the
 * wallet, as the demo game does.
 */
export function recordBets(
  store: MockStore,
  bets: readonly PlayedBet[],
  fallback: string,
  at = store.now() - 60 * 60 * 1000,
): void {
  bets.forEach((b, i) => {
    const member = store.accounts.byAccount(b.account ?? fallback);
    if (!member) throw new Error(`no seed member "${b.account ?? fallback}"`);
    const stake = Math.round(b.stake * 100);
    const win = Math.round(b.win * 100);
    const reference = `provider-state:bet:${i}`;
    store.wallet.post({ memberId: member.id, deltaMinor: -stake, kind: 'bet', reference });
    if (win > 0) {
      store.wallet.post({
        memberId: member.id,
        deltaMinor: win,
        kind: 'payout',
        reference: `${reference}:payout`,
      });
    }
    store.bets.record({
      memberId: member.id,
      account: member.account,
      nodeId: 1,
      gameCode: 'provider-state',
      gameName: 'Provider State Slot',
      vassalage: 'PT',
      gameType: b.gameType ?? 'RNG',
      stake,
      win,
      reference,
      placedAt: at,
    });
  });
}

/** One Bangkok day of a member's records: bets settled and other movements, at noon on. */
export interface RecordedDay {
  date: string;
  bets?: PlayedBet[];
  /** Major units, signed: a withdrawal is negative. */
  movements?: { kind: string; amount: number }[];
}

const BANGKOK_NOON_UTC_HOUR = 5;

/**
 * Seeds a member's records on fixed past days, in time order: the stand-in starts fresh with its
 * clock set back to before the first day, each row is posted at its own time (so the ledger's
 * balances and times agree), then the clock is put back and the member signed in.
 */
export function recordDays(store: MockStore, p: SignedInParams, days: readonly RecordedDay[]) {
  const at = (date: string, minute: number) =>
    Date.parse(`${date}T${String(BANGKOK_NOON_UTC_HOUR).padStart(2, '0')}:00:00.000Z`) +
    minute * 60_000;
  const first = days[0]?.date ?? '2026-11-01';
  const shiftTo = (instant: number) => {
    store.clockOffsetMs = 0;
    store.clockOffsetMs = instant - store.now();
  };
  try {
    shiftTo(at(first, -60 * 24));
    store.reset();
    const account = p.account ?? 'player1';
    const member = store.accounts.byAccount(account);
    if (!member) throw new Error(`no seed member "${account}"`);
    days.forEach((day, d) => {
      (day.movements ?? []).forEach((m, i) => {
        shiftTo(at(day.date, i));
        store.wallet.post({
          memberId: member.id,
          deltaMinor: Math.round(m.amount * 100),
          kind: m.kind,
          reference: `provider-state:${d}:movement:${i}`,
        });
      });
      (day.bets ?? []).forEach((b, i) => {
        const when = at(day.date, 30 + i);
        shiftTo(when);
        const stake = Math.round(b.stake * 100);
        const win = Math.round(b.win * 100);
        const reference = `provider-state:${d}:bet:${i}`;
        store.wallet.post({ memberId: member.id, deltaMinor: -stake, kind: 'bet', reference });
        if (win > 0)
          store.wallet.post({
            memberId: member.id,
            deltaMinor: win,
            kind: 'payout',
            reference: `${reference}:payout`,
          });
        store.bets.record({
          memberId: member.id,
          account: member.account,
          nodeId: 1,
          gameCode: 'provider-state',
          gameName: 'Provider State Game',
          vassalage: 'PT',
          gameType: b.gameType ?? 'RNG',
          stake,
          win,
          reference,
          placedAt: when,
        });
      });
    });
  } finally {
    store.clockOffsetMs = 0;
  }
  const member = store.accounts.byAccount(p.account ?? 'player1');
  if (member) store.sessions.createWithToken(member.id, p.token ?? `${member.account}-token`);
}

/** The member's own records: bets played and bonuses received. */
export function recordsStates(store: MockStore): StateHandlers {
  return {
    'a member has records on some days': async (params?: unknown) => {
      const p = (params ?? {}) as SignedInParams & { days?: RecordedDay[] };
      recordDays(store, p, p.days ?? []);
      return undefined;
    },

    'a member has played': async (params?: unknown) => {
      const p = (params ?? {}) as SignedInParams & { bets?: PlayedBet[] };
      const member = signIn(store, p);
      recordBets(store, p.bets ?? [{ stake: 10, win: 25 }], member.account);
      return undefined;
    },

    'a member has received a bonus': async (params?: unknown) => {
      const p = (params ?? {}) as SignedInParams & { kind?: string; amount?: number };
      const member = signIn(store, p);
      store.wallet.post({
        memberId: member.id,
        deltaMinor: Math.round((p.amount ?? 12.5) * 100),
        kind: p.kind ?? 'rebate',
        reference: 'provider-state:bonus',
      });
      return undefined;
    },
  };
}
