import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

export interface SecurityHeaderOptions {
  imageHosts: string[];
  gameLaunchHosts: string[];
  /** Mirror domains the server-speed screen may time with a small request (`connect-src`). */
  siteMirrorOrigins?: string[];
  hstsMaxAge: number;
}

/**
 * helmet with a strict Content-Security-Policy: everything from the site itself, images also
 * from the configured CDNs, requests also to the site's mirror domains (for the speed test), frames only from game-launch hosts, and no foreign site may frame
 * the site. HSTS goes out only on requests that arrived over TLS (directly or as reported by a
 * trusted load balancer), because on plain HTTP it would be ignored or lock out a test install.
 */
export function securityHeaders(o: SecurityHeaderOptions): SecurityHeaders {
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...o.imageHosts],
        connectSrc: ["'self'", ...(o.siteMirrorOrigins ?? [])],
        frameSrc: ["'self'", ...o.gameLaunchHosts],
        frameAncestors: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  // The policy has no per-request parts (no nonces), so helmet's headers are computed once and
  // copied onto every answer: the same headers, without a dozen middleware calls per request.
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.push([name, String(value)]);
    },
    removeHeader: () => undefined,
  };
  middleware({} as never, recorder as never, () => undefined);
  const hsts = `max-age=${o.hstsMaxAge}; includeSubDomains`;
  const apply = (res: ServerResponse, secure: boolean) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    if (secure && o.hstsMaxAge > 0) res.setHeader('Strict-Transport-Security', hsts);
  };
  const values = (secure: boolean): Record<string, string> => {
    const out = Object.fromEntries(headers);
    if (secure && o.hstsMaxAge > 0) out['Strict-Transport-Security'] = hsts;
    return out;
  };
  return {
    apply,
    values,
    middleware: (req, res, next) => {
      apply(res, req.secure);
      next();
    },
  };
}

export interface SecurityHeaders {
  /** Sets the headers on a plain node:http answer; `secure` when the request came over TLS. */
  apply(res: ServerResponse, secure: boolean): void;
  /** The same headers as a plain object (for answers written by socket.io's engine). */
  values(secure: boolean): Record<string, string>;
  middleware: RequestHandler;
}
