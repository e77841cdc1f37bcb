import type { MockStore } from '../../../../mocks/src/index.js';
import { normaliseMobile } from '../../../../mocks/src/state/accounts.js';
import type { RegisterFieldRule } from '../../../../mocks/src/state/seed/content.js';
import type { StateHandlers } from './types';

const FIVE_MINUTES = 5 * 60_000;

/** Registration: invitation codes and registration SMS codes. */
export function registerStates(store: MockStore): StateHandlers {
  return {
    'an agent invites with a code': async (params?: unknown) => {
      store.reset();
      const code = (params as { code?: string } | undefined)?.code ?? 'AGENT1';
      if (!store.accounts.byAffiliateCode(code)) throw new Error(`no agent with code "${code}"`);
      return undefined;
    },

    /** Optional fields switched on in the validation config, with the rules given. */
    'the operator switched on optional registration fields': async (params?: unknown) => {
      store.reset();
      const fields = (params as { fields?: Record<string, Partial<RegisterFieldRule>> })?.fields;
      for (const [name, rule] of Object.entries(fields ?? {})) {
        store.settings.content.registerFields[name] = {
          show: true,
          required: false,
          pattern: '*',
          min: 0,
          max: 0,
          ...rule,
        };
      }
      return undefined;
    },

    'a registration SMS code was sent': async (params?: unknown) => {
      store.reset();
      const p = (params ?? {}) as { mobile?: string; code?: string; expired?: boolean };
      store.codes.place(
        normaliseMobile(p.mobile ?? ''),
        'register',
        p.code ?? '000000',
        p.expired ? -1 : FIVE_MINUTES,
      );
      return undefined;
    },
  };
}
