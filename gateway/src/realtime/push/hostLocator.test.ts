import { describe, expect, it } from 'vitest';
import { hostOrigin } from './hostLocator.js';

const ANSWERED = 'https://api.example.com/base/wps/relay/CSP_ImUrl';

describe('the push host CSP_ImUrl names', () => {
  it('is the value given, or the mirror’s own origin when empty', () => {
    expect(hostOrigin('https://socket.example.com', ANSWERED)).toBe('https://socket.example.com');
    expect(hostOrigin('wss://socket.example.com/', ANSWERED)).toBe('https://socket.example.com');
    expect(hostOrigin('socket.example.com', ANSWERED)).toBe('https://socket.example.com');
    expect(hostOrigin('', ANSWERED)).toBe('https://api.example.com/base');
    expect(() => hostOrigin('ftp://socket.example.com', ANSWERED)).toThrow(/not http/);
  });
});
