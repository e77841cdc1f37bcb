import type { MockStore } from '../../../../mocks/src/index.js';
import { Promotions } from '../../../../mocks/src/state/promotions.js';
import { signIn, type SignedInParams } from './ourSignIn';
import type { StateHandlers } from './types';

/** Members' promotion requests; banners, notices and popups are the operator's seed. */
export function announcementsStates(store: MockStore): StateHandlers {
  return {
    'a member has requested the sign-up reward': async (params?: unknown) => {
      const member = signIn(store, (params ?? {}) as SignedInParams);
      store.announcements.request(member.id, 303);
      return undefined;
    },

    "the operator has approved a member's application": async (params?: unknown) => {
      const p = (params ?? {}) as SignedInParams & { promotionId?: number };
      const member = signIn(store, p);
      const promotions = new Promotions({
        now: store.now,
        announcements: store.announcements,
        rewards: store.rewards,
        push: store.notify,
      });
      const promotionId = p.promotionId ?? 301;
      promotions.apply(member, promotionId, '');
      promotions.decide(member, promotionId, 'approve');
      return undefined;
    },
  };
}
