import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { ROOT } from './stack.js';

function failure(command: string, args: string[], code: number | null, signal: string | null) {
  return new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`);
}

/** Runs a command in the repository root with inherited output; rejects on a non-zero exit. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(failure(command, args, code, signal));
    });
  });
}

/**
 * Runs a command in the repository root with each line it prints prefixed by `label`, so that
 * several run at once stay readable; rejects on a non-zero exit.
 */
export function runLabelled(
  label: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      readline
        .createInterface({ input: stream, crlfDelay: Infinity })
        .on('line', (line) => out.write(`${label} ${line}\n`));
    }
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(failure(command, args, code, signal));
    });
  });
}
