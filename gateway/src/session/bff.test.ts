import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startGateway, type RunningGateway } from '../test-support/gatewayHarness.js';
import { SITE_CALL } from '../test-support/session.js';

/**
 * The backend-for-frontend against the stand-in platform: every promise of docs/SECURITY.md's
 * "Sessions" section that a browser could test from outside.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const mocksEntry = path.resolve(here, '../../../mocks/src/index.ts');
const cryptoEntry = path.resolve(here, '../../../mocks/src/crypto/payloadEncryption.ts');
const PUBLIC_KEY = fs.readFileSync(
  path.resolve(here, '../../../mocks/dev-keys/DEV-ONLY-platform-public.pem'),
  'utf8',
);

interface StandIn {
  createApp(options: { dev?: boolean }): {
    app: http.RequestListener;
    store: { sessions: { resolve(token: string): string | null } };
  };
}
interface Crypto {
  encryptForPlatform(
    pem: string,
    key: string,
    payload?: unknown,
  ): { header: string; body?: string };
}

let mocks: StandIn;
let crypto: Crypto;
beforeAll(async () => {
  mocks = (await import(mocksEntry)) as StandIn;
  crypto = (await import(cryptoEntry)) as Crypto;
}, 60_000);

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

async function standIn() {
  const { app, store } = mocks.createApp({ dev: true });
  /** Every `Authorization` the platform was sent: the tokens the gateway holds. */
  const tokensSeen = new Set<string>();
  /** Every `Cookie` header the platform was sent. */
  const cookiesSeen: string[] = [];
  const server = http.createServer((req, res) => {
    const auth = req.headers.authorization;
    if (auth) tokensSeen.add(auth);
    if (req.headers.cookie) cookiesSeen.push(req.headers.cookie);
    app(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  cleanup.push(() => {
    server.closeAllConnections();
    return new Promise((r) => server.close(() => r()));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    store,
    tokensSeen,
    cookiesSeen,
  };
}

async function gatewayOver(upstream: string, env: NodeJS.ProcessEnv = {}): Promise<RunningGateway> {
  const gw = await startGateway({ UPSTREAM_URLS: upstream, ...env });
  let stopped: Promise<void> | undefined;
  const stop = () => (stopped ??= gw.stop());
  cleanup.push(stop);
  return { ...gw, stop };
}

/** A browser's cookie jar, enough for one site: what Set-Cookie set and did not clear. */
class Jar {
  readonly cookies = new Map<string, { value: string; attributes: string }>();
  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const attributes = attrs.join(';').trim();
      if (/max-age=0/i.test(attributes)) this.cookies.delete(name);
      else this.cookies.set(name, { value, attributes });
    }
  }
  get header(): string {
    return [...this.cookies].map(([n, c]) => `${n}=${c.value}`).join('; ');
  }
}

/** What the site's own page sends with a call. */
function siteCall(gw: RunningGateway, jar: Jar, init: RequestInit = {}): RequestInit {
  return {
    ...init,
    redirect: 'manual',
    headers: {
      ...SITE_CALL,
      Origin: gw.url,
      'Sec-Fetch-Site': 'same-origin',
      Cookie: jar.header,
      Device: 'web',
      ...(init.headers as Record<string, string> | undefined),
    },
  };
}

async function call(gw: RunningGateway, jar: Jar, url: string, init: RequestInit = {}) {
  const res = await fetch(`${gw.url}${url}`, siteCall(gw, jar, init));
  jar.take(res);
  const text = await res.text();
  return {
    res,
    text,
    body: JSON.parse(text || 'null') as {
      success?: boolean;
      message?: string;
      value?: Record<string, unknown>;
    },
  };
}

/** A free-play sign-in, as the site's own page makes it: the platform issues a token. */
async function signInFreePlay(gw: RunningGateway, jar: Jar) {
  const { header } = crypto.encryptForPlatform(PUBLIC_KEY, 'FreePlayKey12345');
  return call(gw, jar, '/wps/session/login/freeplay', {
    method: 'POST',
    headers: { Encryption: header },
  });
}

/** The signed-in player1, by username and password (loopback is one of their known addresses). */
async function signInPlayer(gw: RunningGateway, jar: Jar, username = 'player1') {
  const { header, body } = crypto.encryptForPlatform(PUBLIC_KEY, 'PasswordKey12345', {
    type: 'username',
    username,
    password: 'Player123',
  });
  return call(gw, jar, '/wps/session/login', {
    method: 'POST',
    headers: { Encryption: header, 'Content-Type': 'text/plain' },
    body: body ?? '',
  });
}

describe('sessions held by the gateway', () => {
  it('answers a sign-in with an HttpOnly session cookie and no token anywhere in the answer', async () => {
    const mocksSite = await standIn();
    const gw = await gatewayOver(mocksSite.url);
    const jar = new Jar();
    const signIn = await signInPlayer(gw, jar);
    expect(signIn.body.success).toBe(true);
    expect(signIn.body.value).not.toHaveProperty('token');
    expect(signIn.body.value).toHaveProperty('firstTimeLogin', false);
    // No shared cache may keep an answer that opens a session.
    expect(signIn.res.headers.get('cache-control')).toBe('no-store');

    const session = jar.cookies.get('ph_session');
    expect(session?.attributes).toMatch(/HttpOnly/i);
    expect(session?.attributes).toMatch(/SameSite=Lax/i);
    expect(session?.attributes).toMatch(/Path=\//i);
    // A session cookie: it ends with the browser.
    expect(session?.attributes).not.toMatch(/Max-Age|Expires/i);
    expect(jar.cookies.get('ph_signed_in')?.attributes).not.toMatch(/HttpOnly/i);

    const info = await call(gw, jar, '/wps/member/info');
    expect(info.body.success).toBe(true);
    expect(info.body.value?.account).toBe('player1');
    // The session id is not the platform's token: the stand-in does not know it.
    expect(mocksSite.store.sessions.resolve(session?.value ?? '')).toBeNull();
  });

  it('keeps the token out of the answers and the log, and adds it to every call of the session', async () => {
    const mocksSite = await standIn();
    const gw = await gatewayOver(mocksSite.url);
    const jar = new Jar();
    const everything: string[] = [];
    const signIn = await signInFreePlay(gw, jar);
    everything.push(signIn.text, ...signIn.res.headers.getSetCookie());
    // The site's other cookies (language, theme) still reach the platform; the gateway's do not.
    jar.cookies.set('lang', { value: 'TH', attributes: '' });
    for (const url of ['/wps/member/info', '/wps/member/balance', '/wps/system/status']) {
      const answer = await call(gw, jar, url);
      everything.push(answer.text, JSON.stringify([...answer.res.headers]));
    }
    everything.push(gw.logs.text);
    // The platform was sent the session's token on the member's calls, by the gateway.
    expect(mocksSite.tokensSeen.size).toBe(1);
    const [token = ''] = [...mocksSite.tokensSeen];
    expect(token.length).toBeGreaterThan(16);
    for (const text of everything) expect(text).not.toContain(token);
    // Nor does the platform see the session id, a credential at the gateway.
    const id = jar.cookies.get('ph_session')?.value ?? '';
    expect(id).not.toBe('');
    expect(mocksSite.cookiesSeen).toContain('lang=TH');
    for (const cookie of mocksSite.cookiesSeen) expect(cookie).not.toContain(id);
  });

  it('refuses an unsafe call from another origin, without the site header, or cross-site, and forwards none', async () => {
    const mocksSite = await standIn();
    const gw = await gatewayOver(mocksSite.url);
    const jar = new Jar();
    await signInPlayer(gw, jar);
    const forged: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
    ];
    for (const headers of forged) {
      const res = await fetch(`${gw.url}/wps/session/logout`, {
        method: 'DELETE',
        headers: { ...SITE_CALL, Cookie: jar.header, ...headers },
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        success: false,
        message: 'request_forbidden',
        value: null,
      });
    }
    // A form a foreign page posts carries no site header.
    const form = await fetch(`${gw.url}/wps/session/logout`, {
      method: 'DELETE',
      headers: { Cookie: jar.header, 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(403);
    // None of them signed the member out.
    expect((await call(gw, jar, '/wps/member/info')).body.success).toBe(true);
  });

  it('counts no forged call against the player’s sign-in limit', async () => {
    const mocksSite = await standIn();
    const gw = await gatewayOver(mocksSite.url, { RATE_LIMIT_SIGN_IN: '1' });
    for (let i = 0; i < 3; i += 1) {
      const res = await fetch(`${gw.url}/wps/session/login`, {
        method: 'POST',
        headers: { Origin: 'https://evil.example', 'Content-Type': 'text/plain' },
        body: 'x',
      });
      expect(res.status).toBe(403);
    }
    const signIn = await signInPlayer(gw, new Jar());
    expect(signIn.body.success).toBe(true);
  });

  it('makes a session id from before sign-in worthless after it', async () => {
    const mocksSite = await standIn();
    const gw = await gatewayOver(mocksSite.url);
    const jar = new Jar();
    await signInFreePlay(gw, jar);
    const before = jar.cookies.get('ph_session')?.value ?? '';
    await signInPlayer(gw, jar);
    const after = jar.cookies.get('ph_session')?.value ?? '';
    expect(after).not.toBe(before);
    const planted = new Jar();
    planted.cookies.set('ph_session', { value: before, attributes: '' });
    const res = await call(gw, planted, '/wps/member/info');
    expect(res.res.status).toBe(401);
    // The stale cookie is cleared in the browser that sent it.
    expect(planted.cookies.has('ph_session')).toBe(false);
    expect((await call(gw, jar, '/wps/member/info')).body.value?.account).toBe('player1');
  });

  it('refuses a call replayed after sign-out, even when the platform could not be told', async () => {
    const mocksSite = await standIn();
    const gw = await gatewayOver(mocksSite.url);
    const jar = new Jar();
    await signInPlayer(gw, jar);
    const replay = jar.header;
    const out = await call(gw, jar, '/wps/session/logout', { method: 'DELETE' });
    expect(out.body.success).toBe(true);
    expect(jar.cookies.size).toBe(0);
    const again = await fetch(`${gw.url}/wps/member/info`, { headers: { Cookie: replay } });
    expect(again.status).toBe(401);
  });

  it('exchanges a ?token= sign-in link for a session and sends the browser on without it', async () => {
    const mocksSite = await standIn();
    const gw = await gatewayOver(mocksSite.url);
    // A token the platform issued elsewhere (the operator's back office, another site).
    const issuer = new Jar();
    await signInPlayer(gw, issuer);
    const res = await fetch(`${mocksSite.url}/__dev/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ account: 'player1' }),
    });
    const { value } = (await res.json()) as { value: { token: string } };
    const link = await fetch(`${gw.url}/member?page=depositv2&token=${value.token}`, {
      redirect: 'manual',
    });
    expect(link.status).toBe(303);
    expect(link.headers.get('location')).toBe('/member?page=depositv2');
    const jar = new Jar();
    jar.take(link);
    expect((await call(gw, jar, '/wps/member/info')).body.value?.account).toBe('player1');
    expect(gw.logs.text).not.toContain(value.token);

    const refused = await fetch(`${gw.url}/?token=not-a-live-token`, { redirect: 'manual' });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/');
    expect(refused.headers.getSetCookie()).toEqual([]);
  });

  it('names the cookie __Host- and marks it Secure when the site is served over TLS', async () => {
    const mocksSite = await standIn();
    const gw = await gatewayOver(mocksSite.url);
    const jar = new Jar();
    const { header } = crypto.encryptForPlatform(PUBLIC_KEY, 'FreePlayKey12345');
    const res = await fetch(`${gw.url}/wps/session/login/freeplay`, {
      method: 'POST',
      headers: { ...SITE_CALL, Encryption: header, 'X-Forwarded-Proto': 'https' },
    });
    jar.take(res);
    const cookie = jar.cookies.get('__Host-ph_session');
    expect(cookie?.attributes).toMatch(/Secure/i);
    expect(cookie?.attributes).toMatch(/HttpOnly/i);
    expect(jar.cookies.has('ph_session')).toBe(false);
  });
});

describe('sessions across replicas and with sockets', () => {
  const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

  it('keeps a member signed in when the replica that signed them in is gone', async () => {
    const mocksSite = await standIn();
    const prefix = `bff-test-${process.pid}-${Date.now()}`;
    const env = { REDIS_URL, REDIS_PREFIX: prefix };
    const a = await gatewayOver(mocksSite.url, env);
    const b = await gatewayOver(mocksSite.url, env);
    const jar = new Jar();
    await signInPlayer(a, jar);
    await a.stop();
    const info = await call(b, jar, '/wps/member/info');
    expect(info.body.value?.account).toBe('player1');
    // Signed out on b: a's cache (were it still running) and b's own see it at once.
    await call(b, jar, '/wps/session/logout', { method: 'DELETE' });
    expect(jar.cookies.size).toBe(0);
  });

  it('ends a signed-out session on the other replica at once, cache or not', async () => {
    const mocksSite = await standIn();
    const prefix = `bff-test-${process.pid}-${Date.now()}-x`;
    const env = { REDIS_URL, REDIS_PREFIX: prefix };
    const a = await gatewayOver(mocksSite.url, env);
    const b = await gatewayOver(mocksSite.url, env);
    const jar = new Jar();
    await signInPlayer(a, jar);
    const replay = jar.header;
    // b has looked the session up, so it is in b's cache.
    expect((await call(b, jar, '/wps/member/info')).body.success).toBe(true);
    await call(a, jar, '/wps/session/logout', { method: 'DELETE' });
    await eventually(async () => {
      const res = await fetch(`${b.url}/wps/member/info`, { headers: { Cookie: replay } });
      await res.arrayBuffer();
      return res.status === 401;
    });
  });

  it('closes the member’s socket as soon as a cool-off ends their sessions', async () => {
    const mocksSite = await standIn();
    const gw = await gatewayOver(mocksSite.url);
    const jar = new Jar();
    await signInPlayer(gw, jar);
    const socket = await openSocket(gw, jar);
    const coolOff = await call(gw, jar, '/wps/relay/MCSFE_startCoolOff', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ duration: 'H24' }),
    });
    expect(coolOff.body.success).toBe(true);
    expect(jar.cookies.size).toBe(0);
    // Closed by the gateway as part of answering the cool-off, not by the periodic recheck.
    await eventually(() => socket.reason !== '');
    expect(socket.reason).toBe('io server disconnect');
  });

  /** A socket of the browser holding `jar`, and what ended it (empty while open). */
  async function openSocket(gw: RunningGateway, jar: Jar) {
    const socket: Socket = connect(gw.url, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { Cookie: jar.header },
      reconnection: false,
    });
    cleanup.push(() => void socket.close());
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const ended = { reason: '' };
    socket.once('disconnect', (r) => (ended.reason = r));
    return ended;
  }

  it('closes the member’s socket as soon as a self-exclusion ends their sessions (#35)', async () => {
    const mocksSite = await standIn();
    const gw = await gatewayOver(mocksSite.url);
    const jar = new Jar();
    await signInPlayer(gw, jar);
    const socket = await openSocket(gw, jar);
    const excluded = await call(gw, jar, '/wps/relay/MCSFE_selfExclude', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ duration: 'M6' }),
    });
    expect(excluded.body.success).toBe(true);
    expect(jar.cookies.size).toBe(0);
    await eventually(() => socket.reason !== '');
    expect(socket.reason).toBe('io server disconnect');
  });

  it('closes the other browsers’ sockets when the password is changed, and keeps this one (#35)', async () => {
    const mocksSite = await standIn();
    const gw = await gatewayOver(mocksSite.url);
    const here = new Jar();
    const elsewhere = new Jar();
    await signInPlayer(gw, here);
    await signInPlayer(gw, elsewhere);
    const hereSocket = await openSocket(gw, here);
    const elsewhereSocket = await openSocket(gw, elsewhere);
    const { header, body } = crypto.encryptForPlatform(PUBLIC_KEY, 'ChangeKey1234567', {
      oldPassword: 'Player123',
      newPassword: 'Better456',
      confirmNewPassword: 'Better456',
    });
    const changed = await call(gw, here, '/wps/member/password', {
      method: 'POST',
      headers: { Encryption: header, 'Content-Type': 'text/plain' },
      body: body ?? '',
    });
    expect(changed.body.success).toBe(true);
    await eventually(() => elsewhereSocket.reason !== '');
    expect(elsewhereSocket.reason).toBe('io server disconnect');
    expect((await call(gw, here, '/wps/member/info')).body.success).toBe(true);
    expect(hereSocket.reason).toBe('');
  });

  // The reset's last call is encrypted and its answer names no one: the gateway goes by the
  // number the reset's code was sent to, and checks the sessions of members whose mask fits.
  it('closes a member’s sockets when their password is reset by phone elsewhere (#35)', async () => {
    const mocksSite = await standIn();
    const gw = await gatewayOver(mocksSite.url);
    const member = new Jar();
    await signInPlayer(gw, member);
    const socket = await openSocket(gw, member);
    await resetByPhone(gw, mocksSite.url, '812345678');
    await eventually(() => socket.reason !== '', 1_000);
    expect(socket.reason).toBe('io server disconnect');
  });

  it('closes them when the reset goes through another replica, and leaves others’ alone', async () => {
    const mocksSite = await standIn();
    const env = { REDIS_URL, REDIS_PREFIX: `bff-test-${process.pid}-${Date.now()}-reset` };
    const a = await gatewayOver(mocksSite.url, env);
    const b = await gatewayOver(mocksSite.url, env);
    const member = new Jar();
    await signInPlayer(a, member);
    const socket = await openSocket(a, member);
    const other = new Jar();
    await signInPlayer(a, other, 'player2');
    const otherSocket = await openSocket(a, other);
    await resetByPhone(b, mocksSite.url, '812345678');
    await eventually(() => socket.reason !== '', 1_000);
    expect(socket.reason).toBe('io server disconnect');
    expect(otherSocket.reason).toBe('');
  });

  /** A stranger's reset of the password of the account with this number, through `gw`. */
  async function resetByPhone(gw: RunningGateway, mocksUrl: string, mobileNum: string) {
    const stranger = new Jar();
    await call(gw, stranger, '/wps/member/password/sms', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mobileNum, countryDialingCode: '66' }),
    });
    const sms = (await (await fetch(`${mocksUrl}/__dev/sms/${mobileNum}`)).json()) as {
      value: { code: string };
    };
    const { header, body } = crypto.encryptForPlatform(PUBLIC_KEY, 'ResetKey12345678', {
      newPassword: 'Fresh789',
      mobileNum,
      verificationCode: sms.value.code,
    });
    const reset = await call(gw, stranger, '/wps/member/password/verification', {
      method: 'POST',
      headers: { Encryption: header, 'Content-Type': 'text/plain' },
      body: body ?? '',
    });
    expect(reset.body.success).toBe(true);
  }

  it('refuses a socket without a live session', async () => {
    const mocksSite = await standIn();
    const gw = await gatewayOver(mocksSite.url);
    const socket: Socket = connect(gw.url, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { Cookie: 'ph_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
      reconnection: false,
    });
    cleanup.push(() => void socket.close());
    const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    expect(error.message).toBe('please_login_first');
  });
});

describe('a sign-in answer that stalls', () => {
  it('is cut off after UPSTREAM_BODY_IDLE_MS like any other answer', async () => {
    // A platform that sends the answer's headers and the start of its body, then nothing.
    const stalled = http.createServer((req, res) => {
      if (!req.url?.startsWith('/wps/session/login')) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"success":true,"message":"","value":{}}');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '500' });
      res.write('{"success":true,"value":{"tok');
    });
    await new Promise<void>((r) => stalled.listen(0, '127.0.0.1', r));
    cleanup.push(() => {
      stalled.closeAllConnections();
      return new Promise((r) => stalled.close(() => r()));
    });
    const upstream = `http://127.0.0.1:${(stalled.address() as AddressInfo).port}`;
    const gw = await gatewayOver(upstream, { UPSTREAM_BODY_IDLE_MS: '200' });
    const jar = new Jar();
    const outcome = await fetch(
      `${gw.url}/wps/session/login`,
      siteCall(gw, jar, { method: 'POST', body: 'x' }),
    )
      .then((res) => res.text())
      .then(
        () => 'answered',
        () => 'cut off',
      );
    expect(outcome).toBe('cut off');
    expect(jar.cookies.size).toBe(0);
  });
});
