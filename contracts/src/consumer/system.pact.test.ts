import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, PLATFORM_HEADERS } from './client';
import { newPact } from './pact';

const { boolean, eachLike, integer, regex, string } = MatchersV3;

const pact = newPact();

function statusBody(flags: { maintenance: boolean; regionRestriction: boolean }) {
  return {
    success: true,
    value: {
      maintenance: boolean(flags.maintenance),
      regionRestriction: boolean(flags.regionRestriction),
      location: { ip: string('203.0.113.9') },
      info: {
        whitelabel: eachLike({ modId: string('ROOT3'), enabled: boolean(true), childrenNodes: [] }),
        resources: eachLike({
          name: string('android'),
          resourceType: string('APP'),
          url: string('/x'),
        }),
        domainRoute: { domainList: eachLike({ domainName: string('mirror-a.example') }) },
        // The public regex config: the register form caps the mobile number by it.
        register: {
          acceptedPattern: {
            mobileNum: { pattern: string('^\\d*$'), min: integer(8), max: integer(10) },
          },
        },
        // Addresses arrive DES-encrypted with their key as the last 8 characters.
        customerService: eachLike({
          csType: string('LIVE'),
          title: string('Live chat'),
          path: regex(/^[A-Za-z0-9+/=]{12,}$/, 'Zm9vYmFyYmF6cXV4AbCdEfGh'),
        }),
      },
    },
  };
}

describe('system status (permission)', () => {
  it.each([
    ['normal', { maintenance: false, regionRestriction: false }, 0],
    ['maintenance', { maintenance: true, regionRestriction: false }, 1],
    ['region restricted', { maintenance: false, regionRestriction: true }, 2],
  ] as const)('reads the site state when the site is %s', async (state, flags, expected) => {
    await pact
      .addInteraction()
      .given('the site is in a state', { state })
      .uponReceiving(`the status call while the site is ${state}`)
      .withRequest('GET', '/wps/system/status', (b) => b.headers(PLATFORM_HEADERS))
      .willRespondWith(200, (b) => b.jsonBody(statusBody(flags)))
      .executeTest(async (server) => {
        const status = await clientFor(server.url).system.getStatus();
        expect(status.state).toBe(expected);
        expect(status.whitelabel.length).toBeGreaterThan(0);
        expect(status.domains.length).toBeGreaterThan(0);
        expect(status.customerService[0]?.path).toMatch(/^[A-Za-z0-9+/=]{12,}$/);
        expect(status.registerPatterns.mobileNum?.max).toBe(10);
      });
  });
});

describe('online players (ours)', () => {
  it('reads the number of members signed in, as the server counts them', async () => {
    await pact
      .addInteraction()
      .given('members are signed in', { count: 2 })
      .uponReceiving('the online player count')
      .withRequest('GET', '/wps/relay/MCSFE_getOnlinePlayerCount', (b) =>
        b.headers(PLATFORM_HEADERS),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: { count: integer(2) } }))
      .executeTest(async (server) => {
        expect(await clientFor(server.url).system.getOnlinePlayers()).toBe(2);
      });
  });
});
