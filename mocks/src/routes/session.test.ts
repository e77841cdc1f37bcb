import request from 'supertest';
import { generate } from 'otplib';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { TRAVELLER_TOTP_SECRET } from '../state/seed/members.js';
import { MockStore } from '../state/store.js';
import { freePlay, MERCHANT, sendEncrypted } from '../test-support/platformClient.js';
import { readCaptcha } from '../test-support/readCaptcha.js';

let clock: number;
let store: MockStore;
let app: ReturnType<typeof createApp>['app'];

beforeEach(() => {
  clock = Date.UTC(2026, 10, 20, 3, 0, 0);
  store = new MockStore({ now: () => clock });
  app = createApp({ store, dev: true }).app;
});

const login = (username: string, password: string, captcha?: string) =>
  sendEncrypted(app, 'post', '/wps/session/login', {
    type: 'username',
    username,
    password,
    captcha,
  });

describe('sign-in by password', () => {
  it('signs in with the right password and the token opens signed-in calls', async () => {
    const res = await login('player1', 'Player123');
    expect(res.body).toMatchObject({ success: true, value: { passwordExpired: false } });
    const info = await request(app)
      .get('/wps/member/info')
      .set({ ...MERCHANT, Authorization: res.body.value.token });
    expect(info.body.value.account).toBe('player1');
    expect(JSON.stringify(res.body) + JSON.stringify(info.body)).not.toContain('Player123');
  });

  it('refuses a clear (unencrypted) body as the platform does', async () => {
    const res = await request(app)
      .post('/wps/session/login')
      .set(MERCHANT)
      .send({ type: 'username', username: 'player1', password: 'Player123' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('request_param_err');
  });

  it('asks for the captcha after three failures and then needs the image code', async () => {
    expect((await login('player1', 'x1')).body.value).toEqual({ captcha: false });
    expect((await login('player1', 'x2')).body.value).toEqual({ captcha: false });
    const third = await login('player1', 'x3');
    expect(third.body).toMatchObject({
      success: false,
      message: 'account_or_password_wrong',
      value: { captcha: true },
    });

    const withoutCaptcha = await login('player1', 'Player123');
    expect(withoutCaptcha.body).toMatchObject({
      message: 'captcha_required',
      value: { captcha: true },
    });

    const image = await request(app).get('/wps/captcha').set(MERCHANT);
    const code = readCaptcha(image.body.value);
    expect(code).toMatch(/^\d{4}$/);
    const wrong = code === '0000' ? '1111' : '0000';
    expect((await login('player1', 'Player123', wrong)).body.message).toBe('captcha_error');

    // A captcha is single-use: fetch a fresh one for the next attempt.
    const fresh = readCaptcha((await request(app).get('/wps/captcha').set(MERCHANT)).body.value);
    const ok = await login('player1', 'Player123', fresh);
    expect(ok.body.success).toBe(true);
    expect(store.accounts.byAccount('player1')!.failedLogins).toBe(0);
  });

  it('refuses a self-excluded member even with the right password', async () => {
    const res = await login('excluded1', 'Excluded123');
    expect(res.body).toMatchObject({ success: false, message: 'account_self_excluded' });
  });

  it('flags an expired password so the client forces a change', async () => {
    const res = await login('expired1', 'Expired123');
    expect(res.body.value.passwordExpired).toBe(true);
  });
});

describe('second factor from a new IP', () => {
  async function pending() {
    const res = await login('traveller1', 'Travel123');
    expect(res.body.message).toBe('login_verification_required');
    expect(res.body.value.methods).toEqual(['sms', 'email', 'payeeName', 'totp']);
    expect(res.body.value.mobile).not.toContain('765');
    return res.body.value.ticket as string;
  }
  const verify = (payload: Record<string, unknown>) =>
    sendEncrypted(app, 'post', '/wps/session/login/verification', payload);

  it('accepts the code from the authenticator app and records the IP', async () => {
    const ticket = await pending();
    const code = await generate({ secret: TRAVELLER_TOTP_SECRET, epoch: Math.floor(clock / 1000) });
    const res = await verify({ ticket, method: 'totp', code });
    expect(res.body.success).toBe(true);
    // The IP is now known: the next sign-in needs no second factor.
    expect((await login('traveller1', 'Travel123')).body.success).toBe(true);
  });

  it('sends an SMS code readable only through the dev endpoint, and accepts it', async () => {
    const ticket = await pending();
    const sent = await verify({ ticket, method: 'sms', send: true });
    expect(sent.body.value).toEqual({ expiredMinutes: 5 });
    const code = (await request(app).get('/__dev/sms/898765432')).body.value.code;
    expect((await verify({ ticket, method: 'sms', code })).body.success).toBe(true);
  });

  it('refuses a wrong payee name and drops the sign-in after five wrong answers', async () => {
    const ticket = await pending();
    for (let i = 0; i < 4; i += 1) {
      const res = await verify({ ticket, method: 'payeeName', payeeName: 'Someone Else' });
      expect(res.body.message).toBe('payee_name_error');
    }
    const fifth = await verify({ ticket, method: 'payeeName', payeeName: 'Someone Else' });
    expect(fifth.body.message).toBe('too_many_requests');
    const after = await verify({ ticket, method: 'payeeName', payeeName: 'Nok Traveller' });
    expect(after.body.message).toBe('verification_expired');
  });
});

describe('SMS sign-in codes', () => {
  const requestCode = () =>
    request(app)
      .post('/wps/verification/sms/noLogin')
      .set(MERCHANT)
      .send({ mobileNum: '812345678', countryDialingCode: '66' });
  const smsLogin = (smsCode: string) =>
    sendEncrypted(app, 'post', '/wps/session/login', {
      type: 'sms',
      mobileNum: '812345678',
      countryDialingCode: '66',
      smsCode,
    });

  it('never puts the code in the answer, and signs in with it', async () => {
    const res = await requestCode();
    expect(res.body).toEqual({ success: true, message: '', value: { expiredMinutes: 5 } });
    const code = (await request(app).get('/__dev/sms/812345678')).body.value.code;
    expect((await smsLogin(code)).body.success).toBe(true);
    // Used up: the same code does not sign in twice.
    expect((await smsLogin(code)).body.message).toBe('verification_code_error');
  });

  it('expires codes after five minutes', async () => {
    await requestCode();
    const code = (await request(app).get('/__dev/sms/812345678')).body.value.code;
    clock += 5 * 60_000 + 1;
    expect((await smsLogin(code)).body.message).toBe('verification_code_expired');
  });

  it('refuses a second code within a minute, and a sixth within fifteen minutes', async () => {
    expect((await requestCode()).body.success).toBe(true);
    expect((await requestCode()).body.message).toBe('too_many_requests');
    for (let i = 0; i < 4; i += 1) {
      clock += 61_000;
      expect((await requestCode()).body.success).toBe(true);
    }
    clock += 61_000;
    expect((await requestCode()).body.message).toBe('too_many_requests');
  });

  it('is not readable without dev mode', async () => {
    const prod = createApp({ store }).app;
    expect((await request(prod).get('/__dev/sms/812345678')).status).toBe(404);
  });
});

describe('free play and sign-out', () => {
  it('opens a trial account with play money and signs it out', async () => {
    const res = await freePlay(app);
    const token = res.body.value.token as string;
    const balance = await request(app)
      .get('/wps/v2/wallets/balance')
      .set({ ...MERCHANT, Authorization: token });
    expect(balance.body.value.balance).toBe(2000);
    const info = await request(app)
      .get('/wps/member/info')
      .set({ ...MERCHANT, Authorization: token });
    expect(info.body.value.type).toBe(4);

    await request(app)
      .delete('/wps/session/logout')
      .set({ ...MERCHANT, Authorization: token })
      .expect(200);
    const after = await request(app)
      .get('/wps/member/info')
      .set({ ...MERCHANT, Authorization: token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ success: false, message: 'please_login_first', value: null });
  });

  it('refuses free play without the encrypted key header', async () => {
    const res = await request(app).post('/wps/session/login/freeplay').set(MERCHANT);
    expect(res.status).toBe(400);
  });
});

describe('dev controls for sessions and scenarios', () => {
  it('signs a seed account in, and loads a named scenario', async () => {
    const { token } = (await request(app).post('/__dev/session').send({ account: 'agent1' })).body
      .value;
    const info = await request(app)
      .get('/wps/member/info')
      .set({ ...MERCHANT, Authorization: token });
    expect(info.body.value).toMatchObject({ account: 'agent1', type: 1 });

    await request(app).post('/__dev/scenario').send({ name: 'empty' }).expect(200);
    expect(store.accounts.all()).toHaveLength(0);
    expect((await request(app).post('/__dev/scenario').send({ name: 'nope' })).status).toBe(400);
  });
});
