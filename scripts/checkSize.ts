import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './lib/stack.js';

/**
 * `npm test` step "size": the JavaScript a browser must download before the home route can
 * render (from the plain shell) or hydrate (from the server-rendered page), measured on the built
 * files (web/dist), gzip level 9. That is the boot script named by index.html, the application
 * bundle it names, and every chunk they import statically, transitively; screens loaded with
 * `import()` are not critical and are left out.
 *
 * The same step prints what the service worker precaches (count and gzip size) and fails if any
 * of it is member- or agent-centre code, which is kept at runtime when first used instead.
 */
export const BUDGET_KIB = 160;

const DIST = path.join(ROOT, 'web/dist');
const STATIC_IMPORT =
  /(?:^|[;}\s])(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+\.js)["']/g;

function entryScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  // The boot script names the application bundle and its imports (see web/vite.config.ts).
  const bundle = [...html.matchAll(/\sdata-(?:entry|preload)="([^"]*)"/g)].flatMap((m) =>
    (m[1] ?? '').split(' '),
  );
  return [...scripts, ...preloads, ...bundle].filter(Boolean);
}

export function criticalChunks(dist: string = DIST): string[] {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const seen = new Set<string>();
  const queue = entryScripts(html).map((src) => path.join(dist, src.replace(/^\//, '')));
  while (queue.length > 0) {
    const file = queue.pop();
    if (!file || seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) {
      const spec = match[1];
      if (!spec) continue;
      queue.push(
        spec.startsWith('/')
          ? path.join(dist, spec.slice(1))
          : path.resolve(path.dirname(file), spec),
      );
    }
  }
  return [...seen];
}

/** Gzip level 9, the size the build and the budget report. */
export function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** The files the service worker downloads on install: the precache list in `sw.js`. */
export function precacheList(dist: string = DIST): string[] {
  const worker = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
  return [...worker.matchAll(/\burl:\s*"([^"]+)"/g)].map((m) => m[1] ?? '');
}

/**
 * The source folders of the member and agent centres: their frames, registry and live layer, and
 * every feature or screen the centres' registry loads as a section (read from its imports, so a
 * new section is covered the day it is added).
 */
export function centreSources(registry: string): RegExp[] {
  const sections = new Set(
    [...registry.matchAll(/import\(\s*'(?:\.\.\/)+(features|screens)\/([\w-]+)/g)].map(
      (m) => `${m[1] === 'screens' ? 'app/screens' : 'features'}/${m[2]}`,
    ),
  );
  return [...['app/member', 'app/agent', 'app/centre', 'app/live'], ...sections].map(
    (folder) => new RegExp(`(^|/)src/${folder}(/|\\.tsx?$)`),
  );
}

/**
 * The precached code that is centre code: for each precached script, the modules its source map
 * names that lie in a centre's folders. The precache is for a visitor's first screens (the shell,
 * home and lobbies: web/vite.config.ts, `precacheSet`); centre code is kept when first used.
 */
export function centreCodePrecached(dist: string, centre: readonly RegExp[]): string[] {
  const found: string[] = [];
  for (const file of precacheList(dist).filter((f) => f.endsWith('.js'))) {
    const map = path.join(dist, `${file}.map`);
    if (!fs.existsSync(map)) continue;
    const { sources = [] } = JSON.parse(fs.readFileSync(map, 'utf8')) as { sources?: string[] };
    for (const source of sources) {
      const module = path.resolve(path.dirname(map), source).split(path.sep).join('/');
      if (centre.some((folder) => folder.test(module))) found.push(`${file}: ${module}`);
    }
  }
  return found;
}

/** Count and gzip size of the precache; fails when centre or agent code is in it. */
function checkPrecache(): boolean {
  const files = precacheList();
  const kib = files.reduce((sum, file) => sum + gzipSize(path.join(DIST, file)), 0) / 1024;
  console.log(`precache: ${files.length} files, ${kib.toFixed(1)} KiB gzip`);
  const registry = fs.readFileSync(path.join(ROOT, 'web/src/app/centre/registry.ts'), 'utf8');
  const centre = centreCodePrecached(DIST, centreSources(registry));
  if (centre.length === 0) return true;
  console.error(`Centre or agent code in the precache:\n  ${centre.join('\n  ')}`);
  return false;
}

function main() {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    console.error('web/dist/index.html is missing: run "npm run build" first.');
    process.exit(1);
  }
  const chunks = criticalChunks();
  let total = 0;
  for (const file of chunks) {
    const size = gzipSize(file);
    total += size;
    console.log(`${(size / 1024).toFixed(1).padStart(7)} KiB  ${path.relative(DIST, file)}`);
  }
  const kib = total / 1024;
  console.log(
    `critical JavaScript of the home route: ${kib.toFixed(1)} KiB gzip (budget ${BUDGET_KIB} KiB)`,
  );
  let failed = false;
  if (kib > BUDGET_KIB) {
    console.error(`Over budget by ${(kib - BUDGET_KIB).toFixed(1)} KiB.`);
    failed = true;
  }
  if (!checkPrecache()) failed = true;
  if (failed) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
