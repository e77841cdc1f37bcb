import { fetchFromMirrors } from '../mirrors/fetchFromMirrors.js';
import type { MirrorPool } from '../mirrors/pool.js';

/** The token was refused by the platform: the browser has to sign in again. */
export class NotSignedIn extends Error {
  constructor() {
    super('please_login_first');
  }
}

/** What the gateway learns of the member behind a token. */
export interface MemberFacts {
  id: string;
  /**
   * Their mobile number as the platform shows it, masked (`81****678`): enough to find whose
   * sessions a phone reset may have ended, never the whole number.
   */
  mobileMask?: string;
}

export type ResolveMember = (token: string) => Promise<MemberFacts>;

/**
 * Finds the member behind a session token the way the PWA does: `GET /wps/member/info` with the
 * raw token as `Authorization`. Tries the mirrors in the pool's order of preference.
 */
export function memberResolver(
  pool: MirrorPool,
  merchantCode: string,
  timeoutMs: number,
): ResolveMember {
  return async (token) => {
    let res: globalThis.Response;
    try {
      res = await fetchFromMirrors(
        pool,
        '/wps/member/info',
        {
          headers: {
            Authorization: token,
            Merchant: merchantCode,
            Device: 'web',
            Accept: 'application/json',
          },
        },
        { attemptTimeoutMs: timeoutMs },
      );
    } catch {
      throw new Error('network_error');
    }
    if (res.status === 401 || res.status === 403) throw new NotSignedIn();
    const body: unknown = await res.json().catch(() => null);
    const envelope = body as {
      success?: unknown;
      message?: unknown;
      value?: { id?: unknown; mobile?: unknown };
    } | null;
    // Only what the web client takes as a sign-out ends the sockets for good; any other refusal
    // (a rate limit, a busy platform) is passing, and the socket tries again.
    if (envelope?.success === false && envelope.message === 'please_login_first')
      throw new NotSignedIn();
    const id = envelope?.value?.id;
    if (envelope?.success !== true || (typeof id !== 'string' && typeof id !== 'number'))
      throw new Error('network_error');
    const mobile = envelope.value?.mobile;
    return typeof mobile === 'string' && mobile !== ''
      ? { id: String(id), mobileMask: mobile }
      : { id: String(id) };
  };
}
