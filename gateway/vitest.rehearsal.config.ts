import { defineConfig } from 'vitest/config';

/**
 * The deployment rehearsals (src/deployment/*.rehearsal.test.ts): the images and the compose
 * stack run as processes over the repository's build outputs, so `npm test` runs them after its
 * build step. One file at a time: each starts several servers and measures what they fail.
 */
export default defineConfig({
  test: {
    name: 'rehearsal',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.rehearsal.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
