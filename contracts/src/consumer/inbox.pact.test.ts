import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, signedInHeaders } from './client';
import { expectSessionExpired, newPact, PLAYER, SESSION_ENDED } from './pact';

const { boolean, eachLike, integer, string } = MatchersV3;
const pact = newPact();

describe('unread platform messages (unreadMessage)', () => {
  it('reads the unread count', async () => {
    await pact
      .addInteraction()
      .given('a member has unread messages', { ...PLAYER, unread: 2 })
      .uponReceiving('the unread message count of a signed-in member')
      .withRequest('GET', '/wps/relay/CSP_unreadCount', (b) =>
        b.headers(signedInHeaders(PLAYER.token)),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: integer(2) }))
      .executeTest(async (server) => {
        expect(await clientFor(server.url, PLAYER.token).inbox.getUnreadCount()).toBe(2);
      });
  });

  it('reports an ended session when the token is unknown', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the unread message count with an unknown token')
      .withRequest('GET', '/wps/relay/CSP_unreadCount', (b) =>
        b.headers(signedInHeaders('stale-token')),
      )
      .willRespondWith(401, (b) => b.jsonBody(SESSION_ENDED))
      .executeTest(async (server) => {
        await expectSessionExpired(clientFor(server.url, 'stale-token').inbox.getUnreadCount());
      });
  });
});

describe('platform messages (getInbox, markInboxRead)', () => {
  it('reads a page of messages, newest first', async () => {
    await pact
      .addInteraction()
      .given('a member has unread messages', { ...PLAYER, unread: 2 })
      .uponReceiving('the first page of platform messages')
      .withRequest('GET', '/wps/relay/CSP_getInbox', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).query({ pageNo: '1', pageSize: '10' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              id: string('3'),
              title: string('Security reminder'),
              content: string('<p>We will never ask for your password.</p>'),
              createdAt: string('2026-09-01T00:00:00.000Z'),
              read: boolean(false),
            }),
            pageNo: integer(1),
            totalPages: integer(1),
            total: integer(3),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, PLAYER.token).inbox.getInbox(1, 10);
        expect(page.messages.length).toBeGreaterThan(0);
        expect(page.messages[0]).toMatchObject({ id: '3', read: false });
      });
  });

  it('marks messages read and reads the unread count left', async () => {
    await pact
      .addInteraction()
      .given('a member has unread messages', { ...PLAYER, unread: 2 })
      .uponReceiving('marking a platform message read')
      .withRequest('POST', '/wps/relay/CSP_markRead', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).jsonBody({ ids: ['3'] }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { unreadCount: integer(1) } }),
      )
      .executeTest(async (server) => {
        expect(await clientFor(server.url, PLAYER.token).inbox.markRead(['3'])).toBe(1);
      });
  });
});
