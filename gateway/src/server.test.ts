import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './deployment/processes.js';
import { startFakeUpstream, type FakeUpstream } from './test-support/fakeUpstream.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.resolve(here, '../../node_modules/.bin/tsx');

let upstream: FakeUpstream | undefined;
afterEach(async () => {
  await upstream?.close();
});

describe('server process', () => {
  it('on SIGTERM finishes the request in flight, then exits 0', async () => {
    upstream = await startFakeUpstream();
    upstream.behaviour.delayMs = 700;
    const port = await freePort();
    const child = spawn(tsx, [path.join(here, 'server.ts')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        ADMIN_PORT: '0',
        UPSTREAM_URLS: upstream.url,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    for (let i = 0; i < 200 && !out.includes('gateway listening'); i += 1)
      await new Promise((r) => setTimeout(r, 50));
    expect(out).toContain('gateway listening');

    // On a kept-alive connection, as a load balancer holds them.
    const agent = new http.Agent({ keepAlive: true });
    const inFlight = new Promise<{ status: number; body: string; connection?: string }>(
      (resolve, reject) => {
        http
          .get(`http://127.0.0.1:${port}/wps/system/status`, { agent }, (res) => {
            let body = '';
            res.on('data', (d) => (body += d));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }),
            );
          })
          .on('error', reject);
      },
    );
    // The request's own arrival (the push host look-up at start-up also calls the upstream).
    const fake = upstream;
    const arrived = () => fake.calls().some((c) => c.url.startsWith('/wps/system/status'));
    for (let i = 0; i < 100 && !arrived(); i += 1) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGTERM');

    const res = await inFlight;
    expect(res.status).toBe(200);
    // The connection closes after it: nothing more reaches a gateway that is going away.
    expect(res.connection).toBe('close');
    agent.destroy();
    expect(await exited).toBe(0);
    expect(out).toContain('gateway draining');
    expect(out).toContain('gateway stopped');
    const lines = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { msg: string });
    expect(lines.every((l) => typeof l.msg === 'string')).toBe(true);
  }, 20_000);
});
