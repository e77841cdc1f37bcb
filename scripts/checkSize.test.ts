import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { centreCodePrecached, centreSources, precacheList } from './checkSize.js';

const REGISTRY = `
  lazySection(() => import('../../features/deposit'), 'DepositPage'),
  lazySection(() => import('../screens/security'), 'SecurityScreen'),
  lazySection(() => import('../../features/agent-team'), 'TeamOverview'),
`;

let dist = '';
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

/** A built site whose worker precaches `chunks`, each made of the modules named. */
function builtSite(chunks: Record<string, string[]>): string {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'precache-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const entries = ['index.html', ...Object.keys(chunks)].map(
    (url) => `{url:"${url}",revision:null}`,
  );
  fs.writeFileSync(path.join(dist, 'sw.js'), `e.precacheAndRoute([${entries.join(',')}],{})`);
  for (const [file, modules] of Object.entries(chunks)) {
    fs.writeFileSync(path.join(dist, file), 'export {};');
    const sources = modules.map((m) => `../../${m}`);
    fs.writeFileSync(path.join(dist, `${file}.map`), JSON.stringify({ sources }));
  }
  return dist;
}

describe('the precache check of npm test (step size)', () => {
  it('reads the worker’s precache list', () => {
    builtSite({ 'assets/lobby-A1.js': ['src/features/lobby/index.ts'] });
    expect(precacheList(dist)).toEqual(['index.html', 'assets/lobby-A1.js']);
  });

  it('passes the shell, home and lobby code', () => {
    builtSite({
      'assets/index-A1.js': ['src/main.tsx', 'src/features/home/HomePage.tsx'],
      'assets/lobby-B2.js': ['src/features/lobby/CategoryLobby.tsx'],
    });
    expect(centreCodePrecached(dist, centreSources(REGISTRY))).toEqual([]);
  });

  it('fails on a centre’s frame, a section the registry loads, or agent code', () => {
    builtSite({
      'assets/index-A1.js': ['src/main.tsx'],
      'assets/member-C3.js': ['src/app/member/MemberCentrePage.tsx'],
      'assets/deposit-D4.js': ['src/features/deposit/DepositPage.tsx'],
      'assets/team-E5.js': ['src/features/agent-team/TeamOverview.tsx'],
      'assets/security-F6.js': ['src/app/screens/security.tsx'],
    });
    const found = centreCodePrecached(dist, centreSources(REGISTRY));
    expect(found.map((f) => f.split(':')[0])).toEqual([
      'assets/member-C3.js',
      'assets/deposit-D4.js',
      'assets/team-E5.js',
      'assets/security-F6.js',
    ]);
  });
});
