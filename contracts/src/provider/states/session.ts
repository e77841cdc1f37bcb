import type { MockStore } from '../../../../mocks/src/index.js';
import { normaliseMobile, type Member } from '../../../../mocks/src/state/accounts.js';
import { isModuleOn, setModule } from '../../../../mocks/src/state/seed/settings.js';
import {
  isSocialProvider,
  PHONE_AUTH_MODULE,
  SOCIAL_PROVIDERS,
} from '../../../../mocks/src/state/socialIdentities.js';
import { signIn, type SignedInParams } from './ourSignIn';
import type { StateHandlers } from './types';

const FIVE_MINUTES = 5 * 60_000;

function socialModule(provider: string): string {
  if (!isSocialProvider(provider)) throw new Error(`no social provider "${provider}"`);
  return SOCIAL_PROVIDERS[provider];
}
/** An address no seed member has signed in from: the pending sign-in's origin. */
const NEW_IP = '203.0.113.50';

interface AccountParams {
  account?: string;
}

/** Resets the stand-in and finds the named seed member. */
export function seedMember(store: MockStore, params: unknown): Member {
  store.reset();
  const account = (params as AccountParams | undefined)?.account ?? 'player1';
  const member = store.accounts.byAccount(account);
  if (!member) throw new Error(`no seed member "${account}"`);
  return member;
}

/** Signed-in sessions and the sign-in rules: captcha, expiry, exclusion, second factor, SMS. */
export function sessionStates(store: MockStore): StateHandlers {
  return {
    'a member is signed in': async (params?: unknown) => {
      signIn(store, (params ?? {}) as SignedInParams);
      return undefined;
    },

    'a member signs in for the first time': async (params?: unknown) => {
      signIn(store, (params ?? {}) as SignedInParams).firstLogin = true;
      return undefined;
    },

    'a member can sign in': async (params?: unknown) => {
      const member = seedMember(store, params);
      if (member.selfExcluded || member.passwordExpired) {
        throw new Error(`${member.account} cannot simply sign in`);
      }
      return undefined;
    },

    'a member has failed to sign in': async (params?: unknown) => {
      const member = seedMember(store, params);
      const p = (params ?? {}) as { failures?: number; captcha?: string };
      member.failedLogins = p.failures ?? 1;
      if (p.captcha) store.captchas.pin(p.captcha);
      return undefined;
    },

    "a member's password has expired": async (params?: unknown) => {
      seedMember(store, params).passwordExpired = true;
      return undefined;
    },

    'a member has excluded themself': async (params?: unknown) => {
      seedMember(store, params).selfExcluded = true;
      return undefined;
    },

    'a member signs in from a new IP': async (params?: unknown) => {
      // Verification needs a recorded IP that is not the caller's (loopback).
      seedMember(store, params).knownIps = ['198.51.100.20'];
      return undefined;
    },

    'a sign-in from a new IP awaits verification': async (params?: unknown) => {
      const member = seedMember(store, params);
      const p = (params ?? {}) as { ticket?: string; smsCode?: string; codeExpired?: boolean };
      store.loginTickets.open(member.id, NEW_IP, p.ticket ?? 'pact-ticket');
      if (p.smsCode) {
        store.codes.place(
          normaliseMobile(member.mobile ?? ''),
          'login-verification',
          p.smsCode,
          p.codeExpired ? -1 : FIVE_MINUTES,
        );
      }
      return undefined;
    },

    'an SMS sign-in code was sent': async (params?: unknown) => {
      store.reset();
      const p = (params ?? {}) as { mobile?: string; code?: string; expired?: boolean };
      store.codes.place(
        normaliseMobile(p.mobile ?? ''),
        'login',
        p.code ?? '000000',
        p.expired ? -1 : FIVE_MINUTES,
      );
      return undefined;
    },

    'SMS codes were sent too often to a number': async (params?: unknown) => {
      store.reset();
      const mobile = normaliseMobile((params as { mobile?: string } | undefined)?.mobile ?? '');
      // One code a minute per number and purpose: the code just sent blocks the next request.
      store.codes.issue(mobile, 'login');
      return undefined;
    },

    'the slider check is on': async () => {
      store.reset();
      setModule(store.settings.whitelabel, 'GEETEST3', true);
      return undefined;
    },

    'a slider challenge is open': async (params?: unknown) => {
      store.reset();
      setModule(store.settings.whitelabel, 'GEETEST3', true);
      const p = (params ?? {}) as { challenge?: string; gap?: number };
      store.sliders.place(p.challenge ?? '', p.gap ?? 50);
      return undefined;
    },

    'a social provider is on': async (params?: unknown) => {
      store.reset();
      const provider = (params as { provider?: string } | undefined)?.provider ?? 'google';
      setModule(store.settings.whitelabel, socialModule(provider), true);
      return undefined;
    },

    'a social provider granted a sign-in': async (params?: unknown) => {
      store.reset();
      const p = (params ?? {}) as { provider?: string; name?: string; idToken?: string };
      const provider = p.provider ?? 'google';
      setModule(store.settings.whitelabel, socialModule(provider), true);
      if (!isSocialProvider(provider)) throw new Error(`no social provider "${provider}"`);
      store.social.grant(provider, p.name ?? 'somebody', p.idToken);
      return undefined;
    },

    'third-party phone sign-in is on': async () => {
      store.reset();
      setModule(store.settings.whitelabel, PHONE_AUTH_MODULE, true);
      return undefined;
    },

    'a phone-auth code was sent': async (params?: unknown) => {
      store.reset();
      setModule(store.settings.whitelabel, PHONE_AUTH_MODULE, true);
      const p = (params ?? {}) as { verificationId?: string; mobile?: string; code?: string };
      const mobile = normaliseMobile(p.mobile ?? '');
      store.phoneAuth.open(mobile, p.verificationId);
      store.codes.place(mobile, 'phone-auth', p.code ?? '000000', FIVE_MINUTES);
      return undefined;
    },

    'phone auth proved a number': async (params?: unknown) => {
      store.reset();
      setModule(store.settings.whitelabel, PHONE_AUTH_MODULE, true);
      const p = (params ?? {}) as { mobile?: string; idToken?: string };
      store.phoneAuth.prove(store.phoneAuth.open(normaliseMobile(p.mobile ?? '')), p.idToken);
      return undefined;
    },

    'free play is offered': async () => {
      store.reset();
      if (!isModuleOn(store.settings.whitelabel, 'FREEPLAY3')) {
        throw new Error('the default scenario should offer free play');
      }
      return undefined;
    },
  };
}
