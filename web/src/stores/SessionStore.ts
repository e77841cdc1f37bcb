import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../api/client';
import { silentSessionChannel, type SessionChannel } from './sessionChannel';

/** Account types the platform treats as agents, and the free-play (trial) type. */
export const AGENT_TYPES: ReadonlySet<number> = new Set([1, 2, 41, 42]);
export const TRIAL_TYPE = 4;

/** The account type this tab's member info last gave, kept for the next page load of the tab. */
const ACCOUNT_TYPE_KEY = 'accountType';
/** The platform's clients keep the merchant across sign-out; everything else in the session goes. */
const KEPT_ON_SIGN_OUT = ['merchant', 'merchantCode'] as const;
/**
 * The gateway's mark beside its session cookie: readable by the page, it says only that a
 * session cookie exists (the cookie itself is HttpOnly). The page never writes it.
 */
const SIGNED_IN_MARK = 'ph_signed_in';

/** Whether the cookies the page can read carry the gateway's signed-in mark. */
export function hasSignedInMark(cookies: string): boolean {
  return cookies.split(';').some((pair) => pair.trim() === `${SIGNED_IN_MARK}=1`);
}

export interface SessionOptions {
  /**
   * Whether the page starts signed in: the gateway's mark in a browser, or what the server's
   * renderer was told. A stale mark (the session idled out) is found out by the first call,
   * which the platform refuses as it would an expired session.
   */
  signedIn?: boolean;
  /** The other tabs of the browser, told when this tab's session begins or ends. */
  channel?: SessionChannel;
}

/**
 * The sign-in session as the page knows it: whether there is one and what kind of account holds
 * it. The session itself is the gateway's (an HttpOnly cookie); no token ever reaches the page.
 */
export class SessionStore {
  isLogin: boolean;
  firstTimeLogin = false;
  /** The account type from the member info, once loaded (null while unknown). */
  accountType: number | null = null;
  /**
   * Changes whenever a session begins or ends in this page, so what belongs to one session (the
   * member's figures, feature stores, the socket) is started afresh for the next, even when a
   * new sign-in follows another without a sign-out between them.
   */
  generation = 0;
  /**
   * The type this tab's member info gave before the page was loaded, for start-up to begin an
   * agent page's own calls alongside the member info instead of after it (null: none recorded).
   */
  private rememberedType: number | null;
  private readonly channel: SessionChannel;

  constructor(
    private readonly api: ApiClient,
    private readonly storage: Storage = sessionStorage,
    options: SessionOptions = {},
  ) {
    this.isLogin = options.signedIn ?? false;
    this.channel = options.channel ?? silentSessionChannel;
    const remembered = Number(storage.getItem(ACCOUNT_TYPE_KEY) ?? NaN);
    this.rememberedType = this.isLogin && Number.isInteger(remembered) ? remembered : null;
    makeAutoObservable<SessionStore, 'api' | 'storage' | 'channel'>(this, {
      api: false,
      storage: false,
      channel: false,
    });
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
    return this.isLogin && this.rememberedType !== null && AGENT_TYPES.has(this.rememberedType);
  }

  /** Whether the account type is known, so agent-only decisions can be made. */
  get accountKnown(): boolean {
    return !this.isLogin || this.accountType !== null;
  }

  /**
   * A sign-in call succeeded: the gateway now holds the session and has set its cookie. The
   * other tabs share that cookie, so they are told to take the session too.
   */
  signIn(firstTimeLogin = false): void {
    this.begin(firstTimeLogin);
    this.channel.post({ type: 'signed-in' });
  }

  /** Another tab signed in: this tab holds the same cookie, so the same session (no broadcast). */
  adopt(): void {
    this.begin(false);
  }

  setAccountType(type: number): void {
    this.accountType = type;
    this.storage.setItem(ACCOUNT_TYPE_KEY, String(type));
  }

  /** Tells the platform, then forgets the session locally whatever the platform answered. */
  async signOut(): Promise<void> {
    if (this.isLogin) {
      try {
        await this.api.session.logout();
      } catch {
        // The session may already be dead on the server; the player still wants to be signed out.
      }
    }
    this.forget();
  }

  /**
   * Clears the session storage except the merchant keys and marks the player signed out; the
   * other tabs, whose session this was as well, are told to forget it too.
   */
  forget(): void {
    const wasSignedIn = this.isLogin;
    this.end();
    if (wasSignedIn) this.channel.post({ type: 'signed-out' });
  }

  /** Another tab's session ended, which was this tab's too: forget it without telling anyone. */
  forgetQuietly(): void {
    this.end();
  }

  private begin(firstTimeLogin: boolean): void {
    this.storage.removeItem(ACCOUNT_TYPE_KEY);
    this.rememberedType = null;
    this.isLogin = true;
    this.firstTimeLogin = firstTimeLogin;
    this.accountType = null;
    this.generation += 1;
  }

  private end(): void {
    const kept = KEPT_ON_SIGN_OUT.map((key) => [key, this.storage.getItem(key)] as const);
    this.storage.clear();
    for (const [key, value] of kept) if (value !== null) this.storage.setItem(key, value);
    if (this.isLogin) this.generation += 1;
    this.isLogin = false;
    this.firstTimeLogin = false;
    this.accountType = null;
    this.rememberedType = null;
  }
}
