/**
 * Mirror incident: three mirrors; one is slowed to 2 s for 30 s, then another is killed.
 * Open-loop GETs and POSTs through the gateway, and the same scenario through nginx round-robin
 * beside it. Writes its figures to docs/PERFORMANCE.md.
 *
 *   npm run build -w gateway && npx tsx scripts/bench/incident.ts
 *
 * BENCH_SCENARIO=burst runs the other scenario instead: one mirror; one client (its own source
 * address, 127.0.0.2) fires BENCH_BURST (200) slow `passwordCheck/` POSTs at once every
 * BENCH_BURST_EVERY_MS (2000) for BENCH_BURST_S (15) s while others browse with open-loop GETs;
 * it reports the others' GET success as the median of BENCH_RUNS (3) runs, with what else the
 * machine did meanwhile. With BENCH_BEFORE_ENTRY=<another build's dist/server.js> that build
 * runs the same scenario too, alternated with this one, for a side-by-side row.
 *
 * Environment: BENCH_GET_RATE (300), BENCH_POST_EVERY (10: one request in ten is a POST),
 * BENCH_WARM_S (5), BENCH_SLOW_S (30), BENCH_AFTER_S (10), BENCH_SLOW_MS (2000),
 * BENCH_ATTEMPT_TIMEOUT_MS (300: gateway UPSTREAM_ATTEMPT_TIMEOUT_MS and nginx proxy_read_timeout).
 */
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { openLoop, type Sample } from './lib/openLoop.js';
import {
  freePort,
  startGateway,
  startNginx,
  startTsServer,
  stop,
  stopAll,
  sleep,
  waitForHttp,
  NGINX_MISSING,
} from './lib/processes.js';
import { machineLine, writeSection } from './lib/report.js';
import { spread } from './lib/lighthouseRuns.js';
import { machineUse, snapshot, type MachineUse } from './lib/machine.js';
import { fmt, percentile, table } from './lib/stats.js';

const RATE = Number(process.env.BENCH_GET_RATE ?? 300);
const POST_EVERY = Number(process.env.BENCH_POST_EVERY ?? 10);
const WARM_S = Number(process.env.BENCH_WARM_S ?? 5);
const SLOW_S = Number(process.env.BENCH_SLOW_S ?? 30);
const AFTER_S = Number(process.env.BENCH_AFTER_S ?? 10);
const SLOW_MS = Number(process.env.BENCH_SLOW_MS ?? 2000);
const ATTEMPT_MS = Number(process.env.BENCH_ATTEMPT_TIMEOUT_MS ?? 300);
const BUDGET_MS = 1000;

interface Mirror {
  port: number;
  child: ChildProcess;
}

interface Outcome {
  name: string;
  gets: number;
  getsInBudget: number;
  p99Incident: number;
  p99Calm: number;
  posts: number;
  postsFailed: number;
  postsDuplicated: number;
  deadOutMs: number | undefined;
}

async function startMirrors(): Promise<Mirror[]> {
  const mirrors = await Promise.all(
    [0, 1, 2].map(async () => {
      const port = await freePort();
      return { port, child: startTsServer('upstream.ts', { PORT: String(port) }) };
    }),
  );
  await Promise.all(mirrors.map((m) => waitForHttp(`http://127.0.0.1:${m.port}/__bench/stats`)));
  return mirrors;
}

async function postIds(port: number): Promise<Record<string, number>> {
  const res = await fetch(`http://127.0.0.1:${port}/__bench/stats`);
  return ((await res.json()) as { postIds: Record<string, number> }).postIds;
}

async function run(
  name: string,
  frontPort: number,
  mirrors: Mirror[],
  deadOut?: (port: number) => Promise<number>,
): Promise<Outcome> {
  const [slowMirror, deadMirror, healthyMirror] = mirrors as [Mirror, Mirror, Mirror];
  const totalS = WARM_S + SLOW_S + AFTER_S;
  // Unmeasured warm-up: JIT and keep-alive pools, so "calm" means calm.
  await openLoop({
    url: `http://127.0.0.1:${frontPort}/wps/system/status`,
    rate: RATE,
    durationMs: 2_000,
  });
  const load = openLoop({
    url: `http://127.0.0.1:${frontPort}/`,
    rate: RATE,
    durationMs: totalS * 1000,
    timeoutMs: 5_000,
    request: (i) =>
      i % POST_EVERY === 0
        ? {
            method: 'POST',
            path: '/wps/member/password',
            headers: { 'X-Bench-Id': `p${i}`, 'X-Site-Request': '1' },
            body: '{"data":{}}',
          }
        : { method: 'GET', path: '/wps/system/status' },
  });

  await sleep(WARM_S * 1000);
  await fetch(`http://127.0.0.1:${slowMirror.port}/__bench/delay?ms=${SLOW_MS}`);
  await sleep(SLOW_S * 1000);
  await fetch(`http://127.0.0.1:${slowMirror.port}/__bench/delay?ms=0`);
  const idsOnDead = await postIds(deadMirror.port);
  deadMirror.child.kill('SIGKILL');
  const deadOutMs = deadOut ? await deadOut(deadMirror.port) : undefined;
  const samples: Sample[] = await load;

  const counts = new Map<string, number>();
  for (const ids of [idsOnDead, await postIds(slowMirror.port), await postIds(healthyMirror.port)])
    for (const [id, n] of Object.entries(ids)) counts.set(id, (counts.get(id) ?? 0) + n);
  const gets = samples.filter((s) => s.method === 'GET');
  const incident = gets.filter((s) => s.at >= WARM_S * 1000);
  const calm = gets.filter((s) => s.at < WARM_S * 1000);
  const posts = samples.filter((s) => s.method === 'POST');
  const outcome: Outcome = {
    name,
    gets: gets.length,
    getsInBudget: gets.filter((s) => s.status === 200 && s.latencyMs <= BUDGET_MS).length,
    p99Incident: percentile(
      incident.map((s) => s.latencyMs),
      99,
    ),
    p99Calm: percentile(
      calm.map((s) => s.latencyMs),
      99,
    ),
    posts: posts.length,
    postsFailed: posts.filter((s) => s.status !== 200).length,
    postsDuplicated: [...counts.values()].filter((n) => n > 1).length,
    deadOutMs,
  };
  console.log(name, outcome);
  return outcome;
}

async function gatewayRun(): Promise<Outcome> {
  const mirrors = await startMirrors();
  const [port, adminPort] = await Promise.all([freePort(), freePort()]);
  const gateway = startGateway({
    PORT: String(port),
    ADMIN_PORT: String(adminPort),
    UPSTREAM_URLS: mirrors.map((m) => `http://127.0.0.1:${m.port}`).join(','),
    UPSTREAM_ATTEMPT_TIMEOUT_MS: String(ATTEMPT_MS),
    UPSTREAM_DEADLINE_MS: String(BUDGET_MS - 50),
    PROBE_INTERVAL_MS: '500',
    PROBE_TIMEOUT_MS: '500',
  });
  await waitForHttp(`http://127.0.0.1:${port}/readyz`);
  // Time from the kill until the gateway's admin endpoint shows the mirror out of rotation.
  const deadOut = async (deadPort: number) => {
    const killedAt = performance.now();
    for (;;) {
      const res = await fetch(`http://127.0.0.1:${adminPort}/mirrors`);
      const body = (await res.json()) as { mirrors: { url: string; healthy: boolean }[] };
      if (body.mirrors.some((m) => m.url.endsWith(`:${deadPort}`) && !m.healthy))
        return performance.now() - killedAt;
      if (performance.now() - killedAt > 10_000) return Number.NaN;
      await sleep(10);
    }
  };
  const outcome = await run('gateway', port, mirrors, deadOut);
  await Promise.all([stop(gateway), ...mirrors.map((m) => stop(m.child))]);
  return outcome;
}

async function nginxRun(): Promise<Outcome | undefined> {
  const mirrors = await startMirrors();
  const port = await freePort();
  const nginx = await startNginx(
    `  upstream mirrors {
    ${mirrors.map((m) => `server 127.0.0.1:${m.port} max_fails=1 fail_timeout=5s;`).join('\n    ')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://mirrors;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Merchant PH01;
      proxy_connect_timeout ${ATTEMPT_MS}ms;
      proxy_read_timeout ${ATTEMPT_MS}ms;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_timeout ${BUDGET_MS - 50}ms;
    }
  }`,
    port,
  );
  if (!nginx) {
    await Promise.all(mirrors.map((m) => stop(m.child)));
    return undefined;
  }
  const outcome = await run('nginx round-robin', port, mirrors);
  await Promise.all([stop(nginx), ...mirrors.map((m) => stop(m.child))]);
  return outcome;
}

const BURST = Number(process.env.BENCH_BURST ?? 200);
const BURST_S = Number(process.env.BENCH_BURST_S ?? 15);
const BURST_EVERY_MS = Number(process.env.BENCH_BURST_EVERY_MS ?? 2000);
const EXPENSIVE_MS = Number(process.env.BENCH_EXPENSIVE_MS ?? 20);
const BURST_ATTEMPT_MS = Number(process.env.BENCH_BURST_ATTEMPT_TIMEOUT_MS ?? 1000);

const BURST_RUNS = Number(process.env.BENCH_RUNS ?? 3);

interface BurstOutcome {
  name: string;
  gets: number;
  getsOk: number;
  p99: number;
  burstSent: number;
  burstOk: number;
  burstRefused: number;
  others: MachineUse;
}

/**
 * One member's burst, from its own address (127.0.0.2): every BURST_EVERY_MS it fires
 * `concurrency` POSTs at once, whether or not the last wave has been answered, for `forMs`.
 */
async function burstClient(port: number, concurrency: number, forMs: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency * 4 });
  const tally = { sent: 0, ok: 0, refused: 0 };
  const one = (): Promise<void> =>
    new Promise((resolve) => {
      tally.sent += 1;
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          localAddress: '127.0.0.2',
          method: 'POST',
          path: '/wps/relay/passwordCheck/GCS_requestWithdrawal',
          // One browser: its session cookie is what the in-flight cap counts as one client.
          headers: {
            'Content-Type': 'application/json',
            'X-Site-Request': '1',
            Cookie: `ph_session=${'b'.repeat(43)}`,
          },
          agent,
          timeout: 20_000,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 200) tally.ok += 1;
            if (res.statusCode === 429) tally.refused += 1;
            resolve();
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => resolve());
      req.end('{"data":{"amount":10}}');
    });
  const waves: Promise<void>[] = [];
  const end = performance.now() + forMs;
  while (performance.now() < end) {
    waves.push(Promise.all(Array.from({ length: concurrency }, one)).then(() => undefined));
    await sleep(BURST_EVERY_MS);
  }
  await Promise.all(waves);
  agent.destroy();
  return tally;
}

async function burstRun(name: string, entry: string | undefined): Promise<BurstOutcome> {
  const port0 = await freePort();
  const mirror = startTsServer('upstream.ts', {
    PORT: String(port0),
    EXPENSIVE_MS: String(EXPENSIVE_MS),
  });
  await waitForHttp(`http://127.0.0.1:${port0}/__bench/stats`);
  const [port, adminPort] = await Promise.all([freePort(), freePort()]);
  const gateway = startGateway({
    PORT: String(port),
    ADMIN_PORT: String(adminPort),
    UPSTREAM_URLS: `http://127.0.0.1:${port0}`,
    UPSTREAM_ATTEMPT_TIMEOUT_MS: String(BURST_ATTEMPT_MS),
    PROBE_INTERVAL_MS: '500',
    PROBE_TIMEOUT_MS: '500',
    ...(entry ? { BENCH_GATEWAY_ENTRY: entry } : { BENCH_GATEWAY_ENTRY: '' }),
  });
  await waitForHttp(`http://127.0.0.1:${port}/readyz`);
  await openLoop({
    url: `http://127.0.0.1:${port}/wps/system/status`,
    rate: RATE,
    durationMs: 2_000,
  });
  const totalS = WARM_S + BURST_S + AFTER_S;
  const load = openLoop({
    url: `http://127.0.0.1:${port}/wps/system/status`,
    rate: RATE,
    durationMs: totalS * 1000,
    timeoutMs: 5_000,
  });
  const machineBefore = snapshot();
  await sleep(WARM_S * 1000);
  const tally = await burstClient(port, BURST, BURST_S * 1000);
  const samples = await load;
  const others = machineUse(machineBefore, snapshot());
  await Promise.all([stop(gateway), stop(mirror)]);
  const outcome: BurstOutcome = {
    name,
    gets: samples.length,
    getsOk: samples.filter((x) => x.status === 200 && x.latencyMs <= BUDGET_MS).length,
    p99: percentile(
      samples.map((x) => x.latencyMs),
      99,
    ),
    burstSent: tally.sent,
    burstOk: tally.ok,
    burstRefused: tally.refused,
    others,
  };
  console.log(name, outcome);
  return outcome;
}

/** The median with the range of one figure over a set-up's runs, e.g. "100.000 (99.8–100.000)". */
function medianWithRange(values: number[], digits: number): string {
  const s = spread(values);
  return s.n > 1
    ? `${fmt(s.median, digits)} (${fmt(s.min, digits)}–${fmt(s.max, digits)})`
    : fmt(s.median, digits);
}

async function burstMain(): Promise<void> {
  const before = process.env.BENCH_BEFORE_ENTRY;
  const setups: { name: string; entry: string | undefined }[] = [
    ...(before ? [{ name: 'before this change', entry: before }] : []),
    { name: 'this build', entry: undefined },
  ];
  const runs = new Map<string, BurstOutcome[]>(setups.map((s) => [s.name, []]));
  for (let round = 0; round < BURST_RUNS; round += 1) {
    // Alternated, so neither set-up always runs on the warmer or the busier half of the time.
    const order = round % 2 === 0 ? setups : [...setups].reverse();
    for (const setup of order) runs.get(setup.name)?.push(await burstRun(setup.name, setup.entry));
  }
  const success = (o: BurstOutcome) => (o.getsOk / o.gets) * 100;
  const ours = spread((runs.get('this build') ?? []).map(success));
  const met = ours.median >= 99.9;
  const md = [
    "### One client's burst",
    '',
    machineLine(),
    `One mirror; each \`passwordCheck/\` call costs it ${EXPENSIVE_MS} ms for every such call in flight (a saturated processor). ${WARM_S} s calm, then one client (source address 127.0.0.2) fires ${BURST} such POSTs at once every ${BURST_EVERY_MS} ms for ${BURST_S} s, then ${AFTER_S} s more; everyone else sends open-loop GETs at ${RATE} req/s from 127.0.0.1. Gateway: UPSTREAM_ATTEMPT_TIMEOUT_MS=${BURST_ATTEMPT_MS}, probes every 500 ms, EXPENSIVE_IN_FLIGHT_PER_CLIENT default. ${BURST_RUNS} runs of each set-up, alternated; each cell is the median with the range over the runs. The last two columns are what else the machine did during the runs: cores kept busy by processes other than the benchmark's, and the share of CPU time stolen by the hypervisor.`,
    '',
    table(
      [
        'gateway',
        `other clients' GETs 200 within ${BUDGET_MS} ms, %`,
        'GET p99 ms',
        'burst POSTs sent',
        'answered 200',
        'refused 429',
        'other processes, cores busy',
        'steal %',
      ],
      setups.map(({ name }) => {
        const rs = runs.get(name) ?? [];
        return [
          name,
          `${medianWithRange(rs.map(success), 3)}, worst run ${Math.min(...rs.map((o) => o.getsOk))}/${rs[0]?.gets ?? 0}`,
          medianWithRange(
            rs.map((o) => o.p99),
            1,
          ),
          medianWithRange(
            rs.map((o) => o.burstSent),
            0,
          ),
          medianWithRange(
            rs.map((o) => o.burstOk),
            0,
          ),
          medianWithRange(
            rs.map((o) => o.burstRefused),
            0,
          ),
          medianWithRange(
            rs.map((o) => o.others.othersCores),
            2,
          ),
          medianWithRange(
            rs.map((o) => o.others.stealPct),
            1,
          ),
        ];
      }),
    ),
    '',
    `Target: other clients' GET success ≥ 99.9 % (median of ${BURST_RUNS} runs) → ${met ? 'met' : 'not met'}.`,
  ].join('\n');
  writeSection('incident-burst', md);
}

async function main(): Promise<void> {
  if (process.env.BENCH_SCENARIO === 'burst') {
    await burstMain();
    return;
  }
  const viaGateway = await gatewayRun();
  const viaNginx = await nginxRun();
  const row = (o: Outcome) => [
    o.name,
    `${fmt((o.getsInBudget / o.gets) * 100, 3)} % (${o.getsInBudget}/${o.gets})`,
    fmt(o.p99Calm, 1),
    fmt(o.p99Incident, 1),
    o.deadOutMs === undefined ? 'not observable' : fmt(o.deadOutMs, 0),
    `${o.postsFailed}/${o.posts}`,
    String(o.postsDuplicated),
  ];
  const md = [
    '### Mirror incident',
    '',
    machineLine(),
    `Three mirrors; ${WARM_S} s calm, then one mirror answers after ${SLOW_MS} ms for ${SLOW_S} s, then (as it recovers) another is killed with SIGKILL, then ${AFTER_S} s more. Open loop at ${RATE} req/s, one request in ${POST_EVERY} a POST with a unique id. Gateway: UPSTREAM_ATTEMPT_TIMEOUT_MS=${ATTEMPT_MS}, UPSTREAM_DEADLINE_MS=${BUDGET_MS - 50}, probes every 500 ms. nginx: round-robin, max_fails=1 fail_timeout=5s, proxy_read_timeout ${ATTEMPT_MS}ms, proxy_next_upstream error timeout 502/503/504 (POSTs not retried, nginx's default).`,
    '',
    table(
      [
        'front',
        `GETs answered 200 within ${BUDGET_MS} ms`,
        'GET p99 calm ms',
        'GET p99 incident ms',
        'dead mirror out after ms',
        'POSTs failed',
        'POSTs duplicated',
      ],
      [row(viaGateway), ...(viaNginx ? [row(viaNginx)] : [])],
    ),
    '',
    `Targets: GET success ≥ 99.9 % → gateway ${viaGateway.getsInBudget / viaGateway.gets >= 0.999 ? 'met' : 'not met'}; dead mirror out ≤ 1 s → ${viaGateway.deadOutMs !== undefined && viaGateway.deadOutMs <= 1000 ? 'met' : 'not met'}; POSTs duplicated 0 → ${viaGateway.postsDuplicated === 0 ? 'met' : 'not met'}. A POST that was on the slow or killed mirror fails rather than being sent twice.`,
    ...(viaNginx ? [] : ['', NGINX_MISSING]),
  ].join('\n');
  writeSection('incident', md);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
