import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { projects: ['mocks', 'gateway', 'web', 'scripts'] },
});
