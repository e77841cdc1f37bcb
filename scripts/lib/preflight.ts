import fs from 'node:fs';
import path from 'node:path';
import { run } from './run.js';

/**
 * What `npm test` needs from the system beyond `npm ci`, checked before its first step so a
 * missing package costs seconds, not the minutes of the steps before the one that needs it.
 * As root with apt-get it installs what is missing; elsewhere it stops with the command to run.
 */
export interface Requirement {
  /** The Debian package that provides it. */
  package: string;
  /** Its executable, looked up on PATH when it is not where Debian puts it. */
  command: string;
  /** Where Debian's package puts it, checked even when PATH lacks the folder (`/usr/sbin`). */
  debianPath: string;
  /** The variable the tests read for another binary; the steps get the one found here. */
  envVar: string;
  /** The `npm test` steps that need it. */
  neededBy: string[];
  why: string;
  /**
   * A server the package enables at boot that the tests never run: disabled after installing,
   * so it does not start with the machine either (Prometheus would take the stand-in's 9090).
   */
  bootService?: string;
}

/** One line per system package the tests use. */
export const REQUIREMENTS: readonly Requirement[] = [
  {
    package: 'chromium',
    command: 'chromium',
    debianPath: '/usr/bin/chromium',
    envVar: 'CHROMIUM_PATH',
    neededBy: ['browser'],
    why: 'the browser journeys run in headless Chromium',
  },
  {
    package: 'nginx',
    command: 'nginx',
    debianPath: '/usr/sbin/nginx',
    envVar: 'NGINX_PATH',
    neededBy: ['unit', 'rehearsal'],
    why: "the compose load balancer's config is checked with `nginx -t` and run in the stack rehearsal",
  },
  {
    package: 'prometheus',
    command: 'promtool',
    debianPath: '/usr/bin/promtool',
    envVar: 'PROMTOOL_PATH',
    neededBy: ['unit'],
    why: 'a unit test checks deploy/prometheus with `promtool check` and `promtool test rules`',
    bootService: 'prometheus',
  },
];

/**
 * Debian's hook asked before a package script starts a service; exit 101 means "not allowed",
 * so installing nginx or prometheus starts no server (the tests only run nginx and promtool).
 */
export const POLICY_RC_D = '/usr/sbin/policy-rc.d';
const POLICY_RC_D_DENY_ALL = '#!/bin/sh\nexit 101\n';

/** What the check reads from and does to the machine; tests pass a fake one. */
export interface System {
  env: Readonly<Record<string, string | undefined>>;
  isRoot: boolean;
  isExecutable(file: string): boolean;
  exists(file: string): boolean;
  writeExecutable(file: string, content: string): void;
  remove(file: string): void;
  run(command: string, args: string[], env: Record<string, string>): Promise<void>;
  /** Runs `cleanup` if the process is interrupted (Ctrl-C, SIGTERM); returns the undo. */
  onInterrupt(cleanup: () => void): () => void;
  log(line: string): void;
}

export type PreflightResult =
  /** `env`: CHROMIUM_PATH, NGINX_PATH…, the binaries the steps must use. */
  { ok: true; env: Record<string, string> } | { ok: false; message: string };

/** The requirements of the steps that will run. */
export function requirementsFor(
  steps: readonly string[],
  requirements: readonly Requirement[] = REQUIREMENTS,
): Requirement[] {
  return requirements.filter((r) => r.neededBy.some((step) => steps.includes(step)));
}

export function findOnPath(command: string, system: System): string | undefined {
  for (const dir of (system.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, command);
    if (system.isExecutable(candidate)) return candidate;
  }
  return undefined;
}

interface Survey {
  found: Record<string, string>;
  missing: Requirement[];
  /** Set to a file that is not an executable: installing would not change what the tests run. */
  misdirected: Requirement[];
}

function survey(requirements: readonly Requirement[], system: System): Survey {
  const result: Survey = { found: {}, missing: [], misdirected: [] };
  for (const requirement of requirements) {
    const chosen = system.env[requirement.envVar];
    if (chosen) {
      if (system.isExecutable(chosen)) result.found[requirement.envVar] = chosen;
      else result.misdirected.push(requirement);
      continue;
    }
    const found = system.isExecutable(requirement.debianPath)
      ? requirement.debianPath
      : findOnPath(requirement.command, system);
    if (found) result.found[requirement.envVar] = found;
    else result.missing.push(requirement);
  }
  return result;
}

/** The command a person runs to install `packages`: `sudo` unless already root. */
export function installCommand(packages: readonly string[], isRoot: boolean): string {
  const sudo = isRoot ? '' : 'sudo ';
  return `${sudo}apt-get update && ${sudo}apt-get install -y --no-install-recommends ${packages.join(' ')}`;
}

function listing(requirements: readonly Requirement[]): string {
  return requirements
    .map(
      (r) => `  ${r.package}: ${r.why} (looked for ${r.debianPath}, then \`${r.command}\` on PATH)`,
    )
    .join('\n');
}

function misdirectedMessage(requirements: readonly Requirement[], system: System): string {
  const lines = requirements.map(
    (r) => `  ${r.envVar}=${system.env[r.envVar]} is not an executable file (${r.why}).`,
  );
  return `npm test stopped before its first step:\n${lines.join('\n')}\nPoint it at the binary or unset it.`;
}

function refusal(missing: readonly Requirement[], system: System, reason: string): string {
  const packages = missing.map((r) => r.package);
  const variables = missing.map((r) => r.envVar).join(' / ');
  return [
    `npm test stopped before its first step: Debian packages missing (${reason}).`,
    listing(missing),
    'Install them, then run npm test again:',
    `  ${installCommand(packages, system.isRoot)}`,
    `(Elsewhere than Debian, set ${variables} to the binaries.)`,
  ].join('\n');
}

/** Installs `packages` without letting their scripts start a daemon. */
async function aptInstall(aptGet: string, packages: string[], system: System): Promise<void> {
  // A hook that was there before is the machine's own policy: used as it is, and left.
  if (system.exists(POLICY_RC_D)) return aptGetInstall(aptGet, packages, system);
  // Left behind, ours would keep every service of the machine from starting: it goes even when
  // apt-get fails or the run is interrupted.
  const removePolicy = () => system.remove(POLICY_RC_D);
  system.writeExecutable(POLICY_RC_D, POLICY_RC_D_DENY_ALL);
  const undoInterrupt = system.onInterrupt(removePolicy);
  try {
    await aptGetInstall(aptGet, packages, system);
  } finally {
    undoInterrupt();
    removePolicy();
  }
}

async function aptGetInstall(aptGet: string, packages: string[], system: System): Promise<void> {
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  await system.run(aptGet, ['update', '-qq'], env);
  await system.run(aptGet, ['install', '-y', '-qq', '--no-install-recommends', ...packages], env);
}

export async function preflight(
  requirements: readonly Requirement[],
  system: System,
): Promise<PreflightResult> {
  const first = survey(requirements, system);
  if (first.misdirected.length > 0)
    return { ok: false, message: misdirectedMessage(first.misdirected, system) };
  if (first.missing.length === 0) return { ok: true, env: first.found };

  const aptGet = findOnPath('apt-get', system);
  if (!system.isRoot) return { ok: false, message: refusal(first.missing, system, 'not root') };
  if (!aptGet) return { ok: false, message: refusal(first.missing, system, 'no apt-get here') };

  const packages = first.missing.map((r) => r.package);
  system.log(`Installing from Debian (npm test needs them): ${packages.join(' ')}`);
  try {
    await aptInstall(aptGet, packages, system);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      message: `npm test stopped before its first step: installing ${packages.join(' ')} failed: ${reason}`,
    };
  }

  await disableBootServices(first.missing, system);
  const second = survey(requirements, system);
  if (second.missing.length > 0)
    return {
      ok: false,
      message: `npm test stopped before its first step: still missing after apt-get install:\n${listing(second.missing)}`,
    };
  return { ok: true, env: second.found };
}

/** `systemctl disable` (systemd and SysV links alike; it needs no running systemd). */
async function disableBootServices(installed: readonly Requirement[], system: System) {
  const systemctl = findOnPath('systemctl', system);
  for (const { bootService } of installed) {
    if (!bootService) continue;
    try {
      if (!systemctl) throw new Error('no systemctl here');
      await system.run(systemctl, ['disable', bootService], {});
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      system.log(
        `Could not keep ${bootService} from starting at boot (${reason}); the tests do not need it.`,
      );
    }
  }
}

function isExecutableFile(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** This machine, as `npm test` sees it. */
export function thisMachine(): System {
  return {
    env: process.env,
    isRoot: process.getuid?.() === 0,
    isExecutable: isExecutableFile,
    exists: (file) => fs.existsSync(file),
    writeExecutable: (file, content) => fs.writeFileSync(file, content, { mode: 0o755 }),
    remove: (file) => fs.rmSync(file, { force: true }),
    run: (command, args, env) => run(command, args, env),
    onInterrupt: (cleanup) => {
      const offs = (['SIGINT', 'SIGTERM'] as const).map((signal) => {
        const handler = () => {
          cleanup();
          process.exit(signal === 'SIGINT' ? 130 : 143);
        };
        process.once(signal, handler);
        return () => process.off(signal, handler);
      });
      return () => offs.forEach((off) => off());
    },
    log: (line) => console.log(line),
  };
}
