import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { MEMBER_EVENTS } from '../realtime/events.js';
import { ComposeStack, GATEWAYS, startReplica, type GatewayName } from './composeStack.js';
import { call, memberInfo, openTab, resyncs, signIn, SITE_CALL, type Tab } from './member.js';
import { eventually, stopService } from './processes.js';
import { SteadyTraffic, failed, startedAfter, summary, type CallRecord } from './traffic.js';

/**
 * docker-compose.yml run as processes of this machine (`composeStack.ts`): the stand-in, two
 * gateways with the compose environment, Redis, and nginx with deploy/nginx-lb.conf. What an
 * operator relies on when scaling out and rolling out is proved from the outside, as browsers
 * behind the balancer see it. The counts of each scenario are printed at the end (and written
 * down in docs/OPERATIONS.md, Rehearsals).
 */

const MEMBER = { account: 'player1', password: 'Player123' };
/** The member's seeded rewards (mocks/src/state/seed/rewards.ts): claiming one pushes an event. */
const REWARDS = ['RW1', 'RW2'];
/** A browser's address as the balancer reports it, for calls made straight to a replica. */
const FORWARDED_BROWSER = '198.51.100.7';

let stack: ComposeStack;
let cookie: string;
let browsers: Record<GatewayName, string>;
const tabs: Tab[] = [];
const counts: Record<string, unknown> = {};
const drainedOutput: string[] = [];
const drains: { name: GatewayName; ms: number; code: number | null; signal: string | null }[] = [];

beforeAll(async () => {
  stack = await ComposeStack.start();
  browsers = await stack.browsersOnEachReplica();
  cookie = await signIn(stack.lbUrl, MEMBER.account, MEMBER.password);
}, 120_000);

afterAll(async () => {
  for (const tab of tabs) tab.close();
  await stack?.stop();
  console.log(`stack rehearsal counts: ${JSON.stringify(counts, null, 2)}`);
}, 60_000);

/** Claims a seeded reward through the balancer; the platform pushes PROMOTION_CLAIM. */
async function claimReward(rewardId: string): Promise<void> {
  const res = await call(`${stack.lbUrl}/wps/relay/MCSFE_claimIssuedPromotion`, {
    method: 'POST',
    headers: { ...SITE_CALL, Cookie: cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify({ rewardId }),
  });
  const envelope = JSON.parse(res.body) as { success?: boolean };
  expect(envelope.success, res.body).toBe(true);
}

/**
 * A platform call straight to a replica whose body is held back: `headersRead` resolves when the
 * gateway has taken the call (it answered `100 Continue`), `finish` sends the body.
 */
function slowCall(port: number, sessionCookie: string) {
  const body = JSON.stringify({ rewardId: 'RW-NONE' });
  // Kept alive, as the balancer's connections are: the gateway must be the one to close it.
  const agent = new http.Agent({ keepAlive: true });
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/wps/relay/MCSFE_claimIssuedPromotion',
    agent,
    headers: {
      ...SITE_CALL,
      Cookie: sessionCookie,
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(body)),
      Expect: '100-continue',
    },
  });
  const headersRead = new Promise<void>((resolve) => req.once('continue', () => resolve()));
  const answer = new Promise<{ status: number; body: string; connection: string | undefined }>(
    (resolve, reject) => {
      req.once('error', reject);
      req.once('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString('utf8')));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }),
        );
      });
    },
  );
  req.flushHeaders();
  return { headersRead, answer, finish: () => req.end(body), release: () => agent.destroy() };
}

/**
 * A sign-in call straight to a replica for the browser at `browser`, as the balancer forwards
 * it (the replicas trust the balancer's address); answers the HTTP status.
 */
async function signInCall(replica: GatewayName, browser: string): Promise<number> {
  const res = await call(`http://127.0.0.1:${stack.replicas[replica].port}/wps/session/login`, {
    method: 'POST',
    headers: { ...SITE_CALL, 'Content-Type': 'text/plain', 'X-Forwarded-For': browser },
    body: 'not-a-sign-in',
  });
  return res.status;
}

function tabOn(replica: GatewayName): Tab {
  const tab = openTab(stack.lbUrl, cookie, browsers[replica]);
  tabs.push(tab);
  return tab;
}

describe('the compose stack, run as processes behind nginx', () => {
  it('keeps a member signed in, with live events, whichever replica holds the socket', async () => {
    for (const replica of GATEWAYS)
      expect(await memberInfo(stack.lbUrl, cookie, browsers[replica])).toBe(MEMBER.account);

    const [one, two] = [tabOn('gateway-1'), tabOn('gateway-2')];
    await eventually('both tabs greeted', () => resyncs(one) > 0 && resyncs(two) > 0, 20_000);
    for (const replica of GATEWAYS)
      expect((await stack.operatorView(replica)).socketConnections).toBe(1);

    await claimReward(REWARDS[0] ?? '');
    await eventually(
      'the claim reaches both tabs',
      () =>
        one.of(MEMBER_EVENTS.promoClaimed).length === 1 &&
        two.of(MEMBER_EVENTS.promoClaimed).length === 1,
      15_000,
    );
    counts.sessions = { replicasAsked: 2, socketsGreeted: 2, eventsDelivered: 2 };
  });

  it('counts rate limits across both replicas', async () => {
    const limit = loadConfig(stack.replicas['gateway-1'].env).rateLimits.signIn;
    // A replica whose first Redis call was slow (its start on a busy machine) counts in-process
    // until a later call finds Redis again (RATE_LIMIT_STORE_RETRY_MS); the metric says which.
    let warmUps = 0;
    await eventually(
      'both replicas count in Redis',
      async () => {
        let shared = true;
        for (const replica of GATEWAYS)
          if (await stack.rateLimitsDegraded(replica)) {
            shared = false;
            warmUps += 1;
            await signInCall(replica, `192.0.2.${warmUps % 250}`);
          }
        if (!shared) await new Promise((r) => setTimeout(r, 500));
        return shared;
      },
      30_000,
    );
    const statuses: { replica: GatewayName; status: number }[] = [];
    for (let n = 0; n < limit + 4; n += 1) {
      const replica = GATEWAYS[n % 2] ?? 'gateway-1';
      statuses.push({ replica, status: await signInCall(replica, FORWARDED_BROWSER) });
    }
    const refused = statuses.map((s, i) => (s.status === 429 ? i : -1)).filter((i) => i >= 0);
    expect(refused, JSON.stringify(statuses)).toEqual([limit, limit + 1, limit + 2, limit + 3]);
    for (const replica of GATEWAYS)
      expect(statuses.some((s) => s.replica === replica && s.status === 429)).toBe(true);
    counts.rateLimit = { limit, sent: statuses.length, refused: refused.length, warmUps };
  });

  it('fails only the calls in flight on a killed replica, none after', async () => {
    const traffic = new SteadyTraffic(stack.lbUrl, {
      browsers: [browsers['gateway-1'], browsers['gateway-1'], browsers['gateway-2']],
      paths: ['/wps/system/status', '/'],
    });
    await eventually('traffic flowing', () => traffic.count() >= 30, 30_000);
    const victim = stack.replicas['gateway-1'].process;
    if (!victim) throw new Error('gateway-1 is not running');
    const killedAt = performance.now();
    await stopService(victim, 'SIGKILL');
    const goneAt = performance.now();
    const before = traffic.count();
    await eventually('traffic after the kill', () => traffic.count() >= before + 60, 60_000);
    const records = await traffic.stop();

    const after = startedAfter(records, goneAt);
    const failures = records.filter(failed);
    // A call that started before the process was gone and ended after the kill was in flight.
    for (const f of failures) expect(f.startedAt <= goneAt && f.endedAt >= killedAt).toBe(true);
    expect(after.filter(failed), stack.lbErrors()).toEqual([]);
    expect(after.filter((r) => r.from === browsers['gateway-1']).length).toBeGreaterThan(20);
    counts.kill = { ...summary(records), sentAfterKill: after.length, failedAfterKill: 0 };

    await startReplica(stack.replicas['gateway-1']);
  });

  it('rolls both replicas with no call failed and no socket down for more than a reconnect', async () => {
    for (const tab of tabs.splice(0)) tab.close();
    const [one, two] = [tabOn('gateway-1'), tabOn('gateway-2')];
    await eventually('both tabs greeted', () => resyncs(one) > 0 && resyncs(two) > 0, 20_000);
    const traffic = new SteadyTraffic(stack.lbUrl, {
      browsers: [browsers['gateway-1'], browsers['gateway-2'], browsers['gateway-2']],
      paths: ['/wps/system/status', '/'],
    });
    await eventually('traffic flowing', () => traffic.count() >= 20, 30_000);

    for (const name of GATEWAYS) {
      const replica = stack.replicas[name];
      if (!replica.process) throw new Error(`${name} is not running`);
      const started = performance.now();
      // Past the grace period compose would SIGKILL; here the test would see the kill.
      const exit = await stopService(replica.process, 'SIGTERM', stack.service(name).stopGraceMs);
      drains.push({ name, ms: performance.now() - started, ...exit });
      drainedOutput.push(`${name}:\n${replica.process.output()}`);
      await startReplica(replica);
    }
    const before = traffic.count();
    await eventually('traffic after the rollout', () => traffic.count() >= before + 20, 30_000);
    const records: CallRecord[] = await traffic.stop();

    expect(records.filter(failed), stack.lbErrors()).toEqual([]);
    await eventually('both tabs back', () => one.socket.connected && two.socket.connected, 20_000);
    // Each tab lost its replica at least once and was back at its first reconnection attempt.
    for (const tab of [one, two]) {
      expect(tab.reconnects.length).toBeGreaterThan(0);
      expect(
        tab.reconnects.every((attempt) => attempt === 1),
        `${tab.errors.join('; ')}\n${stack.lbAccess(/socket\.io/).join('\n')}\n${drainedOutput.join('\n')}`,
      ).toBe(true);
    }
    await claimReward(REWARDS[1] ?? '');
    await eventually(
      'a claim after the rollout reaches both tabs',
      () =>
        one.of(MEMBER_EVENTS.promoClaimed).length === 1 &&
        two.of(MEMBER_EVENTS.promoClaimed).length === 1,
      15_000,
    );
    counts.rollingRestart = {
      ...summary(records),
      reconnects: [one, two].map((t) => t.reconnects.length),
      longestSocketGapMs: [one, two].map((t) => Math.round(t.longestGapMs())),
    };
  });

  it('drains a gateway on SIGTERM within the compose stop_grace_period', async () => {
    expect(drains.map((d) => d.name)).toEqual([...GATEWAYS]);
    for (const drain of drains) {
      const grace = stack.service(drain.name).stopGraceMs;
      // The gateway's own drain limit (the compose environment sets none: the default) fits.
      expect(loadConfig(stack.replicas[drain.name].env).shutdownGraceMs).toBeLessThan(grace);
      expect({ code: drain.code, signal: drain.signal }).toEqual({ code: 0, signal: null });
      expect(drain.ms).toBeLessThan(grace);
    }

    // A call in flight when SIGTERM comes (its body still arriving) gets its answer, then the
    // gateway exits: the drain waits for it and does not cut what it proxies.
    const replica = stack.replicas['gateway-1'];
    if (!replica.process) throw new Error('gateway-1 is not running');
    const slow = slowCall(replica.port, cookie);
    await slow.headersRead;
    const exited = stopService(replica.process, 'SIGTERM', stack.service('gateway-1').stopGraceMs);
    slow.finish();
    const answer = await slow.answer;
    slow.release();
    const exit = await exited;
    expect(answer.status, answer.body).toBe(200);
    // Its connection closes after it: a balancer sends nothing more down it to this replica.
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.body)).toHaveProperty('success');
    expect(exit).toEqual({ code: 0, signal: null });
    await startReplica(replica);
    counts.drains = drains.map((d) => ({ name: d.name, ms: Math.round(d.ms), code: d.code }));
  });
});
