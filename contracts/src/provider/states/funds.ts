import type { VerifierOptions } from '@pact-foundation/pact';
import type { MockStore } from '../../../../mocks/src/index.js';
import { signIn, type SignedInParams } from './ourSignIn';

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

interface MoneyRecordParams extends SignedInParams {
  status?: string;
  /** Major units, as on the wire. */
  amount?: number;
}

/** Deposits in a named status, for the member-centre funds pages. */
export function fundsStates(store: MockStore): StateHandlers {
  return {
    'a member has a deposit': async (params?: unknown) => {
      const p = (params ?? {}) as MoneyRecordParams;
      const member = signIn(store, p);
      const deposit = store.funds.requestDeposit(member, {
        amountMinor: Math.round((p.amount ?? 300) * 100),
        channel: 'BANK',
        requestId: 'provider-state-deposit',
      });
      const status = p.status ?? 'PENDING';
      if (status === 'ARRIVED' || status === 'FAILED')
        store.funds.settleDeposit(deposit.id, status);
      else if (status !== 'PENDING') throw new Error(`unknown deposit status "${status}"`);
      return undefined;
    },
  };
}
