// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AGENT_SECTIONS, MEMBER_SECTIONS } from './registry';

const ENTRY =
  /lazySection\(\s*\{([^}]*)\},\s*\(\) => import\('\.\.\/(\.\.\/features|screens)\/([^']+)'\)/g;

describe('the section registry', () => {
  it('names, for each section, the feature module its screen is imported from', () => {
    const source = readFileSync(new URL('./registry.ts', import.meta.url), 'utf8');
    const entries = [...source.matchAll(ENTRY)];
    expect(entries).toHaveLength(MEMBER_SECTIONS.length + AGENT_SECTIONS.length);
    for (const [, fields, folder, imported] of entries) {
      if (folder === 'screens') {
        // A screen composed in the app names the feature whose section it shows.
        const screen = readFileSync(new URL(`../screens/${imported}.tsx`, import.meta.url), 'utf8');
        const feature = /feature: '([^']+)'/.exec(fields ?? '')?.[1];
        expect(screen, `the screen ${imported}`).toContain(`from '../../features/${feature}'`);
      } else {
        expect(fields, `the entry importing ${imported}`).toContain(`feature: '${imported}'`);
      }
    }
  });
});
