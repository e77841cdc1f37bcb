/**
 * Gateway throughput and latency, side by side in one run: direct to the upstream, through the
 * gateway, through nginx proxy_pass with keepalive (Debian's nginx), and an Express 5
 * hello-world as the ceiling reference. Writes its figures to docs/PERFORMANCE.md.
 *
 *   npm run build -w gateway && npx tsx scripts/bench/proxy.ts
 *
 * Environment: BENCH_RATE (open-loop req/s, 1000), BENCH_OPEN_S (10), BENCH_CEILING_S (8),
 * BENCH_CONNECTIONS (50). Everything runs on 127.0.0.1 and stops by itself.
 */
import autocannon from 'autocannon';
import { openLoop } from './lib/openLoop.js';
import {
  NGINX_MISSING,
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
import { fmt, percentile, ratio, table } from './lib/stats.js';

const RATE = Number(process.env.BENCH_RATE ?? 1000);
const OPEN_S = Number(process.env.BENCH_OPEN_S ?? 10);
const CEILING_S = Number(process.env.BENCH_CEILING_S ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PATH = '/wps/system/status';

interface Result {
  name: string;
  p50: number;
  p99: number;
  openErrors: number;
  ceiling: number;
  perCore: number;
  ceilingErrors: number;
  /** New upstream connections per 1,000 requests after warm-up; NaN when not a proxy. */
  connsPer1000: number;
}

async function upstreamStats(port: number): Promise<{ connections: number; requests: number }> {
  const res = await fetch(`http://127.0.0.1:${port}/__bench/stats`);
  return (await res.json()) as { connections: number; requests: number };
}

async function measure(
  name: string,
  port: number,
  pid: number | undefined,
  upstreamPort?: number,
): Promise<Result> {
  const url = `http://127.0.0.1:${port}${PATH}`;
  // Warm-up: JIT, keep-alive pools.
  // Warm-up at the ceiling's concurrency: JIT, and a proxy's keep-alive pool at its working size.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const before = upstreamPort ? await upstreamStats(upstreamPort) : undefined;
  const samples = await openLoop({ url, rate: RATE, durationMs: OPEN_S * 1000 });
  const ok = samples.filter((s) => s.status === 200).map((s) => s.latencyMs);
  const cpuBefore = cpuSeconds(pid);
  const ceiling = await autocannon({ url, connections: CONNECTIONS, duration: CEILING_S });
  const cpu = cpuSeconds(pid) - cpuBefore;
  const after = upstreamPort ? await upstreamStats(upstreamPort) : undefined;
  const result: Result = {
    name,
    p50: percentile(ok, 50),
    p99: percentile(ok, 99),
    openErrors: samples.length - ok.length,
    ceiling: ceiling.requests.average,
    // Requests per CPU-second of the measured process: its ceiling on one full core.
    perCore: ceiling.requests.total / cpu,
    ceilingErrors: ceiling.errors + ceiling.non2xx,
    connsPer1000:
      before && after
        ? ((after.connections - before.connections) / (after.requests - before.requests)) * 1000
        : Number.NaN,
  };
  console.log(
    `${name}: open-loop p50 ${fmt(result.p50)} ms, p99 ${fmt(result.p99)} ms, errors ${result.openErrors}; ` +
      `ceiling ${fmt(result.ceiling, 0)} req/s (${fmt(result.perCore, 0)} per CPU-second), errors ${result.ceilingErrors}`,
  );
  return result;
}

async function main(): Promise<void> {
  const [upPort, gwPort, nginxPort, helloPort, bareProxyPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const upstream = startTsServer('upstream.ts', { PORT: String(upPort) });
  const hello = startTsServer('hello.ts', { PORT: String(helloPort) });
  const bareProxy = startTsServer('bareProxy.ts', {
    PORT: String(bareProxyPort),
    UPSTREAM_URL: `http://127.0.0.1:${upPort}`,
  });
  const gateway = startGateway({
    PORT: String(gwPort),
    UPSTREAM_URLS: `http://127.0.0.1:${upPort}`,
    ADMIN_PORT: '0',
  });
  await Promise.all([
    waitForHttp(`http://127.0.0.1:${upPort}${PATH}`),
    waitForHttp(`http://127.0.0.1:${helloPort}${PATH}`),
    waitForHttp(`http://127.0.0.1:${bareProxyPort}${PATH}`),
    waitForHttp(`http://127.0.0.1:${gwPort}/healthz`),
  ]);
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

  const direct = await measure('direct', upPort, upstream.pid);
  const viaGateway = await measure('gateway', gwPort, gateway.pid, upPort);
  const viaNginx = nginx ? await measure('nginx', nginxPort, nginx.pid, upPort) : undefined;
  const bare = await measure('bare node:http proxy', bareProxyPort, bareProxy.pid, upPort);
  const helloResult = await measure('express-hello', helloPort, hello.pid);
  await Promise.all([stop(gateway), stop(nginx), stop(upstream), stop(hello), stop(bareProxy)]);

  const row = (r: Result | undefined) =>
    r
      ? [
          r.name,
          fmt(r.p50),
          fmt(r.p99),
          r.name === 'direct' ? '—' : fmt(r.p50 - direct.p50),
          r.name === 'direct' ? '—' : fmt(r.p99 - direct.p99),
          String(r.openErrors),
          fmt(r.ceiling, 0),
          fmt(r.perCore, 0),
          Number.isNaN(r.connsPer1000) ? '—' : fmt(r.connsPer1000, 2),
        ]
      : ['nginx', 'not installed', '', '', '', '', '', '', ''];
  const md = [
    `### Proxy throughput and latency`,
    '',
    machineLine(),
    `Open loop: ${RATE} req/s for ${OPEN_S} s, latency from the scheduled send time. Ceiling: autocannon, ${CONNECTIONS} connections, ${CEILING_S} s, closed loop; "new upstream conns" counts connections the upstream accepted after a warm-up at the ceiling's concurrency; "per core" divides requests by the CPU seconds the measured process used (the load generator and the upstream share the same 2 cores). Gateway with access logs on (LOG_LEVEL=info, to /dev/null). Path \`${PATH}\`, ~150-byte JSON answer.`,
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
        'per core req/s',
        'new upstream conns / 1000 req',
      ],
      [row(direct), row(viaGateway), row(viaNginx), row(bare), row(helloResult)],
    ),
    '',
    `Ratios: gateway/direct p50 ${ratio(viaGateway.p50, direct.p50)}, p99 ${ratio(viaGateway.p99, direct.p99)}; ` +
      `gateway/nginx p50 ${viaNginx ? ratio(viaGateway.p50, viaNginx.p50) : 'n/a'}, p99 ${viaNginx ? ratio(viaGateway.p99, viaNginx.p99) : 'n/a'}, ` +
      `ceiling ${viaNginx ? ratio(viaGateway.ceiling, viaNginx.ceiling) : 'n/a'}; ` +
      `gateway/Express hello-world ceiling per core ${ratio(viaGateway.perCore, helloResult.perCore)} (target ≥ 0.75×); ` +
      `gateway/bare node:http proxy per core ${ratio(viaGateway.perCore, bare.perCore)}, bare proxy/Express hello-world per core ${ratio(bare.perCore, helloResult.perCore)} ` +
      '(a Node proxy makes two HTTP exchanges per request where the hello-world makes one).',
    '',
    `Targets at ${RATE} req/s: added p50 ≤ 1 ms → ${viaGateway.p50 - direct.p50 <= 1 ? 'met' : 'not met'}; added p99 ≤ 5 ms → ${viaGateway.p99 - direct.p99 <= 5 ? 'met' : 'not met'}; ≤ 1 new upstream connection per 1,000 requests → ${viaGateway.connsPer1000 <= 1 ? 'met' : 'not met'}; ceiling per core ≥ 0.75× Express hello-world → ${viaGateway.perCore / helloResult.perCore >= 0.75 ? 'met' : 'not met'}.`,
    ...(nginx ? [] : ['', NGINX_MISSING]),
  ].join('\n');
  writeSection('proxy', md);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
