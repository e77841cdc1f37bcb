import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { catalogue, type Endpoint } from '../../../web/src/api/catalogue';
import { createApp } from '../../../mocks/src/index.js';
import { MERCHANT } from '../names';

/**
 * The platform's token rule, checked on the stand-in for the whole catalogue: a call the
 * catalogue marks `token: true` answers HTTP 401 `please_login_first` without a token, and
 * every call answers 400 `request_param_err` without the Merchant header.
 */
const { app } = createApp();
const entries = Object.values(catalogue as Record<string, Endpoint>);
const concretePath = (e: Endpoint) => (e.path.endsWith('/') ? `${e.path}1` : e.path);
/**
 * Where two names share one call on the wire and only one needs the token (e.g. `notice` and
 * `announcements`), the call itself cannot demand it; the token then only personalises.
 */
const tokenOnlyCalls = entries.filter(
  (e) =>
    e.token &&
    entries.every((other) => other.method !== e.method || other.path !== e.path || other.token),
);

function call(e: Endpoint) {
  const agent = request(app);
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

describe('platform rules on the stand-in', () => {
  it.each(tokenOnlyCalls.map((e) => [e.name, e] as const))(
    '%s refuses a call without a token',
    async (_name, e) => {
      const res = await call(e).set('Merchant', MERCHANT);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, message: 'please_login_first' });
    },
  );

  it.each(entries.map((e) => [e.name, e] as const))(
    '%s refuses a call without the Merchant header',
    async (_name, e) => {
      const res = await call(e);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: 'request_param_err' });
    },
  );
});
