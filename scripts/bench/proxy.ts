/**
 * Gateway throughput and latency against its peers, in one run with the targets alternated:
 * direct to the upstream, through the gateway, through @fastify/http-proxy, through nginx
 * proxy_pass with keepalive (Debian's nginx), through a bare `node:http` proxy, and an Express 5
 * hello-world as context. Every figure is the median of BENCH_ROUNDS rounds (each round measures
 * every target once, in an order rotated per round) with the spread (min–max) beside it; the
 * headline ratios are taken within each round (same minute) and then their median. With each
 * figure it records what else the machine did: CPU steal and the CPU other processes used.
 *
 *   npm run build -w gateway && npx tsx scripts/bench/proxy.ts [--no-write]
 *
 * Environment: BENCH_ROUNDS (3), BENCH_RATE (open-loop req/s, 1000), BENCH_OPEN_S (10),
 * BENCH_CEILING_S (8), BENCH_CONNECTIONS (50), BENCH_TARGETS (comma list to run a subset),
 * BENCH_GATEWAY_ENTRY (another gateway build), BENCH_ACCESS_LOG (`on`, or `off` for neither the
 * gateway nor @fastify/http-proxy writing a line per request). `--no-write` (or BENCH_NO_WRITE=1) prints the
 * section instead of writing it to docs/PERFORMANCE.md. Everything runs on 127.0.0.1 and stops
 * by itself.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { CORES, machineUse, snapshot, type MachineUse } from './lib/machine.js';
import { openLoop } from './lib/openLoop.js';
import {
  NGINX_MISSING,
  ROOT,
  cpuSeconds,
  freePort,
  startGateway,
  startNginx,
  startTsServer,
  stop,
  stopAll,
  waitForHttp,
} from './lib/processes.js';
import { machineLine, writeSection } from './lib/report.js';
import { fmt, percentile, table } from './lib/stats.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const RATE = Number(process.env.BENCH_RATE ?? 1000);
const OPEN_S = Number(process.env.BENCH_OPEN_S ?? 10);
const CEILING_S = Number(process.env.BENCH_CEILING_S ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const NO_WRITE =
  parseArgs({ options: { 'no-write': { type: 'boolean', default: false } } }).values['no-write'] ||
  process.env.BENCH_NO_WRITE === '1';
/** Whether both proxies write an access line per request (the gateway at info, the peer's pino hook). */
const ACCESS_LOG = process.env.BENCH_ACCESS_LOG !== 'off';
const ONLY = process.env.BENCH_TARGETS?.split(',').map((s) => s.trim());
const PATH = '/wps/system/status';

interface Target {
  name: string;
  port: number;
  process: ChildProcess | undefined;
  /** Proxies: the upstream's port, to count its connections and CPU. */
  upstreamPort?: number;
  /** Sent with every request: a signed-in browser's session cookie. */
  headers?: Record<string, string>;
}

interface Run {
  p50: number;
  p99: number;
  openErrors: number;
  ceiling: number;
  /** Requests per CPU-second of the measured process during the ceiling. */
  perCore: number;
  ceilingErrors: number;
  /** Upstream CPU per request during the ceiling, µs; NaN when not a proxy. */
  upstreamUs: number;
  /** New upstream connections per 1,000 requests in the open loop, after warm-up; NaN when not a proxy. */
  connsPer1000: number;
  /** The same during the ceiling (steady concurrency, the warm-up's). */
  ceilingConnsPer1000: number;
  machine: MachineUse;
}

/** Connections the upstream accepted per 1,000 requests it answered between two of its readings. */
function newConnsPer1000(
  from: { connections: number; requests: number } | undefined,
  to: { connections: number; requests: number } | undefined,
): number {
  return from && to
    ? ((to.connections - from.connections) / (to.requests - from.requests)) * 1000
    : Number.NaN;
}

/** A member's platform token: the gateway holds it in a session, the peer in a map. */
const SESSION_TOKEN = 'bench-member-token-0123456789abcdef';
const PEER_SESSION_ID = 'bench-peer-session';
const SIGNED_IN_GATEWAY = 'gateway signed-in';
const SIGNED_IN_FASTIFY = 'fastify-http-proxy signed-in';

/**
 * A session on the gateway, opened the way a sign-in link opens one (`/?token=`): the cookie a
 * signed-in browser sends, which the gateway looks up and turns into `Authorization`.
 */
async function signInThroughGateway(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/?token=${SESSION_TOKEN}`, {
    redirect: 'manual',
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('ph_session='));
  if (!cookie) throw new Error(`the gateway opened no session (${res.status})`);
  return cookie.split(';')[0] ?? '';
}

async function upstreamStats(port: number): Promise<{ connections: number; requests: number }> {
  const res = await fetch(`http://127.0.0.1:${port}/__bench/stats`);
  return (await res.json()) as { connections: number; requests: number };
}

async function measure(t: Target, upstream: ChildProcess): Promise<Run> {
  const url = `http://127.0.0.1:${t.port}${PATH}`;
  const headers = t.headers ?? {};
  // Warm-up at the ceiling's concurrency: JIT, and a proxy's keep-alive pool at its working size.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const before = t.upstreamPort ? await upstreamStats(t.upstreamPort) : undefined;
  const samples = await openLoop({
    url,
    rate: RATE,
    durationMs: OPEN_S * 1000,
    request: () => ({ method: 'GET', path: PATH, headers }),
  });
  const ok = samples.filter((s) => s.status === 200).map((s) => s.latencyMs);
  const cpuBefore = cpuSeconds(t.process?.pid);
  const upCpuBefore = cpuSeconds(upstream.pid);
  const upReqBefore = t.upstreamPort ? await upstreamStats(t.upstreamPort) : undefined;
  const machineBefore = snapshot();
  const ceiling = await autocannon({ url, headers, connections: CONNECTIONS, duration: CEILING_S });
  const machine = machineUse(machineBefore, snapshot());
  const cpu = cpuSeconds(t.process?.pid) - cpuBefore;
  const upCpu = cpuSeconds(upstream.pid) - upCpuBefore;
  const after = t.upstreamPort ? await upstreamStats(t.upstreamPort) : undefined;
  const run: Run = {
    p50: percentile(ok, 50),
    p99: percentile(ok, 99),
    openErrors: samples.length - ok.length,
    ceiling: ceiling.requests.average,
    perCore: ceiling.requests.total / cpu,
    ceilingErrors: ceiling.errors + ceiling.non2xx,
    upstreamUs:
      upReqBefore && after ? (upCpu / (after.requests - upReqBefore.requests)) * 1e6 : Number.NaN,
    connsPer1000: newConnsPer1000(before, upReqBefore),
    ceilingConnsPer1000: newConnsPer1000(upReqBefore, after),
    machine,
  };
  console.log(
    `${t.name}: open-loop p50 ${fmt(run.p50)} ms, p99 ${fmt(run.p99)} ms, errors ${run.openErrors}; ` +
      `ceiling ${fmt(run.ceiling, 0)} req/s (${fmt(run.perCore, 0)} per CPU-second), errors ${run.ceilingErrors}; ` +
      `upstream ${fmt(run.upstreamUs, 0)} µs/req, new conns/1000 ${fmt(run.connsPer1000, 2)} open loop, ${fmt(run.ceilingConnsPer1000, 2)} ceiling; ` +
      `steal ${fmt(machine.stealPct, 1)} %, others ${fmt(machine.othersCores)} cores (${machine.topOthers})`,
  );
  return run;
}

function median(values: number[]): number {
  const v = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (v.length === 0) return Number.NaN;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? (v[mid] ?? Number.NaN) : ((v[mid - 1] ?? 0) + (v[mid] ?? 0)) / 2;
}

/** `median (min–max)` of a figure over the rounds. */
function spread(values: number[], digits = 2): string {
  const v = values.filter(Number.isFinite);
  if (v.length === 0) return '—';
  if (v.length === 1) return fmt(v[0] ?? Number.NaN, digits);
  return `${fmt(median(v), digits)} (${fmt(Math.min(...v), digits)}–${fmt(Math.max(...v), digits)})`;
}

function versionOf(pkg: string): string {
  try {
    const file = path.join(ROOT, 'node_modules', pkg, 'package.json');
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return '?';
  }
}

async function main(): Promise<void> {
  const [upPort, gwPort, nginxPort, helloPort, bareProxyPort, fastifyPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const upstreamUrl = `http://127.0.0.1:${upPort}`;
  const upstream = startTsServer('upstream.ts', { PORT: String(upPort) });
  const hello = startTsServer('hello.ts', { PORT: String(helloPort) });
  const bareProxy = startTsServer('bareProxy.ts', {
    PORT: String(bareProxyPort),
    UPSTREAM_URL: upstreamUrl,
  });
  const fastify = startTsServer('fastifyProxy.ts', {
    PORT: String(fastifyPort),
    UPSTREAM_URL: upstreamUrl,
    BENCH_SESSION_ID: PEER_SESSION_ID,
    BENCH_SESSION_TOKEN: SESSION_TOKEN,
    BENCH_ACCESS_LOG: ACCESS_LOG ? 'on' : 'off',
  });
  const gateway = startGateway({
    PORT: String(gwPort),
    UPSTREAM_URLS: upstreamUrl,
    ADMIN_PORT: '0',
    // Access lines are written at info; warnings and errors are still written with it off.
    LOG_LEVEL: ACCESS_LOG ? 'info' : 'warn',
  });
  await Promise.all([
    waitForHttp(`${upstreamUrl}${PATH}`),
    waitForHttp(`http://127.0.0.1:${helloPort}${PATH}`),
    waitForHttp(`http://127.0.0.1:${bareProxyPort}${PATH}`),
    waitForHttp(`http://127.0.0.1:${fastifyPort}${PATH}`),
    waitForHttp(`http://127.0.0.1:${gwPort}/healthz`),
  ]);
  const gatewayCookie = await signInThroughGateway(gwPort);
  const nginx = await startNginx(
    `  upstream platform { server 127.0.0.1:${upPort}; keepalive 64; }
  server {
    listen 127.0.0.1:${nginxPort};
    location / {
      proxy_pass http://platform;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Merchant PH01;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }`,
    nginxPort,
  );

  const all: Target[] = [
    { name: 'direct', port: upPort, process: upstream },
    { name: 'gateway', port: gwPort, process: gateway, upstreamPort: upPort },
    { name: 'fastify-http-proxy', port: fastifyPort, process: fastify, upstreamPort: upPort },
    {
      name: SIGNED_IN_GATEWAY,
      port: gwPort,
      process: gateway,
      upstreamPort: upPort,
      headers: { cookie: gatewayCookie },
    },
    {
      name: SIGNED_IN_FASTIFY,
      port: fastifyPort,
      process: fastify,
      upstreamPort: upPort,
      headers: { cookie: `sid=${PEER_SESSION_ID}` },
    },
    ...(nginx ? [{ name: 'nginx', port: nginxPort, process: nginx, upstreamPort: upPort }] : []),
    { name: 'bare node:http proxy', port: bareProxyPort, process: bareProxy, upstreamPort: upPort },
    { name: 'express-hello', port: helloPort, process: hello },
  ];
  const targets = all.filter((t) => !ONLY || ONLY.includes(t.name));
  const runs = new Map<string, Run[]>(targets.map((t) => [t.name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    // Rotated order: no target always follows the same one or always runs first.
    const order = targets.map((_, i) => targets[(i + round) % targets.length] as Target);
    console.log(`round ${round + 1}/${ROUNDS}: ${order.map((t) => t.name).join(', ')}`);
    for (const t of order) runs.get(t.name)?.push(await measure(t, upstream));
  }
  await Promise.all([
    stop(gateway),
    stop(nginx),
    stop(upstream),
    stop(hello),
    stop(bareProxy),
    stop(fastify),
  ]);

  const of = (name: string) => runs.get(name) ?? [];
  const col = (name: string, f: (r: Run) => number) => of(name).map(f);
  const directP50 = col('direct', (r) => r.p50);
  const directP99 = col('direct', (r) => r.p99);
  /** A figure against another target's in the same round, then the median over rounds. */
  const paired = (
    a: string,
    b: string,
    f: (r: Run) => number,
    op: (x: number, y: number) => number,
  ) =>
    of(a).map((r, i) => {
      const other = of(b)[i];
      return other ? op(f(r), f(other)) : Number.NaN;
    });
  const row = (t: Target) => {
    const direct = t.name === 'direct';
    return [
      t.name,
      spread(col(t.name, (r) => r.p50)),
      spread(col(t.name, (r) => r.p99)),
      direct || directP50.length === 0
        ? '—'
        : spread(
            paired(
              t.name,
              'direct',
              (r) => r.p50,
              (x, y) => x - y,
            ),
          ),
      direct || directP99.length === 0
        ? '—'
        : spread(
            paired(
              t.name,
              'direct',
              (r) => r.p99,
              (x, y) => x - y,
            ),
          ),
      String(col(t.name, (r) => r.openErrors + r.ceilingErrors).reduce((a, b) => a + b, 0)),
      spread(
        col(t.name, (r) => r.ceiling),
        0,
      ),
      spread(
        col(t.name, (r) => r.perCore),
        0,
      ),
      spread(
        col(t.name, (r) => 1e6 / r.perCore),
        0,
      ),
      spread(
        col(t.name, (r) => r.upstreamUs),
        0,
      ),
      spread(col(t.name, (r) => r.connsPer1000)),
      spread(col(t.name, (r) => r.ceilingConnsPer1000)),
      spread(
        col(t.name, (r) => r.machine.stealPct),
        1,
      ),
      spread(col(t.name, (r) => r.machine.othersCores)),
    ];
  };
  const perCoreRatio = (a: string, b: string) =>
    `${spread(
      paired(
        a,
        b,
        (r) => r.perCore,
        (x, y) => x / y,
      ),
    )}×`;
  const has = (name: string) => of(name).length > 0;
  /** Median of the within-round ratios of two targets' requests per CPU-second. */
  const perCoreMedian = (a: string, b: string) =>
    median(
      paired(
        a,
        b,
        (r) => r.perCore,
        (x, y) => x / y,
      ),
    );
  const gwVsFastify = perCoreMedian('gateway', 'fastify-http-proxy');
  const signedInVsPeer = perCoreMedian(SIGNED_IN_GATEWAY, SIGNED_IN_FASTIFY);
  const gwVsBare = perCoreMedian('gateway', 'bare node:http proxy');
  const judged = (ratio: number, target: number) =>
    Number.isFinite(ratio) ? (ratio >= target ? 'met' : 'not met') : 'n/a';
  const gwConns = col('gateway', (r) => Math.max(r.connsPer1000, r.ceilingConnsPer1000));
  const busiest = [...runs.values()]
    .flat()
    .map((r) => r.machine)
    .sort((a, b) => b.othersCores - a.othersCores)[0];
  const md = [
    `### Proxy throughput and latency`,
    '',
    machineLine(),
    `fastify ${versionOf('fastify')}, @fastify/http-proxy ${versionOf('@fastify/http-proxy')}.`,
    `${ROUNDS} rounds; each round measures every target once, in an order rotated per round; cells are the median of the rounds with the spread (min–max). Open loop: ${RATE} req/s for ${OPEN_S} s, latency from the scheduled send time. Ceiling: autocannon, ${CONNECTIONS} connections, ${CEILING_S} s, closed loop; "per CPU-second" divides requests by the CPU seconds the measured process (nginx: with its worker) used, and "CPU µs / req" is its inverse; "upstream CPU µs / req" is what the upstream spent per request it answered during the ceiling; "new upstream conns" counts connections the upstream accepted after a warm-up at the ceiling's concurrency, in the open loop (whose concurrency grows whenever answers fall behind the schedule, e.g. when other work takes the cores, and any proxy then opens more connections) and in the ceiling (steady at the warm-up's concurrency: reuse alone). Steal and "other processes" are measured during each ceiling over the whole machine (${CORES} cores): steal is the share of CPU time the hypervisor took, "other processes" the cores' worth of CPU used by processes outside this benchmark. ${ACCESS_LOG ? 'Gateway with access logs on (LOG_LEVEL=info, buffered, to /dev/null); @fastify/http-proxy with one pino line per request the same way' : 'Request logging off on both sides (BENCH_ACCESS_LOG=off: the gateway at LOG_LEVEL=warn, @fastify/http-proxy without its access-line hook)'}; @fastify/http-proxy sets Merchant and X-Forwarded-For set as nginx sets them. Path \`${PATH}\`, ~150-byte JSON answer.`,
    '',
    table(
      [
        'target',
        'p50 ms',
        'p99 ms',
        'added p50 ms',
        'added p99 ms',
        'errors',
        'ceiling req/s',
        'per CPU-second req',
        'CPU µs / req',
        'upstream CPU µs / req',
        'new upstream conns / 1000 req, open loop',
        'new upstream conns / 1000 req, ceiling',
        'steal %',
        'other processes, cores',
      ],
      targets.map(row),
    ),
    '',
    `Per CPU-second, within each round: gateway/@fastify/http-proxy ${has('fastify-http-proxy') ? perCoreRatio('gateway', 'fastify-http-proxy') : 'n/a'}` +
      `; gateway/bare node:http proxy ${has('bare node:http proxy') ? perCoreRatio('gateway', 'bare node:http proxy') : 'n/a'}` +
      `; gateway/nginx ${has('nginx') ? perCoreRatio('gateway', 'nginx') : 'n/a'}` +
      `; signed in (the gateway looks the session up and adds the token; the peer adds it from a map): gateway/@fastify/http-proxy ${has(SIGNED_IN_GATEWAY) && has(SIGNED_IN_FASTIFY) ? perCoreRatio(SIGNED_IN_GATEWAY, SIGNED_IN_FASTIFY) : 'n/a'}` +
      `, signed-in gateway/signed-out @fastify/http-proxy ${has(SIGNED_IN_GATEWAY) && has('fastify-http-proxy') ? perCoreRatio(SIGNED_IN_GATEWAY, 'fastify-http-proxy') : 'n/a'}` +
      `, signed-in gateway/signed-out gateway ${has(SIGNED_IN_GATEWAY) && has('gateway') ? perCoreRatio(SIGNED_IN_GATEWAY, 'gateway') : 'n/a'}` +
      `; gateway/Express hello-world ${has('express-hello') ? perCoreRatio('gateway', 'express-hello') : 'n/a'} (context: a proxy makes two HTTP exchanges per request where the hello-world makes one).` +
      (busiest
        ? ` Busiest outside load in any ceiling: ${fmt(busiest.othersCores)} cores (${busiest.topOthers || 'none'}).`
        : ''),
    '',
    `Targets (medians): gateway ≥ 1.0× @fastify/http-proxy per CPU-second → ${judged(gwVsFastify, 1)}, ≥ 1.15× (#37) → ${judged(gwVsFastify, 1.15)}; ` +
      `≥ 0.95× the bare node:http proxy (#37) → ${judged(gwVsBare, 0.95)}; ` +
      `signed in, with the session lookup, ≥ 1.0× the peer adding the token from a map → ${judged(signedInVsPeer, 1)}; ` +
      `≤ 0.1 new upstream connections per 1,000 requests in every run → ${gwConns.length ? (gwConns.every((c) => c <= 0.1) ? 'met' : 'not met') : 'n/a'}. A negative "added" latency is noise, not a pass.`,
    ...(nginx ? [] : ['', NGINX_MISSING]),
  ].join('\n');
  if (NO_WRITE) console.log(`\n${md}`);
  else writeSection(ACCESS_LOG ? 'proxy' : 'proxy-quiet', md);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
