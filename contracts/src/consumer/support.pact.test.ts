import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, PLATFORM_HEADERS, signedInHeaders } from './client';
import { expectRefusal, newPact, PLAYER, refusal } from './pact';

const { boolean, eachLike, integer, nullValue, regex, string } = MatchersV3;
const pact = newPact();

describe('help centre (getHelp)', () => {
  it('reads categories and articles in the asked language', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the help centre in English')
      .withRequest('GET', '/wps/system/helpCenter', (b) =>
        b.headers(PLATFORM_HEADERS).query({ lang: 'EN', device: 'WEB' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            categories: eachLike({
              code: string('account'),
              title: string('Account'),
              articles: eachLike({
                id: string('register'),
                title: string('How do I register?'),
                content: string('<p>Choose Register.</p>'),
              }),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const help = await clientFor(server.url).support.getHelp('EN');
        expect(help[0]?.articles.length).toBeGreaterThan(0);
      });
  });
});

describe('feedback', () => {
  it('sends feedback', async () => {
    await pact
      .addInteraction()
      .uponReceiving('feedback from a visitor')
      .withRequest('PUT', '/wps/feedback', (b) =>
        b.headers(PLATFORM_HEADERS).jsonBody({ content: 'The lobby loads quickly now.' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: nullValue() }))
      .executeTest(async (server) => {
        await expect(
          clientFor(server.url).support.sendFeedback('The lobby loads quickly now.'),
        ).resolves.toBeUndefined();
      });
  });

  it('refuses feedback that is too short', async () => {
    await pact
      .addInteraction()
      .uponReceiving('feedback that is too short')
      .withRequest('PUT', '/wps/feedback', (b) =>
        b.headers(PLATFORM_HEADERS).jsonBody({ content: 'ok' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('feedback_content_length')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url).support.sendFeedback('ok'),
          'feedback_content_length',
        );
      });
  });
});

describe('customer-service script (getCustomerServiceScript)', () => {
  it('reads the widget script address when one is configured', async () => {
    await pact
      .addInteraction()
      .given('a customer-service widget is configured', {
        scriptUrl: 'https://support.playhouse.test/widget.js',
      })
      .uponReceiving('the customer-service script')
      .withRequest('GET', '/wps/relay/WPSCORE_getCustomerServiceScript', (b) =>
        b.headers(PLATFORM_HEADERS),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { scriptUrl: regex(/^https:\/\/.+$/, 'https://support.playhouse.test/widget.js') },
        }),
      )
      .executeTest(async (server) => {
        expect(await clientFor(server.url).support.getCustomerServiceScript()).toMatch(/^https:/);
      });
  });
});

describe('chat (getModelList, launchChat, chatMessage, chatPermission)', () => {
  it('lists the chat rooms', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the chat model list')
      .withRequest('GET', '/wps/relay/CBS_modelList', (b) => b.headers(PLATFORM_HEADERS))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: eachLike({ code: string('LOBBY'), name: string('Lobby chat') }),
        }),
      )
      .executeTest(async (server) => {
        const models = await clientFor(server.url).support.getChatModels();
        expect(models[0]?.code).not.toBe('');
      });
  });

  it('opens a chat room', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a chat launch for the lobby')
      .withRequest('GET', '/wps/relay/CBS_launchChat', (b) =>
        b.headers(PLATFORM_HEADERS).query({ model: 'LOBBY' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            chatUrl: regex(/^https?:\/\/.+$/, 'https://support.playhouse.test/chat?room=LOBBY'),
          },
        }),
      )
      .executeTest(async (server) => {
        expect(await clientFor(server.url).support.launchChat('LOBBY')).toMatch(/^https?:/);
      });
  });

  it('reads the unread chat messages', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the unread chat count of a signed-in member')
      .withRequest('GET', '/wps/relay/CBS_unreadCount', (b) =>
        b.headers(signedInHeaders(PLAYER.token)),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: integer(2) }))
      .executeTest(async (server) => {
        expect(await clientFor(server.url, PLAYER.token).support.getChatUnreadCount()).toBe(2);
      });
  });

  it('reads which rooms the member may use', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the chat permission of a signed-in member')
      .withRequest('GET', '/wps/relay/CBS_groupPermission', (b) =>
        b.headers(signedInHeaders(PLAYER.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { canChat: boolean(true), groups: eachLike('LOBBY') },
        }),
      )
      .executeTest(async (server) => {
        const permission = await clientFor(server.url, PLAYER.token).support.getChatPermission();
        expect(permission.canChat).toBe(true);
        expect(permission.groups).toContain('LOBBY');
      });
  });
});
