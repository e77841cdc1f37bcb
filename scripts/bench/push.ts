/**
 * Live events at scale: BENCH_MEMBERS members (5,000) signed in on one gateway instance, each
 * with one browser socket (socket.io at the wire level) and the gateway's own connections to the
 * platform's push host (SockJS + STOMP, the stand-in's, as the real platform's: v1 and v2). Each
 * run starts fresh processes and measures:
 *
 * - memory: the gateway's resident set and V8 heap before any member and once every member's
 *   socket is live and every push connection subscribed, per member;
 * - relay: `ONLINE_MSG` messages spread over the members at fixed rates (BENCH_RATES, each for
 *   BENCH_STEP_SECONDS), timed from the push host's send to the socket's receipt; events per
 *   gateway CPU-second and p50/p99 at each rate, and the figure at the highest rate whose p99 met
 *   250 ms; then once with a `sendId` on each (each message then also costs an acknowledgement
 *   call to `CSP_receiveLog`, as the platform asks);
 * - a push-host restart: the host goes down (every connection closed) and comes back; the time
 *   until every member is subscribed again and the most CONNECTs the host saw in any sliding
 *   second (timed by the host as each arrives).
 *
 *   npm run build -w gateway && npx tsx scripts/bench/push.ts
 *
 * Environment: BENCH_MEMBERS (5000), BENCH_RUNS (3), BENCH_RATES ("10000,15000,20000,25000"),
 * BENCH_STEP_SECONDS (4), BENCH_ACK_EVENTS (20000), BENCH_ACK_RATE (5000); BENCH_DRY=1 prints
 * instead of writing docs/PERFORMANCE.md; BENCH_PROFILE=DIR writes the gateway's CPU profile of
 * the relay steps there (sampling adds its own cost: figures from such a run are not reported).
 */
import fs from 'node:fs';
import {
  cpuSeconds,
  freePort,
  sleep,
  startGateway,
  startTsServer,
  stop,
  stopAll,
  waitForHttp,
} from './lib/processes.js';
import { machineLine, writeSection } from './lib/report.js';
import { fmt, percentile, table } from './lib/stats.js';
import { WireClient } from './lib/wireClient.js';
import WebSocket from 'ws';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const RATES = (process.env.BENCH_RATES ?? '10000,15000,20000,25000').split(',').map(Number);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 4);
const ACK_EVENTS = Number(process.env.BENCH_ACK_EVENTS ?? 20_000);
const ACK_RATE = Number(process.env.BENCH_ACK_RATE ?? 5_000);
const TARGETS = {
  kibPerMember: 30,
  eventsPerCpuSecond: 20_000,
  p99Ms: 250,
  resubscribeSeconds: 30,
  connectsPerSecond: 500,
};

interface HostStats {
  open: { v1: number; v2: number };
  subscriptions: { v1: number; v2: number };
  connects: { v1: number; v2: number };
  /** The most CONNECTs within any 1,000 ms since the host last came up, timed by the host. */
  connectsInBusiestSecond: number;
}

interface Relay {
  rate: number;
  /** Distinct messages of the burst that reached a socket. */
  delivered: number;
  /** Deliveries of a message that had reached its socket already. */
  repeated: number;
  expected: number;
  perCpuSecond: number;
  p50: number;
  p99: number;
  gatewayCpu: number;
}

interface Run {
  sessionRssKiBPerMember: number;
  sessionHeapKiBPerMember: number;
  rssKiBPerMember: number;
  heapKiBPerMember: number;
  steps: Relay[];
  /** The highest rate whose p99 met the target with everything delivered. */
  relay: Relay;
  relayWithAcks: Relay;
  resubscribeSeconds: number;
  maxConnectsPerSecond: number;
  connectionsPerMember: number;
}

function rssKiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? Number.NaN);
}

/** A DevTools protocol session with the gateway's inspector (it runs with `--inspect` on loopback). */
async function inspector(inspectPort: number) {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  if (!target) throw new Error('the gateway has no inspector target');
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  let next = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  ws.on('message', (data: Buffer) => {
    const answer = JSON.parse(data.toString()) as { id?: number; result?: unknown };
    if (answer.id !== undefined) waiting.get(answer.id)?.(answer.result);
  });
  return {
    call(method: string, params: object = {}): Promise<unknown> {
      next += 1;
      const id = next;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        ws.send(JSON.stringify({ id, method, params }));
      });
    },
    close: () => ws.close(),
  };
}

/** Collects the gateway's garbage, so the heap and resident set measured next hold only what is live. */
async function collectGarbage(inspectPort: number): Promise<void> {
  const session = await inspector(inspectPort);
  await session.call('HeapProfiler.collectGarbage');
  session.close();
  await sleep(500);
}

/**
 * With BENCH_PROFILE=DIR, the gateway's CPU profile over the relay steps (not the warm-up, the
 * acknowledgements or the restart) goes to DIR, for `scripts/bench/cpuProfile.ts`.
 */
async function startProfile(inspectPort: number): Promise<(file: string) => Promise<void>> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return async () => undefined;
  const session = await inspector(inspectPort);
  await session.call('Profiler.enable');
  await session.call('Profiler.setSamplingInterval', { interval: 100 });
  await session.call('Profiler.start');
  return async (file) => {
    const { profile } = (await session.call('Profiler.stop')) as { profile: unknown };
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(`${dir}/${file}`, JSON.stringify(profile));
    session.close();
  };
}

async function heapKiB(adminUrl: string): Promise<number> {
  const text = await (await fetch(`${adminUrl}/metrics`)).text();
  const bytes = Number(/^gateway_nodejs_heap_size_used_bytes (\S+)/m.exec(text)?.[1] ?? Number.NaN);
  return bytes / 1024;
}

async function hostStats(upstream: string): Promise<HostStats> {
  return (await (await fetch(`${upstream}/__bench/stats`)).json()) as HostStats;
}

/** Waits until `done` holds of the push host's stats; polls every 100 ms. */
async function until(
  upstream: string,
  done: (s: HostStats) => boolean,
  timeoutMs: number,
  onPoll?: (s: HostStats) => void,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const s = await hostStats(upstream);
    onPoll?.(s);
    if (done(s)) return true;
    await sleep(100);
  }
  return false;
}

/** The gateway's session cookie for member `n`, through the sign-in link as a browser gets it. */
async function sessionCookie(gateway: string, n: number): Promise<string> {
  const res = await fetch(`${gateway}/?token=bench-${n}`, {
    redirect: 'manual',
    // Each member from an address of its own, as real players are.
    headers: { 'X-Forwarded-For': `10.${(n >> 16) & 0xff}.${(n >> 8) & 0xff}.${n & 0xff}` },
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('ph_session='));
  if (res.status !== 303 || !cookie) throw new Error(`sign-in link for member ${n}: ${res.status}`);
  return cookie;
}

interface Sockets {
  clients: WireClient[];
  /** Of each distinct message of the current burst, its send → receipt time. */
  latencies: number[];
  /** The burst's message numbers seen so far. */
  seen: Set<number>;
  /** Deliveries of a message already seen, in the current burst. */
  repeats: { count: number };
  lastAt: () => number;
}

/** Every member's session cookie, signed in through the gateway's sign-in link. */
async function signInMembers(gateway: string): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < MEMBERS; i += 100) {
    const batch = Array.from({ length: Math.min(100, MEMBERS - i) }, (_, k) =>
      sessionCookie(gateway, i + k),
    );
    cookies.push(...(await Promise.all(batch)));
  }
  return cookies;
}

async function connectMembers(gateway: string, cookies: string[]): Promise<Sockets> {
  const clients: WireClient[] = [];
  const latencies: number[] = [];
  const seen = new Set<number>();
  const repeats = { count: 0 };
  let last = 0;
  for (let i = 0; i < cookies.length; i += 100) {
    const batch = cookies.slice(i, i + 100).map(async (cookie) => {
      const client = new WireClient(gateway, {}, { Cookie: cookie });
      clients.push(client);
      // The greeting comes once the member's push connection is subscribed.
      await client.once('session:resync');
      client.on('notice:online', (payload) => {
        last = Date.now();
        const { title, message } = payload as { title?: string; message?: string };
        const number = Number(title?.slice('bench '.length));
        if (seen.has(number)) {
          repeats.count += 1;
          return;
        }
        seen.add(number);
        latencies.push(last - Number(message));
      });
    });
    await Promise.all(batch);
  }
  return { clients, latencies, seen, repeats, lastAt: () => last };
}

async function relay(
  upstream: string,
  sockets: Sockets,
  gatewayPid: number,
  events: number,
  rate: number,
  acks: boolean,
): Promise<Relay> {
  sockets.latencies.length = 0;
  sockets.seen.clear();
  sockets.repeats.count = 0;
  const cpuBefore = cpuSeconds(gatewayPid);
  await fetch(`${upstream}/__bench/burst?events=${events}&rate=${rate}&acks=${acks ? 1 : 0}`, {
    method: 'POST',
  });
  const deadline = Date.now() + 120_000;
  while (sockets.latencies.length < events && Date.now() < deadline) {
    const seen = sockets.latencies.length;
    await sleep(200);
    if (sockets.latencies.length === seen && Date.now() - sockets.lastAt() > 5000) break;
  }
  // Acknowledgements may still be in flight after the last delivery: their CPU counts too.
  if (acks) await sleep(2000);
  const gatewayCpu = cpuSeconds(gatewayPid) - cpuBefore;
  return {
    rate,
    delivered: sockets.latencies.length,
    repeated: sockets.repeats.count,
    expected: events,
    perCpuSecond: sockets.latencies.length / gatewayCpu,
    p50: percentile(sockets.latencies, 50),
    p99: percentile(sockets.latencies, 99),
    gatewayCpu,
  };
}

async function restart(upstream: string): Promise<{ seconds: number; maxPerSecond: number }> {
  await fetch(`${upstream}/__bench/push-host?state=down`, { method: 'POST' });
  await until(upstream, (s) => s.open.v1 + s.open.v2 === 0, 30_000);
  // Down for a moment, as a restarting host would be.
  await sleep(1000);
  const started = Date.now();
  await fetch(`${upstream}/__bench/push-host?state=up`, { method: 'POST' });
  let last: HostStats | undefined;
  const done = await until(
    upstream,
    (s) => s.subscriptions.v1 >= 2 * MEMBERS && s.open.v2 >= MEMBERS,
    120_000,
    (s) => (last = s),
  );
  const seconds = done ? (Date.now() - started) / 1000 : Number.NaN;
  // Counted by the host as each CONNECT arrives, over any sliding second since it came up.
  return { seconds, maxPerSecond: last?.connectsInBusiestSecond ?? Number.NaN };
}

async function oneRun(index: number): Promise<Run> {
  const upstreamPort = await freePort();
  const upstream = `http://127.0.0.1:${upstreamPort}`;
  const source = startTsServer('pushUpstream.ts', {
    PORT: String(upstreamPort),
    BENCH_MEMBERS: String(MEMBERS),
  });
  await waitForHttp(`${upstream}/__bench/stats`, 120_000);
  const [port, adminPort, inspectPort] = [await freePort(), await freePort(), await freePort()];
  const gateway = startGateway({
    PORT: String(port),
    ADMIN_PORT: String(adminPort),
    UPSTREAM_URLS: upstream,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '127.0.0.1',
    // Every member signs in from this one machine; the limits are not what is measured.
    RATE_LIMIT_SIGN_IN: '1000000',
    SOCKET_BAD_HANDSHAKES_PER_MINUTE: '1000000',
    SOCKET_RECHECK_MS: '0',
    // Only for collecting garbage before memory is read; loopback only.
    NODE_OPTIONS: `--inspect=127.0.0.1:${inspectPort}`,
  });
  const gatewayUrl = `http://127.0.0.1:${port}`;
  const adminUrl = `http://127.0.0.1:${adminPort}`;
  await waitForHttp(`${gatewayUrl}/readyz`);
  const pid = gateway.pid ?? -1;
  await sleep(2000);
  await collectGarbage(inspectPort);
  const rssStart = rssKiB(pid);
  const heapStart = await heapKiB(adminUrl);
  // Sessions first, then connections: what the connections cost is measured on its own.
  const cookies = await signInMembers(gatewayUrl);
  await sleep(1000);
  await collectGarbage(inspectPort);
  const rssBefore = rssKiB(pid);
  const heapBefore = await heapKiB(adminUrl);

  const sockets = await connectMembers(gatewayUrl, cookies);
  const subscribed = await until(
    upstream,
    (s) => s.subscriptions.v1 >= 2 * MEMBERS && s.open.v2 >= MEMBERS,
    60_000,
  );
  if (!subscribed) throw new Error('not every member got subscribed on the push host');
  const stats = await hostStats(upstream);
  await sleep(3000);
  await collectGarbage(inspectPort);
  const rssAfter = rssKiB(pid);
  const heapAfter = await heapKiB(adminUrl);

  // Warm-up, not reported: lets V8 optimise the relay path before it is measured.
  await relay(upstream, sockets, pid, 5000, 5000, false);
  const stopProfile = await startProfile(inspectPort);
  const steps: Relay[] = [];
  for (const rate of RATES)
    steps.push(await relay(upstream, sockets, pid, rate * STEP_SECONDS, rate, false));
  await stopProfile(
    `relay-run${index + 1}-${steps.reduce((n, x) => n + x.delivered, 0)}-events.cpuprofile`,
  );
  const withinTarget = steps.filter(
    (x) => x.delivered === x.expected && x.repeated === 0 && x.p99 <= TARGETS.p99Ms,
  );
  const measured = withinTarget.at(-1) ?? steps[0];
  if (!measured) throw new Error('BENCH_RATES names no rate');
  const withAcks = await relay(upstream, sockets, pid, ACK_EVENTS, ACK_RATE, true);
  const restarted = await restart(upstream);

  for (const c of sockets.clients) c.disconnect();
  await stop(gateway);
  await stop(source);
  const run: Run = {
    sessionRssKiBPerMember: (rssBefore - rssStart) / MEMBERS,
    sessionHeapKiBPerMember: (heapBefore - heapStart) / MEMBERS,
    rssKiBPerMember: (rssAfter - rssBefore) / MEMBERS,
    heapKiBPerMember: (heapAfter - heapBefore) / MEMBERS,
    steps,
    relay: measured,
    relayWithAcks: withAcks,
    resubscribeSeconds: restarted.seconds,
    maxConnectsPerSecond: restarted.maxPerSecond,
    connectionsPerMember: (stats.open.v1 + stats.open.v2) / MEMBERS,
  };
  console.log(`run ${index + 1}`, JSON.stringify(run));
  return run;
}

/** `delivered/expected`, and how many arrived a second time when any did. */
function deliveredCell(x: Relay): string {
  return `${x.delivered}/${x.expected}${x.repeated ? ` (${x.repeated} twice)` : ''}`;
}

/** Median with min–max of a figure over the runs. */
function spread(values: number[], digits: number): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
  return `${fmt(median, digits)} (${fmt(sorted[0] ?? Number.NaN, digits)}–${fmt(sorted.at(-1) ?? Number.NaN, digits)})`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

async function main(): Promise<void> {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await oneRun(i));
  const col = (f: (r: Run) => number) => runs.map(f);
  const verdict = (ok: boolean) => (ok ? 'met' : 'missed');
  const rows = [
    [
      'resident memory per member (socket + push connections)',
      `≤ ${TARGETS.kibPerMember} KiB`,
      `${spread(
        col((r) => r.rssKiBPerMember),
        1,
      )} KiB`,
      verdict(median(col((r) => r.rssKiBPerMember)) <= TARGETS.kibPerMember),
    ],
    [
      'V8 heap per member (socket + push connections)',
      '—',
      `${spread(
        col((r) => r.heapKiBPerMember),
        1,
      )} KiB`,
      '',
    ],
    [
      'a signed-in member without a socket (the session), resident / heap',
      '—',
      `${spread(
        col((r) => r.sessionRssKiBPerMember),
        1,
      )} / ${spread(
        col((r) => r.sessionHeapKiBPerMember),
        1,
      )} KiB`,
      '',
    ],
    [
      'upstream push connections per member',
      '—',
      spread(
        col((r) => r.connectionsPerMember),
        0,
      ),
      '',
    ],
    [
      `events relayed per gateway CPU-second at the highest rate with p99 ≤ ${TARGETS.p99Ms} ms (no sendId; rates ${runs.map((r) => r.relay.rate).join(', ')}/s)`,
      `≥ ${TARGETS.eventsPerCpuSecond}`,
      spread(
        col((r) => r.relay.perCpuSecond),
        0,
      ),
      verdict(median(col((r) => r.relay.perCpuSecond)) >= TARGETS.eventsPerCpuSecond),
    ],
    [
      'p99 push host → socket, same step',
      `≤ ${TARGETS.p99Ms} ms`,
      `${spread(
        col((r) => r.relay.p99),
        0,
      )} ms (p50 ${spread(
        col((r) => r.relay.p50),
        0,
      )})`,
      verdict(median(col((r) => r.relay.p99)) <= TARGETS.p99Ms),
    ],
    [
      'delivered (each once)',
      'all, none twice',
      runs.map((r) => deliveredCell(r.relay)).join(', '),
      verdict(runs.every((r) => r.relay.delivered === r.relay.expected && r.relay.repeated === 0)),
    ],
    [
      `with acknowledgements (${ACK_EVENTS} at ${ACK_RATE}/s, each with sendId → CSP_receiveLog)`,
      '—',
      `${spread(
        col((r) => r.relayWithAcks.perCpuSecond),
        0,
      )} per CPU-second, p99 ${spread(
        col((r) => r.relayWithAcks.p99),
        0,
      )} ms, delivered ${runs.map((r) => deliveredCell(r.relayWithAcks)).join(', ')}`,
      '',
    ],
    [
      'push-host restart: every member subscribed again',
      `≤ ${TARGETS.resubscribeSeconds} s`,
      `${spread(
        col((r) => r.resubscribeSeconds),
        1,
      )} s`,
      verdict(median(col((r) => r.resubscribeSeconds)) <= TARGETS.resubscribeSeconds),
    ],
    [
      'most CONNECTs the host saw in one second meanwhile',
      `≤ ${TARGETS.connectsPerSecond}`,
      spread(
        col((r) => r.maxConnectsPerSecond),
        0,
      ),
      verdict(Math.max(...col((r) => r.maxConnectsPerSecond)) <= TARGETS.connectsPerSecond),
    ],
  ];
  const md = [
    '### Live events from the push host',
    '',
    machineLine(),
    `${MEMBERS} members signed in on one gateway instance through the sign-in link, each with one socket.io socket (wire-level client, \`scripts/bench/lib/wireClient.ts\`) and the gateway's connections to the push host for them (the stand-in's own push host, \`scripts/bench/servers/pushUpstream.ts\`: SockJS + STOMP 1.2, v1 and v2 as the platform's). Medians of ${RUNS} runs, each with fresh processes, with min–max. Memory is read right after a full garbage collection (through the gateway's inspector on loopback), divided by the members: the connections' cost is the gateway's resident set (and V8 heap) with every member's socket live and push connections subscribed minus with every member signed in but no socket yet; the sessions' cost is the latter minus before the first sign-in. Latency is the push host's send → the socket's receipt, on one clock. The restart's CONNECTs are counted by the push host as each arrives: the most within any sliding second since it came back up.`,
    '',
    table(['figure', 'target', 'measured', ''], rows),
    '',
    `Every fixed-rate step (${STEP_SECONDS} s each, no sendId), medians of the runs with min–max:`,
    '',
    table(
      ['offered events/s', 'delivered', 'per gateway CPU-second', 'p50 ms', 'p99 ms'],
      RATES.map((rate, i) => {
        const at = runs.map((r) => r.steps[i]).filter((x): x is Relay => x !== undefined);
        return [
          String(rate),
          at.map(deliveredCell).join(', '),
          spread(
            at.map((x) => x.perCpuSecond),
            0,
          ),
          spread(
            at.map((x) => x.p50),
            0,
          ),
          spread(
            at.map((x) => x.p99),
            0,
          ),
        ];
      }),
    ),
  ].join('\n');
  if (process.env.BENCH_DRY === '1' || process.env.BENCH_PROFILE) console.log(md);
  else writeSection('push', md);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
