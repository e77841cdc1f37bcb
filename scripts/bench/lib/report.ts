import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../lib/stack.js';

const FILE = path.join(ROOT, 'docs/PERFORMANCE.md');

/** One line on the machine a run used, printed above each result table. */
export function machineLine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
  return `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} × ${cpu}, Node ${process.version}, ${os.platform()} ${os.release()}; load average at the end of the run ${load} (the machine is shared with other work, so figures vary between runs).`;
}

/**
 * Replaces the part of docs/PERFORMANCE.md between `<!-- bench:NAME:start -->` and
 * `<!-- bench:NAME:end -->` with a run's results, so each benchmark rewrites only its own figures.
 */
export function writeSection(name: string, markdown: string): void {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const text = fs.readFileSync(FILE, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to === -1)
    throw new Error(`docs/PERFORMANCE.md has no ${start} … ${end} markers`);
  const next = `${text.slice(0, from + start.length)}\n\n${markdown.trim()}\n\n${text.slice(to)}`;
  fs.writeFileSync(FILE, next);
  console.log(`docs/PERFORMANCE.md: ${name} figures written`);
}
