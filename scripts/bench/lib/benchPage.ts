import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { ROOT } from '../../lib/stack.js';

/** Builds a bench page (`web/bench/<name>/`) as production code into a fresh folder. */
export async function buildBenchPage(name: string): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-bench-`));
  await build({
    root: path.join(ROOT, 'web/bench', name),
    base: './',
    logLevel: 'error',
    // React's CommonJS entry picks its build from NODE_ENV: measure the production one players get.
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

const TYPES: Readonly<Record<string, string>> = { '.js': 'text/javascript', '.css': 'text/css' };

/** Serves a built bench page on a free loopback port. */
export function serveDir(dir: string): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(dir, name === '/' ? 'index.html' : name);
    if (!file.startsWith(dir) || !fs.existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    const type = TYPES[path.extname(file)] ?? 'text/html';
    res.writeHead(200, { 'Content-Type': type }).end(fs.readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => server.close() });
    }),
  );
}
