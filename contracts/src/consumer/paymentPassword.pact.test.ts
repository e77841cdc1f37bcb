import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  clientFor,
  ENCRYPTED_CONTENT_TYPE,
  encryptedBody,
  encryptionHeader,
  signedInHeaders,
} from './client';
import { expectRefusal, newPact, PLAYER, refusal } from './pact';

const { boolean } = MatchersV3;

const pact = newPact();

const auth = signedInHeaders;
const encrypted = (token: string) => ({
  ...auth(token),
  Encryption: encryptionHeader,
  'Content-Type': ENCRYPTED_CONTENT_TYPE,
});

const PAY_PW = '246810';

describe('payment password', () => {
  it('says whether one is set', async () => {
    await pact
      .addInteraction()
      .given('a member has a payment password', { ...PLAYER, paymentPassword: PAY_PW })
      .uponReceiving('whether the member has a payment password')
      .withRequest('GET', '/wps/member/hasWithdrawalPassword', (b) => b.headers(auth(PLAYER.token)))
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: boolean(true) }))
      .executeTest(async (server) => {
        expect(await clientFor(server.url, PLAYER.token).paymentPassword.isSet()).toBe(true);
      });
  });

  it('sets the first one, proved with the sign-in password', async () => {
    const input = {
      password: 'Player123',
      paymentPassword: PAY_PW,
      confirmPaymentPassword: PAY_PW,
    };
    const body = await encryptedBody(input);
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a payment password setting')
      .withRequest('PUT', '/wps/member/paymentPassword', (b) =>
        b.headers(encrypted(PLAYER.token)).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        await expect(
          clientFor(server.url, PLAYER.token).paymentPassword.set(input),
        ).resolves.toBeUndefined();
      });
  });

  it('changes it with the old one, and refuses a wrong old one', async () => {
    const input = { oldPassword: PAY_PW, newPassword: '135790', confirmNewPassword: '135790' };
    await pact
      .addInteraction()
      .given('a member has a payment password', { ...PLAYER, paymentPassword: PAY_PW })
      .uponReceiving('a payment password change')
      .withRequest('POST', '/wps/member/paymentPassword', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody(input),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        await expect(
          clientFor(server.url, PLAYER.token).paymentPassword.change(input),
        ).resolves.toBeUndefined();
      });
    const wrong = { ...input, oldPassword: '000000' };
    await pact
      .addInteraction()
      .given('a member has a payment password', { ...PLAYER, paymentPassword: PAY_PW })
      .uponReceiving('a payment password change with a wrong old one')
      .withRequest('POST', '/wps/member/paymentPassword', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody(wrong),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('invalid.payment.pw')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, PLAYER.token).paymentPassword.change(wrong),
          'invalid.payment.pw',
        );
      });
  });

  it('resets a forgotten one with the SMS code', async () => {
    const input = {
      verificationCode: '654321',
      newPassword: '135790',
      confirmNewPassword: '135790',
    };
    await pact
      .addInteraction()
      .given('a member has a payment password', {
        ...PLAYER,
        paymentPassword: PAY_PW,
        smsCode: '654321',
      })
      .uponReceiving('a payment password reset with an SMS code')
      .withRequest('POST', '/wps/v2/member/paymentPassword/reset2', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody(input),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        await expect(
          clientFor(server.url, PLAYER.token).paymentPassword.reset(input),
        ).resolves.toBeUndefined();
      });
  });
});
