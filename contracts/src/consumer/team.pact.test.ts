import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  clientFor,
  ENCRYPTED_CONTENT_TYPE,
  encryptedBody,
  encryptionHeader,
  PLATFORM_HEADERS,
  signedInHeaders,
} from './client';
import { expectRefusal, newPact, PLAYER, refusal } from './pact';

const { boolean, eachLike, integer, number, string } = MatchersV3;

const pact = newPact();
const AGENT = { account: 'agent1', token: 'agent1-token' };
const TEAM = 'an agent has a three-level team that played';
const auth = signedInHeaders;
/** Calls carrying a password are encrypted by the client. */
const encrypted = (token: string) => ({
  ...auth(token),
  Encryption: encryptionHeader,
  'Content-Type': ENCRYPTED_CONTENT_TYPE,
});
const ok = (value: unknown) => ({ success: true, value });
const rebates = {
  LOTT: number(8),
  RNG: number(1.2),
  LIVE: number(1),
  SPORTS: number(1),
  FISH: number(1),
  PVP: number(1),
};

describe('team overview', () => {
  it('refuses a member who is not an agent', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the team overview sum asked by a plain member')
      .withRequest('GET', '/wps/relay/ODSFE2_getTeamOverviewSum', (b) =>
        b.headers(auth(PLAYER.token)),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('error_not_agent')))
      .executeTest(async (server) => {
        await expectRefusal(clientFor(server.url, PLAYER.token).team.overview(), 'error_not_agent');
      });
  });

  it('sums the team’s figures for the period', async () => {
    await pact
      .addInteraction()
      .given(TEAM, AGENT)
      .uponReceiving('the team overview sum')
      .withRequest('GET', '/wps/relay/ODSFE2_getTeamOverviewSum', (b) =>
        b.headers(auth(AGENT.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            teamSize: integer(8),
            directCount: integer(4),
            agentCount: integer(2),
            newMembers: integer(1),
            activeMembers: integer(7),
            onlineCount: integer(1),
            teamBalance: number(2400),
            betCount: integer(60),
            stake: number(1500),
            win: number(1200),
            profit: number(-300),
            deposit: number(1000),
            withdrawal: number(40),
          }),
        ),
      )
      .executeTest(async (server) => {
        const o = await clientFor(server.url, AGENT.token).team.overview();
        expect(o.teamSize).toBe(8);
        expect(o.play.stake).toBe(1500);
      });
  });

  it('lists the team’s figures day by day', async () => {
    await pact
      .addInteraction()
      .given(TEAM, AGENT)
      .uponReceiving('the team overview daily list')
      .withRequest('GET', '/wps/relay/ODSFE2_getTeamOverviewDailyList', (b) =>
        b.headers(auth(AGENT.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            list: eachLike({
              date: MatchersV3.regex(/^\d{4}-\d{2}-\d{2}$/, '2026-11-20'),
              newMembers: integer(0),
              activeMembers: integer(5),
              stake: number(100),
              win: number(80),
              deposit: number(0),
              withdrawal: number(0),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const days = await clientFor(server.url, AGENT.token).team.overviewDaily();
        expect(days[0]?.date).toBe('2026-11-20');
      });
  });

  it('lists notices for agents', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', AGENT)
      .uponReceiving('the agent announcements')
      .withRequest('GET', '/wps/agent/announcements', (b) => b.headers(auth(AGENT.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            list: eachLike({
              id: string('AA1'),
              title: string('Settlement times'),
              content: string('<p>...</p>'),
              publishedAt: string('2026-11-01T02:00:00.000Z'),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const list = await clientFor(server.url, AGENT.token).team.announcements();
        expect(list[0]?.title).toBe('Settlement times');
      });
  });
});

describe('registering downlines', () => {
  it('says whether a username is free', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a username check of a taken name')
      .withRequest('GET', '/wps/check/username', (b) =>
        b.headers(PLATFORM_HEADERS).query({ username: 'player2' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(ok({ available: boolean(false) })))
      .executeTest(async (server) => {
        expect(await clientFor(server.url).team.usernameAvailable('player2')).toBe(false);
      });
  });

  it('gives the agent’s rebate quota per product', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', AGENT)
      .uponReceiving('the agent quota by product')
      .withRequest('GET', '/wps/relay/MCSFE_getAgentQuotaGroupByProduct', (b) =>
        b.headers(auth(AGENT.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(ok({ list: eachLike({ product: string('LOTT'), quota: number(8) }) })),
      )
      .executeTest(async (server) => {
        const quota = await clientFor(server.url, AGENT.token).team.quota();
        expect(quota.LOTT).toBe(8);
      });
  });

  it('opens a downline account with rebates within the quota', async () => {
    const input = {
      username: 'newbie1',
      password: 'Newbie123',
      accountType: 'AGENT' as const,
      rebates: { LOTT: 7.5 },
    };
    const body = await encryptedBody(input);
    await pact
      .addInteraction()
      .given('a member is signed in', AGENT)
      .uponReceiving('a downline registration')
      .withRequest('POST', '/wps/agent/downline', (b) =>
        b.headers(encrypted(AGENT.token)).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            account: string('newbie1'),
            isAgent: boolean(true),
            balance: number(0),
            rebates: { ...rebates, LOTT: number(7.5) },
          }),
        ),
      )
      .executeTest(async (server) => {
        const d = await clientFor(server.url, AGENT.token).team.registerDownline(input);
        expect(d).toMatchObject({ account: 'newbie1', isAgent: true });
        expect(d.rebates.LOTT).toBe(7.5);
      });
  });

  it('refuses a username that is taken', async () => {
    const input = {
      username: 'player2',
      password: 'Player123',
      accountType: 'MEMBER' as const,
      rebates: {},
    };
    const body = await encryptedBody(input);
    await pact
      .addInteraction()
      .given('a member is signed in', AGENT)
      .uponReceiving('a downline registration with a taken username')
      .withRequest('POST', '/wps/agent/downline', (b) =>
        b.headers(encrypted(AGENT.token)).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('username_exists')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, AGENT.token).team.registerDownline(input),
          'username_exists',
        );
      });
  });
});

describe('affiliate links', () => {
  const link = {
    affiUrlId: string('1'),
    code: MatchersV3.regex(/^L[0-9A-F]{8}$/, 'L0A1B2C3D'),
    accountType: string('MEMBER'),
    createdAt: string('2026-11-20T03:00:00.000Z'),
    registeredCount: integer(0),
  };

  it('creates a link', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', AGENT)
      .uponReceiving('an affiliate link creation')
      .withRequest('POST', '/wps/relay/MCSFE_createAffiliateUrl', (b) =>
        b.headers(auth(AGENT.token)).jsonBody({ accountType: 'MEMBER', rebates: { RNG: 0.5 } }),
      )
      .willRespondWith(200, (b) => b.jsonBody(ok(link)))
      .executeTest(async (server) => {
        const made = await clientFor(server.url, AGENT.token).team.createAffiliateUrl({
          accountType: 'MEMBER',
          rebates: { RNG: 0.5 },
        });
        expect(made.code).toMatch(/^L/);
      });
  });

  it('lists the links with how many registered through each', async () => {
    await pact
      .addInteraction()
      .given('an agent has an affiliate link', { ...AGENT, affiUrlId: '1', registered: 'vialink1' })
      .uponReceiving('the affiliate links')
      .withRequest('GET', '/wps/relay/MCSFE_viewAffiliateUrls', (b) => b.headers(auth(AGENT.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody(ok({ list: eachLike({ ...link, registeredCount: integer(1) }) })),
      )
      .executeTest(async (server) => {
        const links = await clientFor(server.url, AGENT.token).team.affiliateUrls();
        expect(links[0]?.registeredCount).toBe(1);
      });
  });

  it('lists who registered through a link', async () => {
    await pact
      .addInteraction()
      .given('an agent has an affiliate link', { ...AGENT, affiUrlId: '1', registered: 'vialink1' })
      .uponReceiving('the accounts registered through an affiliate link')
      .withRequest('GET', '/wps/relay/MCSFE_viewRegisteredAffiliates', (b) =>
        b.headers(auth(AGENT.token)).query({ affiUrlId: '1' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            list: eachLike({
              account: string('vialink1'),
              registeredAt: string('2026-11-20T03:00:00.000Z'),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const who = await clientFor(server.url, AGENT.token).team.registeredAffiliates('1');
        expect(who[0]?.account).toBe('vialink1');
      });
  });

  it('deletes a link', async () => {
    await pact
      .addInteraction()
      .given('an agent has an affiliate link', { ...AGENT, affiUrlId: '1' })
      .uponReceiving('an affiliate link deletion')
      .withRequest('POST', '/wps/relay/MCSFE_deleteAffiliateUrl', (b) =>
        b.headers(auth(AGENT.token)).jsonBody({ affiUrlId: '1' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        await clientFor(server.url, AGENT.token).team.deleteAffiliateUrl('1');
      });
  });
});

describe('the downline tree', () => {
  const member = {
    account: string('team_m21'),
    isAgent: boolean(false),
    balance: number(100),
    directCount: integer(0),
    teamSize: integer(0),
    lastLoginTime: string('2026-11-20T09:00:00.000Z'),
    rebates,
    stake: number(100),
    profit: number(-20),
    deposit: number(100),
  };

  it('shows one level with the path from the agent', async () => {
    await pact
      .addInteraction()
      .given(TEAM, AGENT)
      .uponReceiving('the downlines of a sub-agent two levels down')
      .withRequest('GET', '/wps/relay/ODSFE2_getSubordinatev2', (b) =>
        b.headers(auth(AGENT.token)).query({ parent: 'team_sa2', pageNo: '1', pageSize: '50' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            list: eachLike(member),
            total: integer(1),
            path: ['agent1', 'team_sa1', 'team_sa2'],
          }),
        ),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, AGENT.token).team.downlines({
          parent: 'team_sa2',
          pageNo: 1,
          pageSize: 50,
        });
        expect(page.path).toEqual(['agent1', 'team_sa1', 'team_sa2']);
        expect(page.list[0]?.account).toBe('team_m21');
      });
  });

  it('refuses a member outside the agent’s tree', async () => {
    await pact
      .addInteraction()
      .given(TEAM, AGENT)
      .uponReceiving('the downlines of an account outside the tree')
      .withRequest('GET', '/wps/relay/ODSFE2_getSubordinatev2', (b) =>
        b.headers(auth(AGENT.token)).query({ parent: 'expired1', pageNo: '1', pageSize: '50' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('downline_not_found')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, AGENT.token).team.downlines({
            parent: 'expired1',
            pageNo: 1,
            pageSize: 50,
          }),
          'downline_not_found',
        );
      });
  });

  it('collects from a direct downline, password-checked', async () => {
    const input = {
      username: 'team_sa1',
      transferAmount: 12.5,
      password: 'Agent123',
      requestId: 'req-contract-1',
    };
    const body = await encryptedBody(input);
    await pact
      .addInteraction()
      .given(TEAM, AGENT)
      .uponReceiving('a collection from a direct downline')
      .withRequest('POST', '/wps/relay/passwordCheck/MCSFE_collectFromDownline', (b) =>
        b.headers(encrypted(AGENT.token)).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(ok({ balance: number(5012.5), downlineBalance: number(87.5) })),
      )
      .executeTest(async (server) => {
        const moved = await clientFor(server.url, AGENT.token).team.collectFromDownline(input);
        expect(moved.balance).toBe(5012.5);
      });
  });

  it('refuses a wrong password and moves nothing', async () => {
    const input = {
      username: 'team_sa1',
      transferAmount: 12.5,
      password: 'Wrong1234',
      requestId: 'req-contract-2',
    };
    const body = await encryptedBody(input);
    await pact
      .addInteraction()
      .given(TEAM, AGENT)
      .uponReceiving('a collection with a wrong password')
      .withRequest('POST', '/wps/relay/passwordCheck/MCSFE_collectFromDownline', (b) =>
        b.headers(encrypted(AGENT.token)).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('password_error')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, AGENT.token).team.collectFromDownline(input),
          'password_error',
        );
      });
  });

  it('promotes a direct member to agent', async () => {
    await pact
      .addInteraction()
      .given(TEAM, AGENT)
      .uponReceiving('a promotion of a direct member')
      .withRequest('PUT', '/wps/agent/promoteDownlineToAgent', (b) =>
        b.headers(auth(AGENT.token)).jsonBody({ account: 'player2' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(ok({ account: string('player2'), isAgent: boolean(true) })),
      )
      .executeTest(async (server) => {
        const d = await clientFor(server.url, AGENT.token).team.promote('player2');
        expect(d.isAgent).toBe(true);
      });
  });

  it('updates a direct downline’s rebates within the agent’s own', async () => {
    await pact
      .addInteraction()
      .given(TEAM, AGENT)
      .uponReceiving('a rebate update of a direct sub-agent')
      .withRequest('PUT', '/wps/agent/updateDownlineRebates', (b) =>
        b.headers(auth(AGENT.token)).jsonBody({ account: 'team_sa1', rebates: { LOTT: 7 } }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(ok({ account: string('team_sa1'), rebates: { ...rebates, LOTT: number(7) } })),
      )
      .executeTest(async (server) => {
        const r = await clientFor(server.url, AGENT.token).team.updateRebates('team_sa1', {
          LOTT: 7,
        });
        expect(r.LOTT).toBe(7);
      });
  });

  it('refuses a rebate above the agent’s own', async () => {
    await pact
      .addInteraction()
      .given(TEAM, AGENT)
      .uponReceiving('a rebate update above the quota')
      .withRequest('PUT', '/wps/agent/updateDownlineRebates', (b) =>
        b.headers(auth(AGENT.token)).jsonBody({ account: 'team_sa1', rebates: { LOTT: 9 } }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('rebate_above_quota')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, AGENT.token).team.updateRebates('team_sa1', { LOTT: 9 }),
          'rebate_above_quota',
        );
      });
  });
});
