import { describe, expect, it } from 'vitest';
import { clientFor, signedInHeaders } from './client';
import { expectSessionExpired, newPact, PLAYER, SESSION_ENDED } from './pact';

const pact = newPact();

/** A member-site message's delivery id, as the gateway hands it to the browser. */
const DELIVERY_ID = 'wsd-0001';

describe('member-site message taps (EMFE_playerOnlineMessageCallback)', () => {
  it('reports that the member tapped a member-site message', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a tap on a member-site message')
      .withRequest('POST', '/wps/relay/EMFE_playerOnlineMessageCallback', (b) =>
        b
          .headers(signedInHeaders(PLAYER.token))
          .jsonBody({ websocketDeliveryId: DELIVERY_ID, eventType: 'CLICKED' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        await expect(
          clientFor(server.url, PLAYER.token).push.reportSiteMessage(DELIVERY_ID, 'CLICKED'),
        ).resolves.toBeUndefined();
      });
  });

  it('reports an ended session when the session is unknown', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a tap on a member-site message with an unknown session')
      .withRequest('POST', '/wps/relay/EMFE_playerOnlineMessageCallback', (b) =>
        b
          .headers(signedInHeaders('stale-token'))
          .jsonBody({ websocketDeliveryId: DELIVERY_ID, eventType: 'CLICKED' }),
      )
      .willRespondWith(401, (b) => b.jsonBody(SESSION_ENDED))
      .executeTest(async (server) => {
        await expectSessionExpired(
          clientFor(server.url, 'stale-token').push.reportSiteMessage(DELIVERY_ID, 'CLICKED'),
        );
      });
  });
});
