import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { decryptCustomerServicePath } from '../crypto/customerServicePath.js';
import type { PushDelivery } from '../push/pushBus.js';
import { CHAT_BURST, CHAT_BURST_WINDOW_MS, CHAT_TEXT_MAX } from '../state/chat.js';
import { MockStore } from '../state/store.js';
import { UPLOAD_ATTACKS, photo } from '../test-support/images.js';
import { MERCHANT } from '../test-support/platformClient.js';

let now: number;
let store: MockStore;
let app: ReturnType<typeof createApp>['app'];

beforeEach(() => {
  now = Date.UTC(2026, 10, 24, 4, 0, 0);
  store = new MockStore({ now: () => now });
  app = createApp({ store, dev: true }).app;
});

async function tokenOf(account: string): Promise<string> {
  return (await request(app).post('/__dev/session').send({ account })).body.value.token;
}

/** Real (tiny) pictures: the stand-in decodes what it stores. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCeAGpH/9k=',
  'base64',
);
const GIF = Buffer.from('GIF89a\u0000\u0000', 'latin1');
const dataUrl = (bytes: Buffer, label = 'png') =>
  `data:image/${label};base64,${bytes.toString('base64')}`;

function sendFeedback(body: Record<string, unknown>, token?: string) {
  return request(app)
    .post('/wps/feedback')
    .set(token ? { ...MERCHANT, Authorization: token } : MERCHANT)
    .send(body);
}

describe('feedback (POST /wps/feedback)', () => {
  it('keeps the platform fields and up to three png or jpg images, checked by their bytes', async () => {
    const answer = await sendFeedback({
      content: 'The fishing lobby is slow on my phone.',
      sender: 'Nok',
      type: 'PROBLEM',
      file: [dataUrl(PNG), dataUrl(JPG, 'jpeg'), dataUrl(PNG)],
    });
    expect(answer.body).toMatchObject({ success: true, value: { id: '1' } });
    const [entry] = store.feedback.all();
    expect(entry).toMatchObject({
      type: 'PROBLEM',
      sender: 'Nok',
      content: 'The fishing lobby is slow on my phone.',
    });
    expect(entry?.images.map((i) => i.type)).toEqual(['png', 'jpg', 'png']);
    // The operator reads it through the dev control.
    const read = await request(app).get('/__dev/feedback');
    expect(read.body.value[0].content).toBe('The fishing lobby is slow on my phone.');
  });

  it('refuses a gif labelled png, a fourth image, 141 characters and an empty text, keeping nothing', async () => {
    const refusal = async (body: Record<string, unknown>) =>
      (await sendFeedback({ content: 'Fine text', type: 'OTHER', ...body })).body.message;
    expect(await refusal({ file: [dataUrl(GIF)] })).toBe('proof_invalid_type');
    expect(await refusal({ file: [PNG, PNG, PNG, PNG].map((b) => dataUrl(b)) })).toBe(
      'proof_too_many',
    );
    expect(await refusal({ content: 'x'.repeat(141) })).toBe('feedback_content_length');
    expect(await refusal({ content: '   ' })).toBe('feedback_content_empty');
    expect(await refusal({ content: 'y'.repeat(140) })).toBe('');
    expect(store.feedback.all()).toHaveLength(1);
  });

  it('decodes images before keeping feedback: polyglots, a bomb, cut-off or bogus pictures are refused', async () => {
    for (const [make, key] of UPLOAD_ATTACKS) {
      const bytes = await make();
      const answer = await sendFeedback({
        content: 'Screenshot',
        type: 'OTHER',
        file: [dataUrl(bytes, bytes[0] === 0x89 ? 'png' : 'jpeg')],
      });
      expect(answer.body.message).toBe(key);
    }
    expect(store.feedback.all()).toHaveLength(0);
    const photoAnswer = await sendFeedback({
      content: 'Screenshot',
      type: 'OTHER',
      file: [dataUrl(await photo(1600, 1200), 'jpeg')],
    });
    expect(photoAnswer.body.success).toBe(true);
  });

  it('refuses an image over 5 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const answer = await sendFeedback({
      content: 'Screenshot',
      type: 'OTHER',
      file: [dataUrl(big)],
    });
    expect(answer.body.message).toBe('proof_too_large');
  });

  it('asks for the captcha when the operator turns it on, and checks it', async () => {
    await request(app).post('/__dev/feedback/rules').send({ captcha: true }).expect(200);
    expect((await sendFeedback({ content: 'Hello', type: 'OTHER' })).body).toMatchObject({
      success: false,
      message: 'captcha_required',
    });
    store.captchas.pin('4321');
    await request(app).get('/wps/captcha').set(MERCHANT);
    expect(
      (await sendFeedback({ content: 'Hello', type: 'OTHER', captcha: '9999' })).body.message,
    ).toBe('captcha_error');
    await request(app).get('/wps/captcha').set(MERCHANT);
    expect(
      (await sendFeedback({ content: 'Hello', type: 'OTHER', captcha: '4321' })).body.success,
    ).toBe(true);
  });
});

describe('chat room (CBS_roomHistory, CBS_sendMessage)', () => {
  function pushes(): PushDelivery[] {
    const seen: PushDelivery[] = [];
    store.push.subscribe((d) => seen.push(d));
    return seen;
  }

  const history = (token: string, group = 'LOBBY') =>
    request(app)
      .get('/wps/relay/CBS_roomHistory')
      .query({ group })
      .set({ ...MERCHANT, Authorization: token });
  const send = (token: string, text: string, group = 'LOBBY') =>
    request(app)
      .post('/wps/relay/CBS_sendMessage')
      .set({ ...MERCHANT, Authorization: token })
      .send({ group, text });

  it('gives history on opening and shows a new message to everyone reading it, as typed', async () => {
    const alice = await tokenOf('player1');
    const bob = await tokenOf('player2');
    expect((await history(alice)).body.value.messages.map((m: { text: string }) => m.text)).toEqual(
      ['Welcome to the lobby chat!', 'Tonight: double points on slots.'],
    );
    await history(bob);
    const seen = pushes();
    const hostile = '<img src=x onerror=alert(1)> hi';
    const sent = await send(alice, hostile);
    expect(sent.body.value).toMatchObject({ group: 'LOBBY', text: hostile, sender: 'pl***1' });
    // The platform pushes nothing for chat: an open room reads its history again.
    expect(seen).toEqual([]);
    const bobReads = await history(bob);
    expect(bobReads.body.value.messages.at(-1)).toMatchObject({ text: hostile });
  });

  it('refuses empty, too long and flooding messages, and rooms the member may not join', async () => {
    const alice = await tokenOf('player1');
    expect((await send(alice, '   ')).body.message).toBe('chat_text_empty');
    expect((await send(alice, 'a'.repeat(CHAT_TEXT_MAX + 1))).body.message).toBe(
      'chat_text_too_long',
    );
    for (let i = 0; i < CHAT_BURST; i += 1)
      expect((await send(alice, `m${i}`)).body.success).toBe(true);
    expect((await send(alice, 'one too many')).body.message).toBe('chat_too_fast');
    now += CHAT_BURST_WINDOW_MS + 1;
    expect((await send(alice, 'after a pause')).body.success).toBe(true);
    expect((await send(alice, 'hi', 'VIP')).body.message).toBe('chat_not_permitted');
    expect((await history(alice, 'VIP')).body.message).toBe('chat_not_permitted');
  });
});

describe('customer service in the status call', () => {
  it('carries every service type with its address encrypted', async () => {
    const status = await request(app).get('/wps/system/status').set(MERCHANT);
    const entries = status.body.value.info.customerService as { csType: string; path: string }[];
    expect(entries.map((e) => e.csType)).toEqual(['LIVE', 'LINE', 'LINE', 'TELEGRAM']);
    expect(decryptCustomerServicePath(entries[1]!.path)).toBe('https://line.me/R/ti/p/@playhouse');
  });
});
