import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDockerfile } from './dockerfile.js';
import {
  assembleImage,
  runtimePlan,
  withoutStep,
  type AssembledImage,
  type RuntimePlan,
} from './imageLayout.js';
import { ROOT, openTab, resyncs, signIn } from './member.js';
import { eventually, freePort, stopService, waitForOk, type Service } from './processes.js';
import {
  lockDown,
  runAsDescription,
  runUnprivileged,
  spawnUnprivileged,
  workdirWritable,
} from './unprivileged.js';

/**
 * The two images (gateway/Dockerfile, mocks/Dockerfile) rehearsed without a Docker engine: each
 * runtime stage's file list, `npm ci` and command come from the Dockerfile itself
 * (`imageLayout.ts`), are reproduced in a throwaway folder over this repository's build outputs
 * (`npm run build` first), and started as an unprivileged user with the image's environment.
 * The gateway image runs over the stand-in's image, and must answer its health check, a rendered
 * page, a proxied platform call and a member's socket. Then every build output the images copy
 * is left out in turn, and the rehearsal must notice: a file the gateway needs that the
 * Dockerfile does not copy fails here.
 */

const gatewayPlan = runtimePlan(readDockerfile(path.join(ROOT, 'gateway/Dockerfile')));
const mocksPlan = runtimePlan(readDockerfile(path.join(ROOT, 'mocks/Dockerfile')));
const DEV_PUBLIC_KEY = path.join(ROOT, 'mocks/dev-keys/DEV-ONLY-platform-public.pem');

/** The copies after the image's `npm ci`: its build outputs and data files. */
function outputsOf(plan: RuntimePlan): string[] {
  const lastInstall = plan.steps.map((s) => s.kind).lastIndexOf('npm');
  return plan.steps.slice(lastInstall + 1).map((s) => s.text);
}

/** What a container of the image gets: the image's ENV, then compose's, rewritten for here. */
function imageEnv(plan: RuntimePlan, extra: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: '/nonexistent', ...plan.env, ...extra };
}

/**
 * Compose mounts the platform's public key at /run/keys/platform-public.pem; here the same file
 * sits beside the image's folder, readable by the image's user.
 */
function mountKey(image: AssembledImage): string {
  const file = path.join(image.dir, 'run/keys/platform-public.pem');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.copyFileSync(DEV_PUBLIC_KEY, file);
  return file;
}

async function prepare(plan: RuntimePlan, installedIn?: AssembledImage): Promise<AssembledImage> {
  const image = await assembleImage(ROOT, plan, installedIn);
  mountKey(image);
  lockDown(image);
  return image;
}

/** Starts the stand-in's image, then the gateway's over it; answers what did not work. */
async function rehearse(gateway: AssembledImage, mocks: AssembledImage): Promise<string[]> {
  const problems: string[] = [];
  const services: Service[] = [];
  try {
    const mocksPort = await freePort();
    const mocksEnv = imageEnv(mocks.plan, {
      MOCKS_PORT: String(mocksPort),
      MOCKS_HOST: '127.0.0.1',
    });
    const standIn = spawnUnprivileged('stand-in image', mocks, mocksEnv);
    services.push(standIn);
    const mocksUrl = `http://127.0.0.1:${mocksPort}`;
    try {
      await waitForOk(`${mocksUrl}/healthz`, standIn, 60_000);
    } catch (error) {
      return [`stand-in: ${(error as Error).message}`];
    }
    if (mocks.plan.healthcheck && runUnprivileged(mocks.plan.healthcheck, mocks, mocksEnv) !== 0)
      problems.push("stand-in: the image's HEALTHCHECK failed");

    const port = await freePort();
    const env = imageEnv(gateway.plan, {
      PORT: String(port),
      HOST: '127.0.0.1',
      UPSTREAM_URLS: mocksUrl,
      ADMIN_PORT: '0',
      PLATFORM_RSA_PUBLIC_KEY_FILE: path.join(gateway.dir, 'run/keys/platform-public.pem'),
      LOG_LEVEL: 'warn',
    });
    const gw = spawnUnprivileged('gateway image', gateway, env);
    services.push(gw);
    const url = `http://127.0.0.1:${port}`;
    try {
      await waitForOk(`${url}/readyz`, gw, 60_000);
    } catch (error) {
      return [...problems, `gateway: ${(error as Error).message}`];
    }
    for (const service of services)
      if (runsAsRoot(service)) problems.push(`${service.name} runs as root`);
    problems.push(...(await checkGateway(url, gateway, env)));
    if (problems.length > 0) problems.push(`gateway output:\n${gw.output()}`);
    return problems;
  } finally {
    await Promise.all(services.map((s) => stopService(s, 'SIGTERM', 10_000)));
  }
}

/** The process's real user, from Linux's /proc (setpriv execs the command in place). */
function runsAsRoot(service: Service): boolean {
  const status = fs.readFileSync(`/proc/${service.child.pid}/status`, 'utf8');
  return /^Uid:\s+0\b/m.test(status);
}

async function checkGateway(
  url: string,
  gateway: AssembledImage,
  env: NodeJS.ProcessEnv,
): Promise<string[]> {
  const problems: string[] = [];
  const health = await fetch(`${url}/healthz`);
  if (!health.ok) problems.push(`/healthz answered ${health.status}`);
  if (gateway.plan.healthcheck && runUnprivileged(gateway.plan.healthcheck, gateway, env) !== 0)
    problems.push("the image's HEALTHCHECK failed");

  const page = await fetch(`${url}/`);
  const html = await page.text();
  if (!page.ok) problems.push(`GET / answered ${page.status}`);
  else if (!html.includes('id="first-screen"'))
    problems.push('GET / went out as the plain shell, not rendered');
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const asset = script ? await fetch(`${url}${script}`) : undefined;
  if (!asset?.ok) problems.push(`the page's script ${script ?? '(none)'} is not served`);

  const status = await fetch(`${url}/wps/system/status`);
  const envelope = (await status.json().catch(() => ({}))) as { success?: boolean };
  if (!status.ok || envelope.success !== true)
    problems.push(`proxied /wps/system/status answered ${status.status}`);

  try {
    const cookie = await signIn(url, 'player1', 'Player123');
    const tab = openTab(url, cookie);
    try {
      await eventually('the socket is greeted', () => resyncs(tab) > 0, 15_000);
    } finally {
      tab.close();
    }
  } catch (error) {
    problems.push(`member socket: ${(error as Error).message}`);
  }
  return problems;
}

let gatewayImage: AssembledImage;
let mocksImage: AssembledImage;

beforeAll(async () => {
  // Both installs at once: most of this test's time is npm ci.
  [gatewayImage, mocksImage] = await Promise.all([prepare(gatewayPlan), prepare(mocksPlan)]);
}, 240_000);

afterAll(() => {
  gatewayImage?.remove();
  mocksImage?.remove();
});

describe('the gateway and stand-in images, rehearsed without a Docker engine', () => {
  it('reads every instruction of both runtime stages, refusing none', () => {
    expect(gatewayPlan.cmd).toEqual(['node', 'gateway/dist/server.js']);
    expect(gatewayPlan.env.NODE_ENV).toBe('production');
    expect(gatewayPlan.user).not.toBe('root');
    expect(mocksPlan.user).not.toBe('root');
    expect(gatewayPlan.steps.filter((s) => s.kind === 'npm').map((s) => s.npmArgs)).toEqual([
      ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '-w', 'gateway'],
    ]);
    expect(outputsOf(gatewayPlan).length).toBeGreaterThan(0);
    expect(outputsOf(mocksPlan).length).toBeGreaterThan(0);
  });

  it(`runs as an unprivileged user (${runAsDescription()}) that cannot write its folder`, () => {
    expect(workdirWritable(gatewayImage)).toBe(false);
    expect(workdirWritable(mocksImage)).toBe(false);
  });

  it('serves health, a rendered page, a proxied platform call and a socket', async () => {
    expect(await rehearse(gatewayImage, mocksImage)).toEqual([]);
  }, 150_000);

  describe('notices a build output the gateway image does not copy', () => {
    it.each(outputsOf(gatewayPlan))(
      'without %s',
      async (step) => {
        const variant = await prepare(withoutStep(gatewayPlan, step), gatewayImage);
        try {
          expect((await rehearse(variant, mocksImage)).length).toBeGreaterThan(0);
        } finally {
          variant.remove();
        }
      },
      150_000,
    );
  });

  describe('notices a file the stand-in image does not copy', () => {
    it.each(outputsOf(mocksPlan))(
      'without %s',
      async (step) => {
        const variant = await prepare(withoutStep(mocksPlan, step), mocksImage);
        try {
          expect((await rehearse(gatewayImage, variant)).length).toBeGreaterThan(0);
        } finally {
          variant.remove();
        }
      },
      150_000,
    );
  });
});
