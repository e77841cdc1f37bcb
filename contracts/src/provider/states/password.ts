import type { MockStore } from '../../../../mocks/src/index.js';
import { normaliseMobile } from '../../../../mocks/src/state/accounts.js';
import type { StateHandlers } from './types';

const FIVE_MINUTES = 5 * 60_000;

/** Password resets. */
export function passwordStates(store: MockStore): StateHandlers {
  return {
    'a password reset code was sent': async (params?: unknown) => {
      store.reset();
      const p = (params ?? {}) as { mobile?: string; code?: string; expired?: boolean };
      const mobile = normaliseMobile(p.mobile ?? '');
      if (!store.accounts.byMobile(mobile)) throw new Error(`no member with mobile ${mobile}`);
      store.codes.place(
        mobile,
        'password-reset',
        p.code ?? '000000',
        p.expired ? -1 : FIVE_MINUTES,
      );
      return undefined;
    },
  };
}
