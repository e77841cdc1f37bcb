import type http from 'node:http';

/**
 * The site's own request header. A page on another origin cannot send it without a CORS
 * preflight, which the gateway never grants, and a plain form cannot send headers at all.
 */
export const SITE_REQUEST_HEADER = 'x-site-request';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type Forgery = 'no-site-header' | 'cross-site' | 'foreign-origin';

/**
 * Why an unsafe platform call is not the site's own, or undefined when it is. Browsers name the
 * requesting page (`Sec-Fetch-Site`, and `Origin` on every unsafe request); either one pointing
 * elsewhere refuses the call. A client sending neither is not a browser acting for a member, and
 * the header still has to be there. The session cookie is `SameSite=Lax` on top of this.
 */
export function forgeryOf(
  req: http.IncomingMessage,
  method: string,
  proto: string,
  allowedOrigins: readonly string[],
): Forgery | undefined {
  if (SAFE_METHODS.has(method)) return undefined;
  if (req.headers[SITE_REQUEST_HEADER] === undefined) return 'no-site-header';
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none')
    return 'cross-site';
  const origin = req.headers.origin;
  if (origin === undefined || allowedOrigins.includes(origin)) return undefined;
  const host = req.headers.host;
  if (host === undefined) return 'foreign-origin';
  try {
    return new URL(`${proto}://${host}`).origin === origin ? undefined : 'foreign-origin';
  } catch {
    return 'foreign-origin';
  }
}
