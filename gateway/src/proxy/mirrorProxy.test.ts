import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Mirror } from '../mirrors/pool.js';
import { MirrorProxies, type Outcome } from './mirrorProxy.js';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A mirror that records what reaches it; `/slow` never answers. */
async function mirrorServer(): Promise<{
  origin: string;
  seen: Seen[];
  connections: () => number;
}> {
  const seen: Seen[] = [];
  let connections = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.url?.endsWith('/slow')) return;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"success":true}');
    });
  });
  server.on('connection', () => (connections += 1));
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, seen, connections: () => connections };
}

const spec = (over: Partial<Parameters<MirrorProxies['send']>[1]> = {}) => ({
  method: 'GET',
  path: '/wps/system/status?merchant=m1',
  headers: { accept: 'application/json' },
  body: undefined,
  timeoutMs: 2_000,
  ...over,
});

async function bodyOf(outcome: Outcome): Promise<string> {
  if (outcome.kind !== 'response') throw new Error(`no response: ${outcome.failure}`);
  let text = '';
  for await (const chunk of outcome.res) text += String(chunk);
  return text;
}

describe('MirrorProxies', () => {
  it("sends the try under the mirror's base path, with the gateway's headers and body", async () => {
    const { origin, seen } = await mirrorServer();
    const mirror = new Mirror(`${origin}/api/`, 0);
    const proxies = new MirrorProxies();
    const outcome = await proxies.send(
      mirror,
      spec({
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': 11 },
        body: Buffer.from('{"a":"one"}'),
      }),
    );
    expect(await bodyOf(outcome)).toBe('{"success":true}');
    expect(seen).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/wps/system/status?merchant=m1',
        body: '{"a":"one"}',
      }),
    ]);
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(mirror.inFlight).toBe(0);
  });

  it('reuses the keep-alive connection for the next try', async () => {
    const { origin, connections } = await mirrorServer();
    const mirror = new Mirror(origin, 0);
    const proxies = new MirrorProxies();
    await bodyOf(await proxies.send(mirror, spec()));
    await bodyOf(await proxies.send(mirror, spec()));
    await bodyOf(await proxies.send(mirror, spec()));
    expect(connections()).toBe(1);
  });

  it('ends a try that gets no answer in time as a timeout, and sends nothing more', async () => {
    const { origin, seen } = await mirrorServer();
    const mirror = new Mirror(origin, 0);
    const outcome = await new MirrorProxies().send(
      mirror,
      spec({ path: '/wps/slow', timeoutMs: 50 }),
    );
    expect(outcome).toMatchObject({ kind: 'error', failure: 'timeout', local: false });
    expect(seen).toHaveLength(1);
    expect(mirror.inFlight).toBe(0);
  });

  it('tells a refused connection (nothing sent) from a request node:http would not build', async () => {
    const closed = new Mirror('http://127.0.0.1:1', 0);
    expect(await new MirrorProxies().send(closed, spec())).toMatchObject({
      kind: 'error',
      failure: 'connect',
      local: false,
    });
    const { origin, seen } = await mirrorServer();
    const mirror = new Mirror(origin, 0);
    // A header value with a line break (a token the platform sent, say) never leaves the gateway.
    const outcome = await new MirrorProxies().send(
      mirror,
      spec({ headers: { authorization: 'abc\r\nx-injected: 1' } }),
    );
    expect(outcome).toMatchObject({ kind: 'error', local: true });
    expect(seen).toHaveLength(0);
    expect(mirror.inFlight).toBe(0);
  });
});
