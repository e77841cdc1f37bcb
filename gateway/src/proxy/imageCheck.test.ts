import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  bombPng,
  dataUrl,
  garbledPng,
  jpegBogusHeight,
  jpegBogusPrecision,
  jpegZipPolyglot,
  photo,
  pngHtmlPolyglot,
  smallPng,
  truncatedPng,
} from '../../../mocks/src/test-support/images.js';
import { SITE_CALL } from '../test-support/session.js';
import { gatewayOverFake } from '../test-support/gatewayOverFake.js';
import { checkImage, ImageRefused } from './imageCheck.js';

const PROOF = '/wps/relay/MCSFE_processC2CTransaction';
const FEEDBACK = '/wps/feedback';

const fake = gatewayOverFake();
const gateway = () => fake.gateway({ MERCHANT_CODE: 'PH01' });

/** Each attack, with what the browser is told. */
const ATTACKS: [string, () => Buffer | Promise<Buffer>, number, string][] = [
  ['a PNG with a web page after its end', pngHtmlPolyglot, 400, 'proof_invalid_type'],
  [
    'a JPEG with a ZIP archive after its end (GIFAR-like)',
    jpegZipPolyglot,
    400,
    'proof_invalid_type',
  ],
  ['a 20,000 × 20,000 PNG in a few kB (decompression bomb)', bombPng, 413, 'proof_too_many_pixels'],
  ['a PNG cut off in its pixel data', truncatedPng, 400, 'proof_invalid_type'],
  ['a PNG whose pixel data does not inflate', garbledPng, 400, 'proof_invalid_type'],
  ['a JPEG whose SOF has a bogus precision', jpegBogusPrecision, 400, 'proof_invalid_type'],
  ['a JPEG whose SOF declares more rows than it holds', jpegBogusHeight, 400, 'proof_invalid_type'],
];

const typeOf = (bytes: Buffer) => (bytes[0] === 0x89 ? 'png' : 'jpeg');

describe('uploaded pictures are decoded before they are forwarded', () => {
  it('passes an ordinary photo and a PNG, the bytes unchanged', async () => {
    const jpeg = await photo(1600, 1200);
    const png = await smallPng();
    await expect(checkImage(jpeg, 'jpeg')).resolves.toBe('jpeg');
    await expect(checkImage(png, 'png')).resolves.toBe('png');
    const body = { content: 'hi', file: [dataUrl(jpeg, 'jpeg'), dataUrl(png)] };
    const res = await request(gateway()).put(FEEDBACK).set(SITE_CALL).send(body);
    expect(res.status).toBe(200);
    expect(JSON.parse(fake.upstream.calls().at(-1)?.raw.toString() ?? '{}')).toMatchObject(body);
  });

  it('passes a phone photo with further pictures after it (multi-picture format)', async () => {
    const twoInOne = Buffer.concat([await photo(), await photo(160, 120)]);
    await expect(checkImage(twoInOne)).resolves.toBe('jpeg');
  });

  for (const [what, make, status, key] of ATTACKS) {
    it(`refuses ${what} in feedback, withdrawal proof and a form, forwarding nothing`, async () => {
      const bytes = await make();
      await expect(checkImage(bytes)).rejects.toBeInstanceOf(ImageRefused);
      const app = gateway();
      const url = dataUrl(bytes, typeOf(bytes));
      const answers = [
        await request(app)
          .put(FEEDBACK)
          .set(SITE_CALL)
          .send({ content: 'hi', file: [url] }),
        await request(app)
          .post(PROOF)
          .set(SITE_CALL)
          .send({ action: 'NOT_RECEIVED', withdrawalId: 'w1', proofImages: [url] }),
        await request(app)
          .post(PROOF)
          .set(SITE_CALL)
          .field('action', 'NOT_RECEIVED')
          .attach('proof', bytes, { filename: 'r.png', contentType: `image/${typeOf(bytes)}` }),
      ];
      for (const res of answers) {
        expect(res.status).toBe(status);
        expect(res.body).toEqual({ success: false, message: key, value: null });
      }
      expect(fake.upstream.calls()).toHaveLength(0);
    });
  }

  it('checks a plain body whatever an Encryption header or its content type claims', async () => {
    const app = gateway();
    const body = JSON.stringify({ content: 'hi', file: [dataUrl(bombPng())] });
    const claimed = await request(app)
      .put(FEEDBACK)
      .set(SITE_CALL)
      .set('Encryption', 'a2V5')
      .set('Content-Type', 'application/json')
      .send(body);
    const asText = await request(app)
      .put(FEEDBACK)
      .set(SITE_CALL)
      .set('Content-Type', 'text/plain')
      .send(body);
    expect([claimed.status, asText.status]).toEqual([413, 413]);
    expect(fake.upstream.calls()).toHaveLength(0);
  });

  it('refuses a picture labelled as another type, or a data URL that is not a picture', async () => {
    const app = gateway();
    for (const file of [
      dataUrl(await smallPng(), 'jpeg'),
      dataUrl(Buffer.from('<svg onload="alert(1)"/>'), 'svg+xml'),
      'data:text/html;base64,PGh0bWw+',
    ]) {
      const res = await request(app)
        .put(FEEDBACK)
        .set(SITE_CALL)
        .send({ content: 'hi', file: [file] });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('proof_invalid_type');
    }
    expect(fake.upstream.calls()).toHaveLength(0);
  });

  it('leaves calls without pictures alone, and checks pictures sent to any other call', async () => {
    const app = gateway();
    const plain = await request(app)
      .put(FEEDBACK)
      .set(SITE_CALL)
      .send({ content: 'data: the lobby is slow' });
    expect(plain.status).toBe(200);
    const chat = await request(app)
      .post('/wps/cbs/send')
      .set(SITE_CALL)
      .send({ group: 'lobby', text: 'data: one more line' });
    expect(chat.status).toBe(200);
    const picture = await request(app)
      .post('/wps/member/update')
      .set(SITE_CALL)
      .send({ avatar: dataUrl(bombPng()) });
    expect(picture.status).toBe(413);
    expect(fake.upstream.calls()).toHaveLength(2);
  });
});
