import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FrameImpl, Parser, type IFrame } from '@stomp/stompjs';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { busiestWindow } from '../../test-support/busiestWindow.js';
import { ConnectPacer } from './connectPacer.js';
import { StompLink, type PushEndpoint, type StompLinkOptions } from './stompLink.js';

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

/**
 * A push host written out by hand (SockJS framing, STOMP frames read with stompjs's parser), to
 * look at exactly what the gateway's client sends.
 */
async function recordingHost(answerReceipts = true, holdOpen = false) {
  const server = http.createServer();
  const wss = new WebSocketServer({ server });
  const frames: IFrame[] = [];
  /** When each CONNECT arrived. */
  const connectsAt: number[] = [];
  const held: WebSocket[] = [];
  const urls: string[] = [];
  const sockets: WebSocket[] = [];
  const write = (ws: WebSocket, command: string, headers: Record<string, string>, body = '') =>
    ws.send(
      `a${JSON.stringify([new FrameImpl({ command, headers, body, escapeHeaderValues: command !== 'CONNECTED' }).serialize()])}`,
    );
  wss.on('connection', (ws, req) => {
    urls.push(req.url ?? '');
    sockets.push(ws);
    const parser = new Parser(
      (raw) => {
        const frame = FrameImpl.fromRawFrame(raw, true);
        frames.push(frame);
        if (frame.command === 'CONNECT') {
          connectsAt.push(Date.now());
          write(ws, 'CONNECTED', { version: '1.2', 'heart-beat': '10000,10000' });
        }
        if (frame.command === 'SUBSCRIBE' && frame.headers.destination?.startsWith('/topic/user/m'))
          write(
            ws,
            'MESSAGE',
            {
              subscription: frame.headers.id ?? '',
              'message-id': '1',
              destination: frame.headers.destination,
            },
            '{"type":"INBOX"}',
          );
        if (frame.command === 'DISCONNECT' && answerReceipts)
          write(ws, 'RECEIPT', { 'receipt-id': frame.headers.receipt ?? '' });
      },
      () => undefined,
    );
    ws.on('message', (d: Buffer) => {
      for (const m of JSON.parse(d.toString()) as string[]) parser.parseChunk(m);
    });
    if (holdOpen) held.push(ws);
    else ws.send('o');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  cleanup.push(() => {
    for (const c of wss.clients) c.terminate();
    return new Promise((r) => server.close(r));
  });
  const host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** Answers every handshake held so far at once, as a host that was busy would. */
  const openHeld = () => {
    for (const ws of held.splice(0)) ws.send('o');
  };
  return { host, frames, urls, sockets, connectsAt, openHeld };
}

async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 3_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}

function link(
  host: string,
  endpoint: PushEndpoint,
  events: string[],
  disconnectTimeoutMs = 1000,
  admit?: StompLinkOptions['admit'],
) {
  const l = new StompLink({
    admit,
    endpoint,
    host,
    memberId: 'm1',
    token: 'tok-1',
    heartbeatMs: 10_000,
    connectTimeoutMs: 5_000,
    disconnectTimeoutMs,
    onOpen: () => events.push('open'),
    onMessage: (_l, destination, body) => events.push(`message ${destination} ${body}`),
    onLost: (_l, reason) => events.push(`lost ${reason}`),
  });
  cleanup.push(() => l.close());
  l.open();
  return l;
}

describe('the gateway’s STOMP client, frame by frame', () => {
  it('connects to v1 as the platform’s client does and subscribes to the user and session topics', async () => {
    const host = await recordingHost();
    const events: string[] = [];
    const l = link(host.host, 'v1', events);
    await until(() => events.includes('open') && host.frames.length === 3);
    expect(host.urls[0]).toMatch(/^\/rtmsg\/\d{3}\/[a-z0-9]{8}\/websocket$/);
    const [connect, ...subscribes] = host.frames;
    expect(connect?.command).toBe('CONNECT');
    expect(connect?.headers).toEqual({
      login: 'tok-1',
      passcode: 'tok-1',
      sessionType: 'SHELL',
      'accept-version': '1.0,1.1,1.2',
      'heart-beat': '10000,10000',
    });
    expect(subscribes.map((f) => f.headers)).toEqual([
      { id: 'stomp-sub-0', destination: '/topic/user/m1' },
      { id: 'stomp-sub-1', destination: `/topic/user/session/${l.sockJsSessionId ?? ''}` },
    ]);
    expect(host.urls[0]).toContain(`/${l.sockJsSessionId ?? ''}/websocket`);
    await until(() => events.some((e) => e.startsWith('message')));
    expect(events).toContain('message /topic/user/m1 {"type":"INBOX"}');
  });

  it('connects to v2 with `token` and subscribes to the member-site topic only', async () => {
    const host = await recordingHost();
    const events: string[] = [];
    link(host.host, 'v2', events);
    await until(() => host.frames.length === 2);
    expect(host.urls[0]).toMatch(/^\/websocket\/event\/\d{3}\/[a-z0-9]{8}\/websocket$/);
    expect(host.frames[0]?.headers).toEqual({
      token: 'tok-1',
      'accept-version': '1.0,1.1,1.2',
      'heart-beat': '10000,10000',
    });
    expect(host.frames[1]?.headers).toEqual({
      id: 'stomp-sub-0',
      destination: '/user/topic/member-site',
    });
  });

  it('signs out with DISCONNECT and a receipt, and reports no loss', async () => {
    const host = await recordingHost();
    const events: string[] = [];
    const l = link(host.host, 'v1', events);
    await until(() => events.includes('open'));
    await l.close();
    const disconnect = host.frames.find((f) => f.command === 'DISCONNECT');
    expect(disconnect?.headers.receipt).toMatch(/.+/);
    expect(events.some((e) => e.startsWith('lost'))).toBe(false);
  });

  it('drops the socket when the host never sends the receipt', async () => {
    const host = await recordingHost(false);
    const events: string[] = [];
    const l = link(host.host, 'v1', events, 50);
    await until(() => events.includes('open'));
    await l.close();
    expect(host.frames.some((f) => f.command === 'DISCONNECT')).toBe(true);
  });

  it('reports a connection the host closes as lost', async () => {
    const host = await recordingHost();
    const events: string[] = [];
    link(host.host, 'v1', events);
    await until(() => events.includes('open'));
    host.sockets[0]?.send('c[3000,"Go away!"]');
    await until(() => events.some((e) => e.startsWith('lost')));
    expect(events).toContain('lost closed 3000 Go away!');
  });

  it('paces its CONNECTs when a busy host answers the handshakes together', async () => {
    const host = await recordingHost(true, true);
    const gate = new ConnectPacer(10);
    const events: string[] = [];
    for (let n = 0; n < 15; n += 1)
      link(host.host, n % 2 ? 'v1' : 'v2', events, 1000, (cancelled) => gate.take(cancelled));
    await until(() => host.urls.length === 15);
    host.openHeld();
    await until(() => host.connectsAt.length === 15);
    // Without the gate all 15 arrive within a few milliseconds of each other.
    expect(busiestWindow(host.connectsAt, 950)).toBeLessThanOrEqual(10);
    await until(() => events.filter((e) => e === 'open').length === 15);
  });

  it('never sends CONNECT for a socket closed while it waited for the pace', async () => {
    const host = await recordingHost(true, true);
    let admit!: (ok: boolean) => void;
    let askedCancelled: (() => boolean) | undefined;
    const events: string[] = [];
    const l = link(host.host, 'v1', events, 1000, (cancelled) => {
      askedCancelled = cancelled;
      return new Promise<boolean>((r) => (admit = r));
    });
    await until(() => host.urls.length === 1);
    host.openHeld();
    await until(() => askedCancelled !== undefined);
    expect(askedCancelled?.()).toBe(false);
    await l.close();
    expect(askedCancelled?.()).toBe(true);
    admit(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(host.frames.filter((f) => f.command === 'CONNECT')).toHaveLength(0);
    expect(events).not.toContain('open');
  });
});
