import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A throwaway built-site folder, so static-serving tests do not depend on a web build. */
export function makeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'playhouse-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Playhouse</title>');
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("install",()=>{});');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
  return dir;
}
