import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  clientFor,
  ENCRYPTED_CONTENT_TYPE,
  encryptedBody,
  encryptionHeader,
  PLATFORM_HEADERS,
} from './client';
import { expectRefusal, newPact, refusal } from './pact';

const { boolean, eachLike, integer, like, string } = MatchersV3;
const pact = newPact();

const encryptedHeaders = {
  ...PLATFORM_HEADERS,
  Encryption: encryptionHeader,
  'Content-Type': ENCRYPTED_CONTENT_TYPE,
};

/** The new account, signed in; the gateway keeps the platform's token for the session. */
const registered = {
  success: true,
  value: { account: string('newplayer1'), firstTimeLogin: boolean(true) },
};

/** The wire payload `register.register` builds for a minimal username registration. */
function usernamePayload(extra: Record<string, unknown> = {}) {
  return {
    username: 'newplayer1',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    ...extra,
    ageConfirmed: true,
    login: true,
    registerMethod: 'WEB',
  };
}

describe('registration by username (register)', () => {
  it('opens the account and signs it in', async () => {
    const body = await encryptedBody(usernamePayload({ affiliateCode: 'AGENT1' }));
    await pact
      .addInteraction()
      .given('an agent invites with a code', { code: 'AGENT1' })
      .uponReceiving('a registration by username with an invitation code')
      .withRequest('PUT', '/wps/member/register', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody(registered))
      .executeTest(async (server) => {
        const result = await clientFor(server.url).register.register({
          username: 'newplayer1',
          password: 'Secret123',
          confirmPassword: 'Secret123',
          affiliateCode: 'AGENT1',
          ageConfirmed: true,
        });
        expect(result).toMatchObject({ account: 'newplayer1', firstTimeLogin: true });
      });
  });

  it('refuses a username already taken', async () => {
    const body = await encryptedBody({
      ...usernamePayload(),
      username: 'player1',
    });
    await pact
      .addInteraction()
      .given('a member can sign in', { account: 'player1' })
      .uponReceiving('a registration with a username already taken')
      .withRequest('PUT', '/wps/member/register', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('username_exists')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url).register.register({
            username: 'player1',
            password: 'Secret123',
            confirmPassword: 'Secret123',
            ageConfirmed: true,
          }),
          'username_exists',
        );
      });
  });

  it('refuses an unknown invitation code', async () => {
    const body = await encryptedBody(usernamePayload({ affiliateCode: 'NOPE99' }));
    await pact
      .addInteraction()
      .given('an agent invites with a code', { code: 'AGENT1' })
      .uponReceiving('a registration with an unknown invitation code')
      .withRequest('PUT', '/wps/member/register', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('invitation_code_error')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url).register.register({
            username: 'newplayer1',
            password: 'Secret123',
            confirmPassword: 'Secret123',
            affiliateCode: 'NOPE99',
            ageConfirmed: true,
          }),
          'invitation_code_error',
        );
      });
  });
});

describe('registration by mobile number (registerMobile, mobileRegSMS)', () => {
  const mobilePayload = {
    username: '899990000',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    mobileNum: '899990000',
    countryDialingCode: '66',
    verificationCode: '112233',
    ageConfirmed: true,
    login: true,
    registerMethod: 'WEB',
  };
  const form = {
    mobileNum: '899990000',
    countryDialingCode: '66',
    verificationCode: '112233',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    ageConfirmed: true,
  };

  it('sends the registration code', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for a registration SMS code (mobile registration)')
      .withRequest('POST', '/wps/verification/sms/register', (b) =>
        b.headers(PLATFORM_HEADERS).jsonBody({ countryDialingCode: '66', mobileNo: '899990000' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { expiredMinutes: integer(5) } }),
      )
      .executeTest(async (server) => {
        const minutes = await clientFor(server.url).register.sendRegisterCode(
          'mobile',
          '899990000',
          '66',
        );
        expect(minutes).toBe(5);
      });
  });

  it('opens the account with the right code', async () => {
    const body = await encryptedBody(mobilePayload);
    await pact
      .addInteraction()
      .given('a registration SMS code was sent', { mobile: '899990000', code: '112233' })
      .uponReceiving('a registration by mobile number with the right code')
      .withRequest('PUT', '/wps/member/register/mobile', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody(registered))
      .executeTest(async (server) => {
        const result = await clientFor(server.url).register.registerMobile(form);
        expect(result).toMatchObject({ account: 'newplayer1', firstTimeLogin: true });
      });
  });

  it('refuses an expired code', async () => {
    const body = await encryptedBody(mobilePayload);
    await pact
      .addInteraction()
      .given('a registration SMS code was sent', {
        mobile: '899990000',
        code: '112233',
        expired: true,
      })
      .uponReceiving('a registration by mobile number with an expired code')
      .withRequest('PUT', '/wps/member/register/mobile', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('verification_code_expired')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url).register.registerMobile(form),
          'verification_code_expired',
        );
      });
  });
});

describe('registration SMS code for a username registration (usernameRegSMS)', () => {
  it('refuses a number already registered', async () => {
    await pact
      .addInteraction()
      .given('a member can sign in', { account: 'player1' })
      .uponReceiving('a request for a registration SMS code for a registered number')
      .withRequest('POST', '/wps/verification/sms/register', (b) =>
        b.headers(PLATFORM_HEADERS).jsonBody({ countryDialingCode: '66', mobileNo: '812345678' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('mobile_already_registered')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url).register.sendRegisterCode('username', '812345678', '66'),
          'mobile_already_registered',
        );
      });
  });
});

describe('registration with a generated username (registerAuto)', () => {
  it('opens an account and names it', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a registration with a generated username')
      .withRequest('PUT', '/wps/member/register/autoUsername', (b) =>
        b
          .headers(PLATFORM_HEADERS)
          .jsonBody({ password: 'Secret123', confirmPassword: 'Secret123', ageConfirmed: true }),
      )
      .willRespondWith(200, (b) => b.jsonBody(registered))
      .executeTest(async (server) => {
        const result = await clientFor(server.url).register.registerAuto({
          password: 'Secret123',
          confirmPassword: 'Secret123',
          ageConfirmed: true,
        });
        expect(result.account).not.toBe('');
      });
  });
});

describe('registration rules (setRegister, regValidata)', () => {
  const rulesBody = {
    success: true,
    value: {
      fields: {
        username: {
          show: boolean(true),
          required: boolean(true),
          pattern: string('^[A-Za-z][A-Za-z0-9]*$'),
          min: integer(6),
          max: integer(16),
        },
        password: { show: boolean(true), required: boolean(true), pattern: string('*') },
      },
      minimumAge: integer(18),
    },
  };

  it('reads which fields show and are required', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the registration form settings')
      .withRequest('GET', '/wps/system/setting/register', (b) => b.headers(PLATFORM_HEADERS))
      .willRespondWith(200, (b) => b.jsonBody(rulesBody))
      .executeTest(async (server) => {
        const rules = await clientFor(server.url).register.getSettings();
        expect(rules.fields.username).toMatchObject({ show: true, required: true, min: 6 });
        expect(rules.minimumAge).toBe(18);
      });
  });

  it('reads the per-field validation rules', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the registration validation rules')
      .withRequest('GET', '/wps/system/setting/register', (b) => b.headers(PLATFORM_HEADERS))
      .willRespondWith(200, (b) => b.jsonBody(rulesBody))
      .executeTest(async (server) => {
        const rules = await clientFor(server.url).register.getValidation();
        expect(new RegExp(rules.fields.username!.pattern).test('abc123')).toBe(true);
      });
  });
});

describe('invitation code (affiliate)', () => {
  it('accepts an agent code', async () => {
    await pact
      .addInteraction()
      .given('an agent invites with a code', { code: 'AGENT1' })
      .uponReceiving('a check of a valid invitation code')
      .withRequest('GET', '/wps/agent/affiliate', (b) =>
        b.headers(PLATFORM_HEADERS).query({ code: 'AGENT1', domain: 'playhouse.test' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { agentAccount: string('agent1') } }),
      )
      .executeTest(async (server) => {
        expect(
          await clientFor(server.url).register.checkAffiliate('AGENT1', 'playhouse.test'),
        ).toBe('agent1');
      });
  });

  it('refuses an unknown code', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a check of an unknown invitation code')
      .withRequest('GET', '/wps/agent/affiliate', (b) =>
        b.headers(PLATFORM_HEADERS).query({ code: 'NOPE99', domain: 'playhouse.test' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('invitation_code_error')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url).register.checkAffiliate('NOPE99', 'playhouse.test'),
          'invitation_code_error',
        );
      });
  });
});

describe('country list (countryCode)', () => {
  it('reads countries with dialing codes and mobile lengths', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the country list')
      .withRequest('GET', '/wps/system/country', (b) => b.headers(PLATFORM_HEADERS))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: eachLike({
            countryCode: string('TH'),
            dialingCode: string('66'),
            name: string('Thailand'),
            mobileMin: like(9),
            mobileMax: like(9),
          }),
        }),
      )
      .executeTest(async (server) => {
        const countries = await clientFor(server.url).register.getCountries();
        expect(countries[0]?.dialingCode).toMatch(/^\d+$/);
      });
  });
});

describe('optional registration fields', () => {
  /** Every optional field an operator can switch on, each required, as the form sends them. */
  const OPTIONAL = {
    paymentPassword: '123456',
    qqNum: '1234567',
    line: 'newplayer.line',
    whatsapp: '66812345678',
    facebook: 'newplayer.fb',
    wechat: 'newplayer_wx',
    idNumber: '1101700203451',
    recommenderId: 'player1',
  };
  const switchedOn = {
    fields: {
      ...Object.fromEntries(Object.keys(OPTIONAL).map((name) => [name, { required: true }])),
      qqNum: { required: true, pattern: '^\\d+$', min: 5, max: 11 },
    },
  };

  it('reads an optional field the operator switched on, with its rule', async () => {
    await pact
      .addInteraction()
      .given('the operator switched on optional registration fields', switchedOn)
      .uponReceiving('the registration validation rules with optional fields switched on')
      .withRequest('GET', '/wps/system/setting/register', (b) => b.headers(PLATFORM_HEADERS))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            fields: {
              qqNum: {
                show: boolean(true),
                required: boolean(true),
                pattern: string('^\\d+$'),
                min: integer(5),
                max: integer(11),
              },
              wechat: { show: boolean(true), required: boolean(true), pattern: string('*') },
            },
            minimumAge: integer(18),
          },
        }),
      )
      .executeTest(async (server) => {
        const rules = await clientFor(server.url).register.getValidation();
        expect(rules.fields.qqNum).toEqual({
          show: true,
          required: true,
          pattern: '^\\d+$',
          min: 5,
          max: 11,
        });
        expect(rules.fields.wechat).toMatchObject({ show: true, required: true, pattern: '*' });
      });
  });

  it('opens the account with the optional fields filled in', async () => {
    const body = await encryptedBody(usernamePayload(OPTIONAL));
    await pact
      .addInteraction()
      .given('the operator switched on optional registration fields', switchedOn)
      .uponReceiving('a registration by username with every optional field')
      .withRequest('PUT', '/wps/member/register', (b) =>
        b.headers(encryptedHeaders).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody(registered))
      .executeTest(async (server) => {
        const result = await clientFor(server.url).register.register({
          username: 'newplayer1',
          password: 'Secret123',
          confirmPassword: 'Secret123',
          ageConfirmed: true,
          ...OPTIONAL,
        });
        expect(result).toMatchObject({ account: 'newplayer1', firstTimeLogin: true });
      });
  });
});
