import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { machineLine, writeSection } from './lib/report.js';
import {
  cpuSeconds,
  freePort,
  ROOT,
  startGateway,
  stopAll,
  track,
  waitForHttp,
} from './lib/processes.js';
import { fmt, ratio, table } from './lib/stats.js';

/**
 * What rendering the first screen costs the gateway: page requests (`/`, `/help`) against the
 * built gateway with the web's renderer and against one sending the plain shell
 * (`FIRST_SCREEN_RENDERER=`), both over the built stand-in, closed loop with autocannon.
 * `npm run build && npx tsx scripts/bench/firstScreen.ts`; `BENCH_WRITE=0` prints without writing
 * docs/PERFORMANCE.md.
 */
const PAGES = ['/', '/help'];
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const WRITE = process.env.BENCH_WRITE !== '0';

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  /** Gateway CPU milliseconds per page. */
  cpuMs: number;
  bytes: number;
  errors: number;
}

async function measure(url: string, pid: number | undefined): Promise<Figures> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const bytes = (await (await fetch(url)).text()).length;
  const cpuBefore = cpuSeconds(pid);
  const run = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  const cpu = cpuSeconds(pid) - cpuBefore;
  return {
    perSecond: run.requests.average,
    p50: run.latency.p50,
    p99: run.latency.p99,
    cpuMs: (cpu * 1000) / run.requests.total,
    bytes,
    errors: run.errors + run.non2xx,
  };
}

async function main(): Promise<void> {
  for (const built of [
    'web/dist-server/entry-server.js',
    'gateway/dist/server.js',
    'mocks/dist/server.js',
  ])
    if (!fs.existsSync(path.join(ROOT, built))) throw new Error(`${built} missing: npm run build`);
  const [mocksPort, renderedPort, plainPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
  ]);
  const upstream = `http://127.0.0.1:${mocksPort}`;
  track(
    spawn(process.execPath, ['mocks/dist/server.js'], {
      cwd: ROOT,
      env: { ...process.env, MOCKS_PORT: String(mocksPort), MOCKS_HOST: '127.0.0.1' },
      stdio: 'ignore',
    }),
  );
  await waitForHttp(`${upstream}/wps/system/status`);
  const common = { UPSTREAM_URLS: upstream, ADMIN_PORT: '0', UPSTREAM_EVENTS_PATH: '' };
  const rendered = startGateway({ ...common, PORT: String(renderedPort) });
  const plain = startGateway({ ...common, PORT: String(plainPort), FIRST_SCREEN_RENDERER: '' });
  await Promise.all([
    waitForHttp(`http://127.0.0.1:${renderedPort}/readyz`),
    waitForHttp(`http://127.0.0.1:${plainPort}/readyz`),
  ]);

  const rows: string[][] = [];
  const notes: string[] = [];
  for (const page of PAGES) {
    const withScreen = await measure(`http://127.0.0.1:${renderedPort}${page}`, rendered.pid);
    const shell = await measure(`http://127.0.0.1:${plainPort}${page}`, plain.pid);
    for (const [name, f] of [
      ['rendered first screen', withScreen],
      ['plain shell', shell],
    ] as const) {
      rows.push([
        `\`${page}\``,
        name,
        fmt(f.perSecond, 0),
        fmt(f.p50, 1),
        fmt(f.p99, 1),
        fmt(f.cpuMs, 2),
        String(f.bytes),
        String(f.errors),
      ]);
      console.log(page, name, JSON.stringify(f));
    }
    notes.push(
      `\`${page}\`: rendered / plain pages per second ${ratio(withScreen.perSecond, shell.perSecond)}, gateway CPU per page ${ratio(withScreen.cpuMs, shell.cpuMs)} (${fmt(withScreen.cpuMs, 2)} ms against ${fmt(shell.cpuMs, 2)} ms).`,
    );
  }
  const section = [
    '### First screen: cost to the gateway',
    '',
    machineLine(),
    `Built gateway over the built stand-in, page requests without a service worker (a first visit). Autocannon, ${CONNECTIONS} connections, ${DURATION_S} s closed loop after a 2 s warm-up; "CPU per page" is the gateway process's CPU time divided by the pages it answered (the stand-in, which answers the status and announcement calls of each rendered page, and the load generator share the same 2 cores).`,
    '',
    table(
      [
        'page',
        'gateway sends',
        'pages/s',
        'p50 ms',
        'p99 ms',
        'gateway CPU per page ms',
        'HTML bytes',
        'errors',
      ],
      rows,
    ),
    '',
    ...notes,
  ].join('\n');
  if (WRITE) writeSection('first-screen', section);
  else console.log(section);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(stopAll);
