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
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
