import type { MockStore } from '../../../../mocks/src/index.js';
import type { Member } from '../../../../mocks/src/state/accounts.js';
import { settleRound } from '../../../../mocks/src/state/settleRound.js';
import { payRankSalary } from '../../../../mocks/src/state/vipClub.js';
import { signIn, type SignedInParams } from './ourSignIn';
import type { StateHandlers } from './types';

/** Real stakes this month, funded by a transfer so the rank (counted from deposits) stays put. */
function play(store: MockStore, member: Member, stakeMajor: number) {
  const stake = Math.round(stakeMajor * 100);
  const game = store.games.find(10001);
  if (!game) throw new Error('no demo game 10001 in the seed');
  store.wallet.post({
    memberId: member.id,
    deltaMinor: stake,
    kind: 'transfer-in',
    reference: `contract-vip-funds:${member.id}`,
  });
  settleRound(store, {
    member,
    game,
    stake,
    win: 0,
    reference: `contract-vip-play:${member.id}`,
  });
}

/** The VIP club: a member's play this month and the rank salaries paid. */
export function vipStates(store: MockStore): StateHandlers {
  return {
    'a member has played this month': async (params?: unknown) => {
      const p = (params ?? {}) as SignedInParams & { stake?: number };
      const member = signIn(store, p);
      play(store, member, p.stake ?? 100);
      return undefined;
    },
    'a member was paid a rank salary': async (params?: unknown) => {
      const p = (params ?? {}) as SignedInParams & { stake?: number };
      const member = signIn(store, p);
      play(store, member, p.stake ?? 2_000);
      payRankSalary(store, member);
      return undefined;
    },
  };
}
