import type { Redis } from 'ioredis';

/** What the gateway keeps for one browser session. The token never leaves the gateway. */
export interface SessionRecord {
  /** The platform's token, sent as `Authorization` on the session's calls. */
  token: string;
  /** The platform's member id, once known (resolved after sign-in, or at the socket handshake). */
  memberId?: string;
  /** The member's masked mobile number, to find the sessions a phone reset may have ended. */
  mobileMask?: string;
  createdAt: number;
}

/**
 * Where sessions live. Every read slides the idle expiry, as the platform's own sessions do; an
 * expired session reads as absent.
 */
export interface SessionBackend {
  put(id: string, record: SessionRecord, idleMs: number): Promise<void>;
  read(id: string, idleMs: number): Promise<SessionRecord | undefined>;
  remove(id: string): Promise<SessionRecord | undefined>;
  /** Files the session under its member, so every session of a member can be ended at once. */
  addToMember(memberId: string, id: string, idleMs: number): Promise<void>;
  sessionsOf(memberId: string): Promise<string[]>;
  /** Whether the backend can be used now (for `/readyz`). */
  healthy(): boolean;
}

/** One process's sessions: a restart signs everyone out, which is why Redis exists. */
export class MemoryBackend implements SessionBackend {
  private readonly records = new Map<string, { record: SessionRecord; expiresAt: number }>();
  private readonly members = new Map<string, Set<string>>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    // Sessions nobody comes back for would otherwise stay in memory for the process's life.
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  put(id: string, record: SessionRecord, idleMs: number): Promise<void> {
    this.records.set(id, { record, expiresAt: this.now() + idleMs });
    return Promise.resolve();
  }

  read(id: string, idleMs: number): Promise<SessionRecord | undefined> {
    const entry = this.records.get(id);
    if (!entry) return Promise.resolve(undefined);
    if (entry.expiresAt <= this.now()) {
      this.forget(id, entry.record);
      return Promise.resolve(undefined);
    }
    entry.expiresAt = this.now() + idleMs;
    return Promise.resolve(entry.record);
  }

  remove(id: string): Promise<SessionRecord | undefined> {
    const entry = this.records.get(id);
    if (entry) this.forget(id, entry.record);
    return Promise.resolve(entry?.record);
  }

  addToMember(memberId: string, id: string): Promise<void> {
    let ids = this.members.get(memberId);
    if (!ids) this.members.set(memberId, (ids = new Set()));
    ids.add(id);
    return Promise.resolve();
  }

  sessionsOf(memberId: string): Promise<string[]> {
    return Promise.resolve([...(this.members.get(memberId) ?? [])]);
  }

  healthy(): boolean {
    return true;
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  private forget(id: string, record: SessionRecord): void {
    this.records.delete(id);
    if (record.memberId === undefined) return;
    const ids = this.members.get(record.memberId);
    ids?.delete(id);
    if (ids?.size === 0) this.members.delete(record.memberId);
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, entry] of this.records)
      if (entry.expiresAt <= now) this.forget(id, entry.record);
  }
}

/**
 * Sessions in Redis, shared by every replica: a replica that restarts or dies signs nobody out.
 * Each session is one key with the idle time as its expiry, slid by GETEX on every read.
 */
export class RedisBackend implements SessionBackend {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(id: string): string {
    return `${this.prefix}:session:${id}`;
  }

  private memberKey(memberId: string): string {
    return `${this.prefix}:member-sessions:${memberId}`;
  }

  async put(id: string, record: SessionRecord, idleMs: number): Promise<void> {
    await this.redis.set(this.key(id), JSON.stringify(record), 'PX', idleMs);
  }

  async read(id: string, idleMs: number): Promise<SessionRecord | undefined> {
    const raw = await this.redis.getex(this.key(id), 'PX', idleMs);
    return raw === null ? undefined : parseRecord(raw);
  }

  async remove(id: string): Promise<SessionRecord | undefined> {
    const raw = await this.redis.getdel(this.key(id));
    const record = raw === null ? undefined : parseRecord(raw);
    if (record?.memberId !== undefined) await this.redis.srem(this.memberKey(record.memberId), id);
    return record;
  }

  async addToMember(memberId: string, id: string, idleMs: number): Promise<void> {
    const key = this.memberKey(memberId);
    // The set outlives no session of its member by more than one idle period.
    await this.redis.multi().sadd(key, id).pexpire(key, idleMs).exec();
  }

  async sessionsOf(memberId: string): Promise<string[]> {
    return this.redis.smembers(this.memberKey(memberId));
  }

  healthy(): boolean {
    return this.redis.status === 'ready';
  }
}

function parseRecord(raw: string): SessionRecord | undefined {
  try {
    const value = JSON.parse(raw) as Partial<SessionRecord>;
    if (typeof value.token !== 'string' || value.token === '') return undefined;
    return {
      token: value.token,
      createdAt: typeof value.createdAt === 'number' ? value.createdAt : 0,
      ...(typeof value.memberId === 'string' ? { memberId: value.memberId } : {}),
      ...(typeof value.mobileMask === 'string' ? { mobileMask: value.mobileMask } : {}),
    };
  } catch {
    return undefined;
  }
}
