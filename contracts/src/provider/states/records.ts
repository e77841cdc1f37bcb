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

/** The member's own records: bets played and bonuses received. */
export function recordsStates(store: MockStore): StateHandlers {
  return {
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
