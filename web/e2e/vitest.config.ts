import { defineConfig } from 'vitest/config';
import { JourneySequencer } from './sequencer.ts';

export default defineConfig({
  test: {
    name: 'browser',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./globalSetup.ts'],
    // One Chromium and one stand-in are shared; journeys change its state, so files run in turn.
    fileParallelism: false,
    // `npm test` runs the files in two groups at once, each with its own stand-in and gateway
    // (globalSetup.ts), split by how long each file takes.
    sequence: { sequencer: JourneySequencer },
    // Limits, not speeds: the longest journeys (a deposit, play and three exchanges) take a
    // minute or more when another process holds both cores, and must still pass (#19).
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // A user waits for a screen; on a loaded machine (several suites at once) that takes more than
    // expect.poll's default second. Limits only: a wait still ends as soon as its check passes.
    expect: { poll: { timeout: 15_000 } },
  },
});
