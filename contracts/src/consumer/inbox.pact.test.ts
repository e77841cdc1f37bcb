import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, signedInHeaders } from './client';
import {
  expectRefusal,
  expectSessionExpired,
  newPact,
  PLAYER,
  refusal,
  SESSION_ENDED,
} from './pact';

const { boolean, eachLike, integer, string } = MatchersV3;
const pact = newPact();

describe('unread platform messages (unreadMessage)', () => {
  it('reads the unread count', async () => {
    await pact
      .addInteraction()
      .given('a member has unread messages', { ...PLAYER, unread: 2 })
      .uponReceiving('the unread message count of a signed-in member')
      .withRequest('GET', '/wps/relay/EMFE_getInboxUnreadCount', (b) =>
        b.headers(signedInHeaders(PLAYER.token)),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: integer(2) }))
      .executeTest(async (server) => {
        expect(await clientFor(server.url, PLAYER.token).inbox.getUnreadCount()).toBe(2);
      });
  });

  it('reports an ended session when the session is unknown', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the unread message count with an unknown session')
      .withRequest('GET', '/wps/relay/EMFE_getInboxUnreadCount', (b) =>
        b.headers(signedInHeaders('stale-token')),
      )
      .willRespondWith(401, (b) => b.jsonBody(SESSION_ENDED))
      .executeTest(async (server) => {
        await expectSessionExpired(clientFor(server.url, 'stale-token').inbox.getUnreadCount());
      });
  });
});

describe('platform messages (getInbox, updateInboxRead, deleteInbox)', () => {
  it('reads a page of messages, unread first', async () => {
    await pact
      .addInteraction()
      .given('a member has unread messages', { ...PLAYER, unread: 2 })
      .uponReceiving('the first page of platform messages')
      .withRequest('GET', '/wps/relay/EMFE_getInbox', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).query({ page: '1', size: '10' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              inboxId: string('3'),
              subject: string('Security reminder'),
              content: string('<p>We will never ask for your password.</p>'),
              sendTime: string('2026-09-01T00:00:00.000Z'),
              isRead: boolean(false),
            }),
            pageNo: integer(1),
            totalPages: integer(1),
            total: integer(3),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, PLAYER.token).messages.inbox(1, 10);
        expect(page.list[0]).toMatchObject({ inboxId: '3', isRead: false });
      });
  });

  it('marks a message read on open and reads the unread count left', async () => {
    await pact
      .addInteraction()
      .given('a member has unread messages', { ...PLAYER, unread: 2 })
      .uponReceiving('marking a platform message read')
      .withRequest('POST', '/wps/relay/EMFE_updateInboxRead', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).jsonBody({ inboxId: '3' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { unreadCount: integer(1) } }),
      )
      .executeTest(async (server) => {
        expect(await clientFor(server.url, PLAYER.token).messages.markRead('3')).toBe(1);
      });
  });

  it('deletes a message and reads the unread count left', async () => {
    await pact
      .addInteraction()
      .given('a member has unread messages', { ...PLAYER, unread: 2 })
      .uponReceiving('deleting a platform message')
      .withRequest('POST', '/wps/relay/EMFE_deleteInbox', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).jsonBody({ inboxIds: ['3'] }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { unreadCount: integer(1) } }),
      )
      .executeTest(async (server) => {
        expect(await clientFor(server.url, PLAYER.token).messages.remove(['3'])).toBe(1);
      });
  });

  it('says so when the message to delete is gone', async () => {
    await pact
      .addInteraction()
      .given('a member has unread messages', { ...PLAYER, unread: 2 })
      .uponReceiving('deleting a platform message that does not exist')
      .withRequest('POST', '/wps/relay/EMFE_deleteInbox', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).jsonBody({ inboxIds: ['999'] }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('message_not_found')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, PLAYER.token).messages.remove(['999']),
          'message_not_found',
        );
      });
  });
});
