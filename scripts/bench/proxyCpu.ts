/**
 * CPU per proxied request, gateway against @fastify/http-proxy: each target gets the same fixed
 * number of requests (autocannon `amount`) after a warm-up, targets alternated within each round,
 * and the figure is the CPU (user + system, from /proc) the proxy process spent divided by the
 * requests. Beside it, the upstream's CPU and wake-ups per request (voluntary context switches of
 * its event loop): a proxy that sends the calls it read together lets the upstream serve them in
 * one wake-up, and the upstream's CPU per call follows its wake-ups. Per-process CPU for a fixed amount of work varies far less with other load on the
 * machine than wall-clock throughput does, so this is the figure to compare a change with.
 *
 *   npm run build -w gateway && npx tsx scripts/bench/proxyCpu.ts
 *
 * Environment: BENCH_ROUNDS (5), BENCH_REQUESTS (20000), BENCH_CONNECTIONS (50),
 * BENCH_GATEWAY_ENTRY (another gateway build, e.g. the one before a change, run as
 * `gateway-before` beside this one; `name=path,…` for several), BENCH_BARE=1 (the bare `node:http`
 * proxy too), BENCH_CPU_PROF (a folder: the gateway runs under
 * `node --cpu-prof` and writes its profile there). Prints; writes nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { machineUse, snapshot } from './lib/machine.js';
import {
  ROOT,
  cpuSeconds,
  freePort,
  startTsServer,
  stop,
  stopAll,
  track,
  waitForHttp,
  wakeUps,
} from './lib/processes.js';
import { fmt } from './lib/stats.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PATH = '/wps/system/status';

function gateway(entry: string, port: number, upstream: string): ChildProcess {
  const prof = process.env.BENCH_CPU_PROF;
  const flags = prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : [];
  return track(
    spawn(process.execPath, [...flags, entry], {
      cwd: ROOT,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        UPSTREAM_URLS: upstream,
        ADMIN_PORT: '0',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
}

async function upstreamStats(port: number): Promise<{ connections: number; requests: number }> {
  const res = await fetch(`http://127.0.0.1:${port}/__bench/stats`);
  return (await res.json()) as { connections: number; requests: number };
}

function median(v: number[]): number {
  const s = [...v].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? NaN) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
}

async function main(): Promise<void> {
  const [upPort, gwPort, fastifyPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const upstreamUrl = `http://127.0.0.1:${upPort}`;
  const upstream = startTsServer('upstream.ts', { PORT: String(upPort) });
  const targets: { name: string; port: number; child: ChildProcess }[] = [
    {
      name: 'gateway',
      port: gwPort,
      child: gateway(path.join(ROOT, 'gateway/dist/server.js'), gwPort, upstreamUrl),
    },
    {
      name: 'fastify-http-proxy',
      port: fastifyPort,
      child: startTsServer('fastifyProxy.ts', {
        PORT: String(fastifyPort),
        UPSTREAM_URL: upstreamUrl,
      }),
    },
  ];
  if (process.env.BENCH_BARE === '1') {
    const port = await freePort();
    targets.push({
      name: 'bare node:http proxy',
      port,
      child: startTsServer('bareProxy.ts', { PORT: String(port), UPSTREAM_URL: upstreamUrl }),
    });
  }
  // `path` runs as gateway-before; `name=path,name=path` runs several builds side by side.
  const others = (process.env.BENCH_GATEWAY_ENTRY ?? '').split(',').filter(Boolean);
  for (const spec of others) {
    const [name, entry] = spec.includes('=') ? spec.split('=') : ['gateway-before', spec];
    const port = await freePort();
    targets.push({
      name: name ?? 'gateway-before',
      port,
      child: gateway(entry ?? spec, port, upstreamUrl),
    });
  }
  await waitForHttp(`${upstreamUrl}${PATH}`);
  await Promise.all(targets.map((t) => waitForHttp(`http://127.0.0.1:${t.port}${PATH}`)));

  const figures = new Map<
    string,
    { us: number[]; upUs: number[]; upWake: number[]; conns: number[] }
  >(targets.map((t) => [t.name, { us: [], upUs: [], upWake: [], conns: [] }]));
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = targets.map(
      (_, i) => targets[(i + round) % targets.length] as (typeof targets)[number],
    );
    for (const t of order) {
      const url = `http://127.0.0.1:${t.port}${PATH}`;
      await autocannon({ url, connections: CONNECTIONS, amount: 5_000 });
      const cpu0 = cpuSeconds(t.child.pid);
      const up0 = cpuSeconds(upstream.pid);
      const wake0 = wakeUps(upstream.pid);
      const s0 = await upstreamStats(upPort);
      const m0 = snapshot();
      const r = await autocannon({ url, connections: CONNECTIONS, amount: REQUESTS });
      const machine = machineUse(m0, snapshot());
      const s1 = await upstreamStats(upPort);
      const n = r.requests.total;
      const us = ((cpuSeconds(t.child.pid) - cpu0) / n) * 1e6;
      const upUs = ((cpuSeconds(upstream.pid) - up0) / (s1.requests - s0.requests)) * 1e6;
      const upWake = (wakeUps(upstream.pid) - wake0) / (s1.requests - s0.requests);
      const conns = ((s1.connections - s0.connections) / (s1.requests - s0.requests)) * 1000;
      const f = figures.get(t.name);
      if (!f) continue;
      f.us.push(us);
      f.upUs.push(upUs);
      f.upWake.push(upWake);
      f.conns.push(conns);
      console.log(
        `round ${round + 1} ${t.name}: ${fmt(us, 1)} µs CPU/req, upstream ${fmt(upUs, 1)} µs/req ` +
          `and ${fmt(upWake, 2)} wake-ups/req, ` +
          `new upstream conns/1000 ${fmt(conns, 2)}, errors ${r.errors + r.non2xx}; ` +
          `steal ${fmt(machine.stealPct, 1)} %, others ${fmt(machine.othersCores)} cores (${machine.topOthers})`,
      );
    }
  }
  await Promise.all([stop(upstream), ...targets.map((t) => stop(t.child))]);
  console.log(
    `\n${REQUESTS} requests per measurement, ${CONNECTIONS} connections, ${ROUNDS} rounds, Node ${process.version}; median (min–max):`,
  );
  for (const [name, f] of figures)
    console.log(
      `${name}: ${fmt(median(f.us), 1)} µs CPU/req (${fmt(Math.min(...f.us), 1)}–${fmt(Math.max(...f.us), 1)}); ` +
        `upstream ${fmt(median(f.upUs), 1)} µs/req (${fmt(Math.min(...f.upUs), 1)}–${fmt(Math.max(...f.upUs), 1)}), ` +
        `${fmt(median(f.upWake), 2)} wake-ups/req (${fmt(Math.min(...f.upWake), 2)}–${fmt(Math.max(...f.upWake), 2)}); ` +
        `new upstream conns/1000 ${fmt(median(f.conns), 2)} (max ${fmt(Math.max(...f.conns), 2)})`,
    );
  const gw = figures.get('gateway')?.us ?? [];
  const fa = figures.get('fastify-http-proxy')?.us ?? [];
  console.log(
    `gateway/@fastify/http-proxy per CPU-second, within rounds: ${fmt(median(gw.map((g, i) => (fa[i] ?? NaN) / g)))}×`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
