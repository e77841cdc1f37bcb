import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, signedInHeaders } from './client';
import { expectRefusal, newPact, PLAYER, refusal } from './pact';

const { boolean, integer, string } = MatchersV3;

const pact = newPact();

const OK_EMPTY = { success: true, message: string(''), value: null };

describe('profile', () => {
  it('reads the player’s profile', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the player info of the security centre')
      .withRequest('GET', '/wps/relay/MCSFE_getPlayerInfo', (b) =>
        b.headers(signedInHeaders(PLAYER.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            account: string('player1'),
            nickname: string('Lucky Player'),
            realName: string('Somchai Jaidee'),
            countryDialingCode: string('66'),
            mobile: string('81****678'),
            email: string('p***@playhouse.test'),
            authenticatorBound: boolean(false),
            birthday: string(''),
            occupation: string(''),
            line: string(''),
          },
        }),
      )
      .executeTest(async (server) => {
        const profile = await clientFor(server.url, PLAYER.token).profile.getProfile();
        expect(profile).toMatchObject({ account: 'player1', realName: 'Somchai Jaidee' });
        expect(profile.details.occupation).toBe('');
      });
  });

  it('saves the details the member edited', async () => {
    const changes = { occupation: 'Chef', line: 'lucky.line', birthday: '1990-02-03' };
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('an update of the member’s details')
      .withRequest('POST', '/wps/member/info', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).jsonBody(changes),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { occupation: string('Chef') } }),
      )
      .executeTest(async (server) => {
        await clientFor(server.url, PLAYER.token).profile.updateDetails(changes);
      });
  });

  it('refuses the birthday of a minor', async () => {
    const changes = { birthday: '2015-01-01' };
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('an update with the birthday of a minor')
      .withRequest('POST', '/wps/member/info', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).jsonBody(changes),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('birthday_under_age')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, PLAYER.token).profile.updateDetails(changes),
          'birthday_under_age',
        );
      });
  });

  it('changes the nickname', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a new nickname')
      .withRequest('POST', '/wps/member/info/nickname', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).jsonBody({ nickname: 'Lucky Seven' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(OK_EMPTY))
      .executeTest(async (server) => {
        await clientFor(server.url, PLAYER.token).profile.setNickname('Lucky Seven');
      });
  });

  it('sets the payee name once', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', { account: 'player2', token: 'player2-token' })
      .uponReceiving('a payee name for a member who has none')
      .withRequest('POST', '/wps/member/info/payeename', (b) =>
        b.headers(signedInHeaders('player2-token')).jsonBody({ payeeName: 'Mali Sukjai' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(OK_EMPTY))
      .executeTest(async (server) => {
        await clientFor(server.url, 'player2-token').profile.setPayeeName('Mali Sukjai');
      });
  });

  it('refuses a second payee name', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a payee name for a member who has one')
      .withRequest('POST', '/wps/member/info/payeename', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).jsonBody({ payeeName: 'Other Name' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('payee_name_already_set')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, PLAYER.token).profile.setPayeeName('Other Name'),
          'payee_name_already_set',
        );
      });
  });
});

describe('binding a mobile and an e-mail', () => {
  it('sends a code to a new mobile', async () => {
    const input = { mobileNum: '819998877', countryDialingCode: '66' };
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a code request for a new mobile')
      .withRequest('POST', '/wps/v2/verification/sms/send', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).jsonBody(input),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { expiredMinutes: integer(5) } }),
      )
      .executeTest(async (server) => {
        expect(await clientFor(server.url, PLAYER.token).profile.sendMobileCode(input)).toBe(5);
      });
  });

  it('binds the mobile with its code', async () => {
    const input = { mobileNum: '819998877', countryDialingCode: '66', verificationCode: '246810' };
    await pact
      .addInteraction()
      .given('a member has been sent a code to bind a mobile', {
        ...PLAYER,
        address: '819998877',
        code: '246810',
      })
      .uponReceiving('a mobile bound with its code')
      .withRequest('POST', '/wps/member/info/mobile', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).jsonBody(input),
      )
      .willRespondWith(200, (b) => b.jsonBody(OK_EMPTY))
      .executeTest(async (server) => {
        await clientFor(server.url, PLAYER.token).profile.bindMobile(input);
      });
  });

  it('sends a code to a new e-mail address', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a code request for a new e-mail address')
      .withRequest('POST', '/wps/v2/verification/mail/send', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).jsonBody({ email: 'new@playhouse.test' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { expiredMinutes: integer(5) } }),
      )
      .executeTest(async (server) => {
        const minutes = await clientFor(server.url, PLAYER.token).profile.sendEmailCode(
          'new@playhouse.test',
        );
        expect(minutes).toBe(5);
      });
  });

  it('binds the e-mail with its code', async () => {
    const input = { email: 'new@playhouse.test', verificationCode: '135790' };
    await pact
      .addInteraction()
      .given('a member has been sent a code to bind an e-mail', {
        ...PLAYER,
        address: 'new@playhouse.test',
        code: '135790',
      })
      .uponReceiving('an e-mail bound with its code')
      .withRequest('POST', '/wps/member/info/email', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).jsonBody(input),
      )
      .willRespondWith(200, (b) => b.jsonBody(OK_EMPTY))
      .executeTest(async (server) => {
        await clientFor(server.url, PLAYER.token).profile.bindEmail(input);
      });
  });

  it('refuses a wrong code', async () => {
    const input = { email: 'new@playhouse.test', verificationCode: '000000' };
    await pact
      .addInteraction()
      .given('a member has been sent a code to bind an e-mail', {
        ...PLAYER,
        address: 'new@playhouse.test',
        code: '135790',
      })
      .uponReceiving('an e-mail with a wrong code')
      .withRequest('POST', '/wps/member/info/email', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).jsonBody(input),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('verification_code_error')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, PLAYER.token).profile.bindEmail(input),
          'verification_code_error',
        );
      });
  });
});

describe('authenticator app', () => {
  it('offers a secret and its QR code to a member without one', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the authenticator offer for a member without one')
      .withRequest('GET', '/wps/member/ga', (b) => b.headers(signedInHeaders(PLAYER.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            bound: boolean(false),
            secret: MatchersV3.regex(/^[A-Z2-7]+=*$/, 'JBSWY3DPEHPK3PXP'),
            qrCode: MatchersV3.regex(
              /^data:image\/png;base64,[A-Za-z0-9+/=]+$/,
              'data:image/png;base64,iVBOR',
            ),
          },
        }),
      )
      .executeTest(async (server) => {
        const offer = await clientFor(server.url, PLAYER.token).profile.authenticator();
        expect(offer.bound).toBe(false);
        expect(offer.qrCode).toMatch(/^data:image\/png/);
      });
  });

  it('refuses to bind with a wrong code', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('an authenticator bind with a wrong code')
      .withRequest('POST', '/wps/member/ga/bind', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).jsonBody({ code: '12345' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('verification_code_error')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, PLAYER.token).profile.bindAuthenticator('12345'),
          'verification_code_error',
        );
      });
  });

  it('refuses to unbind with a wrong code', async () => {
    await pact
      .addInteraction()
      .given('a member has bound an authenticator app', PLAYER)
      .uponReceiving('an authenticator unbind with a wrong code')
      .withRequest('POST', '/wps/relay/MCSFE_unbindGoogleAuth', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).jsonBody({ code: '12345' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('verification_code_error')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, PLAYER.token).profile.unbindAuthenticator('12345'),
          'verification_code_error',
        );
      });
  });
});
