import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** Where browsers send Content-Security-Policy violation reports (`cspReports.ts`). */
export const CSP_REPORT_PATH = '/csp-report';
const CSP_REPORT_GROUP = 'csp';

/**
 * Powerful features the site never uses are denied to it and to every frame. It uses two:
 * fullscreen and autoplay, for itself and the game frames it opens (which ask for them with
 * `allow="fullscreen; autoplay"`); and the clipboard, to copy the member id. Only features
 * browsers know are named: Chromium logs a console warning on every page for one it does not
 * (it knew neither `ambient-light-sensor` nor `bluetooth`).
 */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

function permissionsPolicy(gameHosts: readonly string[]): string {
  const games = ['self', ...gameHosts.map((h) => `"${h}"`)].join(' ');
  return [
    ...DENIED_FEATURES.map((f) => `${f}=()`),
    `fullscreen=(${games})`,
    `autoplay=(${games})`,
    'clipboard-write=(self)',
  ].join(', ');
}

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
        reportUri: [CSP_REPORT_PATH],
        reportTo: [CSP_REPORT_GROUP],
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
  headers.push(['Permissions-Policy', permissionsPolicy(o.gameLaunchHosts)]);
  headers.push(['Reporting-Endpoints', `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`]);
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
