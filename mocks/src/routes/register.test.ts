import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { MockStore } from '../state/store.js';
import { MERCHANT, sendEncrypted } from '../test-support/platformClient.js';

let store: MockStore;
let app: ReturnType<typeof createApp>['app'];

beforeEach(() => {
  store = new MockStore();
  app = createApp({ store, dev: true }).app;
});

const form = (extra: Record<string, unknown> = {}) => ({
  username: 'newplayer1',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  ageConfirmed: true,
  login: true,
  registerMethod: 'WEB',
  ...extra,
});

const signIn = (username: string, password: string) =>
  sendEncrypted(app, 'post', '/wps/session/login', { type: 'username', username, password });

describe('registration', () => {
  it('opens the account under the inviting agent and signs it in', async () => {
    const res = await sendEncrypted(
      app,
      'put',
      '/wps/member/register',
      form({ affiliateCode: 'AGENT1' }),
    );
    expect(res.body).toMatchObject({
      success: true,
      value: { account: 'newplayer1', firstTimeLogin: true },
    });
    const info = await request(app)
      .get('/wps/member/info')
      .set({ ...MERCHANT, Authorization: res.body.value.token });
    expect(info.body.value).toMatchObject({ uplineAccount: 'agent1', type: 0 });
    expect((await signIn('newplayer1', 'Secret123')).body.success).toBe(true);
  });

  it.each([
    [{ ageConfirmed: false }, 'age_confirmation_required'],
    [{ username: '1abc' }, 'username_format_error'],
    [{ password: 'short', confirmPassword: 'short' }, 'password_format_error'],
    [{ confirmPassword: 'Other123' }, 'password_confirm_mismatch'],
    [{ username: 'PLAYER1' }, 'username_exists'],
    [{ affiliateCode: 'NOPE99' }, 'invitation_code_error'],
  ])('refuses %o with %s', async (extra, message) => {
    const res = await sendEncrypted(app, 'put', '/wps/member/register', form(extra));
    expect(res.body).toMatchObject({ success: false, message });
    expect(store.accounts.byAccount('newplayer1')).toBeUndefined();
  });

  it("counts a sign-up through a friend's invite link as that friend's referral", async () => {
    const player1 = store.accounts.byAccount('player1')!;
    const code = store.referrals.codeOf(player1);
    const res = await sendEncrypted(
      app,
      'put',
      '/wps/member/register',
      form({ referralCode: code }),
    );
    expect(res.body.success).toBe(true);
    expect(store.referrals.invitedBy(player1).map((f) => f.member.account)).toContain('newplayer1');
  });

  it('still opens the account when the invite link carries an unknown referral code', async () => {
    const res = await sendEncrypted(
      app,
      'put',
      '/wps/member/register',
      form({ referralCode: 'R999999' }),
    );
    expect(res.body.success).toBe(true);
  });

  it('registers a mobile number only with the code sent to it', async () => {
    const sms = await request(app)
      .post('/wps/verification/sms/register')
      .set(MERCHANT)
      .send({ countryDialingCode: '855', mobileNo: '8999000011' });
    expect(sms.body.value).toEqual({ expiredMinutes: 5 });
    const code = (await request(app).get('/__dev/sms/8999000011')).body.value.code;
    const mobileForm = {
      username: '8999000011',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: '8999000011',
      countryDialingCode: '855',
      ageConfirmed: true,
    };
    const wrong = await sendEncrypted(app, 'put', '/wps/member/register/mobile', {
      ...mobileForm,
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body.message).toBe('verification_code_error');
    const ok = await sendEncrypted(app, 'put', '/wps/member/register/mobile', {
      ...mobileForm,
      verificationCode: code,
    });
    expect(ok.body.success).toBe(true);
    expect(store.accounts.byMobile('8999000011')).toMatchObject({ countryCode: 'KH' });

    const again = await request(app)
      .post('/wps/verification/sms/register')
      .set(MERCHANT)
      .send({ countryDialingCode: '855', mobileNo: '8999000011' });
    expect(again.body.message).toBe('mobile_already_registered');
  });

  it('makes up a username for an auto registration', async () => {
    const res = await request(app)
      .put('/wps/member/register/autoUsername')
      .set(MERCHANT)
      .send({ password: 'Secret123', confirmPassword: 'Secret123', ageConfirmed: true });
    expect(res.body.value.account).toMatch(/^player\d{6}$/);
  });
});

describe('passwords', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const here = (await signIn('player1', 'Player123')).body.value.token as string;
    const elsewhere = (await signIn('player1', 'Player123')).body.value.token as string;
    const wrong = await sendEncrypted(
      app,
      'post',
      '/wps/member/password',
      { oldPassword: 'nope', newPassword: 'Better456', confirmNewPassword: 'Better456' },
      here,
    );
    expect(wrong.body.message).toBe('old_password_wrong');
    const res = await sendEncrypted(
      app,
      'post',
      '/wps/member/password',
      { oldPassword: 'Player123', newPassword: 'Better456', confirmNewPassword: 'Better456' },
      here,
    );
    expect(res.body.success).toBe(true);
    const info = (token: string) =>
      request(app)
        .get('/wps/member/info')
        .set({ ...MERCHANT, Authorization: token });
    expect((await info(here)).status).toBe(200);
    expect((await info(elsewhere)).status).toBe(401);
    expect((await signIn('player1', 'Better456')).body.success).toBe(true);
  });

  it('resets a forgotten password with the SMS code, clearing the expiry flag', async () => {
    await request(app)
      .post('/wps/member/password/sms')
      .set(MERCHANT)
      .send({ mobileNum: '815556666', countryDialingCode: '66' })
      .expect(200);
    const code = (await request(app).get('/__dev/sms/815556666')).body.value.code;
    const res = await sendEncrypted(app, 'post', '/wps/member/password/verification', {
      newPassword: 'Fresh789',
      mobileNum: '815556666',
      verificationCode: code,
    });
    expect(res.body.success).toBe(true);
    const signedIn = await signIn('815556666', 'Fresh789');
    expect(signedIn.body.value).toMatchObject({ passwordExpired: false });
  });

  it('does not make the resetting address known: the new-IP second factor still applies', async () => {
    const member = store.accounts.byMobile('815556666');
    if (!member) throw new Error('seed member missing');
    member.knownIps = ['198.51.100.20'];
    await request(app)
      .post('/wps/member/password/sms')
      .set(MERCHANT)
      .send({ mobileNum: '815556666', countryDialingCode: '66' })
      .expect(200);
    const code = (await request(app).get('/__dev/sms/815556666')).body.value.code;
    const res = await sendEncrypted(app, 'post', '/wps/member/password/verification', {
      newPassword: 'Fresh789',
      mobileNum: '815556666',
      verificationCode: code,
    });
    expect(res.body.success).toBe(true);
    expect(member.knownIps).toEqual(['198.51.100.20']);
  });

  it('answers a reset e-mail request only for the matching username and address', async () => {
    const send = (email: string) =>
      request(app)
        .post('/wps/member/password/email')
        .set(MERCHANT)
        .type('form')
        .send({ username: 'player1', email });
    expect((await send('PLAYER1@playhouse.test')).body.success).toBe(true);
    expect((await send('other@playhouse.test')).body.message).toBe('username_email_not_exist');
  });
});

describe('optional registration fields', () => {
  const switchOn = (fields: Record<string, unknown>) =>
    request(app).post('/__dev/register-fields').send(fields).expect(200);

  it('publishes the fields an operator switches on, with their rules', async () => {
    await switchOn({ qqNum: { show: true, required: true, pattern: '^\\d+$', min: 5, max: 11 } });
    const res = await request(app).get('/wps/system/setting/register').set(MERCHANT);
    expect(res.body.value.fields.qqNum).toEqual({
      show: true,
      required: true,
      pattern: '^\\d+$',
      min: 5,
      max: 11,
    });
    expect(res.body.value.fields.line).toMatchObject({ show: false });
  });

  it('refuses a missing required field and a badly formed one, then accepts a good one', async () => {
    await switchOn({ qqNum: { show: true, required: true, pattern: '^\\d+$', min: 5, max: 11 } });
    const put = (extra: Record<string, unknown>) =>
      sendEncrypted(app, 'put', '/wps/member/register', form(extra));
    expect((await put({})).body).toMatchObject({ message: 'register_field_missing' });
    expect((await put({ qqNum: '12ab45' })).body).toMatchObject({
      message: 'register_field_invalid',
    });
    expect(store.accounts.byAccount('newplayer1')).toBeUndefined();
    expect((await put({ qqNum: '1234567' })).body.success).toBe(true);
  });

  it('ignores a field the config leaves off, and a reset switches fields off again', async () => {
    expect(
      (await sendEncrypted(app, 'put', '/wps/member/register', form({ line: '' }))).body,
    ).toMatchObject({ success: true });
    await switchOn({ line: { show: true, required: true } });
    await request(app).post('/__dev/reset').expect(200);
    const res = await request(app).get('/wps/system/setting/register').set(MERCHANT);
    expect(res.body.value.fields.line).toMatchObject({ show: false, required: false });
  });

  it('checks the registration captcha when the config asks for one', async () => {
    await switchOn({ captcha: { show: true, required: true } });
    store.captchas.pin('4321');
    const put = (extra: Record<string, unknown>) =>
      sendEncrypted(app, 'put', '/wps/member/register', form(extra));
    expect((await put({})).body).toMatchObject({ message: 'captcha_required' });
    expect((await put({ captcha: '1111' })).body).toMatchObject({ message: 'captcha_error' });
    expect((await put({ captcha: '4321' })).body.success).toBe(true);
  });

  it('refuses a malformed change to the config', async () => {
    await request(app)
      .post('/__dev/register-fields')
      .send({ qqNum: { show: 'yes' } })
      .expect(400);
  });
});

describe('accounts that are not members', () => {
  it('refuses a back-office account with member_no_enter after a correct password only', async () => {
    expect((await signIn('staff1', 'wrong-password')).body).toMatchObject({
      success: false,
      message: 'account_or_password_wrong',
    });
    const res = await signIn('staff1', 'Staff123');
    expect(res.body).toMatchObject({ success: false, message: 'member_no_enter' });
    expect(res.body.value?.token).toBeUndefined();
    expect(store.sessions.onlineMemberCount()).toBe(0);
  });
});

describe('online players', () => {
  it('counts members with a live session, once each, until their last session ends', async () => {
    const count = async () =>
      (await request(app).get('/wps/relay/MCSFE_getOnlinePlayerCount').set(MERCHANT)).body.value
        .count;
    const logout = (token: string) =>
      request(app)
        .delete('/wps/session/logout')
        .set({ ...MERCHANT, Authorization: token });
    expect(await count()).toBe(0);
    const first = (await signIn('player1', 'Player123')).body.value.token;
    const second = (await signIn('player1', 'Player123')).body.value.token;
    await signIn('agent1', 'Agent123');
    expect(await count()).toBe(2);
    await logout(first);
    expect(await count()).toBe(2);
    await logout(second);
    expect(await count()).toBe(1);
  });
});
