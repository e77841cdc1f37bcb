import { fetchFromMirrors } from '../mirrors/fetchFromMirrors.js';
import type { MirrorPool } from '../mirrors/pool.js';
import type { Logger } from '../ops/logger.js';

/**
 * At most this many of the platform's mirror domains enter the page's policy: the speed screen
 * times five, and a list far longer than any operator keeps is a fault, not a reason to send a
 * header of many kilobytes with every page.
 */
export const MAX_SITE_MIRRORS = 20;

/** After a failed ask, the next comes this soon, then twice as late each time up to the refresh. */
const FIRST_RETRY_MS = 2_000;

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** `host`, `host:port`, or an http(s) origin; no path, no user, no wildcard. */
const MIRROR = new RegExp(`^(?:(https?)://)?(${LABEL}(?:\\.${LABEL})*)(?::(\\d{1,5}))?/?$`, 'i');

/**
 * A mirror domain as a Content-Security-Policy source, or null when it is not one the page may
 * be allowed to reach. The platform lists bare host names, which the page opens with its own
 * scheme: a source without a scheme matches exactly that (and its secure upgrade).
 */
export function mirrorSource(domain: string): string | null {
  const match = MIRROR.exec(domain.trim());
  const [, scheme, host, port] = match ?? [];
  if (host === undefined) return null;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return null;
  const hostPort = `${host.toLowerCase()}${port ? `:${port}` : ''}`;
  return scheme ? `${scheme.toLowerCase()}://${hostPort}` : hostPort;
}

/** The platform's mirror list (`routers`, `GET /wps/system/domainRoute`) as its domain names. */
export type MirrorListSource = () => Promise<unknown[]>;

/** Asks the platform for its mirror list through the gateway's own mirror pool. */
export function platformMirrorList(
  pool: MirrorPool,
  merchantCode: string,
  attemptTimeoutMs: number,
): MirrorListSource {
  return async () => {
    const res = await fetchFromMirrors(
      pool,
      '/wps/system/domainRoute',
      { headers: { Merchant: merchantCode, Accept: 'application/json' } },
      { attemptTimeoutMs },
    );
    if (!res.ok) throw new Error(`the platform answered HTTP ${res.status}`);
    const body = (await res.json()) as { success?: unknown; value?: { domainList?: unknown } };
    if (body.success !== true) throw new Error('the platform refused the mirror list');
    const list = body.value?.domainList;
    if (!Array.isArray(list)) throw new Error('the mirror list has no domainList');
    return list.map((entry: unknown) =>
      typeof entry === 'object' && entry !== null
        ? (entry as { domainName?: unknown }).domainName
        : entry,
    );
  };
}

export interface SiteMirrorListOptions {
  /** The operator's own list (`SITE_MIRROR_ORIGINS`), always allowed. */
  configured: readonly string[];
  /** The platform's list; absent when the operator turned learning it off. */
  source?: MirrorListSource;
  /** How often the platform's list is asked for again. */
  refreshMs: number;
  logger: Logger;
}

/**
 * The mirror domains the site's pages may time (`connect-src`): the operator's configured ones
 * and the platform's current list, asked for at start and again every `refreshMs`. An entry that
 * is not a plain http(s) host is refused and logged as an error; so is a list that cannot be
 * had (the last good one stays). Listeners hear every change, so the page headers follow it.
 */
export class SiteMirrorList {
  private fromPlatform: string[] = [];
  private readonly listeners = new Set<(origins: readonly string[]) => void>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;

  constructor(private readonly o: SiteMirrorListOptions) {}

  get origins(): string[] {
    return [...new Set([...this.o.configured, ...this.fromPlatform])];
  }

  onChange(listener: (origins: readonly string[]) => void): void {
    this.listeners.add(listener);
  }

  /**
   * Asks the platform once; resolves either way, with whether the list came, having logged what
   * went wrong.
   */
  async refresh(): Promise<boolean> {
    if (!this.o.source) return false;
    let raw: unknown[];
    try {
      raw = await this.o.source();
    } catch (error) {
      this.o.logger.error(
        { reason: (error as Error).message, kept: this.fromPlatform },
        'site mirror list: could not get the platform mirror list; the server-speed screen keeps the last one',
      );
      return false;
    }
    const accepted: string[] = [];
    const refused: unknown[] = [];
    for (const entry of raw) {
      const source = typeof entry === 'string' ? mirrorSource(entry) : null;
      if (source) accepted.push(source);
      else refused.push(entry);
    }
    if (refused.length > 0)
      this.o.logger.error(
        { refused },
        'site mirror list: the platform listed mirror domains that are not plain http(s) hosts; they are left out of the page policy',
      );
    const unique = [...new Set(accepted)];
    if (unique.length > MAX_SITE_MIRRORS)
      this.o.logger.error(
        { listed: unique.length, kept: MAX_SITE_MIRRORS },
        'site mirror list: the platform listed more mirror domains than the page policy takes',
      );
    const next = unique.slice(0, MAX_SITE_MIRRORS);
    if (next.join(' ') === this.fromPlatform.join(' ')) return true;
    this.fromPlatform = next;
    this.o.logger.info({ origins: this.origins }, 'site mirror list updated');
    const origins = this.origins;
    for (const listener of this.listeners) listener(origins);
    return true;
  }

  /**
   * Asks now and then every `refreshMs`; after a failure sooner (from `FIRST_RETRY_MS`, doubling),
   * since at start the platform may not be up yet. The timer never keeps the process alive.
   */
  start(): void {
    if (!this.o.source) {
      if (this.o.configured.length === 0)
        this.o.logger.warn(
          'no SITE_MIRROR_ORIGINS and SITE_MIRRORS_FROM_PLATFORM=0: the server-speed screen can time no mirror',
        );
      return;
    }
    this.stopped = false;
    let retryMs = FIRST_RETRY_MS;
    const round = async () => {
      const got = await this.refresh();
      if (this.stopped) return;
      const waitMs = got ? this.o.refreshMs : Math.min(retryMs, this.o.refreshMs);
      retryMs = got ? FIRST_RETRY_MS : retryMs * 2;
      this.timer = setTimeout(() => void round(), waitMs);
      this.timer.unref();
    };
    void round();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
