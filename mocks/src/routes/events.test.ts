import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

const TOKEN = 'events-token-for-tests-0123';
const AUTH = `Bearer ${TOKEN}`;

async function listen(dev: boolean, eventsToken: string | undefined = TOKEN) {
  const { app, store } = createApp({ dev, ...(eventsToken ? { eventsToken } : {}) });
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, store };
}

/** Opens the event stream as a gateway does and collects what arrives. */
function subscribe(
  url: string,
  query = '',
): Promise<{ text: () => string; close: () => void; subscription: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${url}/realtime/events${query}`,
      { headers: { Merchant: 'PH01', Authorization: AUTH } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        const subscription = res.headers['subscription-id'];
        resolve({
          text: () => text,
          close: () => req.destroy(),
          subscription: typeof subscription === 'string' ? subscription : undefined,
        });
      },
    );
    req.on('error', reject);
  });
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

describe('member event stream', () => {
  it('streams each member event as a Server-Sent Event with a unique id', async () => {
    const { url, store } = await listen(false);
    const stream = await subscribe(url);
    await until(() => store.events.subscriberCount === 1);
    store.events.publish('m-1', 'balance:changed', { balance: 1234.5 });
    store.events.publish('m-1', 'balance:changed', { balance: 1200 });
    await until(() => stream.text().split('event: member').length === 3);
    const ids = [...stream.text().matchAll(/^id: (.+)$/gm)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(2);
    expect(stream.text()).toContain(
      'data: {"memberId":"m-1","event":"balance:changed","payload":{"balance":1234.5}}',
    );
    stream.close();
    await until(() => store.events.subscriberCount === 0);
  });

  it('requires the Merchant header like the platform calls', async () => {
    const { url } = await listen(false);
    const res = await request(url).get('/realtime/events').set('Authorization', AUTH);
    expect(res.status).toBe(400);
  });

  it("streams nothing without the gateways' credential, whatever else is sent", async () => {
    for (const dev of [false, true]) {
      const { url, store } = await listen(dev);
      for (const auth of [undefined, 'Bearer wrong-token-0000000000', TOKEN, `${AUTH}x`]) {
        let req = request(url).get('/realtime/events').set('Merchant', 'PH01');
        if (auth) req = req.set('Authorization', auth);
        const res = await req;
        expect(res.status).toBe(401);
      }
      const change = await request(url)
        .post('/realtime/events/x/members')
        .set('Merchant', 'PH01')
        .send({ add: ['m-1'] });
      expect(change.status).toBe(401);
      expect(store.events.subscriberCount).toBe(0);
    }
  });

  it('refuses every subscriber when no credential is configured', async () => {
    const { url } = await listen(false, undefined);
    const res = await request(url)
      .get('/realtime/events')
      .set('Merchant', 'PH01')
      .set('Authorization', 'Bearer ');
    expect(res.status).toBe(401);
  });
});

describe('interest-filtered event stream', () => {
  it('carries only the members the subscriber named, from the moment the change is answered', async () => {
    const { url, store } = await listen(false);
    const stream = await subscribe(url, '?interest=members');
    expect(stream.subscription).toMatch(/^[0-9a-f-]{36}$/);
    const members = `/realtime/events/${stream.subscription ?? ''}/members`;

    store.events.publish('m-1', 'mail:new', { n: 'before' });
    const added = await request(url)
      .post(members)
      .set('Merchant', 'PH01')
      .set('Authorization', AUTH)
      .send({ add: ['m-1', 'm-2'] });
    expect(added.body).toEqual({ success: true, message: '', value: { members: 2 } });
    store.events.publish('m-1', 'mail:new', { n: 'm1' });
    store.events.publish('m-3', 'mail:new', { n: 'm3' });
    await request(url)
      .post(members)
      .set('Merchant', 'PH01')
      .set('Authorization', AUTH)
      .send({ remove: ['m-1'] });
    store.events.publish('m-1', 'mail:new', { n: 'm1-after-remove' });
    store.events.publish('m-2', 'mail:new', { n: 'm2' });

    await until(() => stream.text().includes('"n":"m2"'));
    const carried = [...stream.text().matchAll(/"n":"([^"]+)"/g)].map((m) => m[1]);
    expect(carried).toEqual(['m1', 'm2']);
    stream.close();
  });

  it('answers 404 for a subscription whose stream closed, and refuses malformed changes', async () => {
    const { url, store } = await listen(false);
    const stream = await subscribe(url, '?interest=members');
    const members = `/realtime/events/${stream.subscription ?? ''}/members`;
    const bad = await request(url)
      .post(members)
      .set('Merchant', 'PH01')
      .set('Authorization', AUTH)
      .send({ add: [42] });
    expect(bad.status).toBe(400);
    stream.close();
    await until(() => store.events.subscriberCount === 0);
    const gone = await request(url)
      .post(members)
      .set('Merchant', 'PH01')
      .set('Authorization', AUTH)
      .send({ add: ['m-1'] });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('subscription_unknown');
  });
});

describe('POST /__dev/push-event', () => {
  it('publishes a named event for a member', async () => {
    const { url } = await listen(true);
    const stream = await subscribe(url);
    const res = await request(url)
      .post('/__dev/push-event')
      .send({ memberId: 'm-9', event: 'deposit:arrived', payload: { amount: 50 } });
    expect(res.body).toEqual({ success: true, message: '', value: { subscribers: 1 } });
    await until(() => stream.text().includes('"event":"deposit:arrived"'));
    stream.close();
  });

  it('refuses unknown event names, and does not exist without MOCKS_DEV', async () => {
    const dev = await listen(true);
    const bad = await request(dev.url)
      .post('/__dev/push-event')
      .send({ memberId: 'm', event: 'x:y' });
    expect(bad.status).toBe(400);
    const prod = await listen(false);
    const missing = await request(prod.url)
      .post('/__dev/push-event')
      .send({ memberId: 'm', event: 'mail:new' });
    expect(missing.status).toBe(404);
  });
});
