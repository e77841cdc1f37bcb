import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { makeWebDist } from '../test-support/webDist.js';

const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanup.splice(0)) c();
});

async function listen(server: http.Server): Promise<number> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  cleanup.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return (server.address() as net.AddressInfo).port;
}

/** Reads one HTTP answer with a Content-Length from a raw socket: its status line. */
function nextAnswer(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end === -1) return;
      const length = Number(/content-length: *(\d+)/i.exec(text)?.[1] ?? 0);
      if (text.length < end + 4 + length) return;
      socket.off('data', onData);
      resolve(text.slice(0, text.indexOf('\r\n')));
    };
    socket.on('data', onData);
  });
}

function post(n: number): string {
  const body = JSON.stringify({ n });
  return (
    'POST /wps/member/update HTTP/1.1\r\nHost: site.example\r\nX-Site-Request: 1\r\n' +
    `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`
  );
}

describe('a keep-alive connection the upstream closes while idle', () => {
  it('is not given the next call when its close arrives together with that call', async () => {
    const upstreamSockets: net.Socket[] = [];
    const upstream = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ success: true, message: '', value: null }));
      });
    });
    upstream.on('connection', (s: net.Socket) => upstreamSockets.push(s));
    const upstreamPort = await listen(upstream);
    const gateway = http.createServer(
      createApp(
        loadConfig({ UPSTREAM_URLS: `http://127.0.0.1:${upstreamPort}`, WEB_DIST: makeWebDist() }),
      ),
    );
    const browser = net.connect(await listen(gateway), '127.0.0.1');
    cleanup.push(() => browser.destroy());
    await once(browser, 'connect');

    browser.write(post(1));
    expect(await nextAnswer(browser)).toBe('HTTP/1.1 200 OK');
    expect(upstreamSockets).toHaveLength(1);

    // The next call and the upstream's close of the idle connection reach the gateway in the
    // same turn of its event loop, the call first. A POST is never resent, so had it gone down
    // the closed connection it would fail (and the mirror would be taken out as broken).
    const answer = nextAnswer(browser);
    browser.write(post(2));
    upstreamSockets[0]?.destroy();
    expect(await answer).toBe('HTTP/1.1 200 OK');
    expect(upstreamSockets).toHaveLength(2);
  });
});
