import { fetchFromMirrors } from '../mirrors/fetchFromMirrors.js';
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

/**
 * A `fetch` for the first-screen renderer that reaches the platform the way the proxy does: the
 * mirrors in the pool's order (`fetchFromMirrors`), the configured merchant, the visitor's address
 * in X-Forwarded-For (the status call's region check and visitor IP depend on it). `signal`
 * bounds the whole attempt. `token`: the member's platform token when the page is theirs, sent
 * as the platform wants it (raw, as the proxy sends it for the browser's calls); without one no
 * call carries any.
 */
export function platformFetch(
  pool: MirrorPool,
  merchantCode: string,
  visitor: Visitor,
  signal: AbortSignal,
  token?: string,
): typeof fetch {
  return async (input, init) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!path.startsWith('/')) throw new Error('the first screen reaches only platform paths');
    const headers = new Headers(init?.headers);
    headers.set('Merchant', merchantCode);
    headers.set('X-Request-Id', visitor.requestId);
    headers.set(
      'X-Forwarded-For',
      visitor.forwardedFor ? `${visitor.forwardedFor}, ${visitor.clientIp}` : visitor.clientIp,
    );
    headers.set('X-Forwarded-Proto', visitor.proto);
    if (visitor.host) headers.set('X-Forwarded-Host', visitor.host);
    // Only the session's token is ever sent: whatever the renderer put there is replaced.
    if (token) headers.set('Authorization', token);
    else headers.delete('Authorization');
    return fetchFromMirrors(pool, path, { ...init, headers }, { signal });
  };
}
