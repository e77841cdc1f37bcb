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
    ['http://localhost:8080', 'localhost', [], true],
    ['http://127.0.0.1:8080', '127.0.0.1:8080', [], true],
  ] as const)('origin %s on host %s (extra %o) → %s', (origin, host, extra, expected) => {
    expect(originAllowed(origin, host, extra)).toBe(expected);
  });
});
