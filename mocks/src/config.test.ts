import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('stand-in configuration', () => {
  it('refuses every event subscriber unless given a credential', () => {
    expect(loadConfig({}).eventsToken).toBeUndefined();
  });

  it('reads the event stream credential from a mounted file, the variable first', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mocks-token-'));
    const file = path.join(dir, 'token');
    fs.writeFileSync(file, 'f1le-token-0123456789abcdef\n');
    expect(loadConfig({ UPSTREAM_EVENTS_TOKEN_FILE: file }).eventsToken).toBe(
      'f1le-token-0123456789abcdef',
    );
    expect(
      loadConfig({
        UPSTREAM_EVENTS_TOKEN: 'env-token-0123456789abc',
        UPSTREAM_EVENTS_TOKEN_FILE: file,
      }).eventsToken,
    ).toBe('env-token-0123456789abc');
    fs.writeFileSync(file, 'has a space in it, sadly');
    expect(() => loadConfig({ UPSTREAM_EVENTS_TOKEN_FILE: file })).toThrowError(
      /UPSTREAM_EVENTS_TOKEN_FILE: at least 16/,
    );
    expect(() => loadConfig({ UPSTREAM_EVENTS_TOKEN_FILE: path.join(dir, 'none') })).toThrowError(
      /UPSTREAM_EVENTS_TOKEN_FILE: cannot read/,
    );
  });
});
