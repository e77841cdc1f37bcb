import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

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
