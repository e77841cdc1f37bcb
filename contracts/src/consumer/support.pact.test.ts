import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { captchaRequested } from '../../../web/src/api/client/session';
import { clientFor, PLATFORM_HEADERS, signedInHeaders } from './client';
import { expectRefusal, newPact, PLAYER, refusal } from './pact';

const { boolean, eachLike, integer, regex, string } = MatchersV3;
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

/** A real 1 × 1 PNG: the platform decodes the images it keeps, not only their first bytes. */
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('feedback (POST /wps/feedback)', () => {
  it('sends feedback with its type, sender and an image', async () => {
    await pact
      .addInteraction()
      .uponReceiving('feedback from a visitor with one image')
      .withRequest('POST', '/wps/feedback', (b) =>
        b.headers(PLATFORM_HEADERS).jsonBody({
          content: 'The lobby loads quickly now.',
          type: 'SUGGESTION',
          sender: 'Nok',
          file: [PNG_DATA_URL],
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        await expect(
          clientFor(server.url).support.sendFeedback({
            content: 'The lobby loads quickly now.',
            type: 'SUGGESTION',
            sender: 'Nok',
            files: [PNG_DATA_URL],
          }),
        ).resolves.toBeUndefined();
      });
  });

  it('refuses feedback longer than 140 characters', async () => {
    const content = 'x'.repeat(141);
    await pact
      .addInteraction()
      .uponReceiving('feedback of 141 characters')
      .withRequest('POST', '/wps/feedback', (b) =>
        b.headers(PLATFORM_HEADERS).jsonBody({ content, type: 'OTHER' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('feedback_content_length')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url).support.sendFeedback({ content, type: 'OTHER' }),
          'feedback_content_length',
        );
      });
  });

  it('is asked for the captcha when the platform wants one', async () => {
    await pact
      .addInteraction()
      .given('feedback needs the image captcha')
      .uponReceiving('feedback without the captcha the platform asks for')
      .withRequest('POST', '/wps/feedback', (b) =>
        b.headers(PLATFORM_HEADERS).jsonBody({ content: 'Hello', type: 'OTHER' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(refusal('captcha_required', { captcha: boolean(true) })),
      )
      .executeTest(async (server) => {
        const sent = clientFor(server.url).support.sendFeedback({
          content: 'Hello',
          type: 'OTHER',
        });
        await expectRefusal(sent, 'captcha_required');
        await sent.catch((error: unknown) => expect(captchaRequested(error)).toBe(true));
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

describe('chat room (ours: chatHistory, chatSend)', () => {
  const ROOM = { ...PLAYER, group: 'LOBBY', text: 'Welcome to the lobby chat!' };

  it("reads a room's latest messages on opening it", async () => {
    await pact
      .addInteraction()
      .given('a signed-in member may chat in a room with a message', ROOM)
      .uponReceiving('the history of the lobby room')
      .withRequest('GET', '/wps/relay/CBS_roomHistory', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).query({ group: 'LOBBY' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            messages: eachLike({
              id: string('1'),
              group: string('LOBBY'),
              sender: string('Host'),
              text: string(ROOM.text),
              at: integer(1795000000000),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const lines = await clientFor(server.url, PLAYER.token).support.getChatHistory('LOBBY');
        expect(lines[0]).toMatchObject({ group: 'LOBBY', text: ROOM.text });
      });
  });

  it('sends a message, kept exactly as typed', async () => {
    const text = '<b>hello</b> everyone';
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a chat message to the lobby')
      .withRequest('POST', '/wps/relay/CBS_sendMessage', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).jsonBody({ group: 'LOBBY', text }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            id: string('3'),
            group: 'LOBBY',
            sender: string('pl***1'),
            text,
            at: integer(1795000000000),
          },
        }),
      )
      .executeTest(async (server) => {
        const line = await clientFor(server.url, PLAYER.token).support.sendChatMessage(
          'LOBBY',
          text,
        );
        expect(line.text).toBe(text);
      });
  });

  it('is told to slow down after a burst of messages', async () => {
    await pact
      .addInteraction()
      .given('a signed-in member has just sent five chat messages', { ...PLAYER, group: 'LOBBY' })
      .uponReceiving('a sixth chat message within ten seconds')
      .withRequest('POST', '/wps/relay/CBS_sendMessage', (b) =>
        b.headers(signedInHeaders(PLAYER.token)).jsonBody({ group: 'LOBBY', text: 'again' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('chat_too_fast')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, PLAYER.token).support.sendChatMessage('LOBBY', 'again'),
          'chat_too_fast',
        );
      });
  });
});
