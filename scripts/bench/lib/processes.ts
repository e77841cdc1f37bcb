import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, ROOT } from '../../lib/stack.js';

export { freePort, ROOT };

const children = new Set<ChildProcess>();

/** Kills every child this benchmark started, also when it fails half-way. */
export function stopAll(): void {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
}
process.on('exit', stopAll);
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

export function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** Runs one of the TypeScript bench servers in its own process (own event loop, own core). */
export function startTsServer(file: string, env: NodeJS.ProcessEnv): ChildProcess {
  return track(
    spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/bench/servers', file)], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
}

/** The built gateway, started as operators and the browser tests start it. */
export function startGateway(env: NodeJS.ProcessEnv): ChildProcess {
  // BENCH_GATEWAY_ENTRY runs another build (e.g. the one before a change) beside this one.
  const entry =
    env.BENCH_GATEWAY_ENTRY ||
    process.env.BENCH_GATEWAY_ENTRY ||
    path.join(ROOT, 'gateway/dist/server.js');
  if (!fs.existsSync(entry))
    throw new Error('gateway is not built: run `npm run build -w gateway` first');
  return track(
    // BENCH_GATEWAY_NODE_ARGS profiles the gateway alone (`--cpu-prof --cpu-prof-dir=…`, which
    // NODE_OPTIONS refuses), not the load generators and stand-ins beside it.
    spawn(process.execPath, [...(process.env.BENCH_GATEWAY_NODE_ARGS?.split(' ') ?? []), entry], {
      cwd: ROOT,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        ADMIN_HOST: '127.0.0.1',
        ...env,
      },
      // Access logs are on (the production default) and go to /dev/null.
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
}

export async function waitForHttp(url: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function ownCpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The parent of a process, or -1 when it is gone. */
export function parentOf(pid: string | number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return -1;
  }
}

/** CPU seconds (user + system) a process and its direct children (nginx workers) used so far. */
export function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    let total = ownCpuSeconds(pid);
    for (const entry of fs.readdirSync('/proc')) {
      if (/^\d+$/.test(entry) && parentOf(entry) === pid) total += ownCpuSeconds(Number(entry));
    }
    return total;
  } catch {
    return Number.NaN;
  }
}

/**
 * How often a process's main thread went to sleep waiting for work (voluntary context switches):
 * per request, how many wake-ups an event loop needed, so how well its work was batched.
 */
export function wakeUps(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^voluntary_ctxt_switches:\s+(\d+)/m.exec(status)?.[1] ?? Number.NaN);
  } catch {
    return Number.NaN;
  }
}

export function nginxBinary(): string | undefined {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx'])
    if (fs.existsSync(candidate)) return candidate;
  const which = spawnSync('which', ['nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : undefined;
}

export const NGINX_MISSING =
  'nginx is not installed, so its columns are skipped. Install it with: apt-get install -y nginx';

/** Starts nginx in the foreground with the given `http { … }` body, one worker. */
export async function startNginx(
  httpBlock: string,
  port: number,
): Promise<ChildProcess | undefined> {
  const binary = nginxBinary();
  if (!binary) {
    console.warn(NGINX_MISSING);
    return undefined;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${httpBlock}
}
`,
  );
  const child = track(
    spawn(binary, ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'inherit'] }),
  );
  await waitForHttp(`http://127.0.0.1:${port}/wps/system/status`);
  return child;
}

export async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
