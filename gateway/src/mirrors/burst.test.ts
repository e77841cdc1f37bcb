import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SITE_CALL, sessionCookieFor } from '../test-support/session.js';
import { gatewayOverFake } from '../test-support/gatewayOverFake.js';

const WITHDRAW = '/wps/relay/passwordCheck/GCS_requestWithdrawal';

const fake = gatewayOverFake();
const gateway = fake.gateway;

describe("one client's burst", () => {
  it('caps the expensive calls one client has in flight and refuses the rest at once', async () => {
    fake.upstream.behaviour.delayMs = 400;
    const app = gateway({ EXPENSIVE_IN_FLIGHT_PER_CLIENT: '4' });
    const burst = await Promise.all(
      Array.from({ length: 12 }, () =>
        request(app)
          .post(WITHDRAW)
          .set(SITE_CALL)
          .send({ data: { amount: 1 } }),
      ),
    );
    const statuses = burst.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8);
    const refused = burst.find((r) => r.status === 429);
    expect(refused?.body).toEqual({ success: false, message: 'too_many_requests', value: null });
    expect(fake.upstream.calls()).toHaveLength(4);
    // The cap is released as calls finish.
    expect((await request(app).post(WITHDRAW).set(SITE_CALL).send({})).status).toBe(200);
  });

  it('counts encrypted calls, sign-in and SMS alike, and leaves other clients and cheap calls alone', async () => {
    fake.upstream.behaviour.delayMs = 300;
    const app = gateway({ EXPENSIVE_IN_FLIGHT_PER_CLIENT: '2', RATE_LIMIT_SIGN_IN: '100' });
    const mine = [
      request(app).post('/wps/member/bank').set(SITE_CALL).set('Encryption', 'k').send('x'),
      request(app).post('/wps/session/login').set(SITE_CALL).send({}),
      request(app).post('/wps/verification/sms/noLogin').set(SITE_CALL).send({}),
    ];
    const others = [
      request(app).post(WITHDRAW).set(SITE_CALL).set('X-Forwarded-For', '203.0.113.9').send({}),
      request(app).get('/wps/system/status'),
      request(app).post('/wps/member/update').set(SITE_CALL).send({}),
    ];
    const [a, b, c, ...rest] = await Promise.all([...mine, ...others]);
    expect([a, b, c].map((r) => r!.status).filter((s) => s === 429)).toHaveLength(1);
    expect(rest.map((r) => r.status)).toEqual([200, 200, 200]);
  });

  it('counts a signed-in client by its session, with a larger cap for its whole address', async () => {
    const app = gateway({
      EXPENSIVE_IN_FLIGHT_PER_CLIENT: '2',
      EXPENSIVE_IN_FLIGHT_PER_ADDRESS: '5',
    });
    const cookies: Record<string, string> = {};
    for (const name of ['a', 'b', 'c']) {
      fake.upstream.members.set(`tok-${name}`, `m-${name}`);
      cookies[name] = await sessionCookieFor(app, `tok-${name}`);
    }
    fake.upstream.behaviour.delayMs = 300;
    const as = (name: string) =>
      request(app)
        .post(WITHDRAW)
        .set(SITE_CALL)
        .set('Cookie', cookies[name] ?? '')
        .send({});
    // Three players behind one address: two calls each fit, the address caps the total at 5.
    const answers = await Promise.all([
      as('a'),
      as('a'),
      as('a'),
      as('b'),
      as('b'),
      as('c'),
      as('c'),
    ]);
    const ok = answers.filter((r) => r.status === 200).length;
    expect(ok).toBe(5);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(2);
    // a's third call is refused whatever the order.
    expect(answers.slice(0, 3).filter((r) => r.status === 200).length).toBeLessThanOrEqual(2);
  });

  it('keeps routing to the only mirror after its timeouts ejected it (panic mode), not 503', async () => {
    fake.upstream.behaviour.delayMs = 300;
    const app = gateway({ UPSTREAM_ATTEMPT_TIMEOUT_MS: '100' });
    const slow = await request(app).post(WITHDRAW).set(SITE_CALL).send({});
    expect(slow.status).toBe(502);
    fake.upstream.behaviour.delayMs = 0;
    const after = await request(app).get('/wps/system/status');
    expect(after.status).toBe(200);
  });
});
