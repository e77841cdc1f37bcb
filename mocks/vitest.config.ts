import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'mocks', environment: 'node', include: ['src/**/*.test.ts'] },
});
