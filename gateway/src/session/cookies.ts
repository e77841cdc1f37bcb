import type http from 'node:http';
import { parse, serialize, type SerializeOptions } from 'cookie';

/**
 * The session cookie. Over TLS it takes the `__Host-` prefix, which browsers accept only when it
 * is Secure, has `Path=/` and no `Domain`: a sister subdomain cannot plant or overwrite it.
 */
const SESSION = 'ph_session';
const SESSION_OVER_TLS = `__Host-${SESSION}`;
/**
 * Readable by the page: says only that a session cookie was set, so a shell served by the service
 * worker (offline, or before the gateway rendered anything) starts signed in. Nothing secret.
 */
export const SIGNED_IN_MARK = 'ph_signed_in';

export function sessionCookieName(secure: boolean): string {
  return secure ? SESSION_OVER_TLS : SESSION;
}

/** An id has the shape `newSessionId` gives; anything else is not looked up at all. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** The session id the browser sent under the name for this scheme, if it is well-formed. */
export function sessionIdFrom(req: http.IncomingMessage, secure: boolean): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  const name = sessionCookieName(secure);
  // Most requests carry a few short cookies; parsing is only worth it when the name is there.
  if (!header.includes(name)) return undefined;
  const id = parse(header)[name];
  return id !== undefined && SESSION_ID.test(id) ? id : undefined;
}

function attributes(secure: boolean, httpOnly: boolean): SerializeOptions {
  // No Max-Age or Expires: the cookie ends with the browser; the gateway ends the session on idle.
  return { httpOnly, secure, sameSite: 'lax', path: '/' };
}

/** `Set-Cookie` values that start a session. */
export function sessionCookies(id: string, secure: boolean): string[] {
  return [
    serialize(sessionCookieName(secure), id, attributes(secure, true)),
    serialize(SIGNED_IN_MARK, '1', attributes(secure, false)),
  ];
}

/** `Set-Cookie` values that end it in the browser. */
export function endedCookies(secure: boolean): string[] {
  const gone = { maxAge: 0 };
  return [
    serialize(sessionCookieName(secure), '', { ...attributes(secure, true), ...gone }),
    serialize(SIGNED_IN_MARK, '', { ...attributes(secure, false), ...gone }),
  ];
}

const GATEWAY_COOKIES = new Set([SESSION, SESSION_OVER_TLS, SIGNED_IN_MARK]);

/** A `Cookie` header without the gateway's own cookies; '' when nothing else is left. */
export function withoutGatewayCookies(header: string): string {
  if (!header.includes(SESSION) && !header.includes(SIGNED_IN_MARK)) return header;
  return header
    .split(';')
    .filter((pair) => !GATEWAY_COOKIES.has(pair.slice(0, pair.indexOf('=')).trim()))
    .map((pair) => pair.trim())
    .join('; ');
}
