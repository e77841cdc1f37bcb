import { afterEach, beforeEach } from 'vitest';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { startFakeUpstream, type FakeUpstream } from './fakeUpstream.js';
import { makeWebDist } from './webDist.js';

export interface GatewayOverFake {
  /** This test's fake platform (a fresh one for every test). */
  readonly upstream: FakeUpstream;
  /** A gateway in front of it, configured by `env` on top of the upstream and a built site. */
  gateway(env?: NodeJS.ProcessEnv): ReturnType<typeof createApp>;
}

/**
 * For a test file whose every test talks to a gateway in front of a fake platform: starts the fake
 * before each test and closes it after.
 */
export function gatewayOverFake(): GatewayOverFake {
  let current: FakeUpstream | undefined;
  beforeEach(async () => {
    current = await startFakeUpstream();
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  const fake: GatewayOverFake = {
    get upstream() {
      if (!current) throw new Error('the fake upstream runs only inside a test');
      return current;
    },
    gateway: (env = {}) =>
      createApp(loadConfig({ UPSTREAM_URLS: fake.upstream.url, WEB_DIST: makeWebDist(), ...env })),
  };
  return fake;
}
