/**
 * The platform calls that change who is signed in, by canonical path (lower case, no trailing
 * slash). From `shared/spec/upstream-endpoints*.tsv` and the web's catalogue
 * (`web/src/api/catalogue/session.ts`, `register.ts`, `limits.ts`, `password.ts`).
 */

/** Successful answers carry `value.token`: the gateway keeps it and gives the browser a cookie. */
const SIGN_IN = new Set([
  '/wps/session/login',
  '/wps/session/login/verification',
  '/wps/session/login/freeplay',
  '/wps/relay/mcs_sociallogin',
  '/wps/member/register',
  '/wps/member/register/mobile',
  '/wps/member/register/autousername',
]);

const SIGN_OUT = '/wps/session/logout';

/** The platform ends every session of the member (responsible-gambling limits). */
const ENDS_MEMBER = new Set(['/wps/relay/mcsfe_startcooloff', '/wps/relay/mcsfe_selfexclude']);

/** The platform ends the member's other sessions; the one that made the change goes on. */
const ENDS_OTHERS = new Set(['/wps/member/password']);

/**
 * A reset by phone: the code is sent to a number in plain JSON, then the code and the new password
 * go encrypted; the platform then ends the member's sessions (`phoneResets.ts`).
 */
const RESET_CODE_SENT = '/wps/member/password/sms';
const RESET_DONE = '/wps/member/password/verification';

export type SessionCall =
  'sign-in' | 'sign-out' | 'ends-member' | 'ends-others' | 'reset-code-sent' | 'reset-done';

/** What a call does to sessions, if anything; `key` is the canonical path in lower case. */
export function sessionCallOf(method: string, key: string): SessionCall | undefined {
  const path = key.length > 1 && key.endsWith('/') ? key.slice(0, -1) : key;
  if (method === 'POST' || method === 'PUT') {
    if (SIGN_IN.has(path)) return 'sign-in';
    if (ENDS_MEMBER.has(path)) return 'ends-member';
    if (ENDS_OTHERS.has(path)) return 'ends-others';
    if (path === RESET_CODE_SENT) return 'reset-code-sent';
    if (path === RESET_DONE) return 'reset-done';
  }
  if (method === 'DELETE' && path === SIGN_OUT) return 'sign-out';
  return undefined;
}
