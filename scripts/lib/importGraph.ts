import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The relative-import graph of a source tree, type-only imports and dynamic `import()` included:
 * ESLint's cycle rule skips `import type`, but a circle of types still ties modules together.
 */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const SOURCE = /\.(ts|tsx)$/;
const SKIPPED = /(\.test\.tsx?|\.d\.ts)$/;

function sourceFiles(root: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(root)) {
    const path = join(root, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'test-support') found.push(...sourceFiles(path));
    } else if (SOURCE.test(name) && !SKIPPED.test(name)) {
      found.push(path);
    }
  }
  return found;
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every non-test source file under `root`, with the files it imports, as paths from `root`. */
export function importGraph(root: string): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = info.importedFiles
      .map((imported) => resolveImport(file, imported.fileName))
      .filter((target): target is string => target !== null && !SKIPPED.test(target))
      .map((target) => relative(root, target));
    graph.set(relative(root, file), [...new Set(targets)]);
  }
  return graph;
}

/** The graph's circles (strongly connected components of more than one file, or a self-import). */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let counter = 0;
  // Every node on the stack has been numbered by the time it is read.
  const numberOf = (map: Map<string, number>, node: string): number => map.get(node) ?? counter;

  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(numberOf(low, node), numberOf(low, next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(numberOf(low, node), numberOf(index, next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) {
        cycles.push(component.sort());
      }
    }
  };

  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** A layer is a set of top-level folders (or files) under the root, listed from bottom to top. */
export interface Layer {
  readonly name: string;
  readonly paths: readonly string[];
}

export interface UpwardImport {
  readonly from: string;
  readonly to: string;
  readonly fromLayer: string;
  readonly toLayer: string;
}

function layerOf(file: string, layers: readonly Layer[]): number {
  return layers.findIndex((layer) =>
    layer.paths.some((path) => file === path || file.startsWith(`${path}/`)),
  );
}

/** Imports that point from a lower layer to a higher one (files outside every layer are skipped). */
export function upwardImports(graph: ImportGraph, layers: readonly Layer[]): UpwardImport[] {
  const found: UpwardImport[] = [];
  for (const [from, targets] of graph) {
    const fromLayer = layerOf(from, layers);
    if (fromLayer < 0) continue;
    for (const to of targets) {
      const toLayer = layerOf(to, layers);
      if (toLayer > fromLayer) {
        found.push({
          from,
          to,
          fromLayer: layers[fromLayer]?.name ?? '',
          toLayer: layers[toLayer]?.name ?? '',
        });
      }
    }
  }
  return found;
}

/** Imports from one feature folder into another (`features/<a>` → `features/<b>`). */
export function crossFeatureImports(graph: ImportGraph, featuresDir = 'features'): UpwardImport[] {
  const featureOf = (file: string): string | null =>
    file.startsWith(`${featuresDir}/`) ? (file.split('/')[1] ?? null) : null;
  const found: UpwardImport[] = [];
  for (const [from, targets] of graph) {
    const mine = featureOf(from);
    if (mine === null) continue;
    for (const to of targets) {
      const theirs = featureOf(to);
      if (theirs !== null && theirs !== mine) {
        found.push({ from, to, fromLayer: mine, toLayer: theirs });
      }
    }
  }
  return found;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const root = resolve(process.argv[2] ?? 'web/src');
  const graph = importGraph(root);
  const cycles = importCycles(graph);
  console.log(`${graph.size} files, ${cycles.length} import circle(s)`);
  for (const cycle of cycles) console.log(`- ${cycle.length} files: ${cycle.join(', ')}`);
  for (const edge of crossFeatureImports(graph))
    console.log(`feature import: ${edge.from} -> ${edge.to}`);
}
