/**
 * Socket fan-out: many socket.io clients (several per member) receive member events that the
 * upstream pushes; one gateway instance, then two instances sharing rooms through Redis. Each
 * set-up is driven at fixed offered rates below saturation (latency where the target applies)
 * and then past saturation (capacity). Reports deliveries per second, p50/p99 delivery latency
 * (upstream send → client receive) and deliveries per gateway CPU-second, and writes its figures
 * to docs/PERFORMANCE.md.
 *
 *   npm run build -w gateway && npx tsx scripts/bench/fanout.ts
 *
 * Environment: BENCH_CLIENTS (1000), BENCH_PER_MEMBER (5 sockets per member), BENCH_RATES
 * (events/s of the fixed-rate steps, "2000,6000,10000"), BENCH_STEP_SECONDS (5), BENCH_EVENTS
 * (160000) and BENCH_EVENT_RATE (40000) for the saturating step, BENCH_REDIS_URL
 * (redis://127.0.0.1:6379); BENCH_DRY=1 prints the section instead of writing it.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import {
  cpuSeconds,
  freePort,
  startGateway,
  startTsServer,
  stop,
  stopAll,
  sleep,
  waitForHttp,
} from './lib/processes.js';
import { WireClient } from './lib/wireClient.js';
import { machineLine, writeSection } from './lib/report.js';
import { fmt, percentile, ratio, table } from './lib/stats.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const PER_MEMBER = Number(process.env.BENCH_PER_MEMBER ?? 5);
const RATES = (process.env.BENCH_RATES ?? '2000,6000,10000').split(',').map(Number);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 5);
// The saturating step offers more than two instances can carry, so their ratio is not capped by it.
const EVENTS = Number(process.env.BENCH_EVENTS ?? 160000);
const RATE = Number(process.env.BENCH_EVENT_RATE ?? 40000);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MEMBERS = Math.max(1, Math.floor(CLIENTS / PER_MEMBER));
const P99_TARGET_MS = 250;
const PER_CORE_TARGET = 50_000;

/** One step: events offered at a fixed rate, and what arrived. */
interface Step {
  label: string;
  offered: number;
  expected: number;
  delivered: number;
  perSecond: number;
  p50: number;
  p99: number;
  gatewayCpu: number;
  /** Gateway CPU seconds per wall-clock second of the step: how many cores it kept busy. */
  gatewayCores: number;
  /** CPU seconds of each gateway instance, to show how the work split. */
  perInstanceCpu: number[];
  otherCpu: { clients: number; upstream: number; redis: number };
  /** Cores busy on the whole machine during the step, this benchmark and everything else. */
  machineCores: number;
  perCpuSecond: number;
}

interface Outcome {
  name: string;
  instances: number;
  steps: Step[];
}

interface Clients {
  sockets: WireClient[];
  latencies: number[];
  lastAt: () => number;
}

/** The redis-server process on this machine, if any, to show what Redis cost (read only). */
function redisPid(): number | undefined {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'redis-server')
        return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}

/** CPU seconds all processes on the machine spent busy so far (/proc/stat, every core). */
function machineBusySeconds(): number {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  // user, nice, system, irq, softirq: time a core ran something (idle, iowait, steal excluded).
  const busy = [0, 1, 2, 5, 6].reduce((sum, i) => sum + (ticks[i] ?? 0), 0);
  return busy / 100;
}

/** Has the upstream publish `events` at `rate`/s and waits until they arrived or stopped coming. */
async function step(
  label: string,
  clients: Clients,
  sourcePort: number,
  events: number,
  rate: number,
  pids: { gateways: number[]; source: number | undefined; redis: number | undefined },
): Promise<Step> {
  clients.latencies.length = 0;
  const cpu = () => ({
    machine: machineBusySeconds(),
    at: Date.now(),
    gateways: pids.gateways.map((p) => cpuSeconds(p)),
    // This process only (its children are the gateways and the upstream).
    clients: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
    upstream: cpuSeconds(pids.source),
    redis: pids.redis === undefined ? 0 : cpuSeconds(pids.redis),
  });
  const before = cpu();
  const started = Date.now();
  await fetch(
    `http://127.0.0.1:${sourcePort}/__bench/burst?members=${MEMBERS}&events=${events}&rate=${rate}`,
  );
  const expected = events * PER_MEMBER;
  const deadline = Date.now() + 60_000;
  while (clients.latencies.length < expected && Date.now() < deadline) {
    const seen = clients.latencies.length;
    await sleep(100);
    if (clients.latencies.length === seen && Date.now() - clients.lastAt() > 3000) break;
  }
  const after = cpu();
  const perInstanceCpu = after.gateways.map((c, i) => c - (before.gateways[i] ?? 0));
  const gatewayCpu = perInstanceCpu.reduce((a, b) => a + b, 0);
  const delivered = clients.latencies.length;
  const seconds = (clients.lastAt() - started) / 1000;
  return {
    label,
    offered: rate * PER_MEMBER,
    expected,
    delivered,
    perSecond: delivered / seconds,
    p50: percentile(clients.latencies, 50),
    p99: percentile(clients.latencies, 99),
    gatewayCpu,
    gatewayCores: gatewayCpu / seconds,
    perInstanceCpu,
    otherCpu: {
      clients: after.clients - before.clients,
      upstream: after.upstream - before.upstream,
      redis: after.redis - before.redis,
    },
    perCpuSecond: delivered / gatewayCpu,
    machineCores: (after.machine - before.machine) / ((after.at - before.at) / 1000),
  };
}

function redisReachable(url: string): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(u.port || 6379), u.hostname, () => socket.write('PING\r\n'));
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('data', (d) => {
      socket.destroy();
      resolve(d.toString().startsWith('+PONG'));
    });
    socket.on('error', () => resolve(false));
  });
}

/** Connects the clients round-robin over the instances and waits for each one's first resync. */
async function connectClients(urls: string[]): Promise<Clients> {
  const sockets: WireClient[] = [];
  const latencies: number[] = [];
  let last = 0;
  for (let i = 0; i < CLIENTS; i += 100) {
    const batch = Array.from({ length: Math.min(100, CLIENTS - i) }, (_, k) => {
      const n = i + k;
      // Members are split between instances too: member m's sockets all sit on instance m % N,
      // as a load balancer with session affinity per member would place them.
      const member = n % MEMBERS;
      const socket = new WireClient(urls[member % urls.length] ?? '', { token: `t-${member}` });
      socket.on('balance:changed', (payload) => {
        last = Date.now();
        latencies.push(last - (payload as { sentAt: number }).sentAt);
      });
      sockets.push(socket);
      // The resync signal comes once the upstream carries the member's events.
      return socket.once('session:resync').then(() => undefined);
    });
    await Promise.all(batch);
  }
  return { sockets, latencies, lastAt: () => last };
}

async function scenario(
  name: string,
  instances: number,
  sourcePort: number,
  sourcePid: number | undefined,
  redisPrefix?: string,
): Promise<Outcome> {
  const ports = await Promise.all(Array.from({ length: instances }, () => freePort()));
  const gateways = ports.map((port) =>
    startGateway({
      PORT: String(port),
      ADMIN_PORT: '0',
      UPSTREAM_URLS: `http://127.0.0.1:${sourcePort}`,
      LOG_LEVEL: 'warn',
      ...(redisPrefix ? { REDIS_URL, REDIS_PREFIX: redisPrefix } : {}),
    }),
  );
  await Promise.all(ports.map((p) => waitForHttp(`http://127.0.0.1:${p}/healthz`)));
  for (let i = 0; i < 200; i += 1) {
    const res = await fetch(`http://127.0.0.1:${sourcePort}/__bench/streams`);
    if (((await res.json()) as { streams: number }).streams >= instances) break;
    await sleep(50);
  }
  const clients = await connectClients(ports.map((p) => `http://127.0.0.1:${p}`));
  await sleep(1000);
  const pids = {
    gateways: gateways.map((g) => g.pid ?? -1),
    source: sourcePid,
    redis: redisPrefix ? redisPid() : undefined,
  };
  // Warm-up, not reported: lets V8 optimise the hot path before anything is measured.
  await step('warm-up', clients, sourcePort, 2000, 2000, pids);
  const steps: Step[] = [];
  for (const rate of RATES)
    steps.push(
      await step(`fixed ${rate} ev/s`, clients, sourcePort, rate * STEP_SECONDS, rate, pids),
    );
  steps.push(await step(`saturating ${RATE} ev/s`, clients, sourcePort, EVENTS, RATE, pids));
  for (const s of steps) console.log(name, s);
  for (const s of clients.sockets) s.disconnect();
  await Promise.all(gateways.map((g) => stop(g)));
  return { name, instances, steps };
}

/** The highest fixed-rate step whose p99 met the target, with everything delivered. */
function bestWithinTarget(o: Outcome): Step | undefined {
  return o.steps
    .filter((s) => !s.label.startsWith('saturating'))
    .filter((s) => s.delivered === s.expected && s.p99 <= P99_TARGET_MS)
    .at(-1);
}

function saturating(o: Outcome): Step | undefined {
  return o.steps.at(-1);
}

async function main(): Promise<void> {
  const sourcePort = await freePort();
  const source = startTsServer('eventSource.ts', { PORT: String(sourcePort) });
  await waitForHttp(`http://127.0.0.1:${sourcePort}/__bench/streams`);
  const outcomes: Outcome[] = [];
  outcomes.push(await scenario('one instance (in memory)', 1, sourcePort, source.pid));
  const haveRedis = await redisReachable(REDIS_URL);
  if (haveRedis) {
    const prefix = `bench-${Date.now()}`;
    outcomes.push(await scenario('one instance + Redis', 1, sourcePort, source.pid, `${prefix}-1`));
    outcomes.push(
      await scenario('two instances + Redis', 2, sourcePort, source.pid, `${prefix}-2`),
    );
  }
  await stop(source);

  const rows = outcomes.flatMap((o) =>
    o.steps.map((s) => [
      o.name,
      s.label,
      String(s.offered),
      `${s.delivered}/${s.expected}`,
      fmt(s.perSecond, 0),
      fmt(s.p50, 0),
      fmt(s.p99, 0),
      `${fmt(s.gatewayCpu, 2)}${s.perInstanceCpu.length > 1 ? ` (${s.perInstanceCpu.map((c) => fmt(c, 2)).join(' + ')})` : ''}`,
      fmt(s.perCpuSecond, 0),
      fmt(s.gatewayCores, 2),
      `${fmt(s.otherCpu.clients, 1)} / ${fmt(s.otherCpu.upstream, 1)} / ${o.name.includes('Redis') ? fmt(s.otherCpu.redis, 1) : '—'}`,
      `${fmt(s.machineCores, 2)} of ${os.cpus().length}`,
    ]),
  );
  const one = outcomes.find((o) => o.name === 'one instance + Redis');
  const two = outcomes.find((o) => o.name === 'two instances + Redis');
  const verdicts: string[] = [];
  for (const o of outcomes) {
    const at50k = o.steps.find(
      (x) => !x.label.startsWith('saturating') && x.offered >= PER_CORE_TARGET,
    );
    if (at50k)
      verdicts.push(
        `${o.name}: ${at50k.offered} deliveries/s offered → ${at50k.delivered === at50k.expected && at50k.p99 <= P99_TARGET_MS ? 'carried' : 'not carried'} in wall-clock time at p99 ${fmt(at50k.p99, 0)} ms (${fmt(at50k.perSecond, 0)}/s; the gateway got ${fmt(at50k.gatewayCores, 2)} cores while the machine was ${fmt(at50k.machineCores, 2)} of ${os.cpus().length} cores busy).`,
      );
    const best = bestWithinTarget(o);
    verdicts.push(
      best
        ? `${o.name}: highest fixed rate with p99 ≤ ${P99_TARGET_MS} ms: ${best.offered} deliveries/s offered, ${fmt(best.perSecond, 0)} delivered/s, p99 ${fmt(best.p99, 0)} ms, ${fmt(best.perCpuSecond, 0)} deliveries per gateway CPU-second on ${fmt(best.gatewayCores, 2)} cores → ≥ ${PER_CORE_TARGET} per core at p99 ≤ ${P99_TARGET_MS} ms ${best.perCpuSecond >= PER_CORE_TARGET ? 'met' : 'missed'}${best.offered >= PER_CORE_TARGET && best.gatewayCores <= 1 ? ' (and 50k/s carried in wall-clock time on less than one core)' : ''}. Saturated: ${fmt(saturating(o)?.perSecond ?? NaN, 0)}/s, ${fmt(saturating(o)?.perCpuSecond ?? NaN, 0)} per CPU-second, p99 ${fmt(saturating(o)?.p99 ?? NaN, 0)} ms.`
        : `${o.name}: no fixed-rate step kept p99 ≤ ${P99_TARGET_MS} ms → per-core target not shown.`,
    );
  }
  const oneSat = one && saturating(one);
  const twoSat = two && saturating(two);
  const sideBySide =
    one && two
      ? table(
          [
            'step',
            'deliveries/s one → two',
            'ratio',
            'p99 ms one → two',
            'per gateway CPU-second one → two',
            'ratio',
          ],
          one.steps.map((a, i) => {
            const b = two.steps[i];
            return [
              a.label,
              `${fmt(a.perSecond, 0)} → ${fmt(b?.perSecond ?? NaN, 0)}`,
              ratio(b?.perSecond ?? NaN, a.perSecond),
              `${fmt(a.p99, 0)} → ${fmt(b?.p99 ?? NaN, 0)}`,
              `${fmt(a.perCpuSecond, 0)} → ${fmt(b?.perCpuSecond ?? NaN, 0)}`,
              ratio(b?.perCpuSecond ?? NaN, a.perCpuSecond),
            ];
          }),
        )
      : '';
  const md = [
    '### Socket fan-out',
    '',
    machineLine(),
    `${CLIENTS} clients over WebSocket speaking the socket.io protocol at the wire level (\`scripts/bench/lib/wireClient.ts\`: socket.io-client itself used more CPU than the gateways on this 2-core machine), ${PER_MEMBER} per member (${MEMBERS} members), all in the benchmark process; with two instances each member's sockets sit on one instance (members alternate). The upstream (\`scripts/bench/servers/eventSource.ts\`, same interest-filtered stream as the stand-in) publishes \`balance:changed\` round-robin over members; every event is due at ${PER_MEMBER} sockets. Each set-up runs fixed-rate steps of ${STEP_SECONDS} s (${RATES.join(', ')} events/s) and then a saturating step (${EVENTS} events offered at ${RATE}/s). Latency is upstream send → client receive (same clock). "Deliveries/s" is wall clock; "per gateway CPU-second" divides deliveries by the CPU the gateway process(es) used in that step. "Gateway cores busy" is gateway CPU per wall-clock second. The last two columns show the rest of the machine: CPU seconds of the clients / upstream / Redis in the step, and how many of the machine's cores anything (this benchmark or other work) kept busy.`,
    '',
    table(
      [
        'set-up',
        'step',
        'offered deliveries/s',
        'delivered',
        'deliveries/s',
        'p50 ms',
        'p99 ms',
        'gateway CPU s',
        'deliveries per gateway CPU-second',
        'gateway cores busy',
        'clients / upstream / Redis CPU s',
        'machine cores busy (all processes)',
      ],
      rows,
    ),
    '',
    ...verdicts.map((v) => `- ${v}`),
    '',
    ...(sideBySide ? ['One instance vs two, both with Redis:', '', sideBySide, ''] : []),
    oneSat && twoSat
      ? `Two instances / one (both with Redis), saturating step: wall-clock deliveries/s ${ratio(twoSat.perSecond, oneSat.perSecond)}; deliveries per gateway CPU-second ${ratio(twoSat.perCpuSecond, oneSat.perCpuSecond)}; per instance, CPU ${twoSat.perInstanceCpu.map((c) => fmt(c, 2)).join(' s and ')} s for half the deliveries each. Target two ≥ 1.8× one: wall clock ${twoSat.perSecond / oneSat.perSecond >= 1.8 ? 'met' : 'not shown on this machine'}; by CPU cost (an estimate, not a wall-clock measurement): the two instances' deliveries per CPU-second are ${ratio(twoSat.perCpuSecond, oneSat.perCpuSecond)} one instance's and the deliveries split evenly between them, so with a core each two would carry about ${fmt(2 * Math.min(1, twoSat.perCpuSecond / oneSat.perCpuSecond), 2)}× what one does (not crediting any efficiency gain) → ${2 * Math.min(1, twoSat.perCpuSecond / oneSat.perCpuSecond) >= 1.8 ? 'meets' : 'misses'} 1.8× by that estimate.`
      : `Redis at ${REDIS_URL} was not reachable, so the Redis rows are missing.`,
  ].join('\n');
  if (process.env.BENCH_DRY === '1') console.log(md);
  else writeSection('fanout', md);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
