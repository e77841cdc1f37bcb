import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MirrorPool } from '../mirrors/pool.js';
import { createLogger } from '../ops/logger.js';
import { createMetrics } from '../ops/metrics.js';
import { memberResolver, NotSignedIn } from './memberResolver.js';

let server: http.Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A platform whose member-info call answers with the given status and body. */
async function platformAnswering(status: number, body: unknown) {
  server = http.createServer((_req, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const pool = new MirrorPool(
    [`http://127.0.0.1:${port}`],
    { ejectBaseMs: 1_000, ejectMaxMs: 8_000 },
    createMetrics(),
    createLogger('silent'),
  );
  return memberResolver(pool, 'PH01', 2_000);
}

describe('the member behind a socket’s token', () => {
  it('is the id the platform names', async () => {
    const resolve = await platformAnswering(200, { success: true, value: { id: 42 } });
    await expect(resolve('t')).resolves.toEqual({ id: '42' });
  });

  it('comes with their mobile number as the platform masks it, when it shows one', async () => {
    const resolve = await platformAnswering(200, {
      success: true,
      value: { id: 42, mobile: '81****678' },
    });
    await expect(resolve('t')).resolves.toEqual({ id: '42', mobileMask: '81****678' });
  });

  it('is signed out on a 401 or on please_login_first, as the web client signs out', async () => {
    const refused = await platformAnswering(401, { success: false, message: 'x' });
    await expect(refused('t')).rejects.toBeInstanceOf(NotSignedIn);
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    const expired = await platformAnswering(200, {
      success: false,
      message: 'please_login_first',
    });
    await expect(expired('t')).rejects.toBeInstanceOf(NotSignedIn);
  });

  it('is not signed out by a passing refusal: the sockets stay and try again', async () => {
    const limited = await platformAnswering(429, { success: false, message: 'too_many_requests' });
    const error = await limited('t').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(NotSignedIn);
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    const busy = await platformAnswering(200, { success: false, message: 'system_busy' });
    await expect(busy('t')).rejects.not.toBeInstanceOf(NotSignedIn);
  });
});
