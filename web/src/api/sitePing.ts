/** A line that does not answer within this time counts as failed. */
const PING_TIMEOUT_MS = 10_000;

/**
 * The server-speed probe of the site itself: a HEAD of the brand configuration, which the
 * gateway answers without asking the platform. The unique query and `no-store` keep the browser
 * cache and the service worker (which never caches /config.json) out of the measurement.
 */
export async function pingSite(fetchImpl: typeof fetch = fetch): Promise<void> {
  const response = await fetchImpl(`/config.json?speed=${cacheBuster()}`, {
    method: 'HEAD',
    cache: 'no-store',
    signal: AbortSignal.timeout(PING_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
}

/** A mirror domain as an origin: the status call lists bare host names, which use this page's scheme. */
export function mirrorOrigin(domain: string, pageProtocol: string): string {
  const trimmed = domain.trim().replace(/\/+$/, '');
  return /^https?:\/\//i.test(trimmed) ? trimmed : `${pageProtocol}//${trimmed}`;
}

/**
 * Times one of the site's mirror domains: a cache-busted request for its health answer. The
 * answer is opaque (another origin), so only its arrival is timed; the gateway's security policy
 * lets the page reach just the mirrors the operator lists, and any other fails here as unreachable.
 */
export async function pingMirror(
  domain: string,
  fetchImpl: typeof fetch = fetch,
  pageProtocol: string = location.protocol,
): Promise<void> {
  await fetchImpl(`${mirrorOrigin(domain, pageProtocol)}/healthz?speed=${cacheBuster()}`, {
    mode: 'no-cors',
    cache: 'no-store',
    credentials: 'omit',
    signal: AbortSignal.timeout(PING_TIMEOUT_MS),
  });
}

/** A query value no cache has seen, so each timed request really travels. */
export function cacheBuster(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}
