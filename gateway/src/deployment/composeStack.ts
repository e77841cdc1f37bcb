import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { readCompose, rewriteEnvironment, escapeRegExp, type ComposeFile } from './compose.js';
import { readDockerfile } from './dockerfile.js';
import { runtimePlan } from './imageLayout.js';
import { call, ROOT } from './member.js';
import { freePort, startService, stopService, waitForOk, type Service } from './processes.js';

/**
 * What docker-compose.yml describes, started as processes of this machine: the stand-in and two
 * gateways with the compose environment and their images' commands, this machine's Redis under
 * a key prefix of the run's own, and Debian's nginx with deploy/nginx-lb.conf rewritten only for
 * addresses and ports. Each process runs the command and environment its image would.
 */
export const COMPOSE_FILE = path.join(ROOT, 'docker-compose.yml');
const LB_CONF = path.join(ROOT, 'deploy/nginx-lb.conf');
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** This machine's Redis, as the gateway's other Redis tests find it. */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const REDIS_PORT_IN_COMPOSE = 6379;
export const GATEWAYS = ['gateway-1', 'gateway-2'] as const;
export type GatewayName = (typeof GATEWAYS)[number];

export interface Replica {
  name: GatewayName;
  port: number;
  adminPort: number;
  env: NodeJS.ProcessEnv;
  process: Service | undefined;
}

function imageEnv(dockerfile: string): { env: Record<string, string>; cmd: string[] } {
  const plan = runtimePlan(readDockerfile(path.join(ROOT, dockerfile)));
  return { env: plan.env, cmd: plan.cmd };
}

function command(cmd: string[]): [string, string[]] {
  const [program, ...args] = cmd;
  return [program === 'node' ? process.execPath : (program ?? ''), args];
}

/** nginx-lb.conf with each compose upstream and its listen port moved to this machine's ports. */
export function rewriteLbConf(conf: string, upstreams: Record<string, number>, listen: number) {
  let out = conf;
  for (const [hostPort, port] of Object.entries(upstreams))
    out = out.replace(
      new RegExp(`(\\bserver\\s+)${escapeRegExp(hostPort)}(?=[\\s;])`, 'g'),
      `$1127.0.0.1:${port}`,
    );
  out = out.replace(/(\blisten\s+)(\d+)(?=[\s;])/g, `$1127.0.0.1:${listen}`);
  const left = /\bserver\s+(?!127\.0\.0\.1:)(\S+)/.exec(out.replace(/server\s*\{/g, ''));
  if (left) throw new Error(`nginx-lb.conf upstream ${left[1]} has no port of this machine`);
  return out;
}

/** Starts the gateway replica `replica` (again, after a stop) and waits until it is ready. */
export async function startReplica(replica: Replica): Promise<void> {
  const [program, args] = command(imageEnv('gateway/Dockerfile').cmd);
  replica.process = startService(replica.name, program, args, { cwd: ROOT, env: replica.env });
  // Generous: on a busy machine a gateway's start (jsdom, the renderer) takes many seconds.
  await waitForOk(`http://127.0.0.1:${replica.port}/readyz`, replica.process, 60_000);
}

export class ComposeStack {
  readonly compose: ComposeFile;
  readonly redisPrefix = `rehearsal-${randomBytes(4).toString('hex')}`;
  readonly replicas: Record<GatewayName, Replica>;
  lbUrl = '';
  mocksUrl = '';
  private mocks: Service | undefined;
  private nginx: Service | undefined;
  /** nginx's files; made once the compose file has been read without fault. */
  private readonly dir: string;

  private constructor(ports: { mocks: number; gateways: number[]; admins: number[] }) {
    this.compose = readCompose(COMPOSE_FILE);
    const mocksPortInCompose = this.service('mocks').environment.MOCKS_PORT ?? '9090';
    const portMap = {
      [`mocks:${mocksPortInCompose}`]: ports.mocks,
      [`redis:${REDIS_PORT_IN_COMPOSE}`]: Number(new URL(REDIS_URL).port || 6379),
    };
    const gateway = imageEnv('gateway/Dockerfile').env;
    const replica = (name: GatewayName, i: number): Replica => {
      const port = ports.gateways[i] ?? 0;
      const adminPort = ports.admins[i] ?? 0;
      const composed = rewriteEnvironment(this.compose, this.service(name), portMap, {
        PORT: port,
        ADMIN_PORT: adminPort,
      });
      return {
        name,
        port,
        adminPort,
        process: undefined,
        env: {
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          ...gateway,
          ...composed,
          PORT: String(port),
          // Compose's default prefix, made the run's own: this machine's Redis is shared.
          REDIS_PREFIX: this.redisPrefix,
        },
      };
    };
    this.replicas = { 'gateway-1': replica('gateway-1', 0), 'gateway-2': replica('gateway-2', 1) };
    this.mocksUrl = `http://127.0.0.1:${ports.mocks}`;
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-rehearsal-'));
  }

  service(name: string) {
    const service = this.compose.services[name];
    if (!service) throw new Error(`docker-compose.yml has no service ${name}`);
    return service;
  }

  static async start(): Promise<ComposeStack> {
    // Five different ports: the kernel may hand the same free port out twice in a row.
    const free = new Set<number>();
    while (free.size < 5) free.add(await freePort());
    const [mocks = 0, g1 = 0, g2 = 0, a1 = 0, a2 = 0] = [...free];
    const ports = { mocks, gateways: [g1, g2], admins: [a1, a2] };
    const stack = new ComposeStack(ports);
    try {
      await stack.startMocks(ports.mocks);
      await Promise.all(GATEWAYS.map((name) => startReplica(stack.replicas[name])));
      await stack.startNginx();
    } catch (error) {
      await stack.stop();
      throw error;
    }
    return stack;
  }

  private async startMocks(port: number): Promise<void> {
    const image = imageEnv('mocks/Dockerfile');
    const composed = rewriteEnvironment(
      this.compose,
      this.service('mocks'),
      {},
      {
        MOCKS_PORT: port,
      },
    );
    const [program, args] = command(image.cmd);
    this.mocks = startService('mocks', program, args, {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...image.env, ...composed, MOCKS_PORT: String(port) },
    });
    await waitForOk(`${this.mocksUrl}/healthz`, this.mocks, 60_000);
  }

  private async startNginx(): Promise<void> {
    const listen = await freePort();
    const upstreams: Record<string, number> = {};
    for (const name of GATEWAYS)
      upstreams[`${name}:${this.service(name).environment.PORT ?? '8080'}`] =
        this.replicas[name].port;
    const dir = this.dir;
    fs.chmodSync(dir, 0o755);
    // nginx's workers run as an unprivileged user and write their buffers here.
    for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      fs.mkdirSync(path.join(dir, temp), { mode: 0o777 });
    fs.writeFileSync(
      path.join(dir, 'lb.conf'),
      rewriteLbConf(fs.readFileSync(LB_CONF, 'utf8'), upstreams, listen),
    );
    // As the nginx image's own nginx.conf: conf.d included in the http block.
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_processes 1;
events { worker_connections 1024; }
http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  keepalive_timeout 65;
  log_format rehearsal '$remote_addr $upstream_addr $status $request_uri';
  access_log ${dir}/access.log rehearsal;
  include ${dir}/lb.conf;
}
`,
    );
    this.nginx = startService(
      'nginx',
      NGINX,
      [
        '-p',
        dir,
        '-c',
        path.join(dir, 'nginx.conf'),
        '-e',
        `${dir}/error.log`,
        '-g',
        'daemon off;',
      ],
      { cwd: dir, env: { PATH: process.env.PATH ?? '' } },
    );
    this.lbUrl = `http://127.0.0.1:${listen}`;
    await waitForOk(`${this.lbUrl}/healthz`, this.nginx, 20_000);
  }

  /** The replica nginx's `ip_hash` sends a browser at `localAddress` to. */
  async replicaFor(localAddress: string): Promise<GatewayName> {
    const probe = `/healthz?placement=${randomBytes(6).toString('hex')}`;
    const res = await call(`${this.lbUrl}${probe}`, { localAddress });
    if (res.status !== 200) throw new Error(`placement probe answered ${res.status}`);
    const line = fs
      .readFileSync(path.join(this.dir, 'access.log'), 'utf8')
      .split('\n')
      .find((l) => l.endsWith(probe));
    // The last upstream nginx tried is the one that answered.
    const upstream = line?.split(' ')[1]?.split(',').at(-1)?.trim();
    const found = GATEWAYS.find((name) => upstream === `127.0.0.1:${this.replicas[name].port}`);
    if (!found) throw new Error(`no replica for ${localAddress} (${line ?? 'no log line'})`);
    return found;
  }

  /** A loopback source address per replica: browsers that `ip_hash` places on each. */
  async browsersOnEachReplica(): Promise<Record<GatewayName, string>> {
    const found: Partial<Record<GatewayName, string>> = {};
    for (let n = 0; n < 64 && Object.keys(found).length < GATEWAYS.length; n += 1) {
      const address = `127.0.${n}.1`;
      found[await this.replicaFor(address)] ??= address;
    }
    if (!found['gateway-1'] || !found['gateway-2'])
      throw new Error('ip_hash put every source address on one replica');
    return found as Record<GatewayName, string>;
  }

  /** What nginx logged at `warn` and above: why a call failed at the balancer. */
  lbErrors(): string {
    const file = path.join(this.dir, 'error.log');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').slice(-6_000) : '';
  }

  /** The balancer's access log lines (`address upstream status uri`) matching `pattern`. */
  lbAccess(pattern: RegExp): string[] {
    const file = path.join(this.dir, 'access.log');
    if (!fs.existsSync(file)) return [];
    return fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => pattern.test(l));
  }

  /** Whether the replica counts rate limits in-process, its shared store (Redis) not answering. */
  async rateLimitsDegraded(name: GatewayName): Promise<boolean> {
    const res = await fetch(`http://127.0.0.1:${this.replicas[name].adminPort}/metrics`);
    return /^gateway_rate_limit_store_degraded 1$/m.test(await res.text());
  }

  /** The replica's operator endpoint: its socket count and Redis state. */
  async operatorView(name: GatewayName): Promise<{ socketConnections: number; redis: string }> {
    const res = await fetch(`http://127.0.0.1:${this.replicas[name].adminPort}/mirrors`);
    return (await res.json()) as { socketConnections: number; redis: string };
  }

  async stop(): Promise<void> {
    await Promise.all(
      [this.nginx, this.mocks, ...GATEWAYS.map((name) => this.replicas[name].process)].map((s) =>
        s ? stopService(s, 'SIGTERM', 15_000) : undefined,
      ),
    );
    await this.forgetRedisKeys();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  /** Removes the run's keys from the shared Redis. */
  private async forgetRedisKeys(): Promise<void> {
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(
          cursor,
          'MATCH',
          `${this.redisPrefix}:*`,
          'COUNT',
          500,
        );
        cursor = next;
        if (keys.length > 0) await redis.del(...keys);
      } while (cursor !== '0');
    } catch {
      // Redis gone: nothing of the run can be left in it.
    } finally {
      redis.disconnect();
    }
  }
}
