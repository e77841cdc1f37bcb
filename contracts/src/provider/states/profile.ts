import type { MockStore } from '../../../../mocks/src/index.js';
import { normaliseMobile } from '../../../../mocks/src/state/accounts.js';
import { signIn, type SignedInParams } from './ourSignIn';
import type { StateHandlers } from './types';

interface CodeParams extends SignedInParams {
  address: string;
  code: string;
}

/** The security centre's profile: codes sent to a new mobile or e-mail, a bound authenticator. */
export function profileStates(store: MockStore): StateHandlers {
  return {
    'a member has been sent a code to bind an e-mail': async (params?: unknown) => {
      const p = params as CodeParams;
      signIn(store, p);
      store.codes.place(p.address, 'bind-email', p.code, 5 * 60_000);
      return undefined;
    },

    'a member has been sent a code to bind a mobile': async (params?: unknown) => {
      const p = params as CodeParams;
      signIn(store, p);
      store.codes.place(normaliseMobile(p.address), 'bind-mobile', p.code, 5 * 60_000);
      return undefined;
    },

    'a member has bound an authenticator app': async (params?: unknown) => {
      const p = (params ?? {}) as SignedInParams & { secret?: string };
      const member = signIn(store, p);
      member.totpSecret = p.secret ?? 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
      return undefined;
    },
  };
}
