// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ID } from './firstScreenId';

describe('FIRST_SCREEN_ID', () => {
  it('is the id the boot script looks for, which it writes out instead of importing', () => {
    const boot = readFileSync(new URL('../boot.ts', import.meta.url), 'utf8');
    expect(boot).toContain(`const FIRST_SCREEN_ID = '${FIRST_SCREEN_ID}';`);
  });
});
