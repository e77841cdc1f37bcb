import type http from 'node:http';
import { pipeline } from 'node:stream';
import type { RequestHandler } from 'express';
import { sendEnvelopeError, type GatewayMessage } from '../envelope.js';
import type { Mirror, MirrorPool } from '../mirrors/pool.js';
import { factsOf } from '../ops/accessLog.js';
import type { Logger } from '../ops/logger.js';
import type { GatewayMetrics } from '../ops/metrics.js';
import { BodyError, hasBody, overrideMerchantInBody, readBody } from './body.js';
import {
  compress,
  compressStream,
  compressedHeaders,
  compressible,
  encodingFor,
  type AnswerEncoding,
} from './compressAnswer.js';
import { browserResponseHeaders, requestIdFrom, upstreamRequestHeaders } from './headers.js';
import { checkImagesInBody } from './imageCheck.js';
import { overrideMerchantInUrl } from './merchant.js';
import type { MirrorProxies } from './mirrorProxy.js';
import { answerKind, type AnswerKind, type SecurityHeaders } from '../security/headers.js';
import {
  READ_LIMIT,
  readAnswer,
  type CallSession,
  type SessionGate,
} from '../session/sessionGate.js';
import type { ClientFacts } from '../security/trustProxy.js';

export const UPSTREAM_PATH_FAMILIES = ['/wps', '/lgw', '/lotto'] as const;

const FAMILIES = UPSTREAM_PATH_FAMILIES.map((p) => ({ path: p, under: `${p}/`, name: p.slice(1) }));

/** `wps`, `lgw` or `lotto` for a proxied path; undefined for anything else. */
export function upstreamFamily(pathname: string): string | undefined {
  for (const f of FAMILIES) if (pathname === f.path || pathname.startsWith(f.under)) return f.name;
  return undefined;
}

export interface ForwardOptions {
  pool: MirrorPool;
  /** The upstream calls, one per try. */
  proxies: MirrorProxies;
  merchantCode: string;
  /** Who the browser is, as far as the trusted proxies say. */
  client: ClientFacts;
  /** Every answer the proxy gives carries these: the relayed ones and the gateway's own errors. */
  headers: SecurityHeaders;
  attemptTimeoutMs: number;
  bodyIdleMs: number;
  deadlineMs: number;
  bodyLimitBytes: number;
  uploadBodyLimitBytes: number;
  bodyTimeoutMs: number;
  metrics: GatewayMetrics;
  logger: Logger;
  /** The gateway's hold on sessions (cookie in, token out); without it calls pass as sent. */
  gate?: SessionGate;
}

/** Calls whose bodies carry uploaded images get the larger upload limit; all others the small one. */
export const UPLOAD_PATHS: ReadonlySet<string> = new Set([
  '/wps/relay/MCSFE_processC2CTransaction',
  '/wps/feedback',
]);

function bodyLimitFor(url: string | undefined, o: ForwardOptions): number {
  const path = (url ?? '').split('?')[0] ?? '';
  return UPLOAD_PATHS.has(path) ? o.uploadBodyLimitBytes : o.bodyLimitBytes;
}

const RETRYABLE_STATUS = new Set([502, 503, 504]);

/**
 * Forwards `/wps`, `/lgw` and `/lotto` to the best mirror over keep-alive connections, one
 * upstream call per try (`MirrorProxies`).
 * GET and HEAD move on to the next mirror on connect errors, timeouts and 502/503/504 while the
 * deadline allows; other methods are tried once, and moved only when the connection was refused
 * (nothing was sent). Failures answer in the platform envelope: 503 `service_unavailable` when
 * no mirror is in rotation, 502 `network_error` when the tries failed.
 */
export function upstreamProxy(options: ForwardOptions): RequestHandler {
  return (req, res, next) => {
    const family = upstreamFamily(req.path);
    if (!family) {
      next();
      return;
    }
    forward(
      req,
      res,
      {
        family,
        pathname: req.path,
        key: req.path.toLowerCase(),
        url: req.originalUrl,
        proto: options.client.proto(req),
      },
      options,
    ).catch((error: unknown) => {
      keepRequestId(res);
      next(error);
    });
  };
}

/**
 * Before an unexpected failure is answered in the envelope (by the caller, which also sets the
 * security headers): the request id, so what the browser saw can be matched with the logged error.
 */
export function keepRequestId(res: http.ServerResponse): void {
  const id = factsOf(res).requestId;
  if (id !== undefined && !res.headersSent) res.setHeader('X-Request-Id', id);
}

/** What the caller already knows about the request target. */
export interface ForwardTarget {
  family: string;
  pathname: string;
  /** The canonical path in lower case, as limits and session calls are matched. */
  key: string;
  /** Path and query as the browser sent them. */
  url: string;
  /** `http` or `https`, as seen by the browser (trusted X-Forwarded-Proto honoured). */
  proto: string;
}

export async function forward(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  target: ForwardTarget,
  o: ForwardOptions,
): Promise<void> {
  const { family } = target;
  const facts = factsOf(res);
  const requestId = requestIdFrom(req.headers);
  facts.requestId = requestId;
  const secure = target.proto === 'https';
  /** The gateway's own answer, in the platform envelope: JSON, so it gets the data headers. */
  const refuse = (status: number, messageKey: GatewayMessage) => {
    o.headers.apply(res, secure, 'data');
    res.setHeader('X-Request-Id', requestId);
    sendEnvelopeError(res, status, messageKey);
  };

  const method = req.method ?? 'GET';
  let session: CallSession | undefined;
  if (o.gate) {
    const opened = await o.gate.open(req, method, target.key, target.proto);
    if (!opened.ok) {
      // The body is not read: the connection cannot be reused for another request.
      if (hasBody(req)) res.setHeader('Connection', 'close');
      refuse(opened.status, opened.message);
      return;
    }
    // Most calls have no session and change none: they pass without a look at the answer.
    if (opened.session.id !== undefined || opened.session.call || opened.session.staleCookie)
      session = opened.session;
    // A sign-out ends the session here whatever the platform answers, or whether it answers.
    if (session?.call === 'sign-out') res.setHeader('Set-Cookie', await o.gate.signOut(session));
  }

  let body: Buffer | undefined;
  if (hasBody(req)) {
    try {
      const raw = await readBody(req, bodyLimitFor(req.url, o), o.bodyTimeoutMs);
      body = await overrideMerchantInBody(raw, req.headers['content-type'], o.merchantCode);
      // Pictures are decoded here, so a bomb or a polyglot never reaches the platform.
      await checkImagesInBody(
        body,
        req.headers['content-type'],
        UPLOAD_PATHS.has((req.url ?? '').split('?')[0] ?? ''),
      );
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      if (error.status !== 400) res.setHeader('Connection', 'close');
      refuse(error.status, error.messageKey);
      return;
    }
  }

  const path = overrideMerchantInUrl(target.url, o.merchantCode);
  const idempotent = method === 'GET' || method === 'HEAD';
  const deadline = performance.now() + o.deadlineMs;
  const tried = new Set<Mirror>();
  // A browser that leaves does not cancel the upstream call: it was sent already, and letting the
  // answer arrive (then dropping it) keeps the keep-alive connection for the next request. The
  // attempt timeout still bounds how long that takes.
  let clientGone = false;
  res.on('close', () => {
    if (!res.writableFinished) clientGone = true;
  });
  let staleRetryUsed = false;

  for (;;) {
    const mirror = o.pool.pick(tried);
    if (!mirror) {
      if (tried.size === 0) refuse(503, 'service_unavailable');
      else refuse(502, 'network_error');
      return;
    }
    tried.add(mirror);
    const remaining = deadline - performance.now();
    const headers = upstreamRequestHeaders(req.headers, {
      merchantCode: o.merchantCode,
      requestId,
      clientIp: req.socket.remoteAddress ?? '',
      // A browser's own X-Forwarded-For is a claim; only a trusted proxy's chain is kept.
      trustedPeer: o.client.peerTrusted(req),
      proto: target.proto,
      host: req.headers.host,
      upstreamHost: mirror.url.host,
      bodyLength: body?.length ?? (hasBody(req) ? 0 : undefined),
      token: session?.token,
      // The gateway reads these answers (a sign-in's token): they must come uncompressed.
      plainAnswer: session?.call !== undefined,
    });
    const outcome = await o.proxies.send(mirror, {
      method,
      path,
      headers,
      body,
      timeoutMs: Math.max(1, Math.min(o.attemptTimeoutMs, remaining)),
    });
    if (clientGone) {
      if (outcome.kind === 'response') outcome.res.resume();
      return;
    }
    const timeLeft = deadline - performance.now() > 1;

    if (outcome.kind === 'response') {
      const status = outcome.res.statusCode ?? 502;
      o.metrics.upstreamLatency.observe({ mirror: mirror.label }, outcome.latencyMs / 1000);
      if (status >= 500) o.pool.failed(mirror, 'server-error', outcome.latencyMs);
      else o.pool.succeeded(mirror, outcome.latencyMs);
      if (idempotent && RETRYABLE_STATUS.has(status) && timeLeft && o.pool.pick(tried)) {
        outcome.res.resume();
        o.metrics.retries.inc({ family });
        continue;
      }
      facts.mirror = mirror.label;
      const kind = answerKind(outcome.res.headers['content-type']);
      const head: (string | string[])[] = [
        ...o.headers.list(secure, kind),
        'X-Request-Id',
        requestId,
      ];
      if (session && o.gate) {
        await settleSession(
          req,
          res,
          outcome.res,
          status,
          head,
          kind,
          session,
          o.gate,
          o.bodyIdleMs,
        );
        return;
      }
      relay(req, res, outcome.res, status, head, kind, o.bodyIdleMs);
      return;
    }

    if (outcome.local) {
      o.logger.error(
        { requestId, mirror: mirror.label, method, path: target.pathname },
        'upstream request could not be built',
      );
      refuse(502, 'network_error');
      return;
    }
    if (outcome.staleSocket && !staleRetryUsed && idempotent) {
      // Same mirror again on a fresh connection; not a sign of trouble.
      staleRetryUsed = true;
      tried.delete(mirror);
      continue;
    }
    o.pool.failed(
      mirror,
      outcome.failure,
      outcome.failure === 'timeout' ? outcome.latencyMs : undefined,
    );
    o.logger.warn(
      { requestId, mirror: mirror.label, failure: outcome.failure, method, path: target.pathname },
      'upstream attempt failed',
    );
    const mayRetry = (idempotent || outcome.failure === 'connect') && timeLeft;
    if (!mayRetry) {
      refuse(502, 'network_error');
      return;
    }
    o.metrics.retries.inc({ family });
  }
}

/**
 * The answer of a call that has a session or changes one: the gate looks at its status and, when
 * it is at hand (always for sign-in and sign-out, else an answer that arrived whole and
 * uncompressed), its body; then it goes out with the gate's cookies and, if rewritten, its body.
 */
async function settleSession(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  upstream: http.IncomingMessage,
  status: number,
  head: (string | string[])[],
  kind: AnswerKind,
  session: CallSession,
  gate: SessionGate,
  bodyIdleMs: number,
): Promise<void> {
  let body: Buffer | undefined;
  if (gate.needsBody(session)) {
    body = await readAnswer(upstream, bodyIdleMs);
    if (body === undefined) {
      res.destroy();
      return;
    }
  } else if (upstream.complete && !upstream.headers['content-encoding']) {
    body = (upstream.read() as Buffer | null) ?? Buffer.alloc(0);
  }
  const settled = await gate.settle(session, status, upstream.headers, body);
  const setsCookies = settled.setCookies.length > 0;
  if (!setsCookies && settled.body === undefined && body === undefined) {
    relay(req, res, upstream, status, head, kind, bodyIdleMs);
    return;
  }
  const whole = settled.body ?? body ?? (await readAnswer(upstream, bodyIdleMs));
  if (whole === undefined) {
    res.destroy();
    return;
  }
  let headers = pairsWithout(browserResponseHeaders(upstream.headers, head), 'content-length');
  if (setsCookies) {
    // An answer that opens or ends a session is never stored by a shared cache.
    headers = pairsWithout(headers, 'cache-control');
    headers.push('Set-Cookie', settled.setCookies, 'Cache-Control', 'no-store');
  }
  headers.push('Content-Length', String(whole.length));
  res.writeHead(status, headers);
  if (req.method === 'HEAD') res.end();
  else res.end(whole);
}

/**
 * A JSON answer the platform sent uncompressed, compressed for a browser that accepts it (the
 * home's game lists are 40 KB of JSON). One of known, bounded size is compressed whole and leaves
 * with its length; a streamed one is compressed as it arrives.
 */
async function relayCompressed(
  res: http.ServerResponse,
  upstream: http.IncomingMessage,
  status: number,
  headers: (string | string[])[],
  encoding: AnswerEncoding,
  bodyIdleMs: number,
): Promise<void> {
  const length = Number(upstream.headers['content-length']);
  if (upstream.complete || (Number.isFinite(length) && length <= READ_LIMIT)) {
    const body = upstream.complete
      ? ((upstream.read() as Buffer | null) ?? Buffer.alloc(0))
      : await readAnswer(upstream, bodyIdleMs);
    const packed =
      body && !res.destroyed ? await compress(body, encoding).catch(() => undefined) : undefined;
    if (packed === undefined) {
      res.destroy();
      return;
    }
    if (res.destroyed) return;
    headers.push('Content-Length', String(packed.length));
    res.writeHead(status, headers);
    res.end(packed);
    return;
  }
  res.writeHead(status, headers);
  const stall = endIfStalled(upstream, res, bodyIdleMs);
  // A stream that fails, or a browser that leaves, ends the other side too.
  pipeline(upstream, compressStream(encoding), res, () => clearTimeout(stall));
}

/**
 * The attempt timeout ends when headers arrive; a body that then stops coming must not hold the
 * browser and a gateway connection open for ever: both ends close after `idleMs` without data.
 */
function endIfStalled(
  upstream: http.IncomingMessage,
  res: http.ServerResponse,
  idleMs: number,
): NodeJS.Timeout {
  const stall = setTimeout(() => {
    upstream.destroy();
    res.destroy();
  }, idleMs);
  upstream.on('data', () => stall.refresh());
  upstream.once('close', () => clearTimeout(stall));
  return stall;
}

/** A flat `writeHead` list without one header (its name compared in lower case). */
function pairsWithout(pairs: (string | string[])[], name: string): (string | string[])[] {
  const out: (string | string[])[] = [];
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const key = pairs[i] as string;
    if (key.toLowerCase() !== name) out.push(key, pairs[i + 1] as string | string[]);
  }
  return out;
}

/** Answers up to this size are sent in one write; larger ones stream. */
const SMALL_BODY = 64 * 1024;

/**
 * The answer kept after the retry decision (a GET's 5xx is held back so the next mirror can be
 * tried) goes to the browser here: CORS grants dropped, a stall cut-off, and one write for small
 * answers. `head` (security headers and request id) and the upstream's headers go out in one
 * `writeHead`, with no `setHeader` before it.
 */
function relay(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  upstream: http.IncomingMessage,
  status: number,
  head: (string | string[])[],
  kind: AnswerKind,
  bodyIdleMs: number,
): void {
  let headers = browserResponseHeaders(upstream.headers, head);
  if (compressible(upstream, status, kind)) {
    const encoding = encodingFor(req);
    headers = compressedHeaders(headers, encoding);
    if (encoding) {
      void relayCompressed(res, upstream, status, headers, encoding, bodyIdleMs);
      return;
    }
  }
  res.writeHead(status, headers);
  if (upstream.complete) {
    // The whole answer arrived with its headers (the usual case for the platform's small JSON
    // answers: the try settles in a microtask, after the parser has read the rest of the packet).
    // It is all buffered already, so it leaves in the same write as the headers, and there is
    // nothing left to time out or listen for. Reading it to the end frees the upstream socket.
    const body = upstream.read() as Buffer | null;
    if (req.method === 'HEAD' || body === null) res.end();
    else res.end(body);
    return;
  }
  endIfStalled(upstream, res, bodyIdleMs);
  if (req.method === 'HEAD') {
    upstream.resume();
    res.end();
    return;
  }
  upstream.on('error', () => res.destroy());
  // The browser left mid-answer: read the rest so the upstream connection can be reused.
  res.on('close', () => {
    if (!upstream.complete) upstream.resume();
  });
  const length = Number(upstream.headers['content-length']);
  if (Number.isFinite(length) && length <= SMALL_BODY) {
    // Headers and body leave in a single write instead of one per chunk plus one for the end.
    const chunks: Buffer[] = [];
    upstream.on('data', (chunk: Buffer) => chunks.push(chunk));
    upstream.on('end', () => {
      if (!res.destroyed) res.end(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
    });
    return;
  }
  // Plain pipe: stream.pipeline allocates an AbortController per call, measurable at this rate.
  upstream.pipe(res);
}
