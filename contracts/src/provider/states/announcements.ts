import type { MockStore } from '../../../../mocks/src/index.js';
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
  };
}
