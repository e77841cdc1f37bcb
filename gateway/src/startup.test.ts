import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { deadPort } from './test-support/fakeUpstream.js';

/**
 * The server process with a configuration it cannot work with: it exits 1 before listening,
 * with a readable message naming the variable and why, not a stack trace or a warning line.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.resolve(here, '../../node_modules/.bin/tsx');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-startup-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function start(
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(tsx, [path.join(here, 'server.ts')], {
    env: {
      ...process.env,
      PORT: String(await deadPort()),
      HOST: '127.0.0.1',
      ADMIN_PORT: '0',
      UPSTREAM_URLS: `http://127.0.0.1:${await deadPort()}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const code = await new Promise<number | null>((r) => child.on('exit', r));
  return { code, out, err };
}

describe('a gateway that cannot work with its configuration', () => {
  it('exits 1 naming REDIS_URL when Redis is not reachable at start', async () => {
    const port = await deadPort();
    const { code, out, err } = await start({
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REDIS_STARTUP_WAIT_MS: '500',
    });
    expect(code).toBe(1);
    expect(err).toMatch(
      new RegExp(
        `^Gateway cannot start:\\n  REDIS_URL: Redis at redis://127\\.0\\.0\\.1:${port}/? is \\w+ \\(connect ECONNREFUSED 127\\.0\\.0\\.1:${port}\\) after 0\\.5 s`,
        'm',
      ),
    );
    expect(err).not.toMatch(/\n\s+at /);
    expect(out).not.toContain('gateway listening');
  }, 30_000);

  it('exits 1 naming the key file and why it cannot be read', async () => {
    // A folder where the key file should be: unreadable as a file even to root.
    const keyDir = path.join(dir, 'platform-public.pem');
    fs.mkdirSync(keyDir);
    const missing = path.join(dir, 'nowhere.pem');
    const asFolder = await start({ PLATFORM_RSA_PUBLIC_KEY_FILE: keyDir });
    expect(asFolder.code).toBe(1);
    expect(asFolder.err).toContain(`PLATFORM_RSA_PUBLIC_KEY_FILE: cannot read ${keyDir} (EISDIR`);
    const absent = await start({ PLATFORM_RSA_PUBLIC_KEY_FILE: missing });
    expect(absent.code).toBe(1);
    expect(absent.err).toContain(`PLATFORM_RSA_PUBLIC_KEY_FILE: cannot read ${missing} (ENOENT`);
    expect(absent.out).not.toContain('gateway listening');
  }, 30_000);

  it('exits 1 naming PUSH_HOST_URL when it is not an http(s) URL', async () => {
    const { code, err } = await start({ PUSH_HOST_URL: 'socket.example.com:443' });
    expect(code).toBe(1);
    expect(err).toContain('Invalid gateway configuration:');
    expect(err).toContain('PUSH_HOST_URL: an http(s) URL such as https://socket.example.com');
  }, 30_000);
});
