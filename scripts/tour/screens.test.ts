import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_ROUTES, SIGNED_IN_ROUTES } from '../../web/src/routing/routeTable.js';
import { ROOT } from '../lib/stack.js';
import {
  AGENT_SECTION_PAGES,
  MEMBER_SECTION_PAGES,
  ROUTE_ALIASES,
  TOUR_LOOKS,
  TOUR_SCREENS,
} from './screens.js';

const pathOf = (address: string) => address.split('?')[0];

/** The `page` of every section in the centre registry, member and agent apart. */
function registryPages(): { member: string[]; agent: string[] } {
  const source = fs.readFileSync(path.join(ROOT, 'web/src/app/centre/registry.ts'), 'utf8');
  const pagesIn = (from: string, to: string) => {
    const part = source.slice(source.indexOf(from), source.indexOf(to));
    return [...part.matchAll(/\{\s*page: '([^']+)'/g)].map((match) => match[1] ?? '');
  };
  return {
    member: pagesIn('export const MEMBER_SECTIONS', 'export const AGENT_SECTIONS'),
    agent: pagesIn('export const AGENT_SECTIONS', 'export const SECURITY_PANELS'),
  };
}

describe('the screenshot tour', () => {
  it('pictures every path of the route table, or the path it is an alias of', () => {
    const toured = new Set(TOUR_SCREENS.map((s) => pathOf(s.path)));
    const missing = [...ALL_ROUTES, ...SIGNED_IN_ROUTES].filter(
      (route) => !toured.has(ROUTE_ALIASES[route] ?? route),
    );
    expect(missing).toEqual([]);
  });

  it('pictures signed-in routes signed in, where they show the screen and not the login', () => {
    const visitorPaths = TOUR_SCREENS.filter((s) => s.audience === 'visitor').map((s) =>
      pathOf(s.path),
    );
    expect(visitorPaths.filter((p) => SIGNED_IN_ROUTES.includes(p ?? ''))).toEqual([]);
  });

  it('pictures every section of the member and agent centres', () => {
    const pages = registryPages();
    expect(pages.member.length).toBeGreaterThan(0);
    expect(pages.agent.length).toBeGreaterThan(0);
    expect([...MEMBER_SECTION_PAGES].sort()).toEqual([...pages.member].sort());
    expect([...AGENT_SECTION_PAGES].sort()).toEqual([...pages.agent].sort());
  });

  it('gives every picture its own file name within its audience', () => {
    for (const audience of ['visitor', 'member', 'agent'] as const) {
      const names = TOUR_SCREENS.filter((s) => s.audience === audience).map((s) => s.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('takes a phone and a desktop, each in both themes', () => {
    const looks = TOUR_LOOKS.map((l) => `${l.viewport.width}x${l.viewport.height} ${l.theme}`);
    expect(looks.sort()).toEqual(
      ['1280x800 dark', '1280x800 light', '390x844 dark', '390x844 light'].sort(),
    );
  });
});
