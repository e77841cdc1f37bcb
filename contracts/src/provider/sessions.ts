import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { MockStore } from '../../../mocks/src/index.js';
import { SESSION_COOKIE, sessionIdIn, tokenOfExampleSession } from '../session';

/**
 * A replayed call arrives with the pact's example session (`ph_session=pact-session-of-<token>`),
 * naming the platform token its provider state signed in with. These filters turn it into what
 * the provider would really see.
 */

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The token an example session names, when the stand-in holds it as a live session. */
function liveTokenOf(store: MockStore, req: Request): string | undefined {
  const id = sessionIdIn(req.headers.cookie);
  const token = id === undefined ? undefined : tokenOfExampleSession(id);
  // An example naming a token nobody signed in with (`stale-token`) stands for a session that
  // has ended: it is replayed as it is.
  return token !== undefined && store.sessions.resolve(token) !== null ? token : undefined;
}

/** Replaces the session cookie in a `Cookie` header, keeping any other cookie. */
function withSessionCookie(header: string, pair: string): string {
  return header
    .split(';')
    .map((part) => (sessionIdIn(part) === undefined ? part.trim() : pair))
    .join('; ');
}

/**
 * Signs in at the gateway the way a sign-in link does: `GET /?token=<t>` answers 303 with the
 * session cookie. Resolves with the cookie's `name=value`, or undefined when no session was made.
 */
export async function exchangeToken(
  gatewayUrl: string,
  token: string,
): Promise<string | undefined> {
  const res = await fetch(`${gatewayUrl}/?token=${encodeURIComponent(token)}`, {
    redirect: 'manual',
    headers: { Accept: 'text/html' },
  });
  await res.body?.cancel();
  return res.headers
    .getSetCookie()
    .map((cookie) => (cookie.split(';')[0] ?? '').trim())
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`) && pair !== `${SESSION_COOKIE}=`);
}

/**
 * Through the gateway: the provider state's token becomes a gateway session by the sign-in
 * link's exchange, made after the state handler seeded the stand-in, and its cookie replaces the
 * example. Unsafe calls get the same-origin facts a browser adds (`Origin`, `Sec-Fetch-Site`),
 * which the gateway checks on them besides the site's own header the pact pins.
 */
export function gatewaySessions(store: MockStore, gatewayUrl: string): RequestHandler {
  return (req, _res, next) => {
    const run = async () => {
      const token = liveTokenOf(store, req);
      if (token !== undefined) {
        const pair = await exchangeToken(gatewayUrl, token);
        if (!pair) {
          throw new Error(
            `the gateway made no session from "${token}", a token the stand-in holds`,
          );
        }
        req.headers.cookie = withSessionCookie(req.headers.cookie ?? '', pair);
      }
      if (UNSAFE_METHODS.has(req.method)) {
        req.headers.origin = gatewayUrl;
        req.headers['sec-fetch-site'] = 'same-origin';
      }
    };
    run().then(() => next(), next);
  };
}

/**
 * Straight to the stand-in, which knows no sessions: the example session's token goes in
 * `Authorization`, raw, as the gateway adds it; the cookie is not the platform's business.
 */
export function standInSessions(): RequestHandler {
  return (req, _res, next) => {
    const id = sessionIdIn(req.headers.cookie);
    const token = id === undefined ? undefined : tokenOfExampleSession(id);
    if (token !== undefined) {
      delete req.headers.cookie;
      req.headers.authorization = token;
    }
    next();
  };
}

/** Runs request filters in order, as one (the Verifier takes one). */
export function inOrder(...filters: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const step = (i: number, err?: unknown): void => {
      const filter = filters[i];
      if (err !== undefined || !filter) {
        next(err);
        return;
      }
      void filter(req, res, (e?: unknown) => step(i + 1, e));
    };
    step(0);
  };
}
