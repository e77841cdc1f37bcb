import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, type Endpoint } from '../../../web/src/api/catalogue';
import { createApp } from '../../../mocks/src/index.js';
import { MERCHANT } from '../names';
import { SESSION_COOKIE } from '../session';
import { gatewayInFront } from './listen';
import { exercises, headerOf, headerRegexes, readInteractions } from './pactFile';

/**
 * The platform's token rule, for the whole catalogue, in three places. The pact: a call the
 * catalogue marks `token: true` carries the session cookie in every interaction (the browser
 * holds no token; the gateway adds it from the session), and a call without it is answered in
 * an interaction that has none. The stand-in: such a call answers HTTP 401 `please_login_first`
 * without a token, and every call answers 400 `request_param_err` without the Merchant header.
 * The gateway in front of it: without a live session the call gets the same 401.
 */
const mocks = createApp();
const entries = Object.values(catalogue as Record<string, Endpoint>);
const interactions = readInteractions();
const concretePath = (e: Endpoint) => (e.path.endsWith('/') ? `${e.path}1` : e.path);
const sameCall = (a: Endpoint, b: Endpoint) => a.method === b.method && a.path === b.path;
/**
 * Where two names share one call on the wire and only one needs the token (e.g. `notice` and
 * `announcements`), the call itself cannot demand it; the token then only personalises.
 */
const tokenOnlyCalls = entries.filter(
  (e) => e.token && entries.every((other) => !sameCall(other, e) || other.token),
);
const personalisedCalls = entries.filter((e) => e.token && !tokenOnlyCalls.includes(e));
const openCalls = entries.filter((e) => !e.token);

/** A session id as the gateway issues them: 32 random bytes, base64url. */
const SOME_SESSION = `${SESSION_COOKIE}=Zm9yZ2VkLXNlc3Npb24taWQtb2YtdGhpcnR5LXR3bw`;

/** Whether the interaction's request must carry a session cookie, and only then. */
function requiresSession(i: (typeof interactions)[number]): boolean {
  const rules = headerRegexes(i, 'Cookie');
  const accepts = (cookie: string) => rules.every((rule) => rule.test(cookie));
  return (
    headerOf(i, 'Cookie') !== undefined &&
    rules.length > 0 &&
    accepts(SOME_SESSION) &&
    accepts(`lang=EN; ${SOME_SESSION}; ANONYMOUS_POPUP=1`) &&
    accepts(`__Host-${SOME_SESSION}`) &&
    !accepts('lang=EN') &&
    !accepts(`${SESSION_COOKIE}=`) &&
    !accepts('')
  );
}

/** Answered, not refused for want of a session. */
function answeredWithoutSession(i: (typeof interactions)[number]): boolean {
  const body = i.response.body?.content as { message?: unknown } | undefined;
  return (
    headerOf(i, 'Cookie') === undefined &&
    i.response.status !== 401 &&
    body?.message !== 'please_login_first'
  );
}

function call(agent: ReturnType<typeof request>, e: Endpoint) {
  const path = concretePath(e);
  switch (e.method) {
    case 'GET':
      return agent.get(path);
    case 'POST':
      return agent.post(path);
    case 'PUT':
      return agent.put(path);
    case 'DELETE':
      return agent.delete(path);
  }
}

describe('the token requirement, pinned by the pact', () => {
  it.each(tokenOnlyCalls.map((e) => [e.name, e] as const))(
    '%s carries the session cookie in every interaction',
    (_name, e) => {
      const mine = interactions.filter((i) => exercises(e, i));
      expect(mine.length).toBeGreaterThan(0);
      const without = mine.filter((i) => !requiresSession(i)).map((i) => i.description);
      expect(without, 'interactions of a token call that do not require a session').toEqual([]);
    },
  );

  it.each(openCalls.map((e) => [e.name, e] as const))(
    '%s is answered without a session',
    (_name, e) => {
      const mine = interactions.filter((i) => exercises(e, i));
      expect(mine.some(answeredWithoutSession)).toBe(true);
    },
  );

  it.each(personalisedCalls.map((e) => [e.name, e] as const))(
    '%s is made with the session cookie when signed in, and answered without it',
    (_name, e) => {
      const mine = interactions.filter((i) => exercises(e, i));
      expect(mine.some(requiresSession)).toBe(true);
      expect(mine.some(answeredWithoutSession)).toBe(true);
    },
  );
});

describe('platform rules on the stand-in', () => {
  it.each(tokenOnlyCalls.map((e) => [e.name, e] as const))(
    '%s refuses a call without a token',
    async (_name, e) => {
      const res = await call(request(mocks.app), e).set('Merchant', MERCHANT);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, message: 'please_login_first' });
    },
  );

  it.each(entries.map((e) => [e.name, e] as const))(
    '%s refuses a call without the Merchant header',
    async (_name, e) => {
      const res = await call(request(mocks.app), e);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: 'request_param_err' });
    },
  );
});

describe('the token rule through the gateway', () => {
  let gatewayServer: Awaited<ReturnType<typeof gatewayInFront>>;

  beforeAll(async () => {
    // Every token-only call from one address within a minute: the code limits must not answer
    // first (the gateway's own tests prove them).
    gatewayServer = await gatewayInFront(mocks.app, {
      RATE_LIMIT_SMS: '10000',
      RATE_LIMIT_CODE_CHECKS: '10000',
      RATE_LIMIT_CODE_CHECKS_PER_TARGET: '10000',
    });
  });
  afterAll(() => gatewayServer.close());

  /** A call as the page makes it, same origin; the gateway adds the merchant itself. */
  const fromThePage = (e: Endpoint) =>
    call(request(gatewayServer.url), e)
      .set('X-Site-Request', '1')
      .set('Origin', gatewayServer.url)
      .set('Sec-Fetch-Site', 'same-origin');

  it.each(tokenOnlyCalls.map((e) => [e.name, e] as const))(
    '%s refuses a call without a session, and with an id the gateway never issued',
    async (_name, e) => {
      for (const res of [await fromThePage(e), await fromThePage(e).set('Cookie', SOME_SESSION)]) {
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ success: false, message: 'please_login_first' });
      }
    },
  );
});
