import type { MockStore } from '../../../../mocks/src/index.js';
import { RAFFLE_TICKET_STAKE_MINOR } from '../../../../mocks/src/state/rewards.js';
import { signIn, type SignedInParams } from './ourSignIn';
import { recordBets } from './records';
import type { StateHandlers } from './types';

/** The named seed member, signed in, as if they had registered just now (sign-up promotions). */
function registeredToday(store: MockStore, params: SignedInParams) {
  const member = signIn(store, params);
  member.createdAt = store.now();
  return member;
}

/** Reward centre, rebate and raffle states on top of the default scenario's seed rewards. */
export function rewardsStates(store: MockStore): StateHandlers {
  return {
    'a member has claimed a reward': async (params?: unknown) => {
      const p = (params ?? {}) as SignedInParams & { rewardId?: string };
      const member = signIn(store, p);
      store.rewards.claimReward(member, p.rewardId ?? 'RW1');
      return undefined;
    },

    'a member who registered today is signed in': async (params?: unknown) => {
      registeredToday(store, (params ?? {}) as SignedInParams);
      return undefined;
    },

    'a member who registered today has claimed the sign-up bonus': async (params?: unknown) => {
      const p = (params ?? {}) as SignedInParams & { promotionId?: number };
      const member = registeredToday(store, p);
      store.rewards.claimRegisterPromotion(member, p.promotionId ?? 401);
      return undefined;
    },

    'a member has redeemed a promo code': async (params?: unknown) => {
      const p = (params ?? {}) as SignedInParams & { promoCode?: string };
      const member = signIn(store, p);
      store.rewards.redeemPromoCode(member, p.promoCode ?? 'WELCOME888');
      return undefined;
    },

    'a member has claimed a rebate today': async (params?: unknown) => {
      const p = (params ?? {}) as SignedInParams;
      const member = signIn(store, p);
      recordBets(store, [{ stake: 100, win: 0 }], member.account);
      store.rewards.claimRebate(member);
      return undefined;
    },

    'a member has raffle tickets': async (params?: unknown) => {
      const p = (params ?? {}) as SignedInParams & { tickets?: number };
      const member = signIn(store, p);
      const stake = ((p.tickets ?? 1) * RAFFLE_TICKET_STAKE_MINOR) / 100;
      // Staked just now, so the tickets belong to today whatever the hour in Bangkok.
      recordBets(store, [{ stake, win: 0 }], member.account, store.now());
      return undefined;
    },
  };
}
