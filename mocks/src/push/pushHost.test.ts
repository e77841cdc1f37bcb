import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FrameImpl, Parser, type IFrame, type StompHeaders } from '@stomp/stompjs';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createApp } from '../app.js';
import type { MockStore } from '../state/store.js';
import { pushLedgerOf } from './ledger.js';
import { attachPushHost, RecentConnects, sockJsSessionOf, type PushHost } from './pushHost.js';

const MERCHANT = { Merchant: 'PH01' };

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

async function standIn(heartbeatMs = 10_000) {
  const { app, store } = createApp({ dev: true });
  const server = http.createServer(app);
  const host = attachPushHost(server, store, { heartbeatMs });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  cleanup.push(() => {
    host.close();
    server.closeAllConnections();
    return new Promise((r) => server.close(() => r(undefined)));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const member = (account: string) => {
    const id = store.accounts.byAccount(account)?.id ?? '';
    expect(id).not.toBe('');
    return { id, token: store.sessions.create(id) };
  };
  return { app, url, store, host, member };
}

/**
 * A SockJS client over the websocket transport, written out by hand so the test checks the
 * wire: `o` opens, `h` is a heartbeat, `a[...]` carries messages, `c[code,reason]` closes; the
 * client sends JSON arrays of strings. STOMP frames are read with @stomp/stompjs's parser.
 */
async function sockJs(base: string, session = 'abcd1234') {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/123/${session}/websocket`, {
    perMessageDeflate: false,
  });
  const frames: IFrame[] = [];
  const raw: string[] = [];
  let heartbeats = 0;
  let closeFrame: [number, string] | undefined;
  const parser = new Parser(
    (f) => frames.push(FrameImpl.fromRawFrame(f, true)),
    () => (heartbeats += 1),
  );
  let opened = false;
  const open = new Promise<void>((resolve, reject) => {
    ws.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      raw.push(text);
      if (text === 'o') {
        opened = true;
        resolve();
      } else if (text.startsWith('a')) {
        for (const m of JSON.parse(text.slice(1)) as string[]) parser.parseChunk(m);
      } else if (text.startsWith('c')) closeFrame = JSON.parse(text.slice(1)) as [number, string];
    });
    ws.on('unexpected-response', (_req, res) => reject(new Error(`status ${res.statusCode}`)));
    ws.on('error', reject);
  });
  const closed = new Promise<void>((resolve) => ws.on('close', () => resolve()));
  cleanup.push(() => ws.terminate());
  await open;
  const send = (command: string, headers: StompHeaders = {}) => {
    const frame = new FrameImpl({ command, headers, escapeHeaderValues: command !== 'CONNECT' });
    ws.send(JSON.stringify([frame.serialize()]));
  };
  const next = async (command: string) => {
    await until(() => frames.some((f) => f.command === command));
    return frames.find((f) => f.command === command) as IFrame;
  };
  return {
    ws,
    frames,
    raw,
    send,
    next,
    closed,
    get opened() {
      return opened;
    },
    get heartbeats() {
      return heartbeats;
    },
    get closeFrame() {
      return closeFrame;
    },
    sendRaw: (text: string) => ws.send(JSON.stringify([text])),
  };
}

async function until(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

const V1 = (token: string) => ({
  login: token,
  passcode: token,
  sessionType: 'SHELL',
  'accept-version': '1.0,1.1,1.2',
  'heart-beat': '10000,10000',
});
const V2 = (token: string) => ({
  token,
  'accept-version': '1.0,1.1,1.2',
  'heart-beat': '10000,10000',
});

function stats(host: PushHost) {
  return host.stats();
}

describe('the stand-in’s push host', () => {
  it('tells SockJS clients that the websocket transport is there', async () => {
    const up = await standIn();
    for (const prefix of ['/rtmsg', '/websocket/event']) {
      const res = await request(up.url).get(`${prefix}/info?t=1`);
      expect(res.status).toBe(200);
      expect(res.body.websocket).toBe(true);
    }
  });

  it('accepts the v1 CONNECT the platform’s client sends and negotiates heart-beats', async () => {
    const up = await standIn();
    const ann = up.member('player1');
    const c = await sockJs(`${up.url}/rtmsg`);
    c.send('CONNECT', V1(ann.token));
    const connected = await c.next('CONNECTED');
    expect(connected.headers.version).toBe('1.2');
    expect(connected.headers['heart-beat']).toBe('10000,10000');
    expect(stats(up.host).connects.v1).toBe(1);
  });

  it('sends `\\n` heart-beats at the negotiated interval and keeps a chatty client', async () => {
    const up = await standIn(100);
    const ann = up.member('player1');
    const c = await sockJs(`${up.url}/rtmsg`);
    c.send('CONNECT', { ...V1(ann.token), 'heart-beat': '100,100' });
    await c.next('CONNECTED');
    const ping = setInterval(() => c.sendRaw('\n'), 20);
    cleanup.push(() => clearInterval(ping));
    await until(() => c.heartbeats >= 2);
    expect(c.raw).toContain('a["\\n"]');
    expect(c.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('drops a client that stopped sending after it promised heart-beats', async () => {
    const up = await standIn(30);
    const ann = up.member('player1');
    const c = await sockJs(`${up.url}/rtmsg`);
    c.send('CONNECT', { ...V1(ann.token), 'heart-beat': '30,0' });
    await c.next('CONNECTED');
    await c.closed;
    expect(c.heartbeats).toBe(0);
  });

  it('accepts v2’s CONNECT with `token` and its member-site subscription', async () => {
    const up = await standIn();
    const ann = up.member('player1');
    const c = await sockJs(`${up.url}/websocket/event`);
    c.send('CONNECT', V2(ann.token));
    await c.next('CONNECTED');
    c.send('SUBSCRIBE', {
      id: 'stomp-sub-0',
      destination: '/user/topic/member-site',
      receipt: 'r1',
    });
    await c.next('RECEIPT');
    up.store.push.toMemberSite(ann.id, { messageType: 'PROMO', title: 'Hi', body: 'There' });
    const message = await c.next('MESSAGE');
    expect(message.headers).toMatchObject({
      subscription: 'stomp-sub-0',
      destination: '/user/topic/member-site',
      'content-type': 'application/json',
    });
    expect(message.headers['message-id']).toBeTruthy();
    expect(JSON.parse(message.body)).toMatchObject({
      messageType: 'PROMO',
      title: 'Hi',
      body: 'There',
      websocketDeliveryId: expect.any(String),
    });
    expect(stats(up.host).open).toEqual({ v1: 0, v2: 1 });
  });

  it('refuses an unknown or ended token with an ERROR frame, then closes', async () => {
    const up = await standIn();
    const ann = up.member('player1');
    up.store.sessions.revoke(ann.token);
    for (const [path, headers] of [
      ['/rtmsg', V1(ann.token)],
      ['/websocket/event', V2('not-a-token')],
      // v1 reads the token from `login`; a v2-style header is not enough there.
      ['/rtmsg', V2(up.member('player1').token)],
    ] as const) {
      const c = await sockJs(`${up.url}${path}`);
      c.send('CONNECT', headers);
      const error = await c.next('ERROR');
      expect(error.headers.message).toBe('please_login_first');
      await c.closed;
      expect(c.frames.map((f) => f.command)).toEqual(['ERROR']);
    }
  });

  it('refuses a client that cannot speak STOMP 1.2', async () => {
    const up = await standIn();
    const ann = up.member('player1');
    const c = await sockJs(`${up.url}/rtmsg`);
    c.send('CONNECT', { ...V1(ann.token), 'accept-version': '1.0,1.1' });
    expect((await c.next('ERROR')).headers.version).toBe('1.2');
    await c.closed;
  });

  it('lets a member subscribe to their own and their session’s topics, not another’s', async () => {
    const up = await standIn();
    const ann = up.member('player1');
    const bob = up.member('player2');
    const c = await sockJs(`${up.url}/rtmsg`, 'sess0001');
    c.send('CONNECT', V1(ann.token));
    await c.next('CONNECTED');
    c.send('SUBSCRIBE', { id: 'stomp-sub-0', destination: `/topic/user/${ann.id}` });
    c.send('SUBSCRIBE', { id: 'stomp-sub-1', destination: '/topic/user/session/sess0001' });
    c.send('SUBSCRIBE', { id: 'stomp-sub-2', destination: `/topic/user/${bob.id}` });
    const error = await c.next('ERROR');
    expect(error.headers.message).toContain(`/topic/user/${bob.id}`);
    await c.closed;
  });

  it('delivers the member’s messages with the subscription they came through', async () => {
    const up = await standIn();
    const ann = up.member('player1');
    const bob = up.member('player2');
    const c = await sockJs(`${up.url}/rtmsg`);
    c.send('CONNECT', V1(ann.token));
    c.send('SUBSCRIBE', { id: 'stomp-sub-7', destination: `/topic/user/${ann.id}`, receipt: 'x' });
    await c.next('RECEIPT');
    up.store.push.toMember(bob.id, { type: 'INBOX', popup: true, title: 'for bob' });
    up.store.push.toMember(ann.id, { type: 'INBOX', popup: true, title: 'for ann' });
    const message = await c.next('MESSAGE');
    expect(message.headers.subscription).toBe('stomp-sub-7');
    expect(message.headers.destination).toBe(`/topic/user/${ann.id}`);
    expect(JSON.parse(message.body)).toMatchObject({
      type: 'INBOX',
      title: 'for ann',
      sendId: expect.any(String),
    });
    expect(c.frames.filter((f) => f.command === 'MESSAGE')).toHaveLength(1);
  });

  it('answers DISCONNECT with its receipt, then closes, and counts it', async () => {
    const up = await standIn();
    const ann = up.member('player1');
    const c = await sockJs(`${up.url}/rtmsg`);
    c.send('CONNECT', V1(ann.token));
    await c.next('CONNECTED');
    c.send('DISCONNECT', { receipt: 'close-1' });
    expect((await c.next('RECEIPT')).headers['receipt-id']).toBe('close-1');
    await c.closed;
    expect(stats(up.host)).toMatchObject({ disconnectsWithReceipt: 1, endedByClient: 0 });

    const d = await sockJs(`${up.url}/rtmsg`);
    d.send('CONNECT', V1(ann.token));
    await d.next('CONNECTED');
    d.ws.close();
    await until(() => stats(up.host).endedByClient === 1);
  });

  it('goes down and comes back up on the dev control', async () => {
    const up = await standIn();
    const ann = up.member('player1');
    const c = await sockJs(`${up.url}/rtmsg`);
    c.send('CONNECT', V1(ann.token));
    await c.next('CONNECTED');

    const down = await request(up.url).post('/__dev/push-host').send({ state: 'down' });
    expect(down.body.value.state).toBe('down');
    await c.closed;
    expect(c.closeFrame?.[0]).toBe(3000);
    expect((await request(up.url).get('/rtmsg/info')).status).toBe(503);
    await expect(sockJs(`${up.url}/rtmsg`)).rejects.toThrow(/503/);
    expect(stats(up.host).open.v1).toBe(0);

    await request(up.url).post('/__dev/push-host').send({ state: 'up' }).expect(200);
    const again = await sockJs(`${up.url}/rtmsg`);
    again.send('CONNECT', V1(ann.token));
    await again.next('CONNECTED');
    const s = await request(up.url).get('/__dev/push-stats');
    expect(s.body.value.host).toMatchObject({ state: 'up', open: { v1: 1, v2: 0 } });
    expect(s.body.value.host.connects.v1).toBe(2);
    // The busiest second is counted again from when the host came back.
    expect(s.body.value.host.connectsInBusiestSecond).toBe(1);
  });

  it('sends a speed-test task on the member’s session topic', async () => {
    const up = await standIn();
    const ann = up.member('player1');
    const c = await sockJs(`${up.url}/rtmsg`, 'speed001');
    c.send('CONNECT', V1(ann.token));
    c.send('SUBSCRIBE', {
      id: 'stomp-sub-1',
      destination: '/topic/user/session/speed001',
      receipt: 'r',
    });
    await c.next('RECEIPT');
    const res = await request(up.url).post('/__dev/push-speed-test').send({ memberId: ann.id });
    expect(res.body.value.tasks).toHaveLength(1);
    const task = JSON.parse((await c.next('MESSAGE')).body) as Record<string, unknown>;
    expect(task).toEqual({
      taskId: res.body.value.tasks[0],
      domain: up.url,
      timeoutThreshold: expect.any(Number),
    });
  });
});

describe('the platform’s calls around the push channel', () => {
  async function signedIn() {
    const up = await standIn();
    const ann = up.member('player1');
    const call = (path: string, body: object) =>
      request(up.app)
        .post(`/wps/relay/${path}`)
        .set({ ...MERCHANT, Authorization: ann.token })
        .send(body);
    return { up, ann, call, ledger: pushLedgerOf(up.store as MockStore) };
  }

  it('names the push host: the origin the call came to, or MOCKS_PUSH_URL', async () => {
    const { app } = createApp();
    const res = await request(app).get('/wps/relay/CSP_ImUrl').set(MERCHANT);
    expect(res.body).toEqual({
      success: true,
      message: '',
      value: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
    });
    expect((await request(app).get('/wps/relay/CSP_ImUrl')).status).toBe(400);
    const named = createApp({ pushUrl: 'https://socket.example.test' });
    expect((await request(named.app).get('/wps/relay/CSP_ImUrl').set(MERCHANT)).body.value).toBe(
      'https://socket.example.test',
    );
  });

  it('records acknowledgements, deliveries and speed-test results from signed-in members', async () => {
    const { up, ann, call, ledger } = await signedIn();
    expect((await call('CSP_receiveLog', { sendId: 's-1' })).body.success).toBe(true);
    await call('EMFE_playerOnlineMessageCallback', {
      websocketDeliveryId: 'd-1',
      eventType: 'DELIVERED',
    }).expect(200);
    await call('WPSCORE_postbackSpeedTestResult', { taskId: 't-1', success: true, elapsed: 42 });
    expect(ledger.receiveLogs.get('s-1')).toEqual({ memberId: ann.id, count: 1 });
    expect(ledger.deliveries.get('d-1')?.events).toEqual(['DELIVERED']);
    expect(ledger.speedTests[0]).toMatchObject({ taskId: 't-1', success: true, elapsed: 42 });
    const stats = await request(up.app).get('/__dev/push-stats');
    expect(stats.body.value.receiveLogs['s-1'].count).toBe(1);

    expect((await call('EMFE_playerOnlineMessageCallback', { eventType: 'SEEN' })).body).toEqual({
      success: false,
      message: 'request_param_err',
      value: null,
    });
    const anonymous = await request(up.app)
      .post('/wps/relay/CSP_receiveLog')
      .set(MERCHANT)
      .send({ sendId: 's-2' });
    expect(anonymous.status).toBe(401);
  });

  it('has dev controls that refuse a bad body, and say so when no push host is attached', async () => {
    const up = await standIn();
    const bad = await request(up.app).post('/__dev/push-host').send({ state: 'sideways' });
    expect([bad.status, bad.body.message]).toEqual([400, 'request_param_err']);
    const down = await request(up.app).post('/__dev/push-host').send({ state: 'down' });
    expect(down.body.value).toMatchObject({ state: 'down' });
    const detached = createApp({ dev: true }).app;
    for (const [path, body] of [
      ['/__dev/push-host', { state: 'up' }],
      ['/__dev/push-speed-test', { memberId: 'm-1' }],
    ] as const) {
      const res = await request(detached).post(path).send(body);
      expect([res.status, res.body.message]).toEqual([409, 'push_host_not_attached']);
    }
  });

  it('serves the speed test’s ping file', async () => {
    const { app } = createApp();
    const res = await request(app).get('/common/v.1.0.1/ping.json');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/json');
  });
});

describe('the busiest second of CONNECTs', () => {
  it('is the most arrivals within any 1,000 ms, sliding, not per calendar second', () => {
    const recent = new RecentConnects();
    // 3 in the last 300 ms of one second and 3 in the first 300 ms of the next: 6 within 600 ms.
    for (const at of [700, 800, 900, 1100, 1200, 1300]) recent.add(at);
    expect(recent.busiestSecond).toBe(6);
    // A second later the window holds only the newest, and the peak stays as it was.
    recent.add(2301);
    expect(recent.busiestSecond).toBe(6);
    recent.clear();
    recent.add(5000);
    expect(recent.busiestSecond).toBe(1);
  });

  it('forgets arrivals older than a second however many have passed', () => {
    const recent = new RecentConnects();
    for (let at = 0; at < 10_000; at += 5) recent.add(at);
    // One every 5 ms: 200 within any second, never the 2,000 seen in all.
    expect(recent.busiestSecond).toBe(200);
  });
});

describe('sockJsSessionOf', () => {
  it('reads the session id from a SockJS websocket URL', () => {
    expect(sockJsSessionOf('/rtmsg/123/abcd1234/websocket')).toBe('abcd1234');
    expect(sockJsSessionOf('/websocket/event/007/zz9zz9zz/websocket?x=1')).toBe('zz9zz9zz');
    expect(sockJsSessionOf('/rtmsg/websocket')).toBeUndefined();
  });
});
