import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createGateway, type Gateway } from '../gateway.js';
import { createLogger } from '../ops/logger.js';
import { startFakeUpstream, type FakeUpstream } from '../test-support/fakeUpstream.js';
import { makeWebDist } from '../test-support/webDist.js';

/**
 * The operator's Prometheus files (deploy/prometheus) under Prometheus's own tool, and against a
 * running gateway: the config and rules pass `promtool check`, every alert's unit tests in
 * alerts.test.yml pass and would fail if the alert never fired, the dashboard's queries parse,
 * and every metric the rules and the dashboard name is one a gateway actually exposes.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DIR = path.join(ROOT, 'deploy/prometheus');
const PROMTOOL = process.env.PROMTOOL_PATH ?? '/usr/bin/promtool';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const alertsText = () => fs.readFileSync(path.join(DIR, 'alerts.yml'), 'utf8');
const dashboard = () =>
  JSON.parse(fs.readFileSync(path.join(DIR, 'gateway-dashboard.json'), 'utf8')) as Dashboard;

interface Dashboard {
  panels: { title: string; targets?: { expr: string }[] }[];
  annotations: { list: { expr?: string }[] };
  templating: { list: { definition?: string }[] };
}

function promtoolMissingMessage(): string {
  return (
    `promtool was not found at ${PROMTOOL}. These tests check deploy/prometheus with Debian's ` +
    `"prometheus" package: apt-get install -y --no-install-recommends prometheus (or set PROMTOOL_PATH).`
  );
}

function promtool(args: string[], cwd = DIR): { ok: boolean; output: string } {
  const result = spawnSync(PROMTOOL, args, { cwd, encoding: 'utf8', timeout: 60_000 });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'prometheus-rules-'));
}

/** The alert names in alerts.yml, in order. */
function alertNames(text = alertsText()): string[] {
  return [...text.matchAll(/^\s*- alert: (\w+)\s*$/gm)].map((m) => m[1] ?? '');
}

/** alerts.yml with one alert's expression replaced by one that never returns anything. */
function withAlertSilenced(text: string, alert: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.trim() === `- alert: ${alert}`);
  const exprAt = lines.findIndex((l, i) => i > start && /^\s*expr:/.test(l));
  const indent = (lines[exprAt] ?? '').search(/\S/);
  let end = exprAt + 1;
  // A folded expression continues on the lines indented deeper than `expr:`.
  while (end < lines.length && (lines[end] ?? '').search(/\S/) > indent) end += 1;
  lines.splice(exprAt, end - exprAt, `${' '.repeat(indent)}expr: vector(1) == 0`);
  return lines.join('\n');
}

/** Every query the dashboard runs: panels, the alert annotations and the replica picker. */
function dashboardQueries(d: Dashboard = dashboard()): string[] {
  const panels = d.panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr));
  const annotations = d.annotations.list.flatMap((a) => (a.expr ? [a.expr] : []));
  return [...panels, ...annotations];
}

/** The gateway's metric names a text mentions (`up` is Prometheus's own, checked apart). */
function metricNames(text: string): string[] {
  return [...new Set([...text.matchAll(/\bgateway_[a-z0-9_]+/g)].map((m) => m[0]))].sort();
}

describe('deploy/prometheus under promtool', () => {
  beforeAll(() => {
    expect(fs.existsSync(PROMTOOL), promtoolMissingMessage()).toBe(true);
  });

  it('passes promtool check config, its rule file included', () => {
    const result = promtool(['check', 'config', 'prometheus.yml']);
    expect(result.output).toContain('SUCCESS: 1 rule files found');
    expect(result.ok, result.output).toBe(true);
  });

  it('passes promtool check rules', () => {
    const result = promtool(['check', 'rules', 'alerts.yml']);
    expect(result.ok, result.output).toBe(true);
    expect(result.output).toContain(`SUCCESS: ${alertNames().length} rules found`);
  });

  it("passes every alert's unit tests (promtool test rules)", () => {
    const result = promtool(['test', 'rules', 'alerts.test.yml']);
    expect(result.ok, result.output).toBe(true);
  });

  it('has the alerts an operator must know of', () => {
    expect(alertNames()).toEqual([
      'GatewayDown',
      'NoHealthyMirror',
      'MirrorEjected',
      'HighServerErrorRatio',
      'HighLatencyP99',
      'SocketCountCollapse',
      'PushConnectionsFailing',
      'PushConnectsRefused',
      'RedisUnreachable',
      'RateLimitStoreDegraded',
      'SessionStoreErrors',
    ]);
  });

  it('tests every alert firing: silencing any one of them fails the unit tests', () => {
    const dir = tempDir();
    try {
      fs.copyFileSync(path.join(DIR, 'alerts.test.yml'), path.join(dir, 'alerts.test.yml'));
      const unfired = alertNames().filter((alert) => {
        fs.writeFileSync(path.join(dir, 'alerts.yml'), withAlertSilenced(alertsText(), alert));
        expect(promtool(['check', 'rules', 'alerts.yml'], dir).ok).toBe(true);
        return promtool(['test', 'rules', 'alerts.test.yml'], dir).ok;
      });
      expect(unfired, 'alerts with no test that expects them to fire').toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // One promtool run per alert, about a second each on a busy machine.
  }, 120_000);

  it("parses every dashboard query (as recording rules under promtool's PromQL parser)", () => {
    const queries = dashboardQueries();
    expect(queries.length).toBeGreaterThan(20);
    const dir = tempDir();
    try {
      // Grafana fills $instance in; any regex stands for it here.
      const rules = queries
        .map(
          (q, i) =>
            `      - record: dashboard:query_${i}\n        expr: ${JSON.stringify(q.replaceAll('$instance', '.*'))}`,
        )
        .join('\n');
      fs.writeFileSync(
        path.join(dir, 'queries.yml'),
        `groups:\n  - name: dashboard\n    rules:\n${rules}\n`,
      );
      const result = promtool(['check', 'rules', 'queries.yml'], dir);
      expect(result.ok, result.output).toBe(true);
      // A query that does not parse fails the check, so the pass above means something.
      fs.writeFileSync(
        path.join(dir, 'broken.yml'),
        'groups:\n  - name: dashboard\n    rules:\n      - record: broken\n        expr: sum(rate(gateway_requests_total[5m])\n',
      );
      expect(promtool(['check', 'rules', 'broken.yml'], dir).ok).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("marks the dashboard's timeline with exactly the alerts of alerts.yml", () => {
    const annotation = dashboard().annotations.list.find((a) => a.expr?.startsWith('ALERTS'));
    const named = /alertname=~"([^"]+)"/.exec(annotation?.expr ?? '')?.[1]?.split('|') ?? [];
    expect(named.sort()).toEqual(alertNames().sort());
  });

  it("scrapes the gateways' operator port as compose runs them", () => {
    const scrape = fs.readFileSync(path.join(DIR, 'prometheus.yml'), 'utf8');
    const compose = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
    const port = loadConfig({}).admin.port;
    expect(compose).toContain(`ADMIN_PORT: '${port}'`);
    expect(scrape).toContain('metrics_path: /metrics');
    const targets = [...scrape.matchAll(/^\s*- ([\w.-]+):(\d+)\s*$/gm)];
    expect(targets.map((t) => t[1])).toEqual(['gateway-1', 'gateway-2']);
    for (const t of targets) {
      expect(Number(t[2])).toBe(port);
      expect(compose).toMatch(new RegExp(`^  ${t[1]}:`, 'm'));
    }
    // GatewayDown watches the job this file names.
    expect(alertsText()).toContain('up{job="playhouse-gateway"}');
    expect(scrape).toContain('job_name: playhouse-gateway');
  });
});

describe('the metrics the rules and the dashboard name', () => {
  let upstream: FakeUpstream;
  let gateway: Gateway;
  const servers: http.Server[] = [];

  beforeAll(async () => {
    upstream = await startFakeUpstream();
    const config = loadConfig({
      UPSTREAM_URLS: upstream.url,
      WEB_DIST: makeWebDist(),
      // Scaled out, as compose runs it: the Redis connections have their series then.
      REDIS_URL,
      REDIS_PREFIX: `prometheus-test-${process.pid}`,
    });
    gateway = createGateway(config, { logger: createLogger('silent'), processMetrics: true });
    expect(await gateway.startupProblems()).toEqual([]);
    for (const app of [gateway.app, gateway.adminApp]) {
      const server = http.createServer(app);
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      servers.push(server);
    }
    gateway.start(servers[0]!);
  }, 30_000);

  afterAll(async () => {
    for (const s of servers) s.closeAllConnections();
    await gateway.close();
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    await upstream.close();
  });

  /** Metric families a running gateway's operator port lists, with their types. */
  async function scrape(): Promise<Map<string, string>> {
    const [site, admin] = servers.map((s) => (s.address() as AddressInfo).port);
    // A request first, so the request metrics have samples as in production.
    await fetch(`http://127.0.0.1:${site}/wps/system/status`);
    const text = await (await fetch(`http://127.0.0.1:${admin}/metrics`)).text();
    return new Map(
      [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((m) => [m[1] ?? '', m[2] ?? '']),
    );
  }

  /** A name in a query is a family, or a histogram's `_bucket`, `_sum` or `_count` series. */
  function exposed(name: string, families: Map<string, string>): boolean {
    if (families.has(name)) return true;
    const series = /^(.*)_(bucket|sum|count)$/.exec(name);
    return series !== null && families.get(series[1] ?? '') === 'histogram';
  }

  it('every metric the alert rules use is on /metrics', async () => {
    const families = await scrape();
    const names = metricNames(alertsText());
    expect(names.length).toBeGreaterThan(8);
    expect(names.filter((n) => !exposed(n, families))).toEqual([]);
  });

  it('every metric the dashboard uses is on /metrics', async () => {
    const families = await scrape();
    const names = metricNames(dashboardQueries().join('\n'));
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((n) => !exposed(n, families))).toEqual([]);
    // The replica picker lists the instances of a metric the gateway has.
    const picker = dashboard().templating.list[0]?.definition ?? '';
    expect(metricNames(picker).every((n) => exposed(n, families))).toBe(true);
  });

  it('would notice a metric the gateway does not have', async () => {
    const families = await scrape();
    expect(exposed('gateway_requests_total', families)).toBe(true);
    expect(exposed('gateway_request_duration_seconds_bucket', families)).toBe(true);
    expect(exposed('gateway_session_store_errors', families)).toBe(false);
    expect(exposed('gateway_requests_total_bucket', families)).toBe(false);
  });

  it('reports each Redis connection as up, and the alerting series from start-up', async () => {
    await scrape();
    const [, admin] = servers.map((s) => (s.address() as AddressInfo).port);
    const text = await (await fetch(`http://127.0.0.1:${admin}/metrics`)).text();
    for (const connection of ['commands', 'adapter-subscriber', 'session-subscriber'])
      expect(text).toContain(`gateway_redis_up{connection="${connection}"} 1`);
    expect(text).toContain('gateway_session_store_errors_total{operation="read"} 0');
    expect(text).toContain('gateway_push_connections{endpoint="v1",state="open"} 0');
    expect(text).toContain('gateway_push_connects_total{endpoint="v2",outcome="refused"} 0');
    // HighLatencyP99 reads platform calls' durations by family: the scrapes' calls are there.
    expect(text).toMatch(/^gateway_request_duration_seconds_count\{family="wps"\} [1-9]/m);
  });
});
