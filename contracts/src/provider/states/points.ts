import type { MockStore } from '../../../../mocks/src/index.js';
import { signIn, type SignedInParams } from './ourSignIn';
import type { StateHandlers } from './types';

/** Points mall history; balances come from the seeded deposits (counted on first use). */
export function pointsStates(store: MockStore): StateHandlers {
  return {
    'a member has redeemed a reward': async (params?: unknown) => {
      const p = (params ?? {}) as SignedInParams & { rewardId?: number };
      const member = signIn(store, p);
      store.points.creditDeposits(member.id, store.wallet.entries(member.id));
      const reward = store.points.checkRedeem(member.id, p.rewardId ?? 1, 1);
      if (typeof reward === 'string') throw new Error(`cannot redeem: ${reward}`);
      const id = store.points.nextReference(member.id);
      if (reward.amount > 0) {
        store.wallet.post({
          memberId: member.id,
          deltaMinor: reward.amount,
          kind: 'points-redeem',
          reference: `points:${id}`,
        });
      }
      store.points.redeem(member.id, reward, 1, id);
      return undefined;
    },
  };
}
