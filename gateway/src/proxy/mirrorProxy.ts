import type http from 'node:http';
import type net from 'node:net';
import { EventEmitter } from 'node:events';
import { createProxyMiddleware, type Plugin, type RequestHandler } from 'http-proxy-middleware';
import type { FailureKind, Mirror } from '../mirrors/pool.js';

export type Outcome =
  | { kind: 'response'; res: http.IncomingMessage; latencyMs: number }
  | {
      kind: 'error';
      failure: FailureKind;
      latencyMs: number;
      /** A keep-alive socket the upstream had closed while idle: says nothing about its health. */
      staleSocket: boolean;
      /** The request never left the gateway (the proxy refused to build it): no mirror is to blame. */
      local: boolean;
    };

const CONNECT_ERRORS = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

function classify(error: NodeJS.ErrnoException): FailureKind {
  if (error.code && CONNECT_ERRORS.has(error.code)) return 'connect';
  return 'reset';
}

/** What one try against one mirror sends. */
export interface AttemptSpec {
  method: string;
  /** Path and query for the upstream, the mirror's base path not yet prefixed. */
  path: string;
  headers: http.OutgoingHttpHeaders;
  body: Buffer | undefined;
  timeoutMs: number;
  /** The browser's socket: http-proxy looks at it to tell a browser that left from an upstream reset. */
  socket: net.Socket;
}

/**
 * The request http-proxy-middleware forwards for one try. http-proxy builds the upstream request
 * from its method, url and headers and then pipes it into that request. The browser's own stream
 * was already read (to enforce the body limit and replace the merchant), so each try gets one of
 * these carrying the buffered body instead, which is also what lets a GET be resent to the next
 * mirror. `pipe` is all http-proxy reads from it, and ending the upstream request with the whole
 * body sends headers and body in one write. It also carries the outcome callback, so events from
 * a try that already timed out can never be mistaken for those of the next one.
 */
class UpstreamAttempt extends EventEmitter {
  readonly method: string;
  url: string;
  readonly headers: http.OutgoingHttpHeaders;
  readonly socket: net.Socket;
  private body: Buffer | undefined;
  private proxyReq: http.ClientRequest | undefined;
  private settled = false;
  private readonly started = performance.now();
  private readonly timer: NodeJS.Timeout;

  constructor(
    spec: AttemptSpec,
    private readonly mirror: Mirror,
    private readonly done: (outcome: Outcome) => void,
  ) {
    super();
    this.method = spec.method;
    this.url = spec.path;
    this.headers = spec.headers;
    this.socket = spec.socket;
    this.body = spec.body;
    mirror.inFlight += 1;
    // One budget from the start of the try to the response headers; http-proxy's `proxyTimeout`
    // is a socket idle timeout fixed per proxy instance, while ours shrinks with the deadline.
    this.timer = setTimeout(() => {
      this.fail('timeout');
      this.proxyReq?.destroy();
    }, spec.timeoutMs);
  }

  pipe<T extends NodeJS.WritableStream>(upstream: T): T {
    if (this.body) upstream.end(this.body);
    else upstream.end();
    this.body = undefined;
    return upstream;
  }

  /**
   * The upstream request exists and has a socket (http-proxy's `proxyReq` event, which comes
   * before any answer or error). A try that timed out while waiting for a socket is dropped here.
   */
  bind(proxyReq: http.ClientRequest): void {
    this.proxyReq = proxyReq;
    if (this.settled) proxyReq.destroy();
  }

  answered(res: http.IncomingMessage): void {
    this.settle({ kind: 'response', res, latencyMs: performance.now() - this.started });
  }

  failedWith(error: NodeJS.ErrnoException): void {
    this.fail(classify(error), this.proxyReq?.reusedSocket === true && error.code === 'ECONNRESET');
  }

  /** http-proxy-middleware could not build the upstream request at all. */
  refusedLocally(): void {
    this.fail('reset', false, true);
  }

  private fail(failure: FailureKind, staleSocket = false, local = false): void {
    this.settle({
      kind: 'error',
      failure,
      latencyMs: performance.now() - this.started,
      staleSocket,
      local,
    });
  }

  /** Ended already (a timeout), so there is nothing left to send. */
  get isSettled(): boolean {
    return this.settled;
  }

  private settle(outcome: Outcome): void {
    if (this.settled) return;
    this.settled = true;
    clearTimeout(this.timer);
    this.mirror.inFlight -= 1;
    this.done(outcome);
  }
}

function attemptOf(req: http.IncomingMessage | undefined): UpstreamAttempt | undefined {
  return req instanceof UpstreamAttempt ? req : undefined;
}

/**
 * Routes http-proxy's events to the try they belong to. The default plugins are ejected: their
 * error handler answers with a plain-text page naming the upstream, and the gateway answers
 * failures itself, in the platform envelope, after deciding whether another mirror may be tried.
 */
const settleAttempts: Plugin = (proxy) => {
  proxy.on('proxyReq', (proxyReq, req) => attemptOf(req)?.bind(proxyReq));
  proxy.on('proxyRes', (proxyRes, req) => attemptOf(req)?.answered(proxyRes));
  proxy.on('error', (error, req) => attemptOf(req)?.failedWith(error));
  // The browser left and then the upstream reset: still an end to this try.
  proxy.on('econnreset', (error, req) => attemptOf(req)?.failedWith(error));
};

/** The mirror's origin and base path as http-proxy wants its target, parsed once. */
function targetOf(mirror: Mirror) {
  const u = mirror.url;
  return {
    protocol: u.protocol,
    host: u.host,
    hostname: u.hostname.replace(/^\[|\]$/g, ''),
    port: u.port,
    path: mirror.basePath || '/',
  };
}

/**
 * One http-proxy-middleware instance per mirror, each over that mirror's keep-alive agent (the
 * middleware's default is a new upstream connection per request). The retry policy stays outside:
 * the caller invokes the proxy once per try, so it decides after each outcome whether another
 * mirror may be tried. `selfHandleResponse` keeps a 5xx from reaching the browser before that
 * decision; the caller relays the answer it keeps.
 */
export class MirrorProxies {
  private readonly byMirror = new WeakMap<Mirror, RequestHandler>();
  /** Tries made in this turn of the event loop, sent together once its I/O is read. */
  private waiting: (() => void)[] = [];
  private readonly sendWaiting = () => {
    const tries = this.waiting;
    this.waiting = [];
    for (const start of tries) start();
  };

  private proxyFor(mirror: Mirror): RequestHandler {
    let proxy = this.byMirror.get(mirror);
    if (!proxy) {
      proxy = createProxyMiddleware({
        target: targetOf(mirror),
        agent: mirror.agent,
        selfHandleResponse: true,
        ejectPlugins: true,
        plugins: [settleAttempts],
      });
      this.byMirror.set(mirror, proxy);
    }
    return proxy;
  }

  /**
   * One try: settles when response headers arrive, or on failure or timeout. The upstream
   * request is made in the check phase of this turn of the event loop (setImmediate), after
   * everything the poll phase read, for two reasons, the same as undici's
   * (GHSA-35p6-xmwp-9g52): a FIN or reset already waiting on an idle keep-alive socket has been
   * read, so the agent drops that socket instead of sending a call down a connection the
   * upstream closed; and the calls read together reach the upstream together, so it serves
   * them in one wake-up instead of being woken for each (behind the gateway the upstream spent
   * about a third more CPU per call than behind @fastify/http-proxy, which does this).
   */
  send(mirror: Mirror, spec: AttemptSpec, res: http.ServerResponse): Promise<Outcome> {
    const proxy = this.proxyFor(mirror);
    return new Promise((resolve) => {
      const attempt = new UpstreamAttempt(spec, mirror, resolve);
      const start = () => {
        if (attempt.isSettled) return;
        void proxy(attempt as unknown as http.IncomingMessage, res, () => attempt.refusedLocally());
      };
      if (this.waiting.push(start) === 1) setImmediate(this.sendWaiting);
    });
  }
}
