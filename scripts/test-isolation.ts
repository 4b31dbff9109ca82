/**
 * Test files that run in a process of their own (Vitest `isolate: true`). Every other file shares
 * its worker's module graph with the files before it (`isolate: false`): the app's ~360 modules
 * are evaluated once per worker instead of once per file (issue 30 item 6, decision 0052).
 *
 * A file belongs here when it changes something its neighbours would inherit: it mocks a module
 * (`vi.mock`), stubs a global or the environment, spies on a shared object or prototype, or moves
 * the clock with fake timers. `test-isolation.test.ts` fails when such a file is missing here.
 */
export const ISOLATED_TEST_FILES = [
  'apps/server/src/cli/admin-socket.test.ts',
  'apps/server/src/http/request-context.test.ts',
  'apps/server/src/modules/accounts/security.test.ts',
  'apps/server/src/modules/catalogue/query-plans.test.ts',
  'apps/web/app/lib/category-subs.test.ts',
  'packages/db/src/pglite-durable.test.ts',
];

/**
 * Files that make no leaking call themselves but fail after some neighbour in a shared worker (a
 * state leak not yet found): isolated by choice, each with the reason. Find the leak and move the
 * file back. (security-headers.test.ts was here: @hono/node-server's listener had replaced the
 * global Response; see `restoreWebGlobalsAfterAll`.)
 */
export const ISOLATED_BY_CHOICE: readonly string[] = [];

/** Every file that runs in a process of its own. */
export const ALL_ISOLATED_TEST_FILES: readonly string[] = [...ISOLATED_TEST_FILES, ...ISOLATED_BY_CHOICE];

/** Where the suite's test files are (the root of the repository as the base). */
export const TEST_FILE_GLOBS = [
  'packages/*/src/**/*.test.ts',
  'apps/server/src/**/*.test.ts',
  'apps/web/app/**/*.test.ts',
  'scripts/**/*.test.ts',
];

/** What makes a test file leave state behind for the next file of its worker. */
export const LEAKING_CALL =
  /\bvi\.(?:mock|doMock|unmock|resetModules|stubGlobal|stubEnv|spyOn|useFakeTimers|setSystemTime)\b|\bprocess\.env(?:\.\w+|\[[^\]]+\])\s*=[^=]|\bdelete\s+process\.env\b|\bprocess\.chdir\(/;

/**
 * A test file that runs @hono/node-server in-process (`serve`, `getRequestListener`): its listener
 * replaces the global Request and Response for the rest of the worker, so the file must put them
 * back (`restoreWebGlobalsAfterAll`, apps/server/src/test/web-globals.ts) or run isolated.
 */
export const NODE_SERVER_IMPORT = /from '@hono\/node-server'/;
export const RESTORES_WEB_GLOBALS = /^restoreWebGlobalsAfterAll\(\);$/m;
