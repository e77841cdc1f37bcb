import type { Logger } from '../../ops/logger.js';
import type { PushHostState } from '../../ops/readiness.js';
import type { HostLocator } from './hostLocator.js';
import { ENDPOINT_PATHS } from './stompLink.js';

export interface PushHostProbeOptions {
  hosts: HostLocator;
  logger: Logger;
  /** How long the host may take to answer `/info`. */
  timeoutMs: number;
  /** How often to look again, so `/readyz` follows the host coming back or going away. */
  intervalMs: number;
  /** How soon to look again after a failed look (the platform may just be starting). */
  retryMs: number;
}

/**
 * Push connections are made per member, with their token, only once a member has a socket here:
 * a push host that is wrong or down would otherwise show nowhere until players miss their live
 * events. This looks at it from start-up on, without a member: it finds the host (PUSH_HOST_URL,
 * or CSP_ImUrl through the mirrors) and asks its SockJS `/info` on both endpoints, as the
 * platform's own client does before it connects. The result goes to `/readyz` with its reason,
 * and a change is logged as an error (lost) or info (back).
 */
export class PushHostProbe {
  private last: PushHostState | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<PushHostState> | undefined;
  private stopped = true;

  constructor(private readonly o: PushHostProbeOptions) {}

  /** The last look; undefined before the first one finished. */
  get state(): PushHostState | undefined {
    return this.last;
  }

  start(): void {
    this.stopped = false;
    const next = async () => {
      const state = await this.check();
      if (this.stopped) return;
      this.timer = setTimeout(() => void next(), state.ok ? this.o.intervalMs : this.o.retryMs);
      this.timer.unref();
    };
    void next();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** Looks once (a look already under way is shared). */
  check(): Promise<PushHostState> {
    this.running ??= this.look().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async look(): Promise<PushHostState> {
    let state: PushHostState;
    let host: string;
    try {
      host = await this.o.hosts.get();
    } catch (error) {
      const reason = describeFetchError(error);
      state = {
        ok: false,
        host: null,
        reason: reason.includes('CSP_ImUrl') ? reason : `asking CSP_ImUrl: ${reason}`,
      };
      this.report(state);
      this.last = state;
      return state;
    }
    try {
      for (const prefix of Object.values(ENDPOINT_PATHS)) await this.info(`${host}${prefix}/info`);
      state = { ok: true, host };
    } catch (error) {
      state = { ok: false, host, reason: error instanceof Error ? error.message : String(error) };
    }
    this.report(state);
    this.last = state;
    return state;
  }

  private async info(url: string): Promise<void> {
    let res: Response;
    try {
      // `t` as sockjs-client sends it, so no cache in between answers for the host.
      res = await fetch(`${url}?t=${Date.now()}`, {
        signal: AbortSignal.timeout(this.o.timeoutMs),
        headers: { Accept: 'application/json' },
      });
    } catch (error) {
      throw new Error(`${url}: ${describeFetchError(error)}`, { cause: error });
    }
    const body = (await res.json().catch(() => null)) as { websocket?: unknown } | null;
    if (!res.ok || typeof body?.websocket !== 'boolean')
      throw new Error(`${url} answered ${res.status}, not a SockJS endpoint`);
    // The gateway speaks only SockJS's websocket transport, as the platform's client does.
    if (!body.websocket) throw new Error(`${url} does not allow the websocket transport`);
  }

  private report(state: PushHostState): void {
    const was = this.last;
    if (!state.ok && (was === undefined || was.ok || was.reason !== state.reason))
      this.o.logger.error(
        { host: state.host, reason: state.reason },
        'push host unreachable: members get no live events (see /readyz)',
      );
    else if (state.ok && was && !was.ok) this.o.logger.info({ host: state.host }, 'push host back');
  }
}

/** fetch() says "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND, a timeout) is its cause. */
function describeFetchError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return 'no answer in time';
  const cause = (error as Error & { cause?: unknown }).cause;
  if (cause instanceof Error) {
    const code = (cause as Error & { code?: unknown }).code;
    return typeof code === 'string' && !cause.message.includes(code)
      ? `${code} ${cause.message}`
      : cause.message;
  }
  return error.message;
}
