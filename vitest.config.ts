import { configDefaults, defineConfig } from 'vitest/config';
import { ALL_ISOLATED_TEST_FILES, TEST_FILE_GLOBS } from './scripts/test-isolation';

const common = {
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
  // Builds the seeded base database once for both projects (global-setup.ts).
  globalSetup: ['apps/server/src/test/global-setup.ts'],
};

export default defineConfig({
  test: {
    // Vitest's default is cores - 1 (one worker on CI's two cores). API tests wait on the databases,
    // spawned servers and timers much of the time: on two cores two workers kept the CPU 82 % busy
    // (210 s), three 94 % (196 s and 198 s; decision 0068).
    maxWorkers: 3,
    projects: [
      {
        // Most files import the whole app: a worker evaluates its modules once and every file it
        // runs after that reuses them (decision 0052). Each file still builds its own app and
        // database in its hooks.
        test: {
          ...common,
          name: 'shared',
          include: TEST_FILE_GLOBS,
          exclude: [...configDefaults.exclude, ...ALL_ISOLATED_TEST_FILES],
          isolate: false,
        },
      },
      {
        // Files that mock, stub or spy (scripts/test-isolation.ts): a process of their own each.
        test: { ...common, name: 'isolated', include: [...ALL_ISOLATED_TEST_FILES], isolate: true },
      },
    ],
  },
});
