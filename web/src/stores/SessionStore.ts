import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../api/client';

/** Account types the platform treats as agents, and the free-play (trial) type. */
export const AGENT_TYPES: ReadonlySet<number> = new Set([1, 2, 41, 42]);
export const TRIAL_TYPE = 4;

const TOKEN_KEY = 'token';
/** The account type this tab's member info last gave, kept for the next page load of the tab. */
const ACCOUNT_TYPE_KEY = 'accountType';
/** The platform's clients keep the merchant across sign-out; everything else in the session goes. */
const KEPT_ON_SIGN_OUT = ['merchant', 'merchantCode'] as const;

/** The sign-in session: the token in sessionStorage and what kind of account holds it. */
export class SessionStore {
  token: string | null;
  firstTimeLogin = false;
  /** The account type from the member info, once loaded (null while unknown). */
  accountType: number | null = null;
  /**
   * The type this tab's member info gave before the page was loaded, for start-up to begin an
   * agent page's own calls alongside the member info instead of after it (null: none recorded).
   */
  private rememberedType: number | null;

  constructor(
    private readonly api: ApiClient,
    private readonly storage: Storage = sessionStorage,
    /**
     * A member's page rendered by the gateway, which knows no member: signed in, with neither a
     * token (nothing is sent as anyone) nor an account (see `renderFirstScreen`).
     */
    private readonly anyMember = false,
  ) {
    this.token = storage.getItem(TOKEN_KEY);
    const remembered = Number(storage.getItem(ACCOUNT_TYPE_KEY) ?? NaN);
    this.rememberedType = this.token !== null && Number.isInteger(remembered) ? remembered : null;
    makeAutoObservable<SessionStore, 'api' | 'storage' | 'anyMember'>(this, {
      api: false,
      storage: false,
      anyMember: false,
    });
  }

  get isLogin(): boolean {
    return this.token !== null || this.anyMember;
  }

  get isAgent(): boolean {
    return this.isLogin && this.accountType !== null && AGENT_TYPES.has(this.accountType);
  }

  get isTrial(): boolean {
    return this.isLogin && this.accountType === TRIAL_TYPE;
  }

  /**
   * Whether this tab's session was an agent's when its member info last answered. Enough to start
   * an agent page's calls early, not to let anyone in: the guards wait for `isAgent`.
   */
  get wasAgent(): boolean {
    return (
      this.token !== null && this.rememberedType !== null && AGENT_TYPES.has(this.rememberedType)
    );
  }

  /** Whether the account type is known, so agent-only decisions can be made. */
  get accountKnown(): boolean {
    return !this.isLogin || this.accountType !== null;
  }

  /** Signs in with a token handed over by login or by a `?token=` link. */
  signIn(token: string, firstTimeLogin = false): void {
    this.storage.setItem(TOKEN_KEY, token);
    this.storage.removeItem(ACCOUNT_TYPE_KEY);
    this.rememberedType = null;
    this.token = token;
    this.firstTimeLogin = firstTimeLogin;
    this.accountType = null;
  }

  setAccountType(type: number): void {
    this.accountType = type;
    this.storage.setItem(ACCOUNT_TYPE_KEY, String(type));
  }

  /** Tells the platform, then forgets the session locally whatever the platform answered. */
  async signOut(): Promise<void> {
    if (this.token) {
      try {
        await this.api.session.logout();
      } catch {
        // The token may already be dead on the server; the player still wants to be signed out.
      }
    }
    this.forget();
  }

  /** Clears the session storage except the merchant keys and marks the player signed out. */
  forget(): void {
    const kept = KEPT_ON_SIGN_OUT.map((key) => [key, this.storage.getItem(key)] as const);
    this.storage.clear();
    for (const [key, value] of kept) if (value !== null) this.storage.setItem(key, value);
    this.token = null;
    this.firstTimeLogin = false;
    this.accountType = null;
    this.rememberedType = null;
  }
}

/**
 * A `?token=` in the start-up address signs the player in. The token is taken out of the
 * address straight away so it is not bookmarked, shared or sent as a referrer.
 */
export function takeTokenFromAddress(location: Location, history: History): string | null {
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  if (!token) return null;
  url.searchParams.delete('token');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token;
}
