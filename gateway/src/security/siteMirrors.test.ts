import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { eventually, startGateway, type RunningGateway } from '../test-support/gatewayHarness.js';
import { MAX_SITE_MIRRORS, mirrorSource } from './siteMirrors.js';

/** A platform whose mirror list (`/wps/system/domainRoute`) the test changes while it runs. */
async function platformListing(initial: unknown[]) {
  const state = { domainList: initial, up: true, asked: 0 };
  const server = http.createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    if (req.url?.startsWith('/wps/system/domainRoute')) {
      state.asked += 1;
      if (!state.up) {
        res.statusCode = 503;
        res.end(JSON.stringify({ success: false, message: 'down', value: null }));
        return;
      }
      res.end(
        JSON.stringify({ success: true, message: '', value: { domainList: state.domainList } }),
      );
      return;
    }
    res.end(JSON.stringify({ success: true, message: '', value: {} }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const connectSrc = async (url: string) => {
  const res = await request(url).get('/');
  return /connect-src ([^;]*)/.exec(res.headers['content-security-policy'] as string)?.[1];
};

let gateway: RunningGateway | undefined;
let platform: Awaited<ReturnType<typeof platformListing>> | undefined;
afterEach(async () => {
  await gateway?.stop();
  await platform?.close();
  gateway = undefined;
  platform = undefined;
});

describe('the mirror domains a page may time', () => {
  it('takes plain hosts and http(s) origins, and refuses paths, users and wildcards', () => {
    expect(mirrorSource('Mirror-B.Example.com')).toBe('mirror-b.example.com');
    expect(mirrorSource('127.0.0.2:8080')).toBe('127.0.0.2:8080');
    expect(mirrorSource('https://m1.example/')).toBe('https://m1.example');
    for (const bad of [
      '*.example.com',
      'https://*.example.com',
      'ftp://m.example',
      'm.example/path',
      'user@m.example',
      "m.example; script-src 'unsafe-inline'",
      'm.example:99999',
      '',
    ])
      expect(mirrorSource(bad), bad).toBeNull();
  });

  it("follows the platform's mirror list: the page policy lets the speed test reach each one", async () => {
    platform = await platformListing([
      { domainName: 'm1.example' },
      { domainName: '127.0.0.2:8080' },
    ]);
    gateway = await startGateway({
      UPSTREAM_URLS: platform.url,
      SITE_MIRROR_ORIGINS: 'https://configured.example',
      SITE_MIRROR_REFRESH_SECONDS: '10',
    });
    const url = gateway.url;
    await eventually(async () => (await connectSrc(url)) !== "'self' https://configured.example");
    expect(await connectSrc(url)).toBe(
      "'self' https://configured.example m1.example 127.0.0.2:8080",
    );
  });

  it('leaves out entries that are not plain hosts, caps the list, and says so in the log', async () => {
    const many = Array.from({ length: MAX_SITE_MIRRORS + 3 }, (_, i) => ({
      domainName: `m${i}.example`,
    }));
    platform = await platformListing([
      { domainName: '*.evil.example' },
      { domainName: "x.example; script-src 'unsafe-eval'" },
      ...many,
    ]);
    gateway = await startGateway({ UPSTREAM_URLS: platform.url });
    const running = gateway;
    await eventually(async () => (await connectSrc(running.url))?.includes('m0.example') === true);
    const sources = (await connectSrc(running.url))!.split(' ');
    expect(sources).toHaveLength(1 + MAX_SITE_MIRRORS);
    expect(sources.join(' ')).not.toMatch(/evil|unsafe-eval|\*/);
    expect(running.logs.text).toContain('not plain http(s) hosts');
    expect(running.logs.text).toContain('more mirror domains than the page policy takes');
  });

  it('keeps the configured mirrors and logs an error while the platform list cannot be had', async () => {
    platform = await platformListing([{ domainName: 'm1.example' }]);
    platform.state.up = false;
    gateway = await startGateway({
      UPSTREAM_URLS: platform.url,
      SITE_MIRROR_ORIGINS: 'http://localhost:8080',
    });
    const running = gateway;
    await eventually(() => running.logs.text.includes('could not get the platform mirror list'));
    expect(await connectSrc(running.url)).toBe("'self' http://localhost:8080");
    // It asks again soon, and takes the list once the platform answers.
    platform.state.up = true;
    await eventually(
      async () => (await connectSrc(running.url)) === "'self' http://localhost:8080 m1.example",
    );
  });

  it('refuses to start with a wildcard or a path among the configured mirrors', () => {
    for (const bad of ['https://*.example.com', 'https://m.example/x', 'm.example'])
      expect(() => loadConfig({ SITE_MIRROR_ORIGINS: bad }), bad).toThrow(/SITE_MIRROR_ORIGINS/);
  });
});
