import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/web/app/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is cores - 1 (one worker on CI's two cores); API tests wait on the databases
    // much of the time, so two workers finish the run sooner.
    maxWorkers: 2,
    globalSetup: ['apps/server/src/test/global-setup.ts'],
  },
});
