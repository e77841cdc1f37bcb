import type { MockStore } from '../../../../mocks/src/index.js';
import { signIn, type SignedInParams } from './ourSignIn';
import type { StateHandlers } from './types';

interface Params extends SignedInParams {
  paymentPassword?: string;
  smsCode?: string;
}

/** A member with a payment password, optionally with a reset code sent to their mobile. */
export function paymentPasswordStates(store: MockStore): StateHandlers {
  return {
    'a member has a payment password': async (params?: unknown) => {
      const p = (params ?? {}) as Params;
      const member = signIn(store, p);
      store.paymentPasswords.set(member, {
        loginPassword: 'Player123',
        paymentPassword: p.paymentPassword ?? '246810',
      });
      if (p.smsCode && member.mobile) {
        store.codes.place(member.mobile, 'payment-password-reset', p.smsCode, 5 * 60_000);
      }
      return undefined;
    },
  };
}
