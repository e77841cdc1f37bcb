import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, signedInHeaders } from './client';
import { expectSessionExpired, newPact, PLAYER, SESSION_ENDED } from './pact';

const { boolean, integer, like, nullValue, string } = MatchersV3;
const pact = newPact();

describe('member info (mbInfo)', () => {
  it('reads the signed-in member: id as a string, account, nickname, type, country', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the member info of a signed-in member')
      .withRequest('GET', '/wps/member/info', (b) => b.headers(signedInHeaders(PLAYER.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            id: string('10000002'),
            account: 'player1',
            nickname: string('Lucky Player'),
            type: integer(0),
            countryCode: string('TH'),
            countryDialingCode: string('66'),
            language: string('EN'),
            mobile: string('81****678'),
            vipLevel: integer(2),
            vipLabelName: string('Silver'),
            hasVip: boolean(true),
            avatar: string('avatar-1'),
            passwordExpired: boolean(false),
          },
        }),
      )
      .executeTest(async (server) => {
        const info = await clientFor(server.url, PLAYER.token).member.getInfo();
        expect(info).toMatchObject({ account: 'player1', type: 0, countryCode: 'TH' });
        expect(typeof info.id).toBe('string');
        expect(info.mobile).not.toContain('2345');
      });
  });

  it('reports an ended session when the session is unknown', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the member info with an unknown session')
      .withRequest('GET', '/wps/member/info', (b) => b.headers(signedInHeaders('stale-token')))
      .willRespondWith(401, (b) => b.jsonBody(SESSION_ENDED))
      .executeTest(async (server) => {
        await expectSessionExpired(clientFor(server.url, 'stale-token').member.getInfo());
      });
  });
});

describe('avatar (icon, getPlayerAvatar)', () => {
  it('reads the avatar picture address', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the avatar picture of a signed-in member')
      .withRequest('GET', '/wps/member/info/icon', (b) => b.headers(signedInHeaders(PLAYER.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { url: string('/wps/static/avatar/avatar-1.svg') } }),
      )
      .executeTest(async (server) => {
        const url = await clientFor(server.url, PLAYER.token).member.getIcon();
        expect(url).toMatch(/avatar/);
      });
  });

  it('reads the avatar chosen by the member', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the chosen avatar of a signed-in member')
      .withRequest('GET', '/wps/relay/MCSFE_getPlayerAvatar', (b) =>
        b.headers(signedInHeaders(PLAYER.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { avatar: string('avatar-1') } }),
      )
      .executeTest(async (server) => {
        expect(await clientFor(server.url, PLAYER.token).member.getAvatar()).toBe('avatar-1');
      });
  });
});

describe('language (updateLanguage)', () => {
  it('saves the member language', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a language change by a signed-in member')
      .withRequest('POST', '/wps/member/language', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).jsonBody({ language: 'KM' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: nullValue() }))
      .executeTest(async (server) => {
        await expect(
          clientFor(server.url, PLAYER.token).member.updateLanguage('KM'),
        ).resolves.toBeUndefined();
      });
  });
});

describe('first-login step (firstLogin, ours)', () => {
  it('welcomes a member on the first sign-in', async () => {
    await pact
      .addInteraction()
      .given('a member signs in for the first time', PLAYER)
      .uponReceiving('the first-login step of a new member')
      .withRequest('POST', '/wps/relay/MCSFE_firstLogin', (b) =>
        b.headers(signedInHeaders(PLAYER.token)),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: { welcomed: true } }))
      .executeTest(async (server) => {
        expect(await clientFor(server.url, PLAYER.token).member.completeFirstLogin()).toBe(true);
      });
  });

  it('does nothing for a member already welcomed', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the first-login step of a member already welcomed')
      .withRequest('POST', '/wps/relay/MCSFE_firstLogin', (b) =>
        b.headers(signedInHeaders(PLAYER.token)),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: { welcomed: false } }))
      .executeTest(async (server) => {
        expect(await clientFor(server.url, PLAYER.token).member.completeFirstLogin()).toBe(false);
      });
  });
});

describe('VIP rank progress (getPlayerRankProgress)', () => {
  it('reads the rank, the next rank and the deposits counted towards it', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the VIP rank progress of a signed-in member')
      .withRequest('GET', '/wps/relay/MCSFE_getPlayerRankProgress', (b) =>
        b.headers(signedInHeaders(PLAYER.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            vipLevel: integer(2),
            vipLabelName: string('Silver'),
            nextLevel: like(3),
            nextLabelName: string('Gold'),
            depositTotal: like(1000),
            depositRequired: like(5000),
            progressPercent: integer(20),
          },
        }),
      )
      .executeTest(async (server) => {
        const rank = await clientFor(server.url, PLAYER.token).member.getRankProgress();
        expect(rank.vipLevel).toBe(2);
        expect(rank.progressPercent).toBe(20);
      });
  });
});
