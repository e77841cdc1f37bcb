import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    // The journeys' helpers (e2e/*.ts) have unit tests of their own beside them; the journeys
    // themselves (*.e2e.test.ts) need Chromium and the stand-in: e2e/vitest.config.ts.
    include: ['src/**/*.test.{ts,tsx}', 'e2e/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'e2e/**/*.e2e.test.ts'],
    setupFiles: ['src/testSetup.ts'],
    testTimeout: 30_000,
  },
});
