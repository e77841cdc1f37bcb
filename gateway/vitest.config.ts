import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'gateway',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The deployment rehearsals need the build: their own step after it (vitest.rehearsal.config.ts).
    exclude: [...configDefaults.exclude, 'src/**/*.rehearsal.test.ts'],
  },
});
