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

function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
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
  if (kib > BUDGET_KIB) {
    console.error(`Over budget by ${(kib - BUDGET_KIB).toFixed(1)} KiB.`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
