import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { canonicalTarget } from '../proxy/canonical.js';
import { SITE_CALL, sessionCookieFor } from '../test-support/session.js';
import { gatewayOverFake } from '../test-support/gatewayOverFake.js';
import { namedTargetOf } from './codeCalls.js';
import { rulesFor } from './rateLimits.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The web's catalogue, loaded at run time so the two workspaces stay separately compiled. */
const webCatalogue = path.resolve(here, '../../../web/src/api/catalogue/index.ts');
/** Its one-time code calls by name, kept beside it (not in the browser's bundle). */
const webCodeCalls = path.resolve(here, '../../../web/src/api/catalogue/codeCalls.ts');
/** The platform's recovered paths, beside the repository (absent in a bare checkout). */
const specDir = path.resolve(here, '../../../../shared/spec');

interface CatalogueEntry {
  name: string;
  path: string;
  method: string;
  code?: 'send' | 'check' | 'both';
}

/** The catalogue's entries, each with its code kind from `codeCalls.ts` when it has one. */
async function catalogueEntries(): Promise<CatalogueEntry[]> {
  const { catalogue } = (await import(webCatalogue)) as {
    catalogue: Record<string, CatalogueEntry>;
  };
  const { CODE_CALLS } = (await import(webCodeCalls)) as {
    CODE_CALLS: Record<string, 'send' | 'check' | 'both'>;
  };
  const named = new Set(Object.values(catalogue).map((e) => e.name));
  const strays = Object.keys(CODE_CALLS).filter((name) => !named.has(name));
  if (strays.length > 0)
    throw new Error(`codeCalls.ts names no catalogue entry: ${strays.join(', ')}`);
  return Object.values(catalogue).map((e) => {
    const code = CODE_CALLS[e.name];
    return code === undefined ? e : { ...e, code };
  });
}

/** Paths that look like they send or check a one-time code. */
const LOOKS_LIKE_CODE_CALL =
  /\/verification\b|\/sms\b|sendcode|phoneauth|\/password\/(sms|email)|\/ga\/bind|googleauth|paymentpassword\/reset/i;

const keyOf = (p: string) => {
  const target = canonicalTarget(p.split('?')[0] ?? p);
  if (!target.ok) throw new Error(`not a canonical path: ${p}`);
  return target.key;
};

describe('every code call in the endpoint catalogue is limited', () => {
  it('limits each call the catalogue flags as sending or checking a code', async () => {
    const flagged = (await catalogueEntries()).filter((e) => e.code !== undefined);
    expect(flagged.length).toBeGreaterThan(15);
    const unlimited = flagged.filter((e) => {
      const rules = rulesFor(e.method, keyOf(e.path));
      const sends = e.code === 'send' || e.code === 'both';
      const checks = e.code === 'check' || e.code === 'both';
      // A sign-in (by SMS code, too) is held by the sign-in limit per address.
      const checked = rules.includes('code-check') || rules.includes('sign-in');
      return (sends && !rules.includes('sms-code')) || (checks && !checked);
    });
    expect(unlimited.map((e) => `${e.name} ${e.method} ${e.path}`)).toEqual([]);
  });

  it('fails for a call that looks like a code call but carries no flag', async () => {
    const unflagged = (await catalogueEntries()).filter(
      (e) => e.code === undefined && LOOKS_LIKE_CODE_CALL.test(e.path),
    );
    expect(unflagged.map((e) => `${e.name} ${e.method} ${e.path}`)).toEqual([]);
  });

  it.skipIf(!existsSync(specDir))(
    "limits every code path of the platform's recovered endpoint tables",
    () => {
      const paths = new Set<string>();
      for (const file of readdirSync(specDir).filter((f) => f.endsWith('.tsv')))
        for (const match of readFileSync(path.join(specDir, file), 'utf8').matchAll(
          /(\/wps\/[A-Za-z0-9_/.-]+)/g,
        ))
          if (match[1] && LOOKS_LIKE_CODE_CALL.test(match[1])) paths.add(match[1]);
      expect(paths.size).toBeGreaterThan(10);
      const unlimited = [...paths].filter((p) => rulesFor('POST', keyOf(p)).length === 0);
      expect(unlimited).toEqual([]);
    },
  );
});

const fake = gatewayOverFake();
const gateway = fake.gateway;

describe('code sends are limited under every spelling of their path', () => {
  it.each([
    '/wps/member/password/sms/',
    '/wps/member/password/sms//',
    '//wps//member/password/sms',
    '/WPS/Member/Password/SMS',
    '/wps/member/password/%73ms',
    '/wps/member/password/sms.json',
  ])('counts %s as the password-reset SMS', async (variant) => {
    const app = gateway({ RATE_LIMIT_SMS: '2' });
    const send = (p: string) => request(app).post(p).set(SITE_CALL);
    expect((await send('/wps/member/password/sms')).status).toBe(200);
    expect((await send('/wps/member/password/sms')).status).toBe(200);
    const refused = await send(variant);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: 'too_many_requests', value: null });
    expect(fake.upstream.calls()).toHaveLength(2);
  });

  it.each([
    '/wps/v2/verification/sms/send',
    '/wps/v2/verification/sms/send-verified',
    '/wps/v2/verification/mail/send',
    '/wps/relay/PHONEAUTH_sendCode',
    '/wps/relay/PHONEAUTH_sendcode',
    '/wps/verification/sms/register',
  ])('limits %s per address', async (p) => {
    const app = gateway({ RATE_LIMIT_SMS: '2' });
    for (let i = 0; i < 2; i += 1)
      expect((await request(app).post(p).set(SITE_CALL)).status).toBe(200);
    expect((await request(app).post(p).set(SITE_CALL)).status).toBe(429);
    expect(fake.upstream.calls()).toHaveLength(2);
  });

  it('limits the texts one number receives, from however many addresses', async () => {
    const app = gateway({ RATE_LIMIT_SMS: '2' });
    const send = (ip: string, mobileNum: string) =>
      request(app)
        .post('/wps/relay/PHONEAUTH_sendCode')
        .set(SITE_CALL)
        .set('X-Forwarded-For', ip)
        .send({ mobileNum, countryDialingCode: '66' });
    expect((await send('203.0.113.1', '812345678')).status).toBe(200);
    expect((await send('203.0.113.2', '0812345678')).status).toBe(200);
    expect((await send('203.0.113.3', '+66 81 234 5678')).status).toBe(429);
    expect((await send('203.0.113.4', '899999999')).status).toBe(200);
  });
});

describe('codes cannot be guessed through the gateway', () => {
  const guess = (
    app: ReturnType<typeof gateway>,
    ip: string,
    body: Record<string, string>,
    p = '/wps/member/password/verification',
  ) => request(app).post(p).set(SITE_CALL).set('X-Forwarded-For', ip).send(body);

  it('limits password-reset code guesses per address, whichever number they are for', async () => {
    const app = gateway({ RATE_LIMIT_CODE_CHECKS: '3' });
    for (let i = 0; i < 3; i += 1)
      expect(
        (await guess(app, '203.0.113.10', { mobileNum: `81000000${i}`, verificationCode: '1' }))
          .status,
      ).toBe(200);
    const refused = await guess(app, '203.0.113.10', {
      mobileNum: '810000009',
      verificationCode: '1',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('too_many_requests');
    expect(fake.upstream.calls()).toHaveLength(3);
  });

  it('limits guesses at one number spread over many addresses, and forwards the body intact', async () => {
    const app = gateway({ RATE_LIMIT_CODE_CHECKS: '100', RATE_LIMIT_CODE_CHECKS_PER_TARGET: '3' });
    const spellings = ['812345678', '0812345678', '66812345678', '+66-812-345-678'];
    for (let i = 0; i < 3; i += 1)
      expect(
        (
          await guess(app, `203.0.113.${20 + i}`, {
            mobileNum: spellings[i] ?? '',
            verificationCode: `00000${i}`,
          })
        ).status,
      ).toBe(200);
    expect(JSON.parse(fake.upstream.calls()[0]?.body ?? '{}')).toEqual({
      mobileNum: '812345678',
      verificationCode: '000000',
    });
    const refused = await guess(app, '203.0.113.99', {
      mobileNum: spellings[3] ?? '',
      verificationCode: '999999',
    });
    expect(refused.status).toBe(429);
    // Someone else's reset is not held up.
    expect(
      (await guess(app, '203.0.113.99', { mobileNum: '899999999', verificationCode: '1' })).status,
    ).toBe(200);
    expect(fake.upstream.calls()).toHaveLength(4);
  });

  it('reads the target from a form body and from the query as well', async () => {
    const app = gateway({ RATE_LIMIT_CODE_CHECKS: '100', RATE_LIMIT_CODE_CHECKS_PER_TARGET: '1' });
    const form = await request(app)
      .post('/wps/relay/PHONEAUTH_verify')
      .set(SITE_CALL)
      .set('X-Forwarded-For', '203.0.113.30')
      .type('form')
      .send({ mobileNum: '812345678', code: '1' });
    expect(form.status).toBe(200);
    const query = await request(app)
      .post('/wps/relay/PHONEAUTH_verify?mobileNum=812345678&code=2')
      .set(SITE_CALL)
      .set('X-Forwarded-For', '203.0.113.31');
    expect(query.status).toBe(429);
  });

  it.each([
    ['second factor', '/wps/session/login/verification'],
    ['registration code', '/wps/member/register/mobile'],
    ['phone-auth code', '/wps/relay/PHONEAUTH_verify'],
    ['authenticator code', '/wps/member/ga/bind'],
    ['payment-password code', '/wps/v2/member/paymentPassword/reset2'],
    ['withdrawal code', '/wps/v2/transaction/withdraw'],
    ['security-centre code', '/wps/v2/verification/sms/verify'],
  ])('limits %s checks per address', async (_name, p) => {
    const app = gateway({ RATE_LIMIT_CODE_CHECKS: '2', RATE_LIMIT_SIGN_IN: '100' });
    const method = p === '/wps/member/register/mobile' ? 'put' : 'post';
    for (let i = 0; i < 2; i += 1)
      expect((await request(app)[method](p).set(SITE_CALL)).status).toBe(200);
    expect((await request(app)[method](p).set(SITE_CALL)).status).toBe(429);
  });

  it('limits guesses at one number from signed-in sessions of other accounts', async () => {
    const app = gateway({ RATE_LIMIT_CODE_CHECKS: '100', RATE_LIMIT_CODE_CHECKS_PER_TARGET: '2' });
    const guessFrom = async (token: string, ip: string) => {
      fake.upstream.members.set(token, `m-${token}`);
      const cookie = await sessionCookieFor(app, token);
      return request(app)
        .post('/wps/member/password/verification')
        .set(SITE_CALL)
        .set('Cookie', cookie)
        .set('X-Forwarded-For', ip)
        .send({ mobileNum: '812345678', verificationCode: '000000' });
    };
    expect((await guessFrom('TOKEN-1', '203.0.113.50')).status).toBe(200);
    expect((await guessFrom('TOKEN-2', '203.0.113.51')).status).toBe(200);
    expect((await guessFrom('TOKEN-3', '203.0.113.52')).status).toBe(429);
  });

  it("limits a signed-in member's code checks per account, from any address", async () => {
    const app = gateway({ RATE_LIMIT_CODE_CHECKS: '100', RATE_LIMIT_CODE_CHECKS_PER_TARGET: '2' });
    fake.upstream.members.set('TOKEN-A', 'm-1');
    const cookie = await sessionCookieFor(app, 'TOKEN-A');
    const reset = (ip: string) =>
      request(app)
        .post('/wps/v2/member/paymentPassword/reset2')
        .set(SITE_CALL)
        .set('Cookie', cookie)
        .set('X-Forwarded-For', ip)
        .send({ verificationCode: '123456', newPassword: 'x' });
    expect((await reset('203.0.113.40')).status).toBe(200);
    expect((await reset('203.0.113.41')).status).toBe(200);
    expect((await reset('203.0.113.42')).status).toBe(429);
  });
});

describe('the number a code call names', () => {
  function codeRequest(body: string, url = '/wps/member/password/sms'): http.IncomingMessage {
    const req = new http.IncomingMessage(new net.Socket());
    req.url = url;
    req.headers['content-length'] = String(Buffer.byteLength(body));
    req.push(body);
    req.push(null);
    return req;
  }

  it('reads the body once for every asker, and the body still reaches the platform whole', async () => {
    const body = JSON.stringify({ mobile: '+66 81 234 5678', areaCode: '66' });
    const req = codeRequest(body);
    // A read puts the bytes back on the stream; a second read would put them back again.
    const putBack = vi.spyOn(req, 'unshift');
    const [first, second] = await Promise.all([
      namedTargetOf(req, 1_000),
      namedTargetOf(req, 1_000),
    ]);
    expect(await namedTargetOf(req, 1_000)).toBe(first);
    expect(first).toBe('mobile:812345678');
    expect(second).toBe(first);
    expect(putBack).toHaveBeenCalledOnce();
    const forwarded: Buffer[] = [];
    for await (const chunk of req) forwarded.push(chunk as Buffer);
    expect(Buffer.concat(forwarded).toString()).toBe(body);
  });

  it('is read from the query when the body names no one', async () => {
    const req = codeRequest('{}', '/wps/verification/sms?mobile=0812345678');
    expect(await namedTargetOf(req, 1_000)).toBe('mobile:812345678');
  });
});
