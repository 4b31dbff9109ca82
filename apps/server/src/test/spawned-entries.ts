/** The entries the process tests spawn (name -> source under apps/server). */
export const SPAWNED_ENTRIES = {
  /** main.ts without the web build (see api-server.ts). */
  'api-server': 'src/test/api-server.ts',
  /** `npm run admin`. */
  admin: 'src/cli/admin.ts',
} as const;

export type SpawnedEntry = keyof typeof SPAWNED_ENTRIES;

/**
 * The entries the Vitest global setup bundles once per run with the compiled server's esbuild
 * options (decision 0064): `runEntry` (server-process.ts) runs them with plain `node`, so a child
 * does not transpile the whole server through tsx on every start. admin.ts stays on tsx: it runs
 * only when `process.argv[1]` is its own source file, which a bundle never is.
 */
export const BUNDLED_ENTRIES = { 'api-server': SPAWNED_ENTRIES['api-server'] } satisfies Partial<
  Record<SpawnedEntry, string>
>;
