import { defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs against its mutants (stryker.config.json, `npm run mutation`): the API
 * tests of the mutated services on PGlite only, so a run fits on a loaded two-core machine.
 */
export default defineConfig({
  test: {
    include: [
      'apps/server/src/modules/wallet/wallet.test.ts',
      'apps/server/src/modules/wallet/wallet-rules.test.ts',
      'apps/server/src/modules/accounts/otp.test.ts',
      'apps/server/src/modules/accounts/auth.test.ts',
    ],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 1,
    globalSetup: ['apps/server/src/test/global-setup.ts'],
  },
});
