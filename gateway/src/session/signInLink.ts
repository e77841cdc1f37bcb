import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { sendEnvelopeError } from '../envelope.js';
import type { Logger } from '../ops/logger.js';
import type { GatewayMetrics } from '../ops/metrics.js';
import { NotSignedIn, type MemberFacts, type ResolveMember } from '../realtime/memberResolver.js';
import { sessionCookies } from './cookies.js';
import type { Sessions } from './sessions.js';

export interface SignInLinkOptions {
  sessions: Sessions;
  resolveMember: ResolveMember;
  /** Links one address may exchange per window (each costs a platform call). */
  limit: number;
  windowMs: number;
  store?: Store;
  secure: (req: Parameters<RequestHandler>[0]) => boolean;
  logger: Logger;
  metrics: GatewayMetrics;
}

const TOKEN = /^[\x21-\x7e]{1,512}$/;

/**
 * A page address carrying `?token=` (a sign-in link from the platform or an operator) is
 * exchanged on its first request: the gateway keeps the token in a new session, sets the cookie,
 * and sends the browser to the same address without it (303), so the token is never bookmarked,
 * shared, sent as a referrer or seen by the page. A token the platform refuses opens nothing.
 */
export function signInLink(o: SignInLinkOptions): RequestHandler {
  const limiter = rateLimit({
    windowMs: o.windowMs,
    limit: o.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown'),
    // The store falls back in-process when Redis is away (`failoverStore.ts`): fail closed.
    passOnStoreError: false,
    ...(o.store ? { store: o.store } : {}),
    handler: (_req, res) => {
      o.metrics.rateLimited.inc({ rule: 'sign-in-link' });
      sendEnvelopeError(res, 429, 'too_many_requests');
    },
  });

  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url.includes('token=')) {
      next();
      return;
    }
    const url = new URL(req.url, 'http://site.invalid');
    const token = url.searchParams.get('token');
    if (token === null) {
      next();
      return;
    }
    url.searchParams.delete('token');
    const away = `${url.pathname}${url.search}${url.hash}`;
    const redirect = (cookies: string[]) => {
      res.setHeader('Cache-Control', 'no-store');
      if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
      res.redirect(303, away);
    };
    if (!TOKEN.test(token)) {
      redirect([]);
      return;
    }
    void limiter(req, res, () => {
      void exchange(o, token, o.sessions.idOf(req)).then(
        (id) => redirect(id === undefined ? [] : sessionCookies(id, o.secure(req))),
        (error: unknown) => next(error),
      );
    });
  };
}

/** The new session's id, or undefined when the platform refused the token. */
async function exchange(
  o: SignInLinkOptions,
  token: string,
  previous: string | undefined,
): Promise<string | undefined> {
  let member: MemberFacts | undefined;
  try {
    member = await o.resolveMember(token);
  } catch (error) {
    if (error instanceof NotSignedIn) return undefined;
    // The platform could not be asked: the session opens, and its first call settles it.
    o.logger.warn('sign-in link: the member could not be looked up; session opened unchecked');
  }
  if (previous !== undefined) await o.sessions.end(previous, 'replaced');
  const id = await o.sessions.start(token);
  if (member !== undefined) await o.sessions.setMember(id, member);
  return id;
}
