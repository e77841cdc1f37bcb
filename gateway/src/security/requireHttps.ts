import type { RequestHandler } from 'express';
import { upstreamFamily } from '../proxy/forward.js';
import type { Refusal } from './methodGuard.js';
import type { ClientFacts } from './trustProxy.js';

/** A Host header that can only name a host: no paths, credentials or spaces to redirect into. */
const HOST = /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/;

/** Health checks come from the load balancer itself, over plain HTTP. */
const EXEMPT = new Set(['/healthz', '/readyz']);

/**
 * With REQUIRE_HTTPS=1, a page request (GET or HEAD) that reached the gateway over plain HTTP
 * (neither TLS on our socket nor `X-Forwarded-Proto: https` from a trusted proxy) is sent to
 * the same address over HTTPS. Platform calls are not redirected (a redirected POST loses its
 * body, or sends its credentials in the clear a second time): `plainHttpRefusal` refuses them.
 */
export function redirectToHttps(client: ClientFacts): RequestHandler {
  return (req, res, next) => {
    if (client.proto(req) === 'https' || EXEMPT.has(req.path) || upstreamFamily(req.path))
      return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const host = req.headers.host;
    if (!host || !HOST.test(host)) {
      res.status(400).end();
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(301, `https://${host}${req.originalUrl}`);
  };
}

/**
 * With REQUIRE_HTTPS=1, a platform call that came over plain HTTP is refused (403
 * `https_required`), never answered: its token, password or code has already crossed the
 * network in the clear once, and an answer would carry the player's data back the same way.
 * The PWA only makes these calls from a page that came over HTTPS.
 */
export function plainHttpRefusal(requireHttps: boolean, proto: string): Refusal | undefined {
  if (!requireHttps || proto === 'https') return undefined;
  return { status: 403, message: 'https_required' };
}
