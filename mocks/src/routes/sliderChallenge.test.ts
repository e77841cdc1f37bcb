import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { MockStore } from '../state/store.js';
import { MERCHANT, sendEncrypted } from '../test-support/platformClient.js';

let clock: number;
let store: MockStore;
let app: ReturnType<typeof createApp>['app'];

beforeEach(() => {
  clock = Date.UTC(2026, 10, 20, 3, 0, 0);
  store = new MockStore({ now: () => clock });
  app = createApp({ store, dev: true }).app;
});

const sliderOn = () =>
  request(app).post('/__dev/modules').send({ modId: 'GEETEST3', enabled: true });
const challenge = async () => {
  const res = await request(app).get('/wps/captcha/geetest').set(MERCHANT);
  return res.body.value as { challenge: string; gap: number };
};
const answer = (c: { challenge: string }, dropped: number) => ({
  geetest_challenge: c.challenge,
  geetest_validate: String(dropped),
  geetest_seccode: `${dropped}|jordan`,
});
const loginCode = (extra: Record<string, string> = {}) =>
  request(app)
    .post('/wps/verification/sms/noLogin')
    .set(MERCHANT)
    .send({ mobileNum: '812345678', countryDialingCode: '66', ...extra });

describe('slider challenge (GEETEST3)', () => {
  it('is not asked for while the module is off', async () => {
    expect((await request(app).get('/wps/captcha/geetest').set(MERCHANT)).body.message).toBe(
      'module_disabled',
    );
    expect((await loginCode()).body.success).toBe(true);
  });

  it('refuses an SMS code request without an answer, and sends one with the piece on the gap', async () => {
    await sliderOn();
    expect((await loginCode()).body.message).toBe('slider_check_required');
    const c = await challenge();
    expect(c.gap).toBeGreaterThanOrEqual(20);
    expect((await loginCode(answer(c, c.gap + 3))).body).toMatchObject({
      success: true,
      value: { expiredMinutes: 5 },
    });
  });

  it('refuses a piece dropped off the gap, and spends the challenge so it cannot be retried', async () => {
    await sliderOn();
    const c = await challenge();
    expect((await loginCode(answer(c, c.gap + 10))).body.message).toBe('slider_check_failed');
    expect((await loginCode(answer(c, c.gap))).body.message).toBe('slider_check_failed');
  });

  it('refuses a forged seccode and an answer older than two minutes', async () => {
    await sliderOn();
    const forged = await challenge();
    const res = await loginCode({ ...answer(forged, forged.gap), geetest_seccode: 'x' });
    expect(res.body.message).toBe('slider_check_failed');
    const late = await challenge();
    clock += 2 * 60_000 + 1;
    expect((await loginCode(answer(late, late.gap))).body.message).toBe('slider_check_failed');
  });

  it('protects the reset-code request and the sign-in that follows a phone reset', async () => {
    await sliderOn();
    const reset = await request(app)
      .post('/wps/member/password/sms')
      .set(MERCHANT)
      .send({ mobileNum: '812345678', countryDialingCode: '66' });
    expect(reset.body.message).toBe('slider_check_required');

    const withoutAnswer = await sendEncrypted(app, 'post', '/wps/session/login', {
      username: '812345678',
      password: 'Player123',
      type: '',
    });
    expect(withoutAnswer.body.message).toBe('slider_check_required');
    const c = await challenge();
    const signedIn = await sendEncrypted(app, 'post', '/wps/session/login', {
      username: '812345678',
      password: 'Player123',
      type: '',
      ...answer(c, c.gap),
    });
    expect(signedIn.body.success).toBe(true);
    expect(typeof signedIn.body.value.token).toBe('string');
  });
});

describe('dev clock', () => {
  it('moves expiries forward until reset', async () => {
    const real = createApp({ store: new MockStore(), dev: true }).app;
    const send = () =>
      request(real)
        .post('/wps/verification/sms/noLogin')
        .set(MERCHANT)
        .send({ mobileNum: '812345678', countryDialingCode: '66' });
    expect((await send()).body.success).toBe(true);
    const code = (await request(real).get('/__dev/sms/812345678')).body.value.code as string;
    const advanced = await request(real)
      .post('/__dev/clock')
      .send({ advanceMs: 5 * 60_000 + 1 });
    expect(advanced.body.value.offsetMs).toBe(5 * 60_000 + 1);
    const login = await sendEncrypted(real, 'post', '/wps/session/login', {
      type: 'sms',
      mobileNum: '812345678',
      countryDialingCode: '66',
      smsCode: code,
    });
    expect(login.body.message).toBe('verification_code_expired');

    await request(real).post('/__dev/reset');
    // Back on the real clock: a fresh code is not refused by the one-per-minute rule.
    expect((await send()).body.success).toBe(true);
  });

  it('refuses a negative step, and does not exist without dev mode', async () => {
    expect((await request(app).post('/__dev/clock').send({ advanceMs: -1 })).status).toBe(400);
    const prod = createApp({ store }).app;
    expect((await request(prod).post('/__dev/clock').send({ advanceMs: 1 })).status).toBe(404);
  });
});

describe('sign-in after a phone reset', () => {
  it('still asks for the second factor from the address the reset code was entered from (#35)', async () => {
    const from = { 'X-Forwarded-For': '203.0.113.77' };
    await request(app)
      .post('/wps/member/password/sms')
      .set({ ...MERCHANT, ...from })
      .send({ mobileNum: '812345678', countryDialingCode: '66' });
    const code = (await request(app).get('/__dev/sms/812345678')).body.value.code as string;
    const reset = await sendEncrypted(app, 'post', '/wps/member/password/verification', {
      newPassword: 'Better456',
      mobileNum: '812345678',
      verificationCode: code,
    }).set(from);
    expect(reset.body.success).toBe(true);
    // A reset is no proof that this address is the member's: whoever holds a guessed or stolen
    // code still meets the new-IP second factor.
    const signedIn = await sendEncrypted(app, 'post', '/wps/session/login', {
      username: '812345678',
      password: 'Better456',
      type: '',
    }).set(from);
    expect(signedIn.body.message).toBe('login_verification_required');
  });
});

describe('social sign-in through the local provider stand-in', () => {
  const googleOn = () =>
    request(app).post('/__dev/modules').send({ modId: 'GGLOGIN3', enabled: true });
  const authorize = (name: string, provider = 'google') =>
    request(app).post('/wps/relay/IDP_authorize').set(MERCHANT).send({ provider, name });
  const socialLogin = (idToken: string, provider = 'google') =>
    request(app).post('/wps/relay/MCS_socialLogin').set(MERCHANT).send({ provider, idToken });

  it('is closed while the provider’s module is off', async () => {
    expect((await authorize('somchai')).body.message).toBe('module_disabled');
  });

  it('opens an account on the first sign-in and signs the same identity into it again', async () => {
    await googleOn();
    const first = await socialLogin((await authorize('somchai@gmail.test')).body.value.idToken);
    expect(first.body).toMatchObject({ success: true, value: { firstTimeLogin: true } });
    const info = await request(app)
      .get('/wps/member/info')
      .set({ ...MERCHANT, Authorization: first.body.value.token });
    const account = info.body.value.account as string;

    const again = await socialLogin((await authorize('somchai@gmail.test')).body.value.idToken);
    const second = await request(app)
      .get('/wps/member/info')
      .set({ ...MERCHANT, Authorization: again.body.value.token });
    expect(second.body.value.account).toBe(account);
  });

  it('refuses a replayed token and a token from another provider', async () => {
    await googleOn();
    await request(app).post('/__dev/modules').send({ modId: 'LINELOGIN3', enabled: true });
    const token = (await authorize('somchai')).body.value.idToken as string;
    expect((await socialLogin(token, 'line')).body.message).toBe('social_token_invalid');
    const fresh = (await authorize('somchai')).body.value.idToken as string;
    expect((await socialLogin(fresh)).body.success).toBe(true);
    expect((await socialLogin(fresh)).body.message).toBe('social_token_invalid');
  });
});

describe('third-party phone sign-in through the local phone-auth stand-in', () => {
  const phoneAuthOn = () =>
    request(app).post('/__dev/modules').send({ modId: 'FIREBASESMS3', enabled: true });
  const sendCode = (phoneNumber: string) =>
    request(app).post('/wps/relay/PHONEAUTH_sendCode').set(MERCHANT).send({ phoneNumber });
  const verify = (verificationId: string, code: string) =>
    request(app).post('/wps/relay/PHONEAUTH_verify').set(MERCHANT).send({ verificationId, code });
  const login = (idToken: string) =>
    sendEncrypted(app, 'post', '/wps/session/login', {
      type: 'sms',
      mobileNum: '812345678',
      countryDialingCode: '66',
      firebaseChannel: 'sms',
      firebaseIdToken: idToken,
    });

  it('answers with the service’s own error codes', async () => {
    expect((await sendCode('+66812345678')).body.message).toBe('auth/operation-not-allowed');
    await phoneAuthOn();
    expect((await sendCode('')).body.message).toBe('auth/missing-phone-number');
    expect((await sendCode('0812')).body.message).toBe('auth/invalid-phone-number');
    const id = (await sendCode('+66812345678')).body.value.verificationId as string;
    expect((await sendCode('+66812345678')).body.message).toBe('auth/too-many-requests');
    expect((await verify(id, '')).body.message).toBe('auth/missing-verification-code');
    const code = (await request(app).get('/__dev/sms/812345678')).body.value.code as string;
    expect((await verify(id, code === '000000' ? '111111' : '000000')).body.message).toBe(
      'auth/invalid-verification-code',
    );
    clock += 5 * 60_000 + 1;
    expect((await verify(id, code)).body.message).toBe('auth/code-expired');
  });

  it('signs in with the token the service gives for the right code, once', async () => {
    await phoneAuthOn();
    const id = (await sendCode('+66812345678')).body.value.verificationId as string;
    const code = (await request(app).get('/__dev/sms/812345678')).body.value.code as string;
    const idToken = (await verify(id, code)).body.value.idToken as string;
    expect((await login(idToken)).body.success).toBe(true);
    expect((await login(idToken)).body.message).toBe('verification_code_error');
  });
});
