import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  clientFor,
  ENCRYPTED_CONTENT_TYPE,
  encryptedBody,
  encryptionHeader,
  formBody,
  PLATFORM_HEADERS,
  signedInHeaders,
} from './client';
import { sessionCookie } from '../session';
import { expectRefusal, newPact, PLAYER, refusal } from './pact';

const { boolean, integer, nullValue } = MatchersV3;
const pact = newPact();

const encryptedHeaders = {
  ...PLATFORM_HEADERS,
  Encryption: encryptionHeader,
  'Content-Type': ENCRYPTED_CONTENT_TYPE,
};

describe('change password (changePwd)', () => {
  it('changes the password', async () => {
    const body = await encryptedBody({
      oldPassword: 'Player123',
      newPassword: 'Better456',
      confirmNewPassword: 'Better456',
    });
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a password change with the right old password')
      .withRequest('POST', '/wps/member/password', (b) =>
        b
          .headers({ ...encryptedHeaders, Cookie: sessionCookie(PLAYER.token) })
          .body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: nullValue() }))
      .executeTest(async (server) => {
        await expect(
          clientFor(server.url, PLAYER.token).password.changePassword(
            'Player123',
            'Better456',
            'Better456',
          ),
        ).resolves.toBeUndefined();
      });
  });

  it('refuses a wrong old password', async () => {
    const body = await encryptedBody({
      oldPassword: 'not-it',
      newPassword: 'Better456',
      confirmNewPassword: 'Better456',
    });
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a password change with a wrong old password')
      .withRequest('POST', '/wps/member/password', (b) =>
        b
          .headers({ ...encryptedHeaders, Cookie: sessionCookie(PLAYER.token) })
          .body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('old_password_wrong')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, PLAYER.token).password.changePassword(
            'not-it',
            'Better456',
            'Better456',
          ),
          'old_password_wrong',
        );
      });
  });
});

describe('change password rules (changePwd)', () => {
  it('refuses a new password that breaks the password rule', async () => {
    const body = await encryptedBody({
      oldPassword: 'Player123',
      newPassword: 'short',
      confirmNewPassword: 'short',
    });
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a password change to a password that breaks the rule')
      .withRequest('POST', '/wps/member/password', (b) =>
        b
          .headers({ ...encryptedHeaders, Cookie: sessionCookie(PLAYER.token) })
          .body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('password_format_error')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, PLAYER.token).password.changePassword(
            'Player123',
            'short',
            'short',
          ),
          'password_format_error',
        );
      });
  });
});

describe('password reset by e-mail (forgetPwd)', () => {
  it('sends the reset e-mail as a form post', async () => {
    await pact
      .addInteraction()
      .given('a member can sign in', { account: 'player1' })
      .uponReceiving('a password reset request by e-mail')
      .withRequest('POST', '/wps/member/password/email', (b) =>
        formBody(
          b.headers({ ...PLATFORM_HEADERS, 'Content-Type': 'application/x-www-form-urlencoded' }),
          'username=player1&email=player1%40playhouse.test',
        ),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: nullValue() }))
      .executeTest(async (server) => {
        await expect(
          clientFor(server.url).password.forgetPassword('player1', 'player1@playhouse.test'),
        ).resolves.toBeUndefined();
      });
  });

  it('refuses a username and e-mail that do not match', async () => {
    await pact
      .addInteraction()
      .given('a member can sign in', { account: 'player1' })
      .uponReceiving('a password reset request with a wrong e-mail')
      .withRequest('POST', '/wps/member/password/email', (b) =>
        formBody(
          b.headers({ ...PLATFORM_HEADERS, 'Content-Type': 'application/x-www-form-urlencoded' }),
          'username=player1&email=someone%40example.com',
        ),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('username_email_not_exist')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url).password.forgetPassword('player1', 'someone@example.com'),
          'username_email_not_exist',
        );
      });
  });
});

describe('password reset by SMS (findPasswordByPhone, setPasswordByPhone)', () => {
  it('sends a reset code', async () => {
    await pact
      .addInteraction()
      .given('a member can sign in', { account: 'player1' })
      .uponReceiving('a request for a password reset SMS code')
      .withRequest('POST', '/wps/member/password/sms', (b) =>
        b.headers(PLATFORM_HEADERS).jsonBody({ mobileNum: '812345678', countryDialingCode: '66' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { expiredMinutes: integer(5) } }),
      )
      .executeTest(async (server) => {
        expect(await clientFor(server.url).password.requestResetCode('812345678', '66')).toBe(5);
      });
  });

  it('sets the new password with the right code', async () => {
    const body = await encryptedBody({
      newPassword: 'Better456',
      mobileNum: '812345678',
      verificationCode: '975310',
    });
    await pact
      .addInteraction()
      .given('a password reset code was sent', { mobile: '812345678', code: '975310' })
      .uponReceiving('a new password with the right reset code')
      .withRequest('POST', '/wps/member/password/verification', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: nullValue() }))
      .executeTest(async (server) => {
        await expect(
          clientFor(server.url).password.setPasswordByPhone('812345678', '975310', 'Better456'),
        ).resolves.toBeUndefined();
      });
  });

  it('refuses an expired reset code', async () => {
    const body = await encryptedBody({
      newPassword: 'Better456',
      mobileNum: '812345678',
      verificationCode: '975310',
    });
    await pact
      .addInteraction()
      .given('a password reset code was sent', {
        mobile: '812345678',
        code: '975310',
        expired: true,
      })
      .uponReceiving('a new password with an expired reset code')
      .withRequest('POST', '/wps/member/password/verification', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('verification_code_expired')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url).password.setPasswordByPhone('812345678', '975310', 'Better456'),
          'verification_code_expired',
        );
      });
  });
});

describe('security settings (securityConfig)', () => {
  it('reads what protects the account', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the security settings of a signed-in member')
      .withRequest('GET', '/wps/v2/member/securityConfig', (b) =>
        b.headers(signedInHeaders(PLAYER.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            mobileBound: boolean(true),
            emailBound: boolean(true),
            payeeNameSet: boolean(true),
            authenticatorBound: boolean(false),
            passwordExpired: boolean(false),
            loginVerification: boolean(true),
          },
        }),
      )
      .executeTest(async (server) => {
        const config = await clientFor(server.url, PLAYER.token).password.getSecurityConfig();
        expect(config).toMatchObject({ mobileBound: true, authenticatorBound: false });
      });
  });
});
