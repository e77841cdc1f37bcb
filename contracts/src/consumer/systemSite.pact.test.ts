import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, PLATFORM_HEADERS } from './client';
import { expectRefusal, newPact, refusal } from './pact';

const { boolean, eachLike, integer, string } = MatchersV3;
const pact = newPact();

describe('mirror domains (routers)', () => {
  it('reads the mirror list', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the mirror domain list')
      .withRequest('GET', '/wps/system/domainRoute', (b) => b.headers(PLATFORM_HEADERS))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { domainList: eachLike({ domainName: string('mirror-a.example') }) },
        }),
      )
      .executeTest(async (server) => {
        expect((await clientFor(server.url).system.getDomains()).length).toBeGreaterThan(0);
      });
  });
});

describe('whitelabel modules (menu)', () => {
  it('reads the module tree', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the whitelabel module tree')
      .withRequest('GET', '/wps/system/whitelabel', (b) => b.headers(PLATFORM_HEADERS))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: eachLike({
            modId: string('ROOT3'),
            enabled: boolean(true),
            childrenNodes: eachLike({ modId: string('COMM3'), enabled: boolean(true) }),
          }),
        }),
      )
      .executeTest(async (server) => {
        const tree = await clientFor(server.url).system.getWhitelabel();
        expect(tree[0]?.childrenNodes.length).toBeGreaterThan(0);
      });
  });
});

describe('visitor location (location)', () => {
  it('reads the visitor address and whether the region is restricted', async () => {
    await pact
      .addInteraction()
      .given('the site is in a state', { state: 'region restricted' })
      .uponReceiving('the visitor location in a restricted region')
      .withRequest('GET', '/wps/system/location', (b) => b.headers(PLATFORM_HEADERS))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { ip: string('203.0.113.9'), countryCode: string(''), restricted: true },
        }),
      )
      .executeTest(async (server) => {
        const location = await clientFor(server.url).system.getLocation();
        expect(location.restricted).toBe(true);
      });
  });
});

describe('site settings (settings)', () => {
  it('reads currency, languages, age and reality-check defaults', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the consolidated site settings')
      .withRequest('GET', '/wps/system/settings/consolidated', (b) => b.headers(PLATFORM_HEADERS))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            currency: string('THB'),
            currencySymbol: string('฿'),
            timezone: string('Asia/Bangkok'),
            defaultLanguage: string('EN'),
            supportedLanguages: eachLike('EN'),
            minimumAge: integer(18),
            realityCheckMinutes: integer(60),
            licence: string('Curaçao'),
          },
        }),
      )
      .executeTest(async (server) => {
        const settings = await clientFor(server.url).system.getSettings();
        expect(settings.minimumAge).toBe(18);
        expect(settings.supportedLanguages).toContain('EN');
      });
  });
});

describe('site documents (templates, getTemplate)', () => {
  it('lists the documents', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the list of site documents')
      .withRequest('GET', '/wps/system/templates', (b) => b.headers(PLATFORM_HEADERS))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: eachLike({ code: string('terms'), title: string('Terms and conditions') }),
        }),
      )
      .executeTest(async (server) => {
        const templates = await clientFor(server.url).system.getTemplates();
        expect(templates.map((t) => t.code)).toContain('terms');
      });
  });

  it('reads one document in the asked language', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the responsible gambling document')
      .withRequest('GET', '/wps/system/templates', (b) =>
        b.headers(PLATFORM_HEADERS).query({ code: 'responsible-gambling', language: 'EN' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            code: 'responsible-gambling',
            title: string('Responsible gambling'),
            content: string('<p>Set limits.</p>'),
            language: string('EN'),
          },
        }),
      )
      .executeTest(async (server) => {
        const doc = await clientFor(server.url).system.getTemplate('responsible-gambling', 'EN');
        expect(doc.content).not.toBe('');
      });
  });

  it('refuses an unknown document', async () => {
    await pact
      .addInteraction()
      .uponReceiving('an unknown site document')
      .withRequest('GET', '/wps/system/templates', (b) =>
        b.headers(PLATFORM_HEADERS).query({ code: 'no-such-page', language: 'EN' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('template_not_found')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url).system.getTemplate('no-such-page', 'EN'),
          'template_not_found',
        );
      });
  });
});
