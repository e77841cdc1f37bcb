import type http from 'node:http';
import request from 'supertest';

/** The header the site's own calls carry; unsafe calls without it are refused as forged. */
export const SITE_CALL = { 'X-Site-Request': '1' } as const;

/**
 * Signs a browser in the way a sign-in link does (`/?token=`) and returns the `Cookie` header
 * its later calls send. The upstream must accept the token at `/wps/member/info` (for the fake
 * upstream: `members.set(token, memberId)`).
 */
export async function sessionCookieFor(
  app: http.RequestListener | string,
  token: string,
): Promise<string> {
  const res = await request(app)
    .get(`/?token=${encodeURIComponent(token)}`)
    .redirects(0);
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const session = cookies.find((c) => c.startsWith('ph_session='));
  if (res.status !== 303 || !session) throw new Error(`no session for the token (${res.status})`);
  return session.split(';')[0] ?? '';
}
