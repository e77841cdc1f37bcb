import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/**
 * Processes the deployment rehearsals start (stand-in, gateways, nginx): their output kept for
 * the failure message, their exit awaited, and every one of them stopped when a test ends.
 */
export interface Service {
  name: string;
  child: ChildProcess;
  /** The last of what it wrote (stdout and stderr), for a failing test's message. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  running(): boolean;
}

const OUTPUT_KEPT = 8_000;

export function startService(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Service {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => {
      keep(Buffer.from(`spawn failed: ${error.message}\n`));
      resolve({ code: -1, signal: null });
    });
  });
  return {
    name,
    child,
    output: () => output,
    exited,
    running: () => child.exitCode === null && child.signalCode === null,
  };
}

/** Sends `signal` and waits for the exit; SIGKILL after `forceAfterMs` if it is still there. */
export async function stopService(
  service: Service,
  signal: NodeJS.Signals = 'SIGTERM',
  forceAfterMs = 20_000,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (!service.running()) return service.exited;
  const force = setTimeout(() => service.child.kill('SIGKILL'), forceAfterMs);
  service.child.kill(signal);
  const result = await service.exited;
  clearTimeout(force);
  return result;
}

/** Asks the kernel for a free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Polls `url` until it answers 2xx. Fails at once when the service exits, with its output, so a
 * missing file shows as the error the process printed rather than as a timeout.
 */
export async function waitForOk(url: string, service: Service, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!service.running())
      throw new Error(`${service.name} exited before ${url} answered:\n${service.output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${service.name}: ${url} not ready (${last}):\n${service.output()}`);
}

/** Polls until `check` holds; fails with `what` after `timeoutMs`. */
export async function eventually(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not in time: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
