/**
 * Socket fan-out: many socket.io clients (several per member) receive member events that the
 * upstream pushes; one gateway instance, then two instances sharing rooms through Redis.
 * Reports deliveries per second, p99 delivery latency (upstream send → client receive) and
 * deliveries per gateway CPU-second. Writes its figures to docs/PERFORMANCE.md.
 *
 *   npm run build -w gateway && npx tsx scripts/bench/fanout.ts
 *
 * Environment: BENCH_CLIENTS (1000), BENCH_PER_MEMBER (5 sockets per member), BENCH_EVENTS
 * (60000), BENCH_EVENT_RATE (events/s the upstream offers, 15000), BENCH_REDIS_URL
 * (redis://127.0.0.1:6379), BENCH_STEADY_EVENTS (3000) and BENCH_STEADY_RATE (1000) for the steady phase.
 */
import net from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
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
import { machineLine, writeSection } from './lib/report.js';
import { fmt, percentile, ratio, table } from './lib/stats.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const PER_MEMBER = Number(process.env.BENCH_PER_MEMBER ?? 5);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 60000);
const RATE = Number(process.env.BENCH_EVENT_RATE ?? 15000);
const STEADY_EVENTS = Number(process.env.BENCH_STEADY_EVENTS ?? 3000);
const STEADY_RATE = Number(process.env.BENCH_STEADY_RATE ?? 1000);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MEMBERS = Math.max(1, Math.floor(CLIENTS / PER_MEMBER));

interface Outcome {
  name: string;
  steadyP50: number;
  steadyP99: number;
  steadyDelivered: number;
  steadyExpected: number;
  expected: number;
  delivered: number;
  perSecond: number;
  p99: number;
  perCpuSecond: number;
}

interface Clients {
  sockets: Socket[];
  latencies: number[];
  lastAt: () => number;
}

/** Has the upstream publish `events` at `rate`/s and waits until they arrived or stopped coming. */
async function burst(
  clients: Clients,
  sourcePort: number,
  events: number,
  rate: number,
  cpuOf: () => number,
) {
  const cpuBefore = cpuOf();
  const started = Date.now();
  await fetch(
    `http://127.0.0.1:${sourcePort}/__bench/burst?members=${MEMBERS}&events=${events}&rate=${rate}`,
  );
  const expected = events * PER_MEMBER;
  const deadline = Date.now() + 30_000;
  while (clients.latencies.length < expected && Date.now() < deadline) {
    const before = clients.latencies.length;
    await sleep(250);
    if (clients.latencies.length === before && Date.now() - clients.lastAt() > 3000) break;
  }
  return {
    expected,
    delivered: clients.latencies.length,
    perSecond: clients.latencies.length / ((clients.lastAt() - started) / 1000),
    p50: percentile(clients.latencies, 50),
    p99: percentile(clients.latencies, 99),
    cpu: cpuOf() - cpuBefore,
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

async function connectClients(
  urls: string[],
): Promise<{ sockets: Socket[]; latencies: number[]; lastAt: () => number }> {
  const sockets: Socket[] = [];
  const latencies: number[] = [];
  let last = 0;
  for (let i = 0; i < CLIENTS; i += 100) {
    const batch = Array.from({ length: Math.min(100, CLIENTS - i) }, (_, k) => {
      const n = i + k;
      const socket = connect(urls[n % urls.length] ?? '', {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token: `t-${n % MEMBERS}` },
        reconnection: false,
        forceNew: true,
      });
      socket.on('balance:changed', (payload: { sentAt: number }) => {
        last = Date.now();
        latencies.push(last - payload.sentAt);
      });
      sockets.push(socket);
      return new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
    });
    await Promise.all(batch);
  }
  return { sockets, latencies, lastAt: () => last };
}

async function scenario(
  name: string,
  instances: number,
  sourcePort: number,
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
  // Let the Redis adapter finish subscribing every room before measuring.
  await sleep(1500);

  // Steady phase: a load the set-up should carry, for delivery latency.
  const steady = await burst(clients, sourcePort, STEADY_EVENTS, STEADY_RATE, () => 0);
  clients.latencies.length = 0;
  // Saturating phase: more than it can carry, for capacity and CPU cost.
  const cpuOf = () => gateways.reduce((sum, g) => sum + cpuSeconds(g.pid), 0);
  const peak = await burst(clients, sourcePort, EVENTS, RATE, cpuOf);
  const outcome: Outcome = {
    name,
    steadyP50: steady.p50,
    steadyP99: steady.p99,
    steadyDelivered: steady.delivered,
    steadyExpected: steady.expected,
    expected: peak.expected,
    delivered: peak.delivered,
    perSecond: peak.perSecond,
    p99: peak.p99,
    perCpuSecond: peak.delivered / peak.cpu,
  };
  console.log(outcome);
  for (const s of clients.sockets) s.disconnect();
  await Promise.all(gateways.map((g) => stop(g)));
  return outcome;
}

async function main(): Promise<void> {
  const sourcePort = await freePort();
  const source = startTsServer('eventSource.ts', { PORT: String(sourcePort) });
  await waitForHttp(`http://127.0.0.1:${sourcePort}/__bench/streams`);
  const one = await scenario('one instance (in memory)', 1, sourcePort);
  const haveRedis = await redisReachable(REDIS_URL);
  const oneRedis = haveRedis
    ? await scenario('one instance + Redis', 1, sourcePort, `bench-${Date.now()}`)
    : undefined;
  const two = haveRedis
    ? await scenario('two instances + Redis', 2, sourcePort, `bench-${Date.now()}`)
    : undefined;
  await stop(source);

  const row = (o: Outcome) => [
    o.name,
    `${o.steadyDelivered}/${o.steadyExpected}`,
    fmt(o.steadyP50, 0),
    fmt(o.steadyP99, 0),
    `${o.delivered}/${o.expected}`,
    fmt(o.perSecond, 0),
    fmt(o.p99, 0),
    fmt(o.perCpuSecond, 0),
  ];
  const md = [
    '### Socket fan-out',
    '',
    machineLine(),
    `${CLIENTS} socket.io clients over WebSocket, ${PER_MEMBER} per member (${MEMBERS} members), all in the benchmark process. The upstream publishes \`balance:changed\` events round-robin over members; every event is due at ${PER_MEMBER} sockets. Steady phase: ${STEADY_EVENTS} events at ${STEADY_RATE}/s (${STEADY_RATE * PER_MEMBER} deliveries/s offered), for latency. Saturating phase: ${EVENTS} events at ${RATE}/s (${RATE * PER_MEMBER} deliveries/s offered), for capacity. Latency is upstream send → client receive (same clock). "Per gateway CPU-second" divides the saturating phase's deliveries by the CPU the gateway process(es) used. With two instances the clients are split evenly and each event is claimed in Redis by one instance, which emits it through the Redis adapter.`,
    '',
    table(
      [
        'set-up',
        'steady delivered',
        'steady p50 ms',
        'steady p99 ms',
        'saturating delivered',
        'deliveries/s',
        'saturating p99 ms',
        'deliveries per gateway CPU-second',
      ],
      [one, oneRedis, two].filter((o): o is Outcome => o !== undefined).map(row),
    ),
    '',
    two && oneRedis
      ? `Two instances / one (both with Redis): deliveries/s ${ratio(two.perSecond, oneRedis.perSecond)}, deliveries per CPU-second ${ratio(two.perCpuSecond, oneRedis.perCpuSecond)}. Targets: ≥ 50k deliveries/s per core at p99 ≤ 250 ms; two instances ≥ 1.8× one. The clients, the upstream, Redis and the gateways share 2 cores, so the saturating throughput is bounded by the machine as a whole rather than by one gateway.`
      : `Redis at ${REDIS_URL} was not reachable, so the Redis rows are missing.`,
  ].join('\n');
  writeSection('fanout', md);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
