import type { Mirror, MirrorPool } from './pool.js';

const IDEMPOTENT = new Set(['GET', 'HEAD']);

export interface MirrorCallBounds {
  /** Ends the whole call, on whichever mirror it is. */
  signal?: AbortSignal;
  /** How long one try at one mirror may take. */
  attemptTimeoutMs?: number;
}

/**
 * A call the gateway itself makes to the platform (the browser's calls go through the proxy):
 * to the mirrors in the pool's order of preference, a GET or HEAD moving on to the next after a
 * network error, a timed-out try or a 5xx; anything else is sent once. Resolves with the first
 * answer kept; rejects with the last failure when no mirror gave one. Mirror health is left to
 * the proxy and the prober, which see far more traffic.
 */
export async function fetchFromMirrors(
  pool: MirrorPool,
  path: string,
  init: RequestInit = {},
  bounds: MirrorCallBounds = {},
): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  const retry = IDEMPOTENT.has(method);
  const tried = new Set<Mirror>();
  let lastError: unknown = new Error('service_unavailable');
  for (let mirror = pool.pick(); mirror; mirror = pool.pick(tried)) {
    tried.add(mirror);
    const signals = [
      bounds.signal,
      init.signal ?? undefined,
      bounds.attemptTimeoutMs ? AbortSignal.timeout(bounds.attemptTimeoutMs) : undefined,
    ].filter((s): s is AbortSignal => s !== undefined);
    try {
      const response = await fetch(`${mirror.url.origin}${mirror.basePath}${path}`, {
        ...init,
        method,
        ...(signals.length > 0 ? { signal: AbortSignal.any(signals) } : {}),
      });
      if (response.status >= 500 && retry) {
        // Not read: let the connection go back to the pool.
        await response.body?.cancel();
        lastError = new Error(`mirror answered ${response.status}`);
        continue;
      }
      return response;
    } catch (error) {
      if (bounds.signal?.aborted || !retry) throw error;
      lastError = error;
    }
  }
  throw lastError;
}
