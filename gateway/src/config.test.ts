import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_RSA_PUBLIC_KEY_FILE, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults to port 8080 and the local stand-in', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.upstreams).toEqual(['http://127.0.0.1:9090']);
  });

  it('reads a comma-separated mirror list', () => {
    const config = loadConfig({ UPSTREAM_URLS: 'https://a.example, https://b.example' });
    expect(config.upstreams).toEqual(['https://a.example', 'https://b.example']);
  });

  it('names every bad variable in one readable message', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', UPSTREAM_URLS: 'ftp://x', MERCHANT_CODE: 'no spaces!' }),
    ).toThrowError(/PORT[\s\S]*UPSTREAM_URLS[\s\S]*MERCHANT_CODE/);
  });
});

describe('brand and security configuration', () => {
  const pem =
    '-----BEGIN PUBLIC KEY-----\nMFwwDQYJKoZIhvcNAQEBBQADSwAwSAJBAK\n-----END PUBLIC KEY-----';

  it('falls back to the development key and says so', () => {
    const config = loadConfig({});
    expect(config.brand.devKey).toBe(true);
    expect(config.brand.rsaPublicKey).toBe(
      `${fs.readFileSync(DEV_RSA_PUBLIC_KEY_FILE, 'utf8').trim()}\n`,
    );
  });

  it('takes the platform key from the environment, with flattened new lines, or from a file', () => {
    const inline = loadConfig({ PLATFORM_RSA_PUBLIC_KEY: pem.replace(/\n/g, '\\n') });
    expect(inline.brand).toMatchObject({ devKey: false, rsaPublicKey: `${pem}\n` });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gw-key-')), 'platform.pem');
    fs.writeFileSync(file, `${pem}\n`);
    expect(loadConfig({ PLATFORM_RSA_PUBLIC_KEY_FILE: file }).brand.rsaPublicKey).toBe(`${pem}\n`);
  });

  it('refuses a key that is not a PEM public key, or a missing key file', () => {
    expect(() => loadConfig({ PLATFORM_RSA_PUBLIC_KEY: 'hello' })).toThrowError(
      /PLATFORM_RSA_PUBLIC_KEY: not a PEM/,
    );
    expect(() => loadConfig({ PLATFORM_RSA_PUBLIC_KEY_FILE: '/nonexistent.pem' })).toThrowError(
      /PLATFORM_RSA_PUBLIC_KEY_FILE: cannot read/,
    );
  });

  it('reads languages and insists the default is one of them', () => {
    const config = loadConfig({ SUPPORTED_LANGUAGES: 'EN, TH', DEFAULT_LANGUAGE: 'TH' });
    expect(config.brand).toMatchObject({ supportedLanguages: ['EN', 'TH'], defaultLanguage: 'TH' });
    expect(() => loadConfig({ SUPPORTED_LANGUAGES: 'EN', DEFAULT_LANGUAGE: 'KM' })).toThrowError(
      /DEFAULT_LANGUAGE: must be one of SUPPORTED_LANGUAGES/,
    );
  });

  it('validates CDN hosts and numbers', () => {
    expect(
      loadConfig({ IMAGE_CDN_HOSTS: 'https://img.example, https://*.cdn.example' }).security
        .imageHosts,
    ).toEqual(['https://img.example', 'https://*.cdn.example']);
    expect(() =>
      loadConfig({ GAME_LAUNCH_HOSTS: "https://ok.example 'unsafe-inline'", RATE_LIMIT_SMS: '0' }),
    ).toThrowError(/GAME_LAUNCH_HOSTS[\s\S]*RATE_LIMIT_SMS/);
  });
});

describe('push channel configuration', () => {
  it('asks CSP_ImUrl for the push host, rebuilds every 300 s and paces 430 CONNECTs a second', () => {
    expect(loadConfig({}).push).toEqual({
      hostUrl: undefined,
      rebuildMs: 300_000,
      connectsPerSecond: 430,
    });
  });

  it('takes a fixed push host and other limits, and names what is wrong', () => {
    expect(
      loadConfig({
        PUSH_HOST_URL: 'https://socket.example.com/',
        PUSH_REBUILD_SECONDS: '60',
        PUSH_CONNECTS_PER_SECOND: '50',
      }).push,
    ).toEqual({ hostUrl: 'https://socket.example.com', rebuildMs: 60_000, connectsPerSecond: 50 });
    expect(loadConfig({ PUSH_HOST_URL: '' }).push.hostUrl).toBeUndefined();
    expect(() =>
      loadConfig({
        PUSH_HOST_URL: 'socket.example.com',
        PUSH_REBUILD_SECONDS: '0',
        PUSH_CONNECTS_PER_SECOND: 'many',
      }),
    ).toThrowError(
      /PUSH_HOST_URL: an http\(s\) URL[\s\S]*PUSH_REBUILD_SECONDS[\s\S]*PUSH_CONNECTS_PER_SECOND/,
    );
  });

  it('needs no shared secret for live events', () => {
    expect(JSON.stringify(loadConfig({}))).not.toMatch(/EVENTS_TOKEN|eventsToken/);
  });
});
