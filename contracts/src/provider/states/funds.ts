import type { VerifierOptions } from '@pact-foundation/pact';
import type { MockStore } from '../../../../mocks/src/index.js';
import { signIn, type SignedInParams } from './ourSignIn';

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

interface MoneyRecordParams extends SignedInParams {
  status?: string;
  /** Major units, as on the wire. */
  amount?: number;
}

/** Withdrawals in a named status, for the member-centre funds pages. */
export function fundsStates(store: MockStore): StateHandlers {
  return {
    'a member has a withdrawal': async (params?: unknown) => {
      const p = (params ?? {}) as MoneyRecordParams;
      const member = signIn(store, p);
      const w = store.funds.holdWithdrawal(
        member,
        Math.round((p.amount ?? 200) * 100),
        'provider-state-withdrawal',
      );
      const status = p.status ?? 'PENDING';
      if (status === 'PENDING') return undefined;
      if (status === 'REJECTED') {
        store.funds.rejectWithdrawal(w.id, 'provider state');
        return undefined;
      }
      store.funds.approveWithdrawal(w.id);
      if (status === 'DISPUTED') {
        store.funds.confirmWithdrawal(member, {
          withdrawalId: w.id,
          action: 'NOT_RECEIVED',
          proofImages: [ONE_PIXEL_PNG],
        });
      } else if (status === 'COMPLETED') {
        store.funds.confirmWithdrawal(member, { withdrawalId: w.id, action: 'RECEIVED' });
      } else if (status !== 'AWAITING_CONFIRMATION') {
        throw new Error(`unknown withdrawal status "${status}"`);
      }
      return undefined;
    },
  };
}

const ONE_PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
