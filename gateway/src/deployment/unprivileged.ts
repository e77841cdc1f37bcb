import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { AssembledImage } from './imageLayout.js';
import { startService, type Service } from './processes.js';

/**
 * The image's `USER` is an unprivileged account that owns none of the image's files. Here: as
 * root (CI), the process runs as `nobody` through util-linux's `setpriv`, over files root owns;
 * as anyone else, the image's tree is made read-only first and the process runs as that user.
 * Either way a process that tries to write into its own folder fails, as in the container.
 */
const NOBODY = 65_534;
const isRoot = process.getuid?.() === 0;

export function runAsDescription(): string {
  return isRoot
    ? 'uid 65534 (nobody) via setpriv, files owned by root'
    : 'this user, tree read-only';
}

function prefix(): string[] {
  return isRoot
    ? ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', '--']
    : [];
}

/** Makes the folder readable (not writable) by the unprivileged user. */
export function lockDown(image: AssembledImage): void {
  if (isRoot) {
    // mkdtemp makes the folder 0700; the image's files stay root's and not writable by others.
    for (let dir = image.appDir; dir.startsWith(image.dir); dir = path.dirname(dir))
      fs.chmodSync(dir, 0o755);
  } else spawnSync('chmod', ['-R', 'a-w', image.appDir]);
}

export function spawnUnprivileged(
  name: string,
  image: AssembledImage,
  env: NodeJS.ProcessEnv,
): Service {
  const [program, ...args] = image.plan.cmd;
  // The image's `node` is this machine's: the one running the tests.
  const command = program === 'node' ? process.execPath : (program ?? '');
  const all = [...prefix(), command, ...args];
  return startService(name, all[0] ?? '', all.slice(1), { cwd: image.appDir, env });
}

/** Runs a command (the HEALTHCHECK) as the image's user; answers its exit code. */
export function runUnprivileged(
  command: string[],
  image: AssembledImage,
  env: NodeJS.ProcessEnv,
): number | null {
  const [program, ...args] = command;
  const all = [...prefix(), program === 'node' ? process.execPath : (program ?? ''), ...args];
  const result = spawnSync(all[0] ?? '', all.slice(1), {
    cwd: image.appDir,
    env,
    timeout: 10_000,
  });
  return result.status;
}

/** True when the image's user can create a file in the image's WORKDIR. */
export function workdirWritable(image: AssembledImage): boolean {
  const probe = path.join(image.appDir, 'write-probe');
  const status = runUnprivileged(
    ['node', '-e', 'require("node:fs").writeFileSync(process.argv[1], "x")', probe],
    image,
    { PATH: process.env.PATH ?? '' },
  );
  return status === 0;
}
