import type { MockStore } from '../../../../mocks/src/index.js';
import type { Member } from '../../../../mocks/src/state/accounts.js';
import { signIn, type SignedInParams } from './ourSignIn';
import type { StateHandlers } from './types';

/** Counts the seeded deposits' points, then earns what is missing to reach `points`. */
function givePoints(store: MockStore, member: Member, points: number) {
  store.points.creditDeposits(member.id, store.wallet.entries(member.id));
  const missing = points - store.points.balance(member.id);
  if (missing > 0) store.points.earn(member.id, missing * 100, 'EARN_DEPOSIT', 'Seeded');
}

/** Redeems a reward as the member would, the wallet credited for chips. */
function redeem(store: MockStore, member: Member, rewardId: number) {
  const reward = store.points.checkRedeem(member.id, rewardId, 1);
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
  return store.points.redeem(member.id, reward, 1, id);
}

/** Points mall history; balances come from the seeded deposits (counted on first use). */
export function pointsStates(store: MockStore): StateHandlers {
  return {
    'a member has redeemed a reward': async (params?: unknown) => {
      const p = (params ?? {}) as SignedInParams & { rewardId?: number };
      const member = signIn(store, p);
      store.points.creditDeposits(member.id, store.wallet.entries(member.id));
      redeem(store, member, p.rewardId ?? 1);
      return undefined;
    },
    'a member has points': async (params?: unknown) => {
      const p = (params ?? {}) as SignedInParams & { points?: number };
      const member = signIn(store, p);
      givePoints(store, member, p.points ?? 0);
      return undefined;
    },
    "a member's goods exchange was reviewed": async (params?: unknown) => {
      const p = (params ?? {}) as SignedInParams & { decision?: string; remark?: string };
      const member = signIn(store, p);
      givePoints(store, member, 8_000);
      const redemption = redeem(store, member, 5);
      const outcome = store.points.review(redemption.id, p.decision === 'approve', p.remark ?? '');
      if (typeof outcome === 'string') throw new Error(`cannot review: ${outcome}`);
      return undefined;
    },
    'a reward is almost out of stock': async (params?: unknown) => {
      const p = (params ?? {}) as SignedInParams & {
        rewardId?: number;
        stock?: number;
        paymentPassword?: string;
      };
      const member = signIn(store, p);
      givePoints(store, member, 100_000);
      const reward = store.points.rewards.find((r) => r.id === (p.rewardId ?? 5));
      if (!reward) throw new Error(`no reward ${p.rewardId}`);
      reward.stock = p.stock ?? 0;
      if (p.paymentPassword) {
        store.paymentPasswords.set(member, {
          loginPassword: 'Player123',
          paymentPassword: p.paymentPassword,
        });
      }
      return undefined;
    },
  };
}
