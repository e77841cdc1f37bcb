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
  /**
   * Mirror domains the server-speed screen may time with a small request (`connect-src`), at
   * start; `setSiteMirrorOrigins` replaces them as the platform's list changes.
   */
  siteMirrorOrigins?: readonly string[];
  hstsMaxAge: number;
}

/**
 * What a browser does with an answer: `document` for anything it may render or run as a worker
 * (pages, SVGs — which can run script —, a platform answer of any type but JSON, and any answer
 * of unknown type), `data` for JSON, which it only hands to the page's own script and never
 * renders, `asset` for the site's own built files that a page loads into itself.
 */
export type AnswerKind = 'document' | 'data' | 'asset';

/**
 * `data` for JSON (`application/json` and `application/*+json`, any parameters); `document` for
 * everything else, including a missing or unreadable type, so an answer only loses the
 * document headers when it is known not to be rendered.
 */
export function answerKind(
  contentType: string | number | readonly string[] | undefined,
): AnswerKind {
  if (typeof contentType !== 'string') return 'document';
  const semicolon = contentType.indexOf(';');
  const essence = (semicolon === -1 ? contentType : contentType.slice(0, semicolon))
    .trim()
    .toLowerCase();
  return essence === 'application/json' ||
    (essence.startsWith('application/') && essence.endsWith('+json'))
    ? 'data'
    : 'document';
}

/**
 * Files of the built site that a page only ever loads into itself: scripts, styles, raster
 * pictures and fonts. None is rendered as a page of its own (a browser shows a script or a
 * picture opened directly as text or as an image, never runs it) and none is a worker's script,
 * the only other kind of answer a policy applies to: the site's one worker, `/sw.js`, takes its
 * policy from its own answer and keeps the document headers, as do SVGs, which can run script.
 */
const ASSET_FILE = /\.(?:js|mjs|css|png|jpe?g|webp|avif|gif|ico|woff2?)$/i;
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * `asset` for a path of the site's own that names one of its scripts, styles, pictures or fonts;
 * `document` for every other path of the site. Whatever answers such a path (the file, or the
 * JSON not-found), it is never a page.
 */
export function sitePathKind(path: string): AnswerKind {
  return path !== SERVICE_WORKER_PATH && ASSET_FILE.test(path) ? 'asset' : 'document';
}

/**
 * What a loaded file needs: no MIME sniffing (a script or style must be served as one), no use
 * by other sites' pages. On a first visit about 40 such files left with the page's whole policy,
 * about 1 KB each, which governs nothing on them.
 */
const ASSET_HEADERS: readonly (readonly [string, string])[] = [
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['X-Content-Type-Options', 'nosniff'],
];

/**
 * The headers a JSON answer needs (OWASP REST Security Cheat Sheet, "Security Headers"): no MIME
 * sniffing, so it is never read as HTML or script; no framing at all; a policy that would let it
 * load nothing if it were ever rendered; no use by other sites' pages (`<script src>`, `<img>`).
 * The document headers — the site's Content-Security-Policy and its reporting, Permissions-Policy,
 * Cross-Origin-Opener-Policy, Origin-Agent-Cluster, Referrer-Policy, DNS prefetch, legacy IE and
 * Adobe switches, X-XSS-Protection — govern what a rendered page may do, and a JSON answer is
 * never a rendered page: on the platform's answers they were about 1 KB per call for nothing.
 */
const DATA_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];

/**
 * helmet with a strict Content-Security-Policy for documents: everything from the site itself,
 * images also from the configured CDNs, requests also to the site's mirror domains (for the speed
 * test), frames only from game-launch hosts, and no foreign site may frame the site. JSON answers
 * get the smaller set above. HSTS goes out on both, only on requests that arrived over TLS
 * (directly or as reported by a trusted load balancer), because on plain HTTP it would be ignored
 * or lock out a test install.
 */
export function securityHeaders(o: SecurityHeaderOptions): SecurityHeaders {
  const hsts: [string, string][] =
    o.hstsMaxAge > 0
      ? [['Strict-Transport-Security', `max-age=${o.hstsMaxAge}; includeSubDomains`]]
      : [];
  const fixed = {
    data: fixedSets(DATA_HEADERS, hsts),
    asset: fixedSets(ASSET_HEADERS, hsts),
  };
  let document = documentSets(o, o.siteMirrorOrigins ?? [], hsts);
  const setsOf = (kind: AnswerKind) => (kind === 'document' ? document : fixed[kind]);

  const setFor = (secure: boolean, kind: AnswerKind) => {
    const { sets } = setsOf(kind);
    return secure ? sets.secure : sets.plain;
  };
  const apply = (res: ServerResponse, secure: boolean, kind: AnswerKind = 'document') => {
    for (const [name, value] of setFor(secure, kind)) res.setHeader(name, value);
  };
  return {
    apply,
    list: (secure, kind) => {
      const { lists } = setsOf(kind);
      return secure ? lists.secure : lists.plain;
    },
    values: (secure) => Object.fromEntries(setFor(secure, 'document')),
    middleware: (req, res, next) => {
      apply(res, req.secure);
      next();
    },
    setSiteMirrorOrigins: (origins) => {
      document = documentSets(o, origins, hsts);
    },
  };
}

function fixedSets(
  headers: readonly (readonly [string, string])[],
  hsts: readonly [string, string][],
) {
  const sets = { plain: [...headers], secure: [...headers, ...hsts] };
  return { sets, lists: { plain: sets.plain.flat(), secure: sets.secure.flat() } };
}

/**
 * helmet's document headers for these mirror origins. The policy has no per-request parts (no
 * nonces), so they are computed once per mirror list and copied onto every answer: the same
 * headers, without a dozen middleware calls per request.
 */
function documentSets(
  o: SecurityHeaderOptions,
  siteMirrorOrigins: readonly string[],
  hsts: readonly [string, string][],
) {
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...o.imageHosts],
        connectSrc: ["'self'", ...siteMirrorOrigins],
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
  return fixedSets(headers, hsts);
}

export interface SecurityHeaders {
  /**
   * Sets the headers for an answer of this kind (a document unless told) on a plain node:http
   * answer; `secure` when the request came over TLS.
   */
  apply(res: ServerResponse, secure: boolean, kind?: AnswerKind): void;
  /**
   * The same headers as a flat name, value, name, value… list, for an answer whose headers all
   * go out in one `writeHead` call (the proxy's answers: no per-header `setHeader` bookkeeping).
   */
  list(secure: boolean, kind: AnswerKind): readonly string[];
  /** The document headers as a plain object (for answers written by socket.io's engine). */
  values(secure: boolean): Record<string, string>;
  middleware: RequestHandler;
  /**
   * Replaces the mirror origins the pages may time (`connect-src`); answers from now on carry
   * the new policy (the platform's mirror list changes while the gateway runs).
   */
  setSiteMirrorOrigins(origins: readonly string[]): void;
}
