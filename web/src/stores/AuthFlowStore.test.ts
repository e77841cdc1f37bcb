import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { AuthFlowStore } from './AuthFlowStore';
import { FakeTransport } from './fakeTransport';
import { testRoot } from './testRoot';

const refuse = (key: string, value?: unknown) => () => {
  throw new ApiError('server', key, 200, value);
};

function flow(transport: FakeTransport, now: () => number = () => 0) {
  const { root, session } = testRoot({ transport });
  const store = new AuthFlowStore(root.api, root.session, session, now);
  return { store, root, session };
}

describe('AuthFlowStore', () => {
  it('signs in with trimmed credentials on an answer without a token (the gateway keeps it)', async () => {
    const transport = new FakeTransport().on('login', {});
    const { store, root } = flow(transport);
    expect(await store.login('  player1 ', 'Player123')).toBe(true);
    expect(transport.calls[0]?.payload).toMatchObject({ username: 'player1', type: 'username' });
    expect(root.session.isLogin).toBe(true);
    expect(store.errorKey).toBeNull();
  });

  it('keeps a token nowhere, even from an answer that still carries one', async () => {
    const transport = new FakeTransport().on('login', {});
    const { store, root, session } = flow(transport);
    expect(await store.login('player1', 'Player123')).toBe(true);
    expect(root.session.isLogin).toBe(true);
    const stored = Array.from({ length: session.length }, (_, i) =>
      session.getItem(session.key(i)!),
    );
    expect(stored.join(' ')).not.toContain('tok-1');
    expect(JSON.stringify(root.session)).not.toContain('tok-1');
    expect(JSON.stringify(store)).not.toContain('tok-1');
  });

  it('shows the refusal and, when the answer carries the flag, the captcha image', async () => {
    const transport = new FakeTransport()
      .on('login', refuse('account_or_password_wrong', { captcha: true }))
      .on('captcha', 'iVBORw0KGgo=');
    const { store, root } = flow(transport);
    expect(await store.login('player1', 'nope')).toBe(false);
    expect(root.session.isLogin).toBe(false);
    expect(store.errorKey).toBe('account_or_password_wrong');
    expect(store.captchaShown).toBe(true);
    expect(store.captchaImage).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('sends the captcha only once it is shown', async () => {
    const transport = new FakeTransport().on('login', refuse('account_or_password_wrong'));
    const { store } = flow(transport);
    await store.login('player1', 'nope', 'abcd');
    expect(transport.calls[0]?.payload?.captcha).toBeUndefined();
    expect(store.captchaShown).toBe(false);
  });

  it('refreshes the captcha at most once per second', async () => {
    let clock = 10_000;
    const transport = new FakeTransport().on('captcha', 'AAAA');
    const { store } = flow(transport, () => clock);
    await store.refreshCaptcha();
    clock += 400;
    await store.refreshCaptcha();
    clock += 700;
    await store.refreshCaptcha();
    expect(transport.calls.filter((c) => c.name === 'captcha')).toHaveLength(2);
  });

  it('words a self-excluded refusal for the sign-in', async () => {
    const transport = new FakeTransport().on('login', refuse('account_self_excluded'));
    const { store } = flow(transport);
    await store.login('excluded1', 'Excluded123');
    expect(store.errorKey).toBe('login_self_excluded');
    expect(store.errorValues).toBeNull();
  });

  it('says until when a cool-off or a self-exclusion lasts, in the site time (GMT+7)', async () => {
    const transport = new FakeTransport().on(
      'login',
      refuse('account_cooling_off', { until: '2026-11-21T03:00:00.000Z' }),
    );
    const { store } = flow(transport);
    await store.login('player1', 'Player123');
    expect(store.errorKey).toBe('login_cooling_off');
    expect(store.errorValues).toEqual({ until: '2026/11/21 10:00 (GMT+7)' });

    transport.on('login', refuse('account_self_excluded', { until: '2027-05-20T03:00:00.000Z' }));
    await store.login('player1', 'Player123');
    expect(store.errorKey).toBe('login_self_excluded_until');
    expect(store.errorValues).toEqual({ until: '2027/05/20 10:00 (GMT+7)' });

    transport.on('login', refuse('account_self_excluded', { until: null }));
    await store.login('player1', 'Player123');
    expect(store.errorKey).toBe('login_self_excluded');
    expect(store.errorValues).toBeNull();
  });

  it('asks for the second factor on a new IP and signs in once it is given', async () => {
    const transport = new FakeTransport()
      .on(
        'login',
        refuse('login_verification_required', {
          ticket: 'T1',
          methods: ['totp', 'sms', 'bogus'],
          mobile: '89****432',
        }),
      )
      .on('loginVerify', (p?: Record<string, unknown>) => {
        if (p?.code !== '123456') throw new ApiError('server', 'verification_code_error');
        return {};
      });
    const { store, root } = flow(transport);
    expect(await store.login('traveller1', 'Travel123')).toBe(false);
    expect(store.step).toBe('verify');
    expect(store.verification?.methods).toEqual(['totp', 'sms']);
    expect(await store.verify({ method: 'totp', code: '000000' })).toBe(false);
    expect(store.errorKey).toBe('verification_code_error');
    expect(await store.verify({ method: 'totp', code: '123456' })).toBe(true);
    expect(root.session.isLogin).toBe(true);
    expect(store.step).toBe('credentials');
  });

  it('forces a password change after an expired password, reusing the typed one', async () => {
    const transport = new FakeTransport()
      .on('login', { passwordExpired: true })
      .on('changePwd', null);
    const { store } = flow(transport);
    expect(await store.login('expired1', 'Expired123')).toBe(false);
    expect(store.step).toBe('changePassword');
    expect(store.oldPasswordKnown).toBe(true);
    expect(await store.changePassword('', 'Fresh1234', 'Fresh1234')).toBe(true);
    expect(transport.calls.at(-1)?.payload).toEqual({
      oldPassword: 'Expired123',
      newPassword: 'Fresh1234',
      confirmNewPassword: 'Fresh1234',
    });
    expect(store.step).toBe('credentials');
    expect(store.oldPasswordKnown).toBe(false);
  });

  it('never forces the change after an SMS sign-in', async () => {
    const transport = new FakeTransport().on('login', { passwordExpired: true });
    const { store, root } = flow(transport);
    expect(await store.loginBySms('898765432', '66', '123456')).toBe(true);
    expect(store.step).toBe('credentials');
    expect(root.session.isLogin).toBe(true);
  });

  it('runs the first-login step when the platform says it is the first sign-in', async () => {
    const transport = new FakeTransport()
      .on('login', { firstTimeLogin: true })
      .on('firstLogin', { welcomed: true });
    const { store, root } = flow(transport);
    expect(await store.login('newbie', 'Secret123')).toBe(true);
    expect(transport.calls.map((c) => c.name).slice(0, 2)).toEqual(['login', 'firstLogin']);
    expect(root.session.firstTimeLogin).toBe(true);
  });

  it('caches the password rule in session storage', async () => {
    const rules = { fields: { password: { show: 1, required: 1, pattern: '*', min: 6, max: 12 } } };
    const transport = new FakeTransport().on('regValidata', rules);
    const { store, session } = flow(transport);
    await store.loadRules();
    expect(store.passwordRule).toMatchObject({ min: 6, max: 12 });
    const again = new AuthFlowStore(
      testRoot({ transport }).root.api,
      testRoot().root.session,
      session,
    );
    await again.loadRules();
    expect(again.passwordRule).toMatchObject({ min: 6, max: 12 });
    expect(transport.calls.filter((c) => c.name === 'regValidata')).toHaveLength(1);
  });

  it('stops a registration with an invalid invitation code before opening the account', async () => {
    const transport = new FakeTransport().on('affiliate', refuse('invitation_code_error'));
    const { store, root } = flow(transport);
    const done = await store.register(
      {
        username: 'newcomer1',
        password: 'Welcome77',
        confirmPassword: 'Welcome77',
        ageConfirmed: true,
        affiliateCode: 'NOSUCH',
      },
      'username',
    );
    expect(done).toBe(false);
    expect(store.warningKey).toBe('invitation_code_error');
    expect(transport.calls.map((c) => c.name)).toEqual(['affiliate']);
    expect(root.session.isLogin).toBe(false);
    store.dismissWarning();
    expect(store.warningKey).toBeNull();
  });

  it('registers with a valid invitation code and signs the new member in', async () => {
    const transport = new FakeTransport()
      .on('affiliate', { agentAccount: 'agent1' })
      .on('register', { account: 'newcomer2' });
    const { store, root } = flow(transport);
    const done = await store.register(
      {
        username: 'newcomer2',
        password: 'Welcome77',
        confirmPassword: 'Welcome77',
        ageConfirmed: true,
        affiliateCode: 'AGENT1',
        referralCode: 'FRIEND1',
      },
      'username',
    );
    expect(done).toBe(true);
    expect(transport.calls.find((c) => c.name === 'register')?.payload).toMatchObject({
      referralCode: 'FRIEND1',
      affiliateCode: 'AGENT1',
    });
    expect(root.session.isLogin).toBe(true);
  });

  it('signs a trial account in without forcing any password change', async () => {
    const transport = new FakeTransport().on('freePlay', { passwordExpired: true });
    const { store, root } = flow(transport);
    expect(await store.freePlay('Web')).toBe(true);
    expect(store.step).toBe('credentials');
    expect(root.session.isLogin).toBe(true);
  });

  it('signs in after a phone reset with the mobile number, the new password and the slider answer', async () => {
    const transport = new FakeTransport().on('login', {});
    const { store, root } = flow(transport);
    const slider = { challenge: 'c1', validate: '42', seccode: '42|jordan' };
    expect(await store.loginAfterReset(' 812345678 ', 'Better456', slider)).toBe(true);
    expect(transport.calls[0]?.payload).toEqual({
      username: '812345678',
      password: 'Better456',
      type: '',
      geetest_challenge: 'c1',
      geetest_validate: '42',
      geetest_seccode: '42|jordan',
    });
    expect(root.session.isLogin).toBe(true);
  });

  it('goes on to the second factor when the sign-in after a reset comes from a new IP', async () => {
    const transport = new FakeTransport().on(
      'login',
      refuse('login_verification_required', { ticket: 't9', methods: ['sms'], mobile: '81****78' }),
    );
    const { store, root } = flow(transport);
    expect(await store.loginAfterReset('812345678', 'Better456')).toBe(false);
    expect(store.step).toBe('verify');
    expect(store.verification?.ticket).toBe('t9');
    expect(root.session.isLogin).toBe(false);
  });

  it('shows a failed slider check after a reset and stays signed out', async () => {
    const transport = new FakeTransport().on('login', refuse('slider_check_failed'));
    const { store, root } = flow(transport);
    expect(await store.loginAfterReset('812345678', 'Better456')).toBe(false);
    expect(store.errorKey).toBe('slider_check_failed');
    expect(root.session.isLogin).toBe(false);
  });

  it('signs in with a social identity token and never forces a password change', async () => {
    const transport = new FakeTransport().on('socialLogin', {
      firstTimeLogin: true,
      passwordExpired: true,
    });
    const { store, root } = flow(transport);
    expect(await store.loginBySocial('line', 'id-1')).toBe(true);
    expect(transport.calls[0]?.payload).toEqual({ provider: 'line', idToken: 'id-1' });
    expect(store.step).toBe('credentials');
    expect(root.session.isLogin).toBe(true);
  });

  it('says the sign-in failed when the provider window was closed', () => {
    const { store } = flow(new FakeTransport());
    store.socialCancelled();
    expect(store.errorKey).toBe('social_popup_closed');
  });

  it('signs in through the phone-auth service: its token stands in for the SMS code', async () => {
    const transport = new FakeTransport()
      .on('phoneAuthVerify', { idToken: 'pa-1' })
      .on('login', {});
    const { store, root } = flow(transport);
    expect(await store.loginByPhoneAuth('812345678', '66', 'v-1', '246810')).toBe(true);
    expect(transport.calls.slice(0, 2).map((c) => c.name)).toEqual(['phoneAuthVerify', 'login']);
    expect(transport.calls[1]?.payload).toMatchObject({
      type: 'sms',
      firebaseChannel: 'sms',
      firebaseIdToken: 'pa-1',
    });
    expect(root.session.isLogin).toBe(true);
  });

  it('shows the phone-auth catalogue wording when the service refuses the code', async () => {
    const transport = new FakeTransport().on('phoneAuthVerify', refuse('auth/code-expired'));
    const { store, root } = flow(transport);
    expect(await store.loginByPhoneAuth('812345678', '66', 'v-1', '246810')).toBe(false);
    expect(store.errorKey).toBe('phone_auth_code_expired');
    expect(root.session.isLogin).toBe(false);
  });
});
