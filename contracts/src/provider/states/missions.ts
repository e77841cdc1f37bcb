import type { MockStore } from '../../../../mocks/src/index.js';
import { settleRound } from '../../../../mocks/src/state/settleRound.js';
import { recordBets } from './records';
import { signIn, type SignedInParams } from './ourSignIn';
import type { StateHandlers } from './types';

/** Missions, manual rebate and invite friends: the member-centre sections that give back. */
export function missionsStates(store: MockStore): StateHandlers {
  return {
    /** Rounds of real play settled just now (inside this week's missions), each at `stake`. */
    'a member has played rounds this week': async (params?: unknown) => {
      const p = (params ?? {}) as SignedInParams & { rounds?: number; stake?: number };
      const member = signIn(store, p);
      const game = store.games.find(10001);
      if (!game) throw new Error('no seed game 10001');
      for (let i = 0; i < (p.rounds ?? 1); i += 1) {
        const stake = Math.round((p.stake ?? 10) * 100);
        settleRound(store, { member, game, stake, win: 0, reference: `contract-round-${i}` });
      }
      return undefined;
    },

    'a member has bets since the last rebate claim': async (params?: unknown) => {
      const p = (params ?? {}) as SignedInParams & { stake?: number };
      const member = signIn(store, p);
      recordBets(store, [{ stake: p.stake ?? 1000, win: 0 }], member.account);
      return undefined;
    },

    /** A friend signed up with the member's code and deposited `deposit`. */
    'a friend invited by the member has deposited': async (params?: unknown) => {
      const p = (params ?? {}) as SignedInParams & { friend?: string; deposit?: number };
      const member = signIn(store, p);
      const friend = store.accounts.add({ account: p.friend ?? 'friend1', password: 'Friend123' });
      store.referrals.recordSignUp(store.referrals.codeOf(member), friend.id);
      store.wallet.post({
        memberId: friend.id,
        deltaMinor: Math.round((p.deposit ?? 100) * 100),
        kind: 'deposit',
        reference: 'contract-friend-deposit',
      });
      return undefined;
    },

    'the member has claimed the invite reward for a friend': async (params?: unknown) => {
      const p = (params ?? {}) as SignedInParams & { friend?: string };
      const member = signIn(store, p);
      const friend = store.accounts.add({ account: p.friend ?? 'friend1', password: 'Friend123' });
      store.referrals.recordSignUp(store.referrals.codeOf(member), friend.id);
      store.wallet.post({
        memberId: friend.id,
        deltaMinor: 100_00,
        kind: 'deposit',
        reference: 'contract-friend-deposit',
      });
      store.referralEarnings.claim(member);
      return undefined;
    },
  };
}
