import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { crossFeatureImports, importCycles, importGraph, upwardImports } from './importGraph.js';

const trees: string[] = [];

/** A throwaway source tree, so the checker is shown to fire on circles ESLint's rule skips. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'import-graph-'));
  trees.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('mocks/src', () => {
  it('has no import circle', () => {
    const root = fileURLToPath(new URL('../../mocks/src', import.meta.url));
    expect(importCycles(importGraph(root))).toEqual([]);
  });
});

describe('importCycles', () => {
  it('reports a circle made of a type-only import and a dynamic import()', () => {
    const root = tree({
      'a.ts': "import type { B } from './b.js';\nexport type A = B;\n",
      'b.ts': "export type B = string;\nexport const load = () => import('./a.js');\n",
    });
    expect(importCycles(importGraph(root))).toEqual([['a.ts', 'b.ts']]);
  });

  it('reports nothing when imports point one way', () => {
    const root = tree({
      'a.ts': "import { b } from './b.js';\nexport const a = b;\n",
      'b.ts': 'export const b = 1;\n',
    });
    expect(importCycles(importGraph(root))).toEqual([]);
  });
});

describe('upwardImports', () => {
  it('reports a lower layer importing a higher one, not the other way', () => {
    const root = tree({
      'shared/time.ts': "import { store } from '../store/store.js';\nexport const DAY = store;\n",
      'store/store.ts': "import { DAY } from '../shared/time.js';\nexport const store = DAY;\n",
    });
    const layers = [
      { name: 'shared', paths: ['shared'] },
      { name: 'store', paths: ['store'] },
    ];
    expect(upwardImports(importGraph(root), layers)).toEqual([
      { from: 'shared/time.ts', to: 'store/store.ts', fromLayer: 'shared', toLayer: 'store' },
    ]);
  });
});

describe('crossFeatureImports', () => {
  it('reports one feature reaching into another, not imports within a feature', () => {
    const root = tree({
      'features/deposit/index.ts': "export { form } from './form.js';\n",
      'features/deposit/form.ts':
        "import { card } from '../withdraw/card.js';\nexport const form = card;\n",
      'features/withdraw/card.ts': 'export const card = 1;\n',
    });
    expect(crossFeatureImports(importGraph(root))).toEqual([
      {
        from: 'features/deposit/form.ts',
        to: 'features/withdraw/card.ts',
        fromLayer: 'deposit',
        toLayer: 'withdraw',
      },
    ]);
  });
});
