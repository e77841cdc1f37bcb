import { describe, expect, it, vi } from 'vitest';
import type * as RealtimeModule from '../realtime';
import type { RealtimeOptions } from '../realtime';
import { FakeTransport } from '../stores/fakeTransport';
import { MEMBER_INFO, testRoot } from '../stores/testRoot';
import { bindRealtime } from './realtimeBinding';

type Handler = (payload: Record<string, unknown>) => void;

const sockets: { options: RealtimeOptions; handlers: Map<string, Handler>; open: boolean }[] = [];

vi.mock('../realtime', async (importOriginal) => {
  const actual = await importOriginal<typeof RealtimeModule>();
  class FakeRealtime {
    private readonly socket;
    constructor(options: RealtimeOptions) {
      this.socket = { options, handlers: new Map<string, Handler>(), open: false };
      sockets.push(this.socket);
    }
    subscribe(event: string, handler: Handler) {
      this.socket.handlers.set(event, handler);
      return () => this.socket.handlers.delete(event);
    }
    connect() {
      this.socket.open = true;
    }
    disconnect() {
      this.socket.open = false;
    }
  }
  return { ...actual, Realtime: FakeRealtime };
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('realtime binding', () => {
  it('connects while signed in, reads the balance and counts again on events, and disconnects at sign-out', async () => {
    sockets.length = 0;
    const transport = new FakeTransport()
      .on('mbInfo', MEMBER_INFO)
      .on('balance', { balance: 10, currencySymbol: '$' })
      .on('unreadMessage', 1)
      .on('logout', null);
    const { root } = testRoot({ signedIn: true, transport });
    await root.user.load();
    const stop = bindRealtime(root, '/socket.io');
    await vi.waitFor(() => expect(sockets).toHaveLength(1));

    const socket = sockets[0]!;
    expect(socket.open).toBe(true);
    expect(socket.options.path).toBe('/socket.io');
    // The platform's messages carry no balance: the header reads it again.
    transport.on('balance', { balance: 2500.25, currencySymbol: '$' });
    socket.handlers.get('deposit:arrived')!({ amount: 2490.25, firstDeposit: false });
    await vi.waitFor(() => expect(root.user.formattedBalance).toBe('2,500.25'));

    transport.on('unreadMessage', 4);
    socket.handlers.get('mail:new')!({ title: 'Hello', popup: false });
    await flush();
    expect(root.user.unreadMessages).toBe(4);

    transport.on('balance', { balance: 3000, currencySymbol: '$' });
    transport.on('unreadMessage', 5);
    socket.handlers.get('session:resync')!({ reason: 'reconnected' });
    await vi.waitFor(() => expect(root.user.formattedBalance).toBe('3,000.00'));
    expect(root.user.unreadMessages).toBe(5);

    await root.signOut();
    expect(socket.open).toBe(false);
    stop();
  });

  it('signs the player out when the gateway refuses the socket (no live session)', async () => {
    sockets.length = 0;
    const { root } = testRoot({ signedIn: true });
    bindRealtime(root, '/socket.io');
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    sockets[0]!.options.onRefused?.();
    expect(root.session.isLogin).toBe(false);
    expect(root.ui.isOpen('login')).toBe(true);
  });

  it('marks the page with the socket’s state, and clears the mark at sign-out', async () => {
    sockets.length = 0;
    const transport = new FakeTransport().on('logout', null);
    const { root } = testRoot({ signedIn: true, transport });
    const stop = bindRealtime(root, '/socket.io');
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    sockets[0]!.options.onStateChange?.('live');
    expect(document.documentElement.dataset.realtime).toBe('live');
    await root.signOut();
    expect(document.documentElement.dataset.realtime).toBeUndefined();
    stop();
  });

  it('opens a new socket for a new session, whose handshake carries the new cookie', async () => {
    sockets.length = 0;
    const { root } = testRoot({ signedIn: true });
    const stop = bindRealtime(root, '/socket.io');
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    root.session.signIn();
    await vi.waitFor(() => expect(sockets).toHaveLength(2));
    expect(sockets.map((s) => s.open)).toEqual([false, true]);
    stop();
  });

  it('does not open a socket for a visitor', async () => {
    sockets.length = 0;
    const { root } = testRoot();
    bindRealtime(root, '/socket.io');
    await flush();
    expect(sockets).toHaveLength(0);
  });
});
