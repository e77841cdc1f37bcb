import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { makeWebDist } from '../test-support/webDist.js';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

const games = (n: number) =>
  JSON.stringify({
    success: true,
    message: '',
    value: Array.from({ length: n }, (_, i) => ({ gameId: i, name: `Game ${i}`, vendor: 'PG' })),
  });
const LIST = games(800);
const STREAMED = games(8000);
const SMALL = games(2);
const SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(200)}</svg>`;

/** An upstream answering the home's large game list, a streamed one, a small one and others. */
async function platform(): Promise<string> {
  const server = http.createServer((req, res) => {
    req.resume();
    const json = { 'Content-Type': 'application/json;charset=UTF-8' };
    switch (req.url?.split('?')[0]) {
      case '/wps/relay/GCSGAME_hotGamesV2':
        res.writeHead(200, { ...json, 'Content-Length': Buffer.byteLength(LIST), ETag: '"v1"' });
        res.end(LIST);
        return;
      case '/wps/stream': {
        // No length, in pieces with pauses: compressed as it arrives.
        res.writeHead(200, json);
        const body = Buffer.from(STREAMED);
        let at = 0;
        const next = () => {
          if (at >= body.length) return void res.end();
          res.write(body.subarray(at, at + 64 * 1024));
          at += 64 * 1024;
          setTimeout(next, 2);
        };
        next();
        return;
      }
      case '/wps/small':
        res.writeHead(200, { ...json, 'Content-Length': Buffer.byteLength(SMALL) });
        res.end(SMALL);
        return;
      case '/wps/packed': {
        const packed = zlib.gzipSync(LIST);
        res.writeHead(200, {
          ...json,
          'Content-Encoding': 'gzip',
          'Content-Length': packed.length,
        });
        res.end(packed);
        return;
      }
      case '/wps/kept':
        res.writeHead(200, { ...json, 'Cache-Control': 'no-transform', Vary: 'Origin' });
        res.end(LIST);
        return;
      case '/wps/art/logo.svg':
        res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Content-Length': SVG.length });
        res.end(SVG);
        return;
      default:
        res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': LIST.length });
        res.end(LIST);
    }
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function gateway(): Promise<string> {
  const app = createApp(loadConfig({ UPSTREAM_URLS: await platform(), WEB_DIST: makeWebDist() }));
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The answer's bytes exactly as they crossed the wire, with its headers. */
function get(url: string, acceptEncoding?: string, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; raw: Buffer }>(
    (resolve, reject) => {
      const req = http.request(
        url,
        { method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              raw: Buffer.concat(chunks),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

describe("compressing the platform's uncompressed JSON for the browser", () => {
  it('sends a large list compressed as the browser prefers, whole, with its length', async () => {
    const site = await gateway();
    const br = await get(`${site}/wps/relay/GCSGAME_hotGamesV2?language=EN`, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.headers['content-length']).toBe(String(br.raw.length));
    expect(br.raw.length).toBeLessThan(Buffer.byteLength(LIST) / 5);
    expect(zlib.brotliDecompressSync(br.raw).toString()).toBe(LIST);
    // The bytes changed, the content did not: the validator is still usable, as a weak one.
    expect(br.headers['etag']).toBe('W/"v1"');
    expect(br.headers['content-type']).toBe('application/json;charset=UTF-8');

    const gz = await get(`${site}/wps/relay/GCSGAME_hotGamesV2`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.raw).toString()).toBe(LIST);
  });

  it('leaves it as it is for a browser that asks for neither, still saying it could vary', async () => {
    const site = await gateway();
    for (const accept of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const plain = await get(`${site}/wps/relay/GCSGAME_hotGamesV2`, accept);
      expect(plain.headers['content-encoding'], accept).toBeUndefined();
      expect(plain.raw.toString(), accept).toBe(LIST);
      expect(plain.headers['content-length'], accept).toBe(String(Buffer.byteLength(LIST)));
      expect(plain.headers['etag'], accept).toBe('"v1"');
      expect(plain.headers['vary'], accept).toBe('Accept-Encoding');
    }
  });

  it("compresses the platform's SVG pictures too, which keep a document's headers", async () => {
    const site = await gateway();
    const svg = await get(`${site}/wps/art/logo.svg`, 'br');
    expect(svg.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(svg.raw).toString()).toBe(SVG);
    expect(svg.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('compresses a streamed answer as it arrives', async () => {
    const site = await gateway();
    const res = await get(`${site}/wps/stream`, 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(zlib.brotliDecompressSync(res.raw).toString()).toBe(STREAMED);
  });

  it('leaves small, already compressed, protected and binary answers alone', async () => {
    const site = await gateway();
    const small = await get(`${site}/wps/small`, 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.raw.toString()).toBe(SMALL);

    const packed = await get(`${site}/wps/packed`, 'br, gzip');
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(packed.raw).toString()).toBe(LIST);

    const kept = await get(`${site}/wps/kept`, 'br');
    expect(kept.headers['content-encoding']).toBeUndefined();
    expect(kept.raw.toString()).toBe(LIST);

    const picture = await get(`${site}/wps/other.png`, 'br');
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.raw.toString()).toBe(LIST);

    const head = await get(`${site}/wps/relay/GCSGAME_hotGamesV2`, 'br', 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.raw.length).toBe(0);
  });
});
