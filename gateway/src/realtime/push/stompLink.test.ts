import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FrameImpl, Parser, type IFrame } from '@stomp/stompjs';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { StompLink, type PushEndpoint } from './stompLink.js';

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

/**
 * A push host written out by hand (SockJS framing, STOMP frames read with stompjs's parser), to
 * look at exactly what the gateway's client sends.
 */
async function recordingHost(answerReceipts = true) {
  const server = http.createServer();
  const wss = new WebSocketServer({ server });
  const frames: IFrame[] = [];
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
        if (frame.command === 'CONNECT')
          write(ws, 'CONNECTED', { version: '1.2', 'heart-beat': '10000,10000' });
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
    ws.send('o');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  cleanup.push(() => {
    for (const c of wss.clients) c.terminate();
    return new Promise((r) => server.close(r));
  });
  const host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { host, frames, urls, sockets };
}

async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 3_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}

function link(host: string, endpoint: PushEndpoint, events: string[], disconnectTimeoutMs = 1000) {
  const l = new StompLink({
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
});
