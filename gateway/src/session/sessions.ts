import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import type { Redis } from 'ioredis';
import type { Logger } from '../ops/logger.js';
import type { GatewayMetrics } from '../ops/metrics.js';
import type { MemberFacts } from '../realtime/memberResolver.js';
import type { SessionBackend, SessionRecord } from './backends.js';
import { quitWithin } from '../redisConnections.js';
import { sessionIdFrom } from './cookies.js';

/** A live session as the rest of the gateway sees it. */
export interface MemberSession {
  id: string;
  token: string;
  memberId?: string;
  mobileMask?: string;
}

/** What page rendering and sockets need: the session a request carries, if any. */
export interface SessionLookup {
  sessionOf(req: http.IncomingMessage): Promise<MemberSession | undefined>;
}

export type EndReason = 'sign-out' | 'refused' | 'member-ended' | 'replaced';

/** Tells the other replicas that a session ended, so their caches drop it at once. */
export interface SessionBus {
  publish(id: string): void;
  subscribe(onEnded: (id: string) => void): void;
  close(): Promise<void>;
}

/** The read of a session failed (the store is unreachable): not the same as "signed out". */
export class SessionStoreDown extends Error {
  constructor(cause: unknown) {
    super('session store unreachable', { cause });
  }
}

export interface SessionsOptions {
  backend: SessionBackend;
  /** The platform's idle expiry: a session nobody uses for this long ends, as the token does. */
  idleMs: number;
  /** How long a lookup is reused within this process (at most 1 s, so an end is seen promptly). */
  cacheMs?: number;
  bus?: SessionBus;
  /** Whether the browser reached the gateway over TLS, which decides the cookie's name. */
  secure: (req: http.IncomingMessage) => boolean;
  logger: Logger;
  metrics: GatewayMetrics;
}

const CACHE_MAX = 10_000;

/** An opaque, unguessable id: 256 random bits, base64url (43 characters). */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The sessions the gateway holds for browsers (a backend-for-frontend): the platform token stays
 * here, the browser holds only the id in an HttpOnly cookie. Lookups are cached in the process
 * for at most `cacheMs` (one Redis round trip per second per session, not per call), and an end
 * anywhere clears every replica's cache through the bus.
 */
export class Sessions implements SessionLookup {
  private readonly cache = new Map<
    string,
    { until: number; found: Promise<MemberSession | undefined> }
  >();
  private readonly endListeners: ((session: MemberSession, reason: EndReason) => void)[] = [];
  private readonly cacheMs: number;

  constructor(private readonly o: SessionsOptions) {
    this.cacheMs = Math.min(o.cacheMs ?? 1_000, 1_000);
    o.bus?.subscribe((id) => this.cache.delete(id));
  }

  get healthy(): boolean {
    return this.o.backend.healthy();
  }

  /** Called with each session this process ends (not those ended on other replicas). */
  onEnded(listener: (session: MemberSession, reason: EndReason) => void): void {
    this.endListeners.push(listener);
  }

  /** The session id the request's cookie names, well-formed or undefined; not looked up. */
  idOf(req: http.IncomingMessage): string | undefined {
    return sessionIdFrom(req, this.o.secure(req));
  }

  async sessionOf(req: http.IncomingMessage): Promise<MemberSession | undefined> {
    const id = this.idOf(req);
    return id === undefined ? undefined : this.find(id);
  }

  /** The live session under `id`; throws `SessionStoreDown` when the store cannot answer. */
  find(id: string): Promise<MemberSession | undefined> {
    const now = Date.now();
    const hit = this.cache.get(id);
    if (hit && hit.until > now) return hit.found;
    const found = this.o.backend.read(id, this.o.idleMs).then(
      (record) => (record ? { id, ...publicPart(record) } : undefined),
      (error: unknown) => {
        this.cache.delete(id);
        this.o.metrics.sessionStoreErrors.inc({ operation: 'read' });
        throw new SessionStoreDown(error);
      },
    );
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    this.cache.set(id, { until: now + this.cacheMs, found });
    return found;
  }

  /** Opens a session for a token the platform just issued; resolves with its new id. */
  async start(token: string): Promise<string> {
    const id = newSessionId();
    try {
      await this.o.backend.put(id, { token, createdAt: Date.now() }, this.o.idleMs);
    } catch (error) {
      this.o.metrics.sessionStoreErrors.inc({ operation: 'write' });
      throw new SessionStoreDown(error);
    }
    this.o.metrics.sessionsStarted.inc();
    return id;
  }

  /** Records whose session it is, so ending a member's sessions finds this one. */
  async setMember(id: string, member: MemberFacts): Promise<void> {
    const memberId = member.id;
    try {
      const record = await this.o.backend.read(id, this.o.idleMs);
      if (!record || (record.memberId === memberId && record.mobileMask === member.mobileMask))
        return;
      const mobileMask = member.mobileMask ?? record.mobileMask;
      await this.o.backend.put(
        id,
        { ...record, memberId, ...(mobileMask === undefined ? {} : { mobileMask }) },
        this.o.idleMs,
      );
      await this.o.backend.addToMember(memberId, id, this.o.idleMs);
      this.cache.delete(id);
    } catch (error) {
      this.o.metrics.sessionStoreErrors.inc({ operation: 'write' });
      this.o.logger.warn({ reason: errorText(error) }, 'could not record the session member');
    }
  }

  /**
   * Ends a session: removed from the store, dropped from every replica's cache, and the
   * listeners (sockets) told. Ending an unknown or already ended session does nothing.
   */
  async end(id: string, reason: EndReason): Promise<void> {
    this.cache.delete(id);
    let record: SessionRecord | undefined;
    try {
      record = await this.o.backend.remove(id);
    } catch (error) {
      this.o.metrics.sessionStoreErrors.inc({ operation: 'remove' });
      this.o.logger.warn({ reason: errorText(error) }, 'could not remove a session');
    }
    this.o.bus?.publish(id);
    if (!record) return;
    this.o.metrics.sessionsEnded.inc({ reason });
    const session = { id, ...publicPart(record) };
    for (const listener of this.endListeners) listener(session, reason);
  }

  /** Ends every session of a member (a cool-off, a self-exclusion), or all but one. */
  async endMember(memberId: string, reason: EndReason, except?: string): Promise<void> {
    let ids: string[];
    try {
      ids = await this.o.backend.sessionsOf(memberId);
    } catch (error) {
      this.o.metrics.sessionStoreErrors.inc({ operation: 'read' });
      this.o.logger.warn({ reason: errorText(error) }, 'could not list a member’s sessions');
      return;
    }
    await Promise.all(ids.filter((id) => id !== except).map((id) => this.end(id, reason)));
  }

  async close(): Promise<void> {
    this.cache.clear();
    await this.o.bus?.close();
  }
}

function publicPart(record: SessionRecord): Omit<MemberSession, 'id'> {
  return {
    token: record.token,
    ...(record.memberId === undefined ? {} : { memberId: record.memberId }),
    ...(record.mobileMask === undefined ? {} : { mobileMask: record.mobileMask }),
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Session ends published on one Redis channel; each replica drops the id from its cache. */
export class RedisSessionBus implements SessionBus {
  private readonly channel: string;

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    prefix: string,
    private readonly logger: Logger,
  ) {
    this.channel = `${prefix}:session-ended`;
    subscriber.on('error', (error: Error) =>
      logger.warn({ reason: error.message }, 'redis error (session ends)'),
    );
  }

  publish(id: string): void {
    this.publisher.publish(this.channel, id).catch((error: unknown) => {
      this.logger.warn({ reason: errorText(error) }, 'could not announce a session end');
    });
  }

  subscribe(onEnded: (id: string) => void): void {
    this.subscriber.on('message', (channel: string, id: string) => {
      if (channel === this.channel) onEnded(id);
    });
    this.subscriber.subscribe(this.channel).catch((error: unknown) => {
      this.logger.warn({ reason: errorText(error) }, 'could not listen for session ends');
    });
  }

  async close(): Promise<void> {
    await quitWithin(this.subscriber);
  }
}
