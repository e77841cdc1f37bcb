import { defineConfig } from 'vitest/config';

/**
 * Two runs, in order: `--project consumer` writes the pact files from the real web client,
 * then `--project provider` verifies them against the stand-in and through the gateway.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'consumer',
          root: new URL('.', import.meta.url).pathname,
          environment: 'node',
          include: ['src/consumer/**/*.pact.test.ts'],
          globalSetup: ['./src/consumer/cleanPacts.ts'],
          // Each interaction gets a fresh Pact mock server on a new port; once in a few hundred
          // runs a POST never reaches it (seen on a withdrawal, passing on every rerun). One retry
          // keeps that transport flake from failing CI; a real mismatch fails both attempts.
          retry: 1,
          // Every consumer file writes into the same pact file.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'provider',
          root: new URL('.', import.meta.url).pathname,
          environment: 'node',
          include: ['src/provider/**/*.test.ts'],
          fileParallelism: false,
          // Verifying every interaction (over 300) replays them one by one; a busy machine takes
          // minutes. A limit is a hang detector here, not a speed check.
          testTimeout: 600_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
