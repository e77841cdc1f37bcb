import { z } from 'zod';
import { fetchFromMirrors } from '../../mirrors/fetchFromMirrors.js';
import type { MirrorPool } from '../../mirrors/pool.js';

/** The platform's clients keep the push host for 5 minutes. */
export const HOST_CACHE_MS = 5 * 60_000;
/** After a failed look-up, members reconnecting together share one answer for a while. */
const FAILURE_CACHE_MS = 2_000;

const PATH = '/wps/relay/CSP_ImUrl';
const envelope = z.object({ success: z.literal(true), value: z.string().max(2_000).nullish() });

export interface HostLocatorOptions {
  pool: MirrorPool;
  merchantCode: string;
  attemptTimeoutMs: number;
  /** `PUSH_HOST_URL`: used as is, CSP_ImUrl is not asked. */
  override?: string | undefined;
  now?: () => number;
}

/**
 * Where the push host is: `GET /wps/relay/CSP_ImUrl` (Merchant header, no Authorization)
 * through the mirrors, cached for at most 5 minutes; an empty value means the platform's own
 * origin (the mirror that answered). One look-up at a time, shared by every member connecting.
 */
export class HostLocator {
  private cached: { origin: string; until: number } | undefined;
  private failedUntil = 0;
  private lastError: Error | undefined;
  private pending: Promise<string> | undefined;
  private readonly now: () => number;

  constructor(private readonly o: HostLocatorOptions) {
    this.now = o.now ?? Date.now;
  }

  /** The last host known, for the operator status. */
  get current(): string | undefined {
    return this.o.override ?? this.cached?.origin;
  }

  get(): Promise<string> {
    if (this.o.override) return Promise.resolve(this.o.override);
    const now = this.now();
    if (this.cached && this.cached.until > now) return Promise.resolve(this.cached.origin);
    if (this.failedUntil > now && this.lastError) return Promise.reject(this.lastError);
    this.pending ??= this.lookUp().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async lookUp(): Promise<string> {
    try {
      const res = await fetchFromMirrors(
        this.o.pool,
        PATH,
        { headers: { Merchant: this.o.merchantCode, Accept: 'application/json' } },
        { attemptTimeoutMs: this.o.attemptTimeoutMs },
      );
      const parsed = envelope.safeParse(await res.json().catch(() => null));
      if (!res.ok || !parsed.success) throw new Error(`CSP_ImUrl answered ${res.status}`);
      const origin = hostOrigin(parsed.data.value ?? '', res.url);
      this.cached = { origin, until: this.now() + HOST_CACHE_MS };
      return origin;
    } catch (error) {
      this.lastError = error instanceof Error ? error : new Error(String(error));
      this.failedUntil = this.now() + FAILURE_CACHE_MS;
      throw this.lastError;
    }
  }
}

/**
 * The push host's base URL from CSP_ImUrl's value: an http(s) or ws(s) URL (a bare host name
 * takes the mirror's scheme); empty means the mirror's own origin and base path.
 */
export function hostOrigin(value: string, answeredUrl: string): string {
  const mirror = new URL(answeredUrl);
  const mirrorBase = `${mirror.origin}${mirror.pathname.slice(0, -PATH.length)}`;
  const trimmed = value.trim();
  if (trimmed === '') return mirrorBase.replace(/\/+$/, '');
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)
    ? trimmed
    : `${mirror.protocol}//${trimmed}`;
  const url = new URL(withScheme);
  if (url.protocol === 'ws:') url.protocol = 'http:';
  if (url.protocol === 'wss:') url.protocol = 'https:';
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('CSP_ImUrl named a host that is not http(s)');
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}
