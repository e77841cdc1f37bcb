import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '../web/src/ui/iconNames.js';
import { buildSprite, SPRITE_FILE } from './iconSprite.js';

describe('the icon sprite', () => {
  it('is up to date with the names the site uses (run scripts/iconSprite.ts after a change)', () => {
    expect(fs.readFileSync(SPRITE_FILE, 'utf8')).toBe(buildSprite());
  });

  it('draws every icon the site names, each with its own symbol', () => {
    const sprite = fs.readFileSync(SPRITE_FILE, 'utf8');
    for (const name of ICON_NAMES) {
      expect(sprite).toMatch(
        new RegExp(
          `<symbol id="${name}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|polygon|ellipse) `,
        ),
      );
    }
  });

  it('refuses a name the icon set does not have, rather than drawing nothing', () => {
    expect(() => buildSprite(['no-such-icon'])).toThrow(/no-such-icon/);
  });
});
