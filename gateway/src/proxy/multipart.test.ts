import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import busboy from 'busboy';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SITE_CALL, sessionCookieFor } from '../test-support/session.js';
import { smallPng } from '../../../mocks/src/test-support/images.js';
import { gatewayOverFake } from '../test-support/gatewayOverFake.js';

const UPLOAD = '/wps/relay/MCSFE_processC2CTransaction';

const fake = gatewayOverFake();
const gateway = () =>
  fake.gateway({ MERCHANT_CODE: 'PH01', UPLOAD_BODY_LIMIT_BYTES: String(64 * 1024) });

function lastCall() {
  const call = fake.upstream.calls().at(-1);
  if (!call) throw new Error('nothing reached the upstream');
  return call;
}

interface ReadForm {
  fields: [string, string][];
  files: { name: string; filename: string; mimeType: string; bytes: Buffer }[];
}

/** Reads a form the way a platform server would, to see what it would take from it. */
function readForm(body: Buffer, contentType: string): Promise<ReadForm> {
  return new Promise((resolve, reject) => {
    const form: ReadForm = { fields: [], files: [] };
    const parser = busboy({ headers: { 'content-type': contentType } });
    parser.on('field', (name, value) => form.fields.push([name, value]));
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () =>
        form.files.push({
          name,
          filename: info.filename ?? '',
          mimeType: info.mimeType,
          bytes: Buffer.concat(chunks),
        }),
      );
    });
    parser.on('error', reject);
    parser.on('close', () => resolve(form));
    parser.end(body);
  });
}

/**
 * A real picture whose bytes look like form syntax (in a private chunk the decoder skips), to
 * catch any re-encoding or boundary confusion.
 */
async function trickyImage(): Promise<Buffer> {
  const png = await smallPng();
  const junk = Buffer.concat([
    randomBytes(4000),
    Buffer.from('\r\n--\r\nname="merchant"\r\n\r\nEVIL\r\n', 'latin1'),
    Buffer.from([0xff, 0xfe, 0x00, 0x80]),
  ]);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(junk.length, 0);
  head.write('prVt', 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), junk])), 0);
  // After the signature (8 bytes) and IHDR (25 bytes).
  return Buffer.concat([png.subarray(0, 33), head, junk, crc, png.subarray(33)]);
}

function multipart(boundary: string, parts: string[]): Buffer {
  return Buffer.from(
    parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('') + `--${boundary}--\r\n`,
    'latin1',
  );
}

describe('merchant override in a multipart upload (receipt proof)', () => {
  it('sends the configured merchant upstream and the file bytes unchanged', async () => {
    const image = await trickyImage();
    fake.upstream.members.set('tok-abc', 'm-abc');
    const app = gateway();
    const cookie = await sessionCookieFor(app, 'tok-abc');
    const res = await request(app)
      .post(UPLOAD)
      .set(SITE_CALL)
      .set('Cookie', cookie)
      .field('merchant', 'EVIL')
      .field('amount', '100.00')
      .field('merchantCode', 'EVIL2')
      .attach('proof', image, { filename: 'receipt.png', contentType: 'image/png' });
    expect(res.status).toBe(200);

    const call = lastCall();
    const contentType = String(call.headers['content-type']);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(call.headers['content-length']).toBe(String(call.raw.length));
    expect(call.headers.authorization).toBe('tok-abc');
    const form = await readForm(call.raw, contentType);
    expect(form.fields).toEqual([
      ['merchant', 'PH01'],
      ['amount', '100.00'],
      ['merchantCode', 'PH01'],
    ]);
    expect(form.files).toHaveLength(1);
    expect(form.files[0]?.name).toBe('proof');
    expect(form.files[0]?.filename).toBe('receipt.png');
    expect(form.files[0]?.mimeType).toBe('image/png');
    expect(form.files[0]?.bytes.equals(image)).toBe(true);
  });

  it('does not let a part named merchant smuggle another code in as a file', async () => {
    await request(gateway())
      .post(UPLOAD)
      .set(SITE_CALL)
      .attach('merchant', Buffer.from('EVIL'), { filename: 'm.txt', contentType: 'text/plain' })
      .attach('proof', await smallPng(), { filename: 'r.png', contentType: 'image/png' });
    const call = lastCall();
    const form = await readForm(call.raw, String(call.headers['content-type']));
    expect(form.fields).toEqual([['merchant', 'PH01']]);
    expect(form.files.map((f) => f.name)).toEqual(['proof']);
  });

  it('passes a form without a merchant byte for byte', async () => {
    const body = multipart('b0undary', [
      'Content-Disposition: form-data; name="amount"\r\n\r\n100.00',
      `Content-Disposition: form-data; name="proof"; filename="r.png"\r\nContent-Type: image/png\r\n\r\n${(await smallPng()).toString('latin1')}`,
    ]);
    await request(gateway())
      .post(UPLOAD)
      .set(SITE_CALL)
      .set('Content-Type', 'multipart/form-data; boundary=b0undary')
      .send(body);
    expect(lastCall().raw.equals(body)).toBe(true);
  });

  it('scrubs a multipart form even when an Encryption header claims it is encrypted', async () => {
    const body = multipart('xyz', [
      'Content-Disposition: form-data; name="merchant"\r\n\r\nEVIL',
      'Content-Disposition: form-data; name="data"\r\n\r\nY2lwaGVy',
    ]);
    await request(gateway())
      .post(UPLOAD)
      .set(SITE_CALL)
      .set('Encryption', 'a2V5')
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send(body);
    const call = lastCall();
    const form = await readForm(call.raw, String(call.headers['content-type']));
    expect(form.fields).toEqual([
      ['merchant', 'PH01'],
      ['data', 'Y2lwaGVy'],
    ]);
    expect(call.headers.encryption).toBe('a2V5');
  });

  it('answers a broken form with a clean 400 envelope and forwards nothing', async () => {
    const res = await request(gateway())
      .post(UPLOAD)
      .set(SITE_CALL)
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="merchant"\r\n\r\nEVIL');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'request_param_err', value: null });
    expect(fake.upstream.calls()).toHaveLength(0);
  });

  it('refuses an upload past UPLOAD_BODY_LIMIT_BYTES before parsing it', async () => {
    const res = await request(gateway())
      .post(UPLOAD)
      .set(SITE_CALL)
      .field('merchant', 'EVIL')
      .attach('proof', randomBytes(70 * 1024), { filename: 'big.png', contentType: 'image/png' });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('request_too_large');
    expect(fake.upstream.calls()).toHaveLength(0);
  });
});
