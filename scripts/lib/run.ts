import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { ROOT } from './stack.js';

/** Runs a command in the repository root with inherited output; rejects on a non-zero exit. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return spawnInRoot(command, args, env);
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
  return spawnInRoot(command, args, env, label);
}

function spawnInRoot(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  label?: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: label === undefined ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    if (label !== undefined) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ] as const) {
        if (!stream) continue;
        readline
          .createInterface({ input: stream, crlfDelay: Infinity })
          .on('line', (line) => out.write(`${label} ${line}\n`));
      }
    }
    child.once('error', reject);
    // `close`: every line of a labelled command has been written by then.
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}
