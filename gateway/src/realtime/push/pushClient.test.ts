import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../ops/logger.js';
import { createMetrics } from '../../ops/metrics.js';
import { ConnectPacer } from './connectPacer.js';
import type { HostLocator } from './hostLocator.js';
import type { PlatformReports } from './platformReports.js';
import { PushClient } from './pushClient.js';
import type { StompLinkOptions } from './stompLink.js';

const { FakeLink } = vi.hoisted(() => {
  /** One STOMP connection: the test opens it, speaks for the host and ends its close. */
  class FakeLink {
    static made: FakeLink[] = [];
    closing = false;
    private endClose!: () => void;
    readonly closed = new Promise<void>((r) => (this.endClose = r));
    constructor(readonly o: StompLinkOptions) {
      FakeLink.made.push(this);
    }
    get endpoint() {
      return this.o.endpoint;
    }
    get token() {
      return this.o.token;
    }
    open(): void {}
    close(): Promise<void> {
      this.closing = true;
      return this.closed;
    }
    /** CONNECTED came and the SUBSCRIBEs went. */
    up(): void {
      this.o.onOpen(this as never);
    }
    /** The host's DISCONNECT receipt came: the connection is gone. */
    gone(): void {
      this.endClose();
    }
    hear(body: object): void {
      this.o.onMessage(this as never, `/topic/user/${this.o.memberId}`, JSON.stringify(body));
    }
  }
  return { FakeLink };
});

vi.mock('./stompLink.js', () => ({ StompLink: FakeLink }));
type Link = InstanceType<typeof FakeLink>;

async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 3_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}

const clients: PushClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) {
    for (const l of FakeLink.made) l.gone();
    await c.stop();
  }
  FakeLink.made = [];
});

function pushClient(rebuildMs: number) {
  const emitted: { event: string; payload: unknown }[] = [];
  const client = new PushClient({
    hosts: { current: 'http://push', get: () => Promise.resolve('http://push') } as HostLocator,
    reports: {
      acknowledge: () => Promise.resolve(),
      speedTest: () => Promise.resolve(),
    } as unknown as PlatformReports,
    pacer: new ConnectPacer(1000),
    connectGate: new ConnectPacer(1000),
    metrics: createMetrics(),
    logger: createLogger('silent'),
    sessionsOf: () => [{ sessionId: 's1', token: 'tok-1' }],
    emit: (_member, e) => emitted.push(e),
    resync: () => undefined,
    rebuildMs,
  });
  clients.push(client);
  return { client, emitted };
}

const v1Links = () => FakeLink.made.filter((l) => l.endpoint === 'v1');
const online = (title: string) => ({ type: 'ONLINE_MSG', title, message: 'text' });

describe('PushClient during a rebuild', () => {
  it('relays a message without an id once when both connections hear it, and keeps real repeats', async () => {
    const { client, emitted } = pushClient(50);
    void client.watch('m1');
    await until(() => FakeLink.made.length === 2);
    for (const l of FakeLink.made) l.up();
    await until(() => v1Links().length === 2);
    const [old, fresh] = v1Links() as [Link, Link];
    fresh.up();
    expect(old.closing).toBe(true);

    old.hear(online('both'));
    fresh.hear(online('both'));
    fresh.hear(online('only the new one'));
    old.hear(online('only the old one'));
    // The platform sent the same text twice: each connection hears it twice.
    fresh.hear(online('twice'));
    old.hear(online('twice'));
    old.hear(online('twice'));
    fresh.hear(online('twice'));
    const titles = () => emitted.map((e) => (e.payload as { title: string }).title);
    expect(titles()).toEqual(['both', 'only the new one', 'only the old one', 'twice', 'twice']);

    // Once the old connection is gone, the same text twice is two messages again.
    old.gone();
    await new Promise((r) => setTimeout(r, 0));
    fresh.hear(online('after'));
    fresh.hear(online('after'));
    expect(titles().slice(5)).toEqual(['after', 'after']);
  });
});
