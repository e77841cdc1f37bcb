import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { durationMs, interpolate, readCompose, rewriteEnvironment } from './compose.js';
import { rewriteLbConf } from './composeStack.js';

const COMPOSE = `services:
  lb:
    image: nginx
    networks:
      default:
        ipv4_address: 172.28.0.10
  gateway-1: &gateway
    environment:
      PORT: '8080'
      UPSTREAM_URLS: '\${UPSTREAM_URLS:-http://mocks:9090}'
      REDIS_URL: 'redis://redis:6379'
      TRUST_PROXY: '172.28.0.10'
      ADMIN_HOST: '0.0.0.0'
      KEY_FILE: /run/keys/key.pem
    volumes:
      - '\${KEY_PATH:-./keys/dev.pem}:/run/keys/key.pem:ro'
    stop_grace_period: 1m30s
  gateway-2: *gateway
  redis:
    image: redis
  mocks:
    environment:
      MOCKS_PORT: '9090'
`;

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function composeFile(text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compose-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'docker-compose.yml'), text);
  return path.join(dir, 'docker-compose.yml');
}

describe("the stack rehearsal's reading of docker-compose.yml", () => {
  it('interpolates as Compose does, every default taken', () => {
    expect(interpolate('${A:-x}/${B-y}/${C}', { A: '', B: '' })).toBe('x//');
    expect(durationMs('1m30s')).toBe(90_000);
    expect(() => durationMs('soon')).toThrow();
  });

  it("rewrites only addresses, ports and mounted files, for both of the anchor's replicas", () => {
    const file = composeFile(COMPOSE);
    const compose = readCompose(file);
    for (const name of ['gateway-1', 'gateway-2']) {
      const service = compose.services[name];
      if (!service) throw new Error(name);
      expect(service.stopGraceMs).toBe(90_000);
      const env = rewriteEnvironment(
        compose,
        service,
        { 'mocks:9090': 41000, 'redis:6379': 6379 },
        { PORT: 42000 },
      );
      expect(env).toEqual({
        PORT: '42000',
        UPSTREAM_URLS: 'http://127.0.0.1:41000',
        REDIS_URL: 'redis://127.0.0.1:6379',
        TRUST_PROXY: '127.0.0.1',
        ADMIN_HOST: '127.0.0.1',
        KEY_FILE: path.join(path.dirname(file), 'keys/dev.pem'),
      });
    }
  });

  it('refuses a service address it was given no port for', () => {
    const compose = readCompose(composeFile(COMPOSE));
    const gateway = compose.services['gateway-1'];
    if (!gateway) throw new Error('gateway-1');
    expect(() => rewriteEnvironment(compose, gateway, { 'redis:6379': 6379 }, {})).toThrow(
      /no port of this machine given for mocks/,
    );
  });

  it('moves the balancer to local ports and refuses an upstream it cannot place', () => {
    const conf =
      'upstream u {\n  server gateway-1:8080 max_fails=0;\n}\nserver {\n  listen 8080;\n}\n';
    expect(rewriteLbConf(conf, { 'gateway-1:8080': 43000 }, 44000)).toBe(
      'upstream u {\n  server 127.0.0.1:43000 max_fails=0;\n}\nserver {\n  listen 127.0.0.1:44000;\n}\n',
    );
    expect(() => rewriteLbConf(conf, {}, 44000)).toThrow(/gateway-1:8080 has no port/);
  });
});
