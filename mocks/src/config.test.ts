import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('stand-in configuration', () => {
  it('needs no shared secret: the push host checks each member’s own token', () => {
    const config = loadConfig({});
    expect(config.pushUrl).toBeUndefined();
    expect(Object.keys(config)).not.toContain('eventsToken');
  });

  it('names the push host CSP_ImUrl answers when told to, and refuses a malformed one', () => {
    expect(loadConfig({ MOCKS_PUSH_URL: 'https://socket.example.test/' }).pushUrl).toBe(
      'https://socket.example.test',
    );
    expect(loadConfig({ MOCKS_PUSH_URL: '' }).pushUrl).toBeUndefined();
    expect(() => loadConfig({ MOCKS_PUSH_URL: 'socket.example.test' })).toThrowError(
      /MOCKS_PUSH_URL: an http\(s\) URL/,
    );
  });
});
