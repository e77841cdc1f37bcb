import { describe, expect, it } from 'vitest';
import { originAllowed } from './socketServer.js';

describe('originAllowed', () => {
  it.each([
    [undefined, 'site.example', [], true],
    ['https://site.example', 'site.example', [], true],
    ['https://evil.example', 'site.example', [], false],
    ['https://partner.example', 'site.example', ['https://partner.example'], true],
    ['not a url', 'site.example', [], false],
    ['https://site.example', undefined, [], false],
    // Browsers never write the default port; a hand-made Origin that does is not a page.
    ['https://site.example:443', 'site.example', [], false],
    ['https://site.example', 'site.example:443', [], true],
    ['http://site.example', 'site.example', [], false],
    ['https://site.example:8443', 'site.example', [], false],
  ] as const)('origin %s on host %s (extra %o) → %s', (origin, host, extra, expected) => {
    expect(originAllowed(origin, host, extra, 'https')).toBe(expected);
  });

  it.each([
    ['http://localhost:8080', 'localhost', false],
    ['http://127.0.0.1:8080', '127.0.0.1:8080', true],
    ['http://127.0.0.1:9999', '127.0.0.1:18200', false],
    ['https://127.0.0.1', '127.0.0.1:18200', false],
    ['https://127.0.0.1:18200', '127.0.0.1:18200', false],
  ] as const)('on plain HTTP, origin %s on host %s → %s', (origin, host, expected) => {
    expect(originAllowed(origin, host, [], 'http')).toBe(expected);
  });
});
