import { defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs against its mutants (stryker.config.json, `npm run mutation`): the API
 * tests of the mutated services on PGlite only, so a run fits on a loaded two-core machine.
 * `MUTATION_TESTS` (comma-separated files or globs) replaces the list for one area's run
 * (docs/mutation-testing.md, "Per-area runs").
 */
const DEFAULT_TESTS = [
  'apps/server/src/modules/wallet/wallet.test.ts',
  'apps/server/src/modules/wallet/wallet-rules.test.ts',
  'apps/server/src/modules/accounts/otp.test.ts',
  'apps/server/src/modules/accounts/auth.test.ts',
];

const fromEnv = process.env.MUTATION_TESTS?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);

export default defineConfig({
  test: {
    include: fromEnv?.length ? fromEnv : DEFAULT_TESTS,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 1,
    globalSetup: ['apps/server/src/test/global-setup.ts'],
  },
});
