import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { SockJsSocket, newSockJsSessionId, sockJsWebSocketUrl } from './sockJsSocket.js';

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

/** A websocket server that plays SockJS's server side by hand. */
async function sockJsServer() {
  const server = http.createServer();
  const wss = new WebSocketServer({ server });
  const peers: { ws: WebSocket; url: string; got: string[] }[] = [];
  wss.on('connection', (ws, req) => {
    const peer = { ws, url: req.url ?? '', got: [] as string[] };
    ws.on('message', (d: Buffer) => peer.got.push(d.toString()));
    peers.push(peer);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  cleanup.push(() => {
    for (const c of wss.clients) c.terminate();
    return new Promise((r) => server.close(r));
  });
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/rtmsg`, peers };
}

async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 3_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('SockJS websocket transport URL', () => {
  it('is <base>/<3 digits>/<8 characters>/websocket over ws or wss', () => {
    expect(sockJsWebSocketUrl('http://h:1/rtmsg', 'abcd1234', '007')).toBe(
      'ws://h:1/rtmsg/007/abcd1234/websocket',
    );
    expect(sockJsWebSocketUrl('https://socket.example.com/websocket/event/', 'x', '123')).toBe(
      'wss://socket.example.com/websocket/event/123/x/websocket',
    );
    expect(sockJsWebSocketUrl('https://h/rtmsg', 'x')).toMatch(/\/rtmsg\/\d{3}\/x\/websocket$/);
    expect(newSockJsSessionId()).toMatch(/^[a-z0-9]{8}$/);
  });
});

describe('SockJsSocket', () => {
  it('opens on `o`, reads `a` frames as messages, sends JSON arrays and closes on `c`', async () => {
    const server = await sockJsServer();
    const socket = new SockJsSocket(server.base);
    const events: string[] = [];
    const messages: string[] = [];
    socket.onopen = () => events.push('open');
    socket.onmessage = (e) => messages.push(String(e.data));
    socket.onclose = (e) => events.push(`close ${e?.code} ${e?.reason}`);
    await until(() => server.peers.length === 1);
    const peer = server.peers[0]!;
    expect(peer.url).toBe(`/rtmsg/${peer.url.split('/')[2]}/${socket.sessionId}/websocket`);
    expect(socket.readyState).toBe(0);

    peer.ws.send('o');
    await until(() => events.includes('open'));
    expect(socket.readyState).toBe(1);
    peer.ws.send('h');
    peer.ws.send('a["CONNECTED\\nversion:1.2\\n\\n\\u0000","\\n"]');
    await until(() => messages.length === 3);
    expect(messages).toEqual(['', 'CONNECTED\nversion:1.2\n\n\0', '\n']);

    socket.send('SUBSCRIBE\nid:1\n\n\0');
    await until(() => peer.got.length === 1);
    expect(JSON.parse(peer.got[0]!)).toEqual(['SUBSCRIBE\nid:1\n\n\0']);

    peer.ws.send('c[3000,"Go away!"]');
    await until(() => events.length === 2);
    expect(events[1]).toBe('close 3000 Go away!');
    expect(socket.readyState).toBe(3);
  });

  it('reports a refused handshake as a close, and terminates at once', async () => {
    const socket = new SockJsSocket('http://127.0.0.1:1/rtmsg');
    const closes: number[] = [];
    socket.onerror = () => undefined;
    socket.onclose = (e) => closes.push(e?.code ?? 0);
    await until(() => closes.length === 1);
    expect(socket.readyState).toBe(3);

    const server = await sockJsServer();
    const other = new SockJsSocket(server.base);
    other.onclose = (e) => closes.push(e?.code ?? 0);
    await until(() => server.peers.length === 1);
    other.terminate();
    expect(closes).toEqual([1006, 4001]);
  });
});
