import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crossFeatureImports, importCycles, importGraph, upwardImports } from './importGraph.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WEB = join(ROOT, 'web/src');

/** The web app's layers, bottom to top, as `eslint.config.mjs` draws them. */
const WEB_LAYERS = [
  {
    name: 'shared',
    paths: [
      'api',
      'centre',
      'i18n',
      'pwa',
      'realtime',
      'routing',
      'stores',
      'testing',
      'testSetup.ts',
      'ui',
    ],
  },
  { name: 'features', paths: ['features'] },
  { name: 'app', paths: ['app', 'main.tsx', 'entry-server.tsx', 'boot.ts'] },
];

describe('the web app as it stands', () => {
  const graph = importGraph(WEB);

  it('has no import circle, type-only and dynamic imports included', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('imports only downwards: shared code, then features, then the app', () => {
    expect(upwardImports(graph, WEB_LAYERS)).toEqual([]);
  });

  it('has no feature importing another feature', () => {
    expect(crossFeatureImports(graph)).toEqual([]);
  });

  it('puts every top-level folder in a layer', () => {
    const tops = new Set([...graph.keys()].map((file) => file.split('/')[0]!));
    const layered = new Set(WEB_LAYERS.flatMap((layer) => layer.paths));
    expect([...tops].filter((top) => !layered.has(top))).toEqual([]);
  });
});

/**
 * The lint rules fire: probe files written into the real tree (so the real config and resolver
 * apply) break one rule each, and ESLint must name that rule.
 */
// The first lint of a run loads the whole project's types: give it time.
describe('the layer rules in ESLint', { timeout: 120_000 }, () => {
  const probes = join(WEB, 'features', 'zz-layer-probe');
  const sharedProbe = join(WEB, 'ui', 'zzLayerProbe.ts');
  const eslint = new ESLint({ cwd: ROOT });

  const write = (path: string, text: string) => writeFileSync(path, text);
  const rulesOf = async (path: string) => {
    const [result] = await eslint.lintFiles([path]);
    return (result?.messages ?? []).map((message) => message.ruleId);
  };

  beforeAll(() => {
    mkdirSync(probes, { recursive: true });
    write(join(probes, 'index.ts'), "export { probe } from './upward';\n");
    write(
      join(probes, 'upward.ts'),
      "import { ScreenLoader } from '../../app/layout/NormalLayout';\nexport const probe = ScreenLoader;\n",
    );
    write(join(probes, 'sideways.ts'), "export const load = () => import('../home');\n");
    write(
      join(probes, 'deep.ts'),
      "export const load = () => import('../../features/home/HomePage');\n",
    );
    write(
      join(probes, 'circleA.ts'),
      "import { b } from './circleB';\nexport const a = () => b;\n",
    );
    write(
      join(probes, 'circleB.ts'),
      "import { a } from './circleA';\nexport const b = () => a;\n",
    );
    write(sharedProbe, "export const load = () => import('../features/home');\n");
  });

  afterAll(() => {
    rmSync(probes, { recursive: true, force: true });
    rmSync(sharedProbe, { force: true });
  });

  it('refuses a feature importing the app', async () => {
    expect(await rulesOf(join(probes, 'upward.ts'))).toContain('import-x/no-restricted-paths');
  });

  it('refuses a feature importing another feature, also through import()', async () => {
    expect(await rulesOf(join(probes, 'sideways.ts'))).toContain('import-x/no-restricted-paths');
  });

  it('refuses shared code loading a feature through import()', async () => {
    expect(await rulesOf(sharedProbe)).toContain('import-x/no-restricted-paths');
  });

  it('refuses import() past a feature’s index', async () => {
    expect(await rulesOf(join(probes, 'deep.ts'))).toContain('no-restricted-syntax');
  });

  // ESLint's rule skips `import type`; the graph test above catches circles of types.
  it('refuses an import circle', async () => {
    expect(await rulesOf(join(probes, 'circleA.ts'))).toContain('import-x/no-cycle');
  });
});
