import { MatchersV3 } from '@pact-foundation/pact';

/**
 * How the contract names a signed-in session. The browser never holds the platform token: the
 * gateway keeps it and the browser sends the session cookie it was given (`ph_session`, or
 * `__Host-ph_session` over TLS). A call that needs the token therefore needs that cookie.
 */
export const SESSION_COOKIE = 'ph_session';

/**
 * A `Cookie` header that carries a session id (opaque, base64url) among any other cookies. The
 * pact matches the header by this shape; it is what pins a call's token requirement.
 */
export const SESSION_COOKIE_PATTERN =
  /^(?:.*;\s*)?(?:__Host-)?ph_session=[A-Za-z0-9_-]+(?:\s*;.*)?$/;

/**
 * A real id is random. The pact's example id names the platform token the provider state signed
 * in with, so verification can put the session the gateway made from that token in its place;
 * an example naming a token nobody signed in with stays as it is, an id the gateway never issued.
 */
const EXAMPLE_PREFIX = 'pact-session-of-';

export function exampleSessionId(token: string): string {
  return `${EXAMPLE_PREFIX}${token}`;
}

/** The token an example id names, or undefined for any other id. */
export function tokenOfExampleSession(id: string): string | undefined {
  return id.startsWith(EXAMPLE_PREFIX) ? id.slice(EXAMPLE_PREFIX.length) : undefined;
}

/** The session cookie, as the browser sends it for the session made from `token`. */
export function sessionCookieFor(token: string): string {
  return `${SESSION_COOKIE}=${exampleSessionId(token)}`;
}

/** The pact's `Cookie` header of a signed-in call: any session, the example naming `token`. */
export function sessionCookie(token: string) {
  return MatchersV3.regex(SESSION_COOKIE_PATTERN, sessionCookieFor(token));
}

/** The session id in a `Cookie` header, if it carries one. */
export function sessionIdIn(cookieHeader: string | undefined): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === SESSION_COOKIE || name === `__Host-${SESSION_COOKIE}`) return value.join('=');
  }
  return undefined;
}
