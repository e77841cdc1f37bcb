import type { MockStore } from '../../../../mocks/src/index.js';
import { MemberType } from '../../../../mocks/src/state/accounts.js';
import type { LimitPeriod } from '../../../../mocks/src/state/limits.js';
import { signIn, type SignedInParams } from './ourSignIn';
import type { StateHandlers } from './types';

interface DepositParams extends SignedInParams {
  state?: string;
  /** Major units, as on the wire. */
  amount?: number;
  bankType?: string;
}

interface LimitParams extends SignedInParams {
  period?: LimitPeriod;
  amount?: number;
  looserAmount?: number;
}

const VENDOR_OF: Readonly<Record<string, number>> = { BANK: 101, QR: 201, C2C: 301, ONLINE: 401 };

/** The deposit screen and player limits: deposits in a named state, limits, blocks. */
export function depositStates(store: MockStore): StateHandlers {
  return {
    'a member has a deposit': async (params?: unknown) => {
      const p = (params ?? {}) as DepositParams;
      const member = signIn(store, p);
      // Waits for the operator, so the state stays as named while the pact replays.
      store.deposits.settings.autoArriveSeconds = null;
      const bankType = p.bankType ?? 'BANK';
      const deposit = store.deposits.create(member, {
        bankType,
        vendorId: VENDOR_OF[bankType] ?? 101,
        amountMinor: Math.round((p.amount ?? 300) * 100),
        promotionId: null,
        requestId: 'provider-state-deposit',
      });
      const state = p.state ?? 'PENDING';
      if (state === 'ARRIVED' || state === 'FAILED') store.deposits.settle(deposit.id, state);
      else if (state === 'EXPIRED') store.deposits.expire(deposit.id);
      else if (state !== 'PENDING') throw new Error(`unknown deposit state "${state}"`);
      return undefined;
    },

    'a trial account is signed in': async (params?: unknown) => {
      const p = (params ?? {}) as SignedInParams;
      store.reset();
      const trial = store.accounts.add({
        account: 'trialpact',
        password: 'Trial123',
        type: MemberType.Trial,
      });
      store.sessions.createWithToken(trial.id, p.token ?? 'trial-token');
      return undefined;
    },

    'a member has set a deposit limit': async (params?: unknown) => {
      const p = (params ?? {}) as LimitParams;
      const member = signIn(store, p);
      store.limits.setDepositLimit(
        member.id,
        p.period ?? 'DAY',
        Math.round((p.amount ?? 500) * 100),
      );
      return undefined;
    },

    'a member has loosened a deposit limit': async (params?: unknown) => {
      const p = (params ?? {}) as LimitParams;
      const member = signIn(store, p);
      const period = p.period ?? 'DAY';
      store.limits.setDepositLimit(member.id, period, Math.round((p.amount ?? 500) * 100));
      store.limits.setDepositLimit(member.id, period, Math.round((p.looserAmount ?? 2000) * 100));
      return undefined;
    },

    'a member is cooling off': async (params?: unknown) => {
      const p = (params ?? {}) as SignedInParams;
      store.reset();
      const member = store.accounts.byAccount(p.account ?? 'player1');
      if (!member) throw new Error(`no seed member "${p.account}"`);
      store.limits.startCoolOff(member, 'H24');
      return undefined;
    },

    'a member who is cooling off is still signed in': async (params?: unknown) => {
      const p = (params ?? {}) as SignedInParams;
      const member = signIn(store, p);
      store.limits.startCoolOff(member, 'H24');
      // The cool-off ended every session; this one stands for a tab that has not noticed yet.
      store.sessions.createWithToken(member.id, p.token ?? `${member.account}-token`);
      return undefined;
    },
  };
}
