import type { MockStore } from '../../../../mocks/src/index.js';
import type { Member } from '../../../../mocks/src/state/accounts.js';
import { signIn, type SignedInParams } from './ourSignIn';
import type { StateHandlers } from './types';

interface ReadyParams extends SignedInParams {
  paymentPassword?: string;
  /** Placed as the last SMS code sent to the member's mobile, for the named purpose. */
  smsCode?: string;
}

interface WithdrawalParams extends ReadyParams {
  status?: string;
  /** Major units, as on the wire. */
  amount?: number;
}

const ONE_PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Binds the member's first bank card (id `BA00001`) and, when named, a payment password. */
export function bindCardAndPassword(store: MockStore, member: Member, paymentPassword?: string) {
  store.bankCards.bind(member, { type: 'BC', code: 'KBANK', accountNo: '1234567890123' });
  if (paymentPassword) {
    store.paymentPasswords.set(member, { loginPassword: 'Player123', paymentPassword });
  }
}

function placeCode(store: MockStore, member: Member, purpose: 'withdrawal', code?: string) {
  if (code && member.mobile) store.codes.place(member.mobile, purpose, code, 5 * 60_000);
}

/** Withdrawals in a named status, and members ready to withdraw (a card, a payment password). */
export function withdrawStates(store: MockStore): StateHandlers {
  return {
    'a member has a bound bank card': async (params?: unknown) => {
      const p = (params ?? {}) as ReadyParams;
      const member = signIn(store, p);
      bindCardAndPassword(store, member, p.paymentPassword);
      placeCode(store, member, 'withdrawal', p.smsCode);
      return undefined;
    },

    'a member has a withdrawal': async (params?: unknown) => {
      const p = (params ?? {}) as WithdrawalParams;
      const member = signIn(store, p);
      const paymentPassword = p.paymentPassword ?? '246810';
      bindCardAndPassword(store, member, paymentPassword);
      const w = store.withdraw.request(
        member,
        {
          amountMinor: Math.round((p.amount ?? 200) * 100),
          bankCardId: 'BA00001',
          password: paymentPassword,
          verificationCode: '',
          requestId: 'provider-state-withdrawal',
        },
        () => true,
      );
      const status = p.status ?? 'PENDING';
      if (status === 'PENDING') return undefined;
      if (status === 'REJECTED') {
        store.withdraw.reject(w.id, 'provider state');
        return undefined;
      }
      store.withdraw.approve(w.id);
      if (status === 'DISPUTED') {
        store.withdraw.confirm(member, {
          withdrawalId: w.id,
          action: 'NOT_RECEIVED',
          proofImages: [ONE_PIXEL_PNG],
        });
      } else if (status === 'COMPLETED') {
        store.withdraw.confirm(member, { withdrawalId: w.id, action: 'RECEIVED' });
      } else if (status !== 'AWAITING_CONFIRMATION') {
        throw new Error(`unknown withdrawal status "${status}"`);
      }
      return undefined;
    },
  };
}
