import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  POLICY_RC_D,
  REQUIREMENTS,
  preflight,
  requirementsFor,
  thisMachine,
  type System,
} from './preflight.js';

interface Call {
  command: string;
  args: string[];
  env: Record<string, string>;
  /** Whether the no-daemons hook was in place when the command ran. */
  policyInPlace: boolean;
}

/**
 * A machine made of a set of executable files and a PATH. Its apt-get "installs" a package by
 * adding the file Debian would put in place; nothing here reaches the real apt-get.
 */
function fakeMachine(options: {
  files: string[];
  path?: string;
  isRoot?: boolean;
  env?: Record<string, string>;
  policyRcD?: string;
  installs?: Record<string, string>;
  aptFails?: boolean;
  /** The run is interrupted (Ctrl-C) while apt-get installs. */
  interruptDuringInstall?: boolean;
}) {
  const files = new Map<string, string>(options.files.map((f) => [f, '']));
  if (options.policyRcD !== undefined) files.set(POLICY_RC_D, options.policyRcD);
  const calls: Call[] = [];
  const written: string[] = [];
  const removed: string[] = [];
  const logs: string[] = [];
  const interruptCleanups = new Set<() => void>();
  const system: System = {
    env: { PATH: options.path ?? '/fake/bin:/usr/bin', ...options.env },
    isRoot: options.isRoot ?? true,
    isExecutable: (file) => files.has(file),
    exists: (file) => files.has(file),
    writeExecutable: (file, content) => {
      written.push(file);
      files.set(file, content);
    },
    remove: (file) => {
      removed.push(file);
      files.delete(file);
    },
    run: async (command, args, env) => {
      calls.push({
        command,
        args,
        env,
        policyInPlace: files.get(POLICY_RC_D)?.includes('exit 101') ?? false,
      });
      if (options.interruptDuringInstall && args[0] === 'install') {
        for (const cleanup of interruptCleanups) cleanup();
        // The process exits there: nothing after this point runs.
        return new Promise<void>(() => undefined);
      }
      if (options.aptFails) throw new Error(`${command} ${args.join(' ')} failed (exit 100)`);
      if (args[0] === 'install')
        for (const pkg of args.filter((a) => !a.startsWith('-')).slice(1)) {
          const file = options.installs?.[pkg];
          if (file) files.set(file, '');
        }
    },
    onInterrupt: (cleanup) => {
      interruptCleanups.add(cleanup);
      return () => interruptCleanups.delete(cleanup);
    },
    log: (line) => logs.push(line),
  };
  return { system, calls, written, removed, logs, files, interruptCleanups };
}

const DEBIAN_INSTALLS = {
  chromium: '/usr/bin/chromium',
  nginx: '/usr/sbin/nginx',
  prometheus: '/usr/bin/promtool',
};

describe('preflight of npm test', () => {
  it('passes with the packages where Debian puts them, even with /usr/sbin off PATH', async () => {
    const { system, calls } = fakeMachine({
      files: ['/usr/bin/chromium', '/usr/sbin/nginx', '/usr/bin/promtool'],
      path: '/home/dev/bin:/usr/bin',
      isRoot: false,
    });
    expect(await preflight(REQUIREMENTS, system)).toEqual({
      ok: true,
      env: {
        CHROMIUM_PATH: '/usr/bin/chromium',
        NGINX_PATH: '/usr/sbin/nginx',
        PROMTOOL_PATH: '/usr/bin/promtool',
      },
    });
    expect(calls).toEqual([]);
  });

  it('finds a binary on PATH and hands its place to the steps', async () => {
    const { system } = fakeMachine({
      files: ['/opt/browsers/chromium', '/usr/sbin/nginx', '/usr/bin/promtool'],
      path: '/fake/bin:/opt/browsers',
      isRoot: false,
    });
    expect(await preflight(REQUIREMENTS, system)).toEqual({
      ok: true,
      env: {
        CHROMIUM_PATH: '/opt/browsers/chromium',
        NGINX_PATH: '/usr/sbin/nginx',
        PROMTOOL_PATH: '/usr/bin/promtool',
      },
    });
  });

  it('uses CHROMIUM_PATH when set, and stops when it names no executable', async () => {
    const present = fakeMachine({
      files: ['/srv/chrome/chrome', '/usr/sbin/nginx', '/usr/bin/promtool'],
      env: { CHROMIUM_PATH: '/srv/chrome/chrome' },
    });
    expect(await preflight(REQUIREMENTS, present.system)).toMatchObject({
      ok: true,
      env: { CHROMIUM_PATH: '/srv/chrome/chrome' },
    });

    const wrong = fakeMachine({
      files: ['/usr/bin/chromium', '/usr/sbin/nginx', '/usr/bin/apt-get'],
      env: { CHROMIUM_PATH: '/nowhere/chromium' },
    });
    const result = await preflight(REQUIREMENTS, wrong.system);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain('CHROMIUM_PATH=/nowhere/chromium');
    // Installing chromium would not change what the tests run.
    expect(wrong.calls).toEqual([]);
  });

  it('as a user, reports the missing package and stops with the command to run', async () => {
    const { system, calls, written } = fakeMachine({
      files: ['/usr/sbin/nginx', '/usr/bin/promtool', '/usr/bin/apt-get'],
      isRoot: false,
    });
    const result = await preflight(REQUIREMENTS, system);
    expect(result.ok).toBe(false);
    const message = result.ok ? '' : result.message;
    expect(message).toContain('chromium: the browser journeys run in headless Chromium');
    expect(message).not.toContain('nginx:');
    expect(message).toContain(
      'sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium\n',
    );
    expect(calls).toEqual([]);
    expect(written).toEqual([]);
  });

  it('as root without apt-get, stops with the command for Debian', async () => {
    const { system, calls } = fakeMachine({ files: [], path: '/fake/bin', isRoot: true });
    const result = await preflight(REQUIREMENTS, system);
    expect(result.ok).toBe(false);
    const message = result.ok ? '' : result.message;
    expect(message).toContain('no apt-get here');
    expect(message).toContain(
      '  apt-get update && apt-get install -y --no-install-recommends chromium nginx prometheus\n',
    );
    expect(message).toContain('CHROMIUM_PATH / NGINX_PATH / PROMTOOL_PATH');
    expect(calls).toEqual([]);
  });

  it('as root with apt-get, installs what is missing with services kept from starting', async () => {
    const { system, calls, written, removed, files, interruptCleanups } = fakeMachine({
      files: ['/usr/bin/chromium', '/usr/bin/apt-get', '/usr/bin/systemctl'],
      path: '/usr/bin',
      installs: DEBIAN_INSTALLS,
    });
    expect(await preflight(REQUIREMENTS, system)).toEqual({
      ok: true,
      env: {
        CHROMIUM_PATH: '/usr/bin/chromium',
        NGINX_PATH: '/usr/sbin/nginx',
        PROMTOOL_PATH: '/usr/bin/promtool',
      },
    });
    expect(calls.map((c) => [c.command, ...c.args])).toEqual([
      ['/usr/bin/apt-get', 'update', '-qq'],
      [
        '/usr/bin/apt-get',
        'install',
        '-y',
        '-qq',
        '--no-install-recommends',
        'nginx',
        'prometheus',
      ],
      // Prometheus's server would start with the machine, on the stand-in's port.
      ['/usr/bin/systemctl', 'disable', 'prometheus'],
    ]);
    const apt = calls.filter((c) => c.command.endsWith('apt-get'));
    expect(apt.every((c) => c.policyInPlace)).toBe(true);
    expect(apt.every((c) => c.env.DEBIAN_FRONTEND === 'noninteractive')).toBe(true);
    // The hook it added is gone again.
    expect(written).toEqual([POLICY_RC_D]);
    expect(removed).toEqual([POLICY_RC_D]);
    expect(files.has(POLICY_RC_D)).toBe(false);
    // Once the install is over, an interrupt no longer touches the file.
    expect(interruptCleanups.size).toBe(0);
  });

  it("keeps the machine's own policy-rc.d", async () => {
    const own = '#!/bin/sh\n# the operator keeps every service down\nexit 101\n';
    const { system, calls, written, removed, files } = fakeMachine({
      files: ['/usr/bin/apt-get'],
      policyRcD: own,
      installs: DEBIAN_INSTALLS,
    });
    expect((await preflight(REQUIREMENTS, system)).ok).toBe(true);
    expect(calls).toHaveLength(2);
    expect(written).toEqual([]);
    expect(removed).toEqual([]);
    expect(files.get(POLICY_RC_D)).toBe(own);
  });

  it('installs without systemctl, saying the server may start at boot', async () => {
    const { system, calls, logs } = fakeMachine({
      files: ['/usr/bin/apt-get', '/usr/bin/chromium', '/usr/sbin/nginx'],
      path: '/usr/bin',
      installs: DEBIAN_INSTALLS,
    });
    expect((await preflight(REQUIREMENTS, system)).ok).toBe(true);
    expect(calls.map((c) => c.args[0])).toEqual(['update', 'install']);
    expect(logs).toContain(
      'Could not keep prometheus from starting at boot (no systemctl here); the tests do not need it.',
    );
  });

  it('removes the hook it added when apt-get fails, and says what failed', async () => {
    const { system, files } = fakeMachine({ files: ['/usr/bin/apt-get'], aptFails: true });
    const result = await preflight(REQUIREMENTS, system);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain('installing chromium nginx prometheus failed');
    expect(files.has(POLICY_RC_D)).toBe(false);
  });

  it('removes the hook it added when the run is interrupted during the install', async () => {
    const { system, calls, files } = fakeMachine({
      files: ['/usr/bin/apt-get'],
      interruptDuringInstall: true,
    });
    void preflight(REQUIREMENTS, system);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.policyInPlace).toBe(true);
    expect(files.has(POLICY_RC_D)).toBe(false);
  });

  it('stops when apt-get succeeded but the binary is still not there', async () => {
    const { system } = fakeMachine({
      files: ['/usr/bin/apt-get', '/usr/sbin/nginx'],
      installs: {},
    });
    const result = await preflight(REQUIREMENTS, system);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain('still missing after apt-get install');
  });

  it('checks only what the chosen steps need', () => {
    expect(requirementsFor(['lint', 'typecheck']).map((r) => r.package)).toEqual([]);
    expect(requirementsFor(['unit']).map((r) => r.package)).toEqual(['nginx', 'prometheus']);
    expect(requirementsFor(['unit', 'browser']).map((r) => r.package)).toEqual([
      'chromium',
      'nginx',
      'prometheus',
    ]);
  });
});

describe('this machine’s file checks', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('finds an executable on a real PATH and ignores a file that is not executable', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preflight-'));
    dirs.push(dir);
    const bin = path.join(dir, 'bin');
    const elsewhere = path.join(dir, 'elsewhere');
    fs.mkdirSync(bin);
    fs.mkdirSync(elsewhere);
    fs.writeFileSync(path.join(bin, 'browser'), '#!/bin/sh\n', { mode: 0o755 });
    fs.writeFileSync(path.join(elsewhere, 'lb'), 'not a program', { mode: 0o644 });
    const requirement = (name: string, envVar: string) => ({
      package: name,
      command: name,
      debianPath: path.join(dir, 'debian', name),
      envVar,
      neededBy: ['unit'],
      why: 'a test',
    });
    const system: System = { ...thisMachine(), env: { PATH: `${bin}:${elsewhere}` } };
    const result = await preflight(
      [requirement('browser', 'BROWSER_PATH'), requirement('lb', 'LB_PATH')],
      { ...system, isRoot: false },
    );
    expect(result.ok).toBe(false);
    const message = result.ok ? '' : result.message;
    expect(message).toContain('  lb: a test');
    expect(message).not.toContain('  browser:');
  });
});
