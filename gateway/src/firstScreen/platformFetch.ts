import type { MirrorPool } from '../mirrors/pool.js';

/** Who a page request came from, passed on as the proxy passes it on for the browser's calls. */
export interface Visitor {
  clientIp: string;
  /** What a load balancer already put in X-Forwarded-For. */
  forwardedFor: string | undefined;
  proto: string;
  host: string | undefined;
  requestId: string;
}

const IDEMPOTENT = new Set(['GET', 'HEAD']);

/**
 * A `fetch` for the first-screen renderer that reaches the platform the way the proxy does: the
 * mirror the pool prefers, the configured merchant, the visitor's address in X-Forwarded-For (the
 * status call's region check and visitor IP depend on it). A GET that fails on one mirror, by
 * network error or 5xx, moves to the next; `signal` bounds the whole attempt. Mirror health is
 * left to the proxy and the prober, which see far more traffic.
 */
export function platformFetch(
  pool: MirrorPool,
  merchantCode: string,
  visitor: Visitor,
  signal: AbortSignal,
): typeof fetch {
  return async (input, init) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!path.startsWith('/')) throw new Error('the first screen reaches only platform paths');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    headers.set('Merchant', merchantCode);
    headers.set('X-Request-Id', visitor.requestId);
    headers.set(
      'X-Forwarded-For',
      visitor.forwardedFor ? `${visitor.forwardedFor}, ${visitor.clientIp}` : visitor.clientIp,
    );
    headers.set('X-Forwarded-Proto', visitor.proto);
    if (visitor.host) headers.set('X-Forwarded-Host', visitor.host);

    const tried = new Set<NonNullable<ReturnType<MirrorPool['pick']>>>();
    let lastError: unknown = new Error('service_unavailable');
    for (let mirror = pool.pick(); mirror; mirror = pool.pick(tried)) {
      tried.add(mirror);
      try {
        const response = await fetch(`${mirror.url.origin}${mirror.basePath}${path}`, {
          ...init,
          method,
          headers,
          signal: init?.signal ? AbortSignal.any([signal, init.signal]) : signal,
        });
        if (response.status >= 500 && IDEMPOTENT.has(method)) {
          lastError = new Error(`mirror answered ${response.status}`);
          continue;
        }
        return response;
      } catch (error) {
        if (signal.aborted) throw error;
        lastError = error;
        if (!IDEMPOTENT.has(method)) throw error;
      }
    }
    throw lastError;
  };
}
