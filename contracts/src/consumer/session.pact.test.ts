import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { captchaRequested } from '../../../web/src/api/client/session';
import {
  clientFor,
  ENCRYPTED_CONTENT_TYPE,
  encryptedBody,
  encryptionHeader,
  PLATFORM_HEADERS,
  signedInHeaders,
} from './client';
import {
  expectRefusal,
  expectSessionExpired,
  newPact,
  PLAYER,
  refusal,
  SESSION_ENDED,
} from './pact';

const { boolean, eachLike, integer, nullValue, regex, string } = MatchersV3;
const pact = newPact();

const encryptedHeaders = {
  ...PLATFORM_HEADERS,
  Encryption: encryptionHeader,
  'Content-Type': ENCRYPTED_CONTENT_TYPE,
};

/**
 * A successful sign-in as the page reads it. The platform's answer carries the token too; the
 * gateway keeps it for the session and takes it out before the page sees the answer.
 */
function signedInBody(passwordExpired = false) {
  return {
    success: true,
    value: {
      firstTimeLogin: boolean(false),
      passwordExpired: boolean(passwordExpired),
    },
  };
}

const usernameLogin = (username: string, password: string, captcha?: string) => ({
  type: 'username',
  username,
  password,
  ...(captcha ? { captcha } : {}),
});

describe('sign-in by username (login)', () => {
  it('signs in with the right password', async () => {
    const body = await encryptedBody(usernameLogin('player1', 'Player123'));
    await pact
      .addInteraction()
      .given('a member can sign in', { account: 'player1' })
      .uponReceiving('a sign-in with the right password')
      .withRequest('POST', '/wps/session/login', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody(signedInBody()))
      .executeTest(async (server) => {
        const result = await clientFor(server.url).session.login({
          type: 'username',
          username: ' player1 ',
          password: 'Player123',
        });
        expect(result).toMatchObject({ kind: 'signed-in', firstTimeLogin: false });
      });
  });

  it('refuses a wrong password and asks for the captcha after repeated failures', async () => {
    const body = await encryptedBody(usernameLogin('player1', 'wrong-password'));
    await pact
      .addInteraction()
      .given('a member has failed to sign in', { account: 'player1', failures: 2 })
      .uponReceiving('a wrong password after two failures')
      .withRequest('POST', '/wps/session/login', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(refusal('account_or_password_wrong', { captcha: boolean(true) })),
      )
      .executeTest(async (server) => {
        const attempt = clientFor(server.url).session.login({
          type: 'username',
          username: 'player1',
          password: 'wrong-password',
        });
        await expectRefusal(attempt, 'account_or_password_wrong');
        expect(captchaRequested(await attempt.catch((e: unknown) => e))).toBe(true);
      });
  });

  it('asks for the captcha when it is missing after repeated failures', async () => {
    const body = await encryptedBody(usernameLogin('player1', 'Player123'));
    await pact
      .addInteraction()
      .given('a member has failed to sign in', { account: 'player1', failures: 3 })
      .uponReceiving('a sign-in without the captcha after three failures')
      .withRequest('POST', '/wps/session/login', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(refusal('captcha_required', { captcha: boolean(true) })),
      )
      .executeTest(async (server) => {
        const error = await clientFor(server.url)
          .session.login({ type: 'username', username: 'player1', password: 'Player123' })
          .catch((e: unknown) => e);
        expect(error).toMatchObject({ kind: 'server', messageKey: 'captcha_required' });
        expect(captchaRequested(error)).toBe(true);
      });
  });

  it('signs in with the captcha once it is asked for', async () => {
    const body = await encryptedBody(usernameLogin('player1', 'Player123', '4821'));
    await pact
      .addInteraction()
      .given('a member has failed to sign in', { account: 'player1', failures: 3, captcha: '4821' })
      .uponReceiving('a sign-in with the right password and captcha')
      .withRequest('POST', '/wps/session/login', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody(signedInBody()))
      .executeTest(async (server) => {
        const result = await clientFor(server.url).session.login({
          type: 'username',
          username: 'player1',
          password: 'Player123',
          captcha: '4821',
        });
        expect(result.kind).toBe('signed-in');
      });
  });

  it('reports an expired password so the change-password dialog opens', async () => {
    const body = await encryptedBody(usernameLogin('expired1', 'Expired123'));
    await pact
      .addInteraction()
      .given("a member's password has expired", { account: 'expired1' })
      .uponReceiving('a sign-in with an expired password')
      .withRequest('POST', '/wps/session/login', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody(signedInBody(true)))
      .executeTest(async (server) => {
        const result = await clientFor(server.url).session.login({
          type: 'username',
          username: 'expired1',
          password: 'Expired123',
        });
        expect(result).toMatchObject({ kind: 'signed-in', passwordExpired: true });
      });
  });

  it('refuses a self-excluded member', async () => {
    const body = await encryptedBody(usernameLogin('excluded1', 'Excluded123'));
    await pact
      .addInteraction()
      .given('a member has excluded themself', { account: 'excluded1' })
      .uponReceiving('a sign-in by a self-excluded member')
      .withRequest('POST', '/wps/session/login', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('account_self_excluded')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url).session.login({
            type: 'username',
            username: 'excluded1',
            password: 'Excluded123',
          }),
          'account_self_excluded',
        );
      });
  });

  it('asks for a second factor when the IP is new to the member', async () => {
    const body = await encryptedBody(usernameLogin('traveller1', 'Travel123'));
    await pact
      .addInteraction()
      .given('a member signs in from a new IP', { account: 'traveller1' })
      .uponReceiving('a sign-in from an IP the member has not used')
      .withRequest('POST', '/wps/session/login', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          refusal('login_verification_required', {
            ticket: string('9b2f41d0c3e8a7f6'),
            methods: eachLike('sms'),
            mobile: string('89****432'),
            email: string('t***@playhouse.test'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).session.login({
          type: 'username',
          username: 'traveller1',
          password: 'Travel123',
        });
        expect(result.kind).toBe('verification-required');
        if (result.kind === 'verification-required') {
          expect(result.ticket).not.toBe('');
          expect(result.methods).toContain('sms');
        }
      });
  });
});

describe('second factor for a new IP (loginVerify)', () => {
  const TICKET = { account: 'traveller1', ticket: 'pact-ticket' };

  it('sends the verification code by SMS', async () => {
    const body = await encryptedBody({ ticket: 'pact-ticket', method: 'sms', send: true });
    await pact
      .addInteraction()
      .given('a sign-in from a new IP awaits verification', TICKET)
      .uponReceiving('a request for the second-factor code by SMS')
      .withRequest('POST', '/wps/session/login/verification', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { expiredMinutes: integer(5) } }),
      )
      .executeTest(async (server) => {
        const minutes = await clientFor(server.url).session.sendVerificationCode(
          'pact-ticket',
          'sms',
        );
        expect(minutes).toBe(5);
      });
  });

  it('signs in with the right SMS code', async () => {
    const body = await encryptedBody({ ticket: 'pact-ticket', method: 'sms', code: '246810' });
    await pact
      .addInteraction()
      .given('a sign-in from a new IP awaits verification', { ...TICKET, smsCode: '246810' })
      .uponReceiving('a second factor with the right SMS code')
      .withRequest('POST', '/wps/session/login/verification', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody(signedInBody()))
      .executeTest(async (server) => {
        const signedIn = await clientFor(server.url).session.verifyLogin('pact-ticket', {
          method: 'sms',
          code: '246810',
        });
        expect(signedIn).toMatchObject({ firstTimeLogin: false });
      });
  });

  it('refuses an expired SMS code', async () => {
    const body = await encryptedBody({ ticket: 'pact-ticket', method: 'sms', code: '246810' });
    await pact
      .addInteraction()
      .given('a sign-in from a new IP awaits verification', {
        ...TICKET,
        smsCode: '246810',
        codeExpired: true,
      })
      .uponReceiving('a second factor with an expired SMS code')
      .withRequest('POST', '/wps/session/login/verification', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('verification_code_expired')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url).session.verifyLogin('pact-ticket', {
            method: 'sms',
            code: '246810',
          }),
          'verification_code_expired',
        );
      });
  });

  it('signs in with the payee name', async () => {
    const body = await encryptedBody({
      ticket: 'pact-ticket',
      method: 'payeeName',
      payeeName: 'Nok Traveller',
    });
    await pact
      .addInteraction()
      .given('a sign-in from a new IP awaits verification', TICKET)
      .uponReceiving('a second factor with the right payee name')
      .withRequest('POST', '/wps/session/login/verification', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody(signedInBody()))
      .executeTest(async (server) => {
        const signedIn = await clientFor(server.url).session.verifyLogin('pact-ticket', {
          method: 'payeeName',
          payeeName: ' Nok Traveller ',
        });
        expect(signedIn).toMatchObject({ firstTimeLogin: false });
      });
  });

  it('refuses a wrong payee name', async () => {
    const body = await encryptedBody({
      ticket: 'pact-ticket',
      method: 'payeeName',
      payeeName: 'Someone Else',
    });
    await pact
      .addInteraction()
      .given('a sign-in from a new IP awaits verification', TICKET)
      .uponReceiving('a second factor with a wrong payee name')
      .withRequest('POST', '/wps/session/login/verification', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('payee_name_error')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url).session.verifyLogin('pact-ticket', {
            method: 'payeeName',
            payeeName: 'Someone Else',
          }),
          'payee_name_error',
        );
      });
  });
});

describe('sign-in by SMS code (login type sms, loginCode)', () => {
  const smsLogin = {
    type: 'sms',
    mobileNum: '812345678',
    countryDialingCode: '66',
    smsCode: '135790',
  };

  it('sends a sign-in code and reports how long it lives', async () => {
    await pact
      .addInteraction()
      .given('a member can sign in', { account: 'player1' })
      .uponReceiving('a request for an SMS sign-in code')
      .withRequest('POST', '/wps/verification/sms/noLogin', (b) =>
        b.headers(PLATFORM_HEADERS).jsonBody({ mobileNum: '812345678', countryDialingCode: '66' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { expiredMinutes: integer(5) } }),
      )
      .executeTest(async (server) => {
        expect(await clientFor(server.url).session.requestLoginCode('812345678', '66')).toBe(5);
      });
  });

  it('refuses a number no member has', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for an SMS sign-in code for an unknown number')
      .withRequest('POST', '/wps/verification/sms/noLogin', (b) =>
        b.headers(PLATFORM_HEADERS).jsonBody({ mobileNum: '800000001', countryDialingCode: '66' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('mobile_not_registered')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url).session.requestLoginCode('800000001', '66'),
          'mobile_not_registered',
        );
      });
  });

  it('refuses codes requested too often', async () => {
    await pact
      .addInteraction()
      .given('SMS codes were sent too often to a number', { mobile: '812345678' })
      .uponReceiving('a request for an SMS sign-in code sent too often')
      .withRequest('POST', '/wps/verification/sms/noLogin', (b) =>
        b.headers(PLATFORM_HEADERS).jsonBody({ mobileNum: '812345678', countryDialingCode: '66' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('too_many_requests')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url).session.requestLoginCode('812345678', '66'),
          'too_many_requests',
        );
      });
  });

  it('signs in with the right code', async () => {
    const body = await encryptedBody(smsLogin);
    await pact
      .addInteraction()
      .given('an SMS sign-in code was sent', { mobile: '812345678', code: '135790' })
      .uponReceiving('a sign-in with the right SMS code')
      .withRequest('POST', '/wps/session/login', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody(signedInBody()))
      .executeTest(async (server) => {
        const result = await clientFor(server.url).session.login({
          type: 'sms',
          mobileNum: '812345678',
          countryDialingCode: '66',
          smsCode: '135790',
        });
        expect(result.kind).toBe('signed-in');
      });
  });

  it('refuses an expired code', async () => {
    const body = await encryptedBody(smsLogin);
    await pact
      .addInteraction()
      .given('an SMS sign-in code was sent', {
        mobile: '812345678',
        code: '135790',
        expired: true,
      })
      .uponReceiving('a sign-in with an expired SMS code')
      .withRequest('POST', '/wps/session/login', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('verification_code_expired')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url).session.login({
            type: 'sms',
            mobileNum: '812345678',
            countryDialingCode: '66',
            smsCode: '135790',
          }),
          'verification_code_expired',
        );
      });
  });
});

describe('free play (freePlay)', () => {
  it('opens a trial account with only the encrypted-key header', async () => {
    await pact
      .addInteraction()
      .given('free play is offered')
      .uponReceiving('a free-play sign-in')
      .withRequest('POST', '/wps/session/login/freeplay', (b) =>
        b
          .headers({ ...PLATFORM_HEADERS, Encryption: encryptionHeader })
          .query({ os: 'Linux', platform: 'W' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { firstTimeLogin: boolean(false) },
        }),
      )
      .executeTest(async (server) => {
        const signedIn = await clientFor(server.url).session.freePlay('Linux');
        expect(signedIn).toMatchObject({ firstTimeLogin: false });
      });
  });
});

describe('sign-out (logout)', () => {
  it('ends the session', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a sign-out')
      .withRequest('DELETE', '/wps/session/logout', (b) => b.headers(signedInHeaders(PLAYER.token)))
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: nullValue() }))
      .executeTest(async (server) => {
        await expect(clientFor(server.url, PLAYER.token).session.logout()).resolves.toBeUndefined();
      });
  });

  it('reports an ended session when the session is already gone', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a sign-out with an unknown session')
      .withRequest('DELETE', '/wps/session/logout', (b) =>
        b.headers(signedInHeaders('stale-token')),
      )
      .willRespondWith(401, (b) => b.jsonBody(SESSION_ENDED))
      .executeTest(async (server) => {
        await expectSessionExpired(clientFor(server.url, 'stale-token').session.logout());
      });
  });
});

describe('image captcha (captcha)', () => {
  it('reads the captcha as a PNG data URL', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for the image captcha')
      .withRequest('GET', '/wps/captcha', (b) => b.headers(PLATFORM_HEADERS))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: regex(/^iVBORw0KGgo[A-Za-z0-9+/]+=*$/, 'iVBORw0KGgoAAAANSUhEUg=='),
        }),
      )
      .executeTest(async (server) => {
        expect(await clientFor(server.url).session.getCaptcha()).toMatch(
          /^data:image\/png;base64,iVBOR/,
        );
      });
  });
});

describe('slider challenge (captchaGeetest)', () => {
  const CHALLENGE = '5d1f0c3a9b7e4d2c8a6f1e0b3c5d7a9e';
  const answer = {
    geetest_challenge: CHALLENGE,
    geetest_validate: '55',
    geetest_seccode: '55|jordan',
  };
  const pass = { challenge: CHALLENGE, validate: '55', seccode: '55|jordan' };

  it('issues a challenge with the gap to drop the piece on', async () => {
    await pact
      .addInteraction()
      .given('the slider check is on')
      .uponReceiving('a request for a slider challenge')
      .withRequest('GET', '/wps/captcha/geetest', (b) => b.headers(PLATFORM_HEADERS))
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { challenge: string(CHALLENGE), gap: integer(55) } }),
      )
      .executeTest(async (server) => {
        const challenge = await clientFor(server.url).session.getSliderChallenge();
        expect(challenge.challenge).toBe(CHALLENGE);
        expect(challenge.gap).toBe(55);
      });
  });

  it('refuses an SMS sign-in code without the slider answer', async () => {
    await pact
      .addInteraction()
      .given('the slider check is on')
      .uponReceiving('a request for an SMS sign-in code without a slider answer')
      .withRequest('POST', '/wps/verification/sms/noLogin', (b) =>
        b.headers(PLATFORM_HEADERS).jsonBody({ mobileNum: '812345678', countryDialingCode: '66' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('slider_check_required')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url).session.requestLoginCode('812345678', '66'),
          'slider_check_required',
        );
      });
  });

  it('sends an SMS sign-in code with the slider answer', async () => {
    await pact
      .addInteraction()
      .given('a slider challenge is open', { challenge: CHALLENGE, gap: 55 })
      .uponReceiving('a request for an SMS sign-in code with a slider answer')
      .withRequest('POST', '/wps/verification/sms/noLogin', (b) =>
        b
          .headers(PLATFORM_HEADERS)
          .jsonBody({ mobileNum: '812345678', countryDialingCode: '66', ...answer }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { expiredMinutes: integer(5) } }),
      )
      .executeTest(async (server) => {
        expect(await clientFor(server.url).session.requestLoginCode('812345678', '66', pass)).toBe(
          5,
        );
      });
  });

  it('signs in with the new password after a phone reset, behind the slider', async () => {
    const body = await encryptedBody({
      username: '812345678',
      password: 'Player123',
      type: '',
      ...answer,
    });
    await pact
      .addInteraction()
      .given('a slider challenge is open', { challenge: CHALLENGE, gap: 55 })
      .uponReceiving('a sign-in after a phone reset with a slider answer')
      .withRequest('POST', '/wps/session/login', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody(signedInBody()))
      .executeTest(async (server) => {
        const result = await clientFor(server.url).session.login({
          type: 'afterReset',
          mobileNum: '812345678',
          password: 'Player123',
          slider: pass,
        });
        expect(result.kind).toBe('signed-in');
      });
  });
});

describe('social sign-in (socialAuthorize stand-in, socialLogin)', () => {
  const ID_TOKEN = '9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f';

  it('gets an identity token from the stand-in provider', async () => {
    await pact
      .addInteraction()
      .given('a social provider is on', { provider: 'google' })
      .uponReceiving('a consent at the stand-in social provider')
      .withRequest('POST', '/wps/relay/IDP_authorize', (b) =>
        b.headers(PLATFORM_HEADERS).jsonBody({ provider: 'google', name: 'somchai@gmail.test' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { idToken: string(ID_TOKEN) } }),
      )
      .executeTest(async (server) => {
        const token = await clientFor(server.url).session.authorizeWithStandInProvider(
          'google',
          ' somchai@gmail.test ',
        );
        expect(token).toBe(ID_TOKEN);
      });
  });

  it('signs in with the provider’s identity token', async () => {
    await pact
      .addInteraction()
      .given('a social provider granted a sign-in', {
        provider: 'google',
        name: 'somchai@gmail.test',
        idToken: ID_TOKEN,
      })
      .uponReceiving('a social sign-in with a granted identity token')
      .withRequest('POST', '/wps/relay/MCS_socialLogin', (b) =>
        b.headers(PLATFORM_HEADERS).jsonBody({ provider: 'google', idToken: ID_TOKEN }),
      )
      .willRespondWith(200, (b) => b.jsonBody(signedInBody()))
      .executeTest(async (server) => {
        const result = await clientFor(server.url).session.socialLogin('google', ID_TOKEN);
        expect(result.kind).toBe('signed-in');
      });
  });

  it('refuses a token the provider never granted', async () => {
    await pact
      .addInteraction()
      .given('a social provider is on', { provider: 'google' })
      .uponReceiving('a social sign-in with an unknown identity token')
      .withRequest('POST', '/wps/relay/MCS_socialLogin', (b) =>
        b.headers(PLATFORM_HEADERS).jsonBody({ provider: 'google', idToken: 'forged' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('social_token_invalid')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url).session.socialLogin('google', 'forged'),
          'social_token_invalid',
        );
      });
  });
});

describe('third-party phone sign-in (phoneAuthSendCode, phoneAuthVerify stand-in)', () => {
  const VERIFICATION = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
  const ID_TOKEN = 'f0e1d2c3b4a5968778695a4b3c2d1e0f1a2b3c4d5e6f7081';

  it('has the service text a code and answers with the verification', async () => {
    await pact
      .addInteraction()
      .given('third-party phone sign-in is on')
      .uponReceiving('a phone-auth code request')
      .withRequest('POST', '/wps/relay/PHONEAUTH_sendCode', (b) =>
        b.headers(PLATFORM_HEADERS).jsonBody({ phoneNumber: '+66812345678' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { verificationId: string(VERIFICATION) } }),
      )
      .executeTest(async (server) => {
        expect(await clientFor(server.url).session.phoneAuthSendCode('812345678', '66')).toBe(
          VERIFICATION,
        );
      });
  });

  it('words the service’s refusal from the phone-auth catalogue', async () => {
    await pact
      .addInteraction()
      .given('third-party phone sign-in is on')
      .uponReceiving('a phone-auth code request for a number in a bad format')
      .withRequest('POST', '/wps/relay/PHONEAUTH_sendCode', (b) =>
        b.headers(PLATFORM_HEADERS).jsonBody({ phoneNumber: '+660' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('auth/invalid-phone-number')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url).session.phoneAuthSendCode('0', '66'),
          'phone_auth_invalid_phone',
        );
      });
  });

  it('exchanges the right code for an identity token', async () => {
    await pact
      .addInteraction()
      .given('a phone-auth code was sent', {
        verificationId: VERIFICATION,
        mobile: '812345678',
        code: '246810',
      })
      .uponReceiving('a phone-auth code check with the right code')
      .withRequest('POST', '/wps/relay/PHONEAUTH_verify', (b) =>
        b.headers(PLATFORM_HEADERS).jsonBody({ verificationId: VERIFICATION, code: '246810' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { idToken: string(ID_TOKEN) } }),
      )
      .executeTest(async (server) => {
        expect(await clientFor(server.url).session.phoneAuthVerify(VERIFICATION, ' 246810 ')).toBe(
          ID_TOKEN,
        );
      });
  });

  it('signs in with the number the service proved', async () => {
    const body = await encryptedBody({
      type: 'sms',
      mobileNum: '812345678',
      countryDialingCode: '66',
      firebaseChannel: 'sms',
      firebaseIdToken: ID_TOKEN,
    });
    await pact
      .addInteraction()
      .given('phone auth proved a number', { mobile: '812345678', idToken: ID_TOKEN })
      .uponReceiving('an SMS sign-in with a phone-auth identity token')
      .withRequest('POST', '/wps/session/login', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody(signedInBody()))
      .executeTest(async (server) => {
        const result = await clientFor(server.url).session.login({
          type: 'phoneAuth',
          mobileNum: '812345678',
          countryDialingCode: '66',
          idToken: ID_TOKEN,
        });
        expect(result.kind).toBe('signed-in');
      });
  });
});
