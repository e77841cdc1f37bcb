import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import qs from 'qs';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type GatewayApp } from '../app.js';
import { loadConfig } from '../config.js';
import { startFakeUpstream, type FakeUpstream } from '../test-support/fakeUpstream.js';
import { SITE_CALL } from '../test-support/session.js';
import { makeWebDist } from '../test-support/webDist.js';
import { namesMerchant } from './merchant.js';

/**
 * Property: whatever spelling, nesting or body type a browser uses to name a merchant, the
 * upstream never sees the browser's merchant (`EVIL`); only the configured one (`PH01`), and
 * every other field arrives unchanged.
 */

let upstream: FakeUpstream;
let app: GatewayApp;
let server: http.Server;
let base: string;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  app = createApp(
    loadConfig({ UPSTREAM_URLS: upstream.url, MERCHANT_CODE: 'PH01', WEB_DIST: makeWebDist() }),
  );
  server = http.createServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await upstream.close();
});
beforeEach(() => {
  upstream.seen.length = 0;
});

const RUNS = { numRuns: 120 };

/** Peels every layer of percent-encoding (and `+`), as the most eager parser would. */
function decodeFully(text: string): string {
  let current = text;
  for (let i = 0; i < 6; i += 1) {
    const next = current
      .replace(/\+/g, ' ')
      .replace(/%([0-9A-Fa-f]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    if (next === current) return current;
    current = next;
  }
  return current;
}

const hex = (c: string, upper: boolean) => {
  const h = c.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upper ? h.toUpperCase() : h}`;
};

/** `merchant` or `merchantCode`, each letter in either case and maybe percent-encoded. */
const merchantWord = fc
  .tuple(
    fc.constantFrom('merchant', 'merchantCode'),
    fc.array(fc.constantFrom('keep', 'upper', 'lower', 'pct', 'PCT'), {
      minLength: 12,
      maxLength: 12,
    }),
  )
  .map(([word, how]) =>
    [...word]
      .map((c, i) => {
        switch (how[i]) {
          case 'upper':
            return c.toUpperCase();
          case 'lower':
            return c.toLowerCase();
          case 'pct':
            return hex(c, false);
          case 'PCT':
            return hex(c, true);
          default:
            return c;
        }
      })
      .join(''),
  );

/** Where the merchant sits: at the top, in qs brackets, Spring dots, arrays, deeper. */
const nesting = fc.constantFrom(
  (k: string) => k,
  (k: string) => `${k}[]`,
  (k: string) => `${k}[0]`,
  (k: string) => `data[${k}]`,
  (k: string) => `data[0][${k}]`,
  (k: string) => `a[b][c][${k}]`,
  (k: string) => `data.${k}`,
  (k: string) => `data%5B${k}%5D`,
  (k: string) => `data%5b0%5d%5b${k}%5d`,
  (k: string) => `a;${k}`,
);

/** The whole name, maybe encoded once more (`%` as `%25`) for servers that decode twice. */
const hostileName = fc
  .tuple(merchantWord, nesting, fc.boolean())
  .map(([word, nest, twice]) => (twice ? nest(word).replace(/%/g, '%25') : nest(word)));

const urlencoded = fc.tuple(hostileName, fc.integer({ min: 0, max: 2 })).map(([name, at]) => {
  const pairs = ['a=1', 'b=two%20words'];
  pairs.splice(at, 0, `${name}=EVIL`);
  return pairs.join('&');
});

function expectOthersIntact(text: string) {
  const parsed = qs.parse(text, { depth: 20 });
  expect(parsed.a).toBe('1');
  expect(parsed.b).toBe('two words');
}

describe('one merchant, whatever the encoding', () => {
  it('recognises every generated spelling as a merchant name', () => {
    fc.assert(
      fc.property(hostileName, (name) => namesMerchant(name)),
      RUNS,
    );
  });

  it('never names a merchant by accident in ordinary field names', () => {
    for (const name of ['amount', 'data[amount]', 'merchantName2', 'merch', 'remark', 'a.b'])
      expect(namesMerchant(name)).toBe(false);
  });

  it('replaces or removes a merchant in the query', async () => {
    await fc.assert(
      fc.asyncProperty(urlencoded, async (query) => {
        upstream.seen.length = 0;
        const res = await request(app).get(`/wps/member/list?${query}`);
        expect(res.status).toBe(200);
        const seen = upstream.calls()[0];
        const sent = seen?.url.split('?')[1] ?? '';
        expect(decodeFully(sent)).not.toContain('EVIL');
        expectOthersIntact(sent);
        expect(seen?.headers.merchant).toBe('PH01');
      }),
      RUNS,
    );
  });

  it('replaces or removes a merchant in a form body', async () => {
    await fc.assert(
      fc.asyncProperty(urlencoded, async (form) => {
        upstream.seen.length = 0;
        const res = await request(app)
          .post('/wps/member/update')
          .set(SITE_CALL)
          .set('Content-Type', 'application/x-www-form-urlencoded')
          .send(form);
        expect(res.status).toBe(200);
        const body = upstream.calls()[0]?.body ?? '';
        expect(decodeFully(body)).not.toContain('EVIL');
        expectOthersIntact(body);
      }),
      RUNS,
    );
  });

  /** A JSON value with the merchant at some path of objects and arrays. */
  const jsonBody = fc
    .tuple(
      fc.constantFrom('merchant', 'merchantCode', 'MERCHANT', 'MerchantCode', 'data[merchant]'),
      fc.array(fc.constantFrom('object', 'array', 'data'), { maxLength: 5 }),
      fc.boolean(),
    )
    .map(([key, path, escaped]) => {
      let value: unknown = { [key]: 'EVIL', amount: 10 };
      for (const step of path.reverse()) {
        if (step === 'array') value = [1, value];
        else if (step === 'data') value = { data: value };
        else value = { nested: value, keep: 'yes' };
      }
      const text = JSON.stringify(value);
      // JSON escapes spell the same key differently in the bytes.
      return escaped
        ? text.replace(/"merchant/gi, (m) => `"\\u006${m[1] === 'm' ? 'd' : 'D'}${m.slice(2)}`)
        : text;
    });

  it('replaces a merchant at any depth of a JSON body, whatever type it is sent as', async () => {
    await fc.assert(
      fc.asyncProperty(
        jsonBody,
        fc.constantFrom(
          'application/json',
          'application/json; charset=utf-8',
          'text/plain',
          'text/json',
          'application/vnd.api+json',
          'application/octet-stream',
          undefined,
        ),
        async (text, type) => {
          upstream.seen.length = 0;
          // fetch sends a byte body with exactly the headers given, and none when none is.
          const res = await fetch(`${base}/wps/member/update`, {
            method: 'POST',
            headers: type ? { ...SITE_CALL, 'Content-Type': type } : SITE_CALL,
            body: new TextEncoder().encode(text),
          });
          expect(res.status).toBe(200);
          const body = upstream.calls()[0]?.body ?? '';
          expect(body).not.toContain('EVIL');
          expect(JSON.stringify(JSON.parse(body))).not.toContain('EVIL');
          expect(body).toContain('"amount":10');
        },
      ),
      RUNS,
    );
  });

  it('refuses a body that looks like JSON but is not, whatever its type', async () => {
    for (const type of ['text/plain', 'text/json', 'application/json']) {
      const res = await request(app)
        .post('/wps/member/update')
        .set(SITE_CALL)
        .set('Content-Type', type)
        .send('{"merchant":"EVIL",}');
      expect(res.status).toBe(400);
    }
    expect(upstream.calls()).toHaveLength(0);
  });

  /** A multipart Content-Disposition that some parser could read as naming the merchant. */
  const hostileDisposition = fc
    .tuple(
      merchantWord,
      fc.constantFrom(
        (w: string) => `name="${w}"`,
        (w: string) => `name=${w}`,
        (w: string) => `name="x\\"; name=\\"${w}"`,
        (w: string) => `name="x"; name="${w}"`,
        (w: string) => `name="${w}"; name="x"`,
        (w: string) => `name*=utf-8''${w}`,
        (w: string) => `name="data[${w}]"`,
        (w: string) => `name="x"; filename="a\\"; name=\\"${w}"`,
      ),
    )
    .map(([word, shape]) => shape(word));

  it('leaves no merchant in a multipart form, even under hostile part names', async () => {
    await fc.assert(
      fc.asyncProperty(hostileDisposition, async (disposition) => {
        upstream.seen.length = 0;
        const boundary = 'XyZ123';
        const body = Buffer.from(
          [
            `--${boundary}`,
            'Content-Disposition: form-data; name="amount"',
            '',
            '10',
            `--${boundary}`,
            `Content-Disposition: form-data; ${disposition}`,
            '',
            'EVIL',
            `--${boundary}--`,
            '',
          ].join('\r\n'),
          'latin1',
        );
        const res = await request(app)
          .post('/wps/relay/MCSFE_processC2CTransaction')
          .set(SITE_CALL)
          .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
          .send(body);
        // Forms that parsers would split differently are refused; the rest arrive without EVIL.
        if (res.status === 400) {
          expect(upstream.calls()).toHaveLength(0);
          return;
        }
        expect(res.status).toBe(200);
        const sent = upstream.calls()[0]?.raw.toString('latin1') ?? '';
        expect(sent).not.toContain('EVIL');
        expect(sent).toMatch(/name="amount"\r\n\r\n10\r\n/);
      }),
      RUNS,
    );
  });
});

/** What the platform's clients send with an encrypted call (web/src/api/encryption.ts). */
const encryptionHeader = randomBytes(256).toString('base64');
/** An encrypted payload: base64 of DES-ECB blocks, sent as text/plain. */
const cipherText = randomBytes(64).toString('base64');

describe('one merchant, whatever the headers claim', () => {
  it('scrubs a plain JSON, form or multipart body even when an Encryption header is sent', async () => {
    const boundary = 'EnC123';
    const cases: [string, string][] = [
      ['application/json', '{"merchant":"EVIL","amount":10}'],
      ['text/plain', '{"data":{"merchantCode":"EVIL"},"amount":10}'],
      ['application/x-www-form-urlencoded', 'merchant=EVIL&amount=10'],
      [
        `multipart/form-data; boundary=${boundary}`,
        [
          `--${boundary}`,
          'Content-Disposition: form-data; name="merchant"',
          '',
          'EVIL',
          `--${boundary}`,
          'Content-Disposition: form-data; name="amount"',
          '',
          '10',
          `--${boundary}--`,
          '',
        ].join('\r\n'),
      ],
    ];
    for (const [type, body] of cases) {
      upstream.seen.length = 0;
      const res = await fetch(`${base}/wps/relay/MCSFE_processC2CTransaction`, {
        method: 'POST',
        headers: { ...SITE_CALL, 'Content-Type': type, Encryption: encryptionHeader },
        body,
      });
      expect(res.status, type).toBe(200);
      const sent = upstream.calls()[0]?.raw.toString('latin1') ?? '';
      expect(decodeFully(sent), type).not.toContain('EVIL');
      expect(sent, type).toMatch(/amount/);
    }
  });

  it("passes the platform's encrypted payload as it is: the gateway cannot read it", async () => {
    for (const type of ['text/plain', 'application/json', undefined]) {
      upstream.seen.length = 0;
      const res = await fetch(`${base}/wps/member/update`, {
        method: 'POST',
        headers: {
          ...SITE_CALL,
          ...(type ? { 'Content-Type': type } : {}),
          Encryption: encryptionHeader,
        },
        body: cipherText,
      });
      expect(res.status, String(type)).toBe(200);
      const seen = upstream.calls()[0];
      expect(seen?.body).toBe(cipherText);
      expect(seen?.headers.encryption).toBe(encryptionHeader);
      expect(seen?.headers.merchant).toBe('PH01');
    }
  });

  it('lets only its own Merchant header reach the platform, whatever other names a browser uses', async () => {
    const names = [
      'Merchant',
      'merchantCode',
      'X-Merchant',
      'merchant-code',
      'x-merchant-code',
      'merchant_code',
      'Merchant-Id',
      'X-MERCHANT-CODE',
      'merchant.code',
    ];
    for (const name of names) {
      upstream.seen.length = 0;
      const res = await request(app)
        .get('/wps/member/list')
        .set(name, 'EVIL')
        .set('Language', 'en');
      expect(res.status, name).toBe(200);
      const headers = upstream.calls()[0]?.headers ?? {};
      const merchantish = Object.keys(headers).filter((h) => h.includes('merchant'));
      expect(merchantish, name).toEqual(['merchant']);
      expect(headers.merchant, name).toBe('PH01');
      expect(JSON.stringify(headers), name).not.toContain('EVIL');
      expect(headers.language).toBe('en');
    }
  });

  it('drops every merchant cookie, in any case or encoding, and keeps the others', async () => {
    const cookies = [
      'merchant=EVIL',
      'Merchant=EVIL',
      'MERCHANTCODE=EVIL',
      'merchant_code=EVIL',
      'x-merchant=EVIL',
      'merch%61nt=EVIL',
      ' merchant =EVIL',
    ];
    for (const cookie of cookies) {
      upstream.seen.length = 0;
      const res = await request(app)
        .get('/wps/member/list')
        .set('Cookie', `lang=en; ${cookie}; theme=dark`);
      expect(res.status, cookie).toBe(200);
      const sent = String(upstream.calls()[0]?.headers.cookie ?? '');
      expect(sent, cookie).not.toContain('EVIL');
      expect(sent, cookie).toContain('lang=en');
      expect(sent, cookie).toContain('theme=dark');
    }
    upstream.seen.length = 0;
    await request(app).get('/wps/member/list').set('Cookie', 'lang=en;theme=dark , mode=1');
    expect(upstream.calls()[0]?.headers.cookie).toBe('lang=en;theme=dark , mode=1');
  });
});
