/**
 * The entries the process tests spawn (output name -> source under apps/server). The Vitest global
 * setup bundles them once per run with the compiled server's esbuild options (decision 0064), and
 * `runEntry` (server-process.ts) runs `<name>.js` with plain `node`: a child does not transpile the
 * whole server through tsx on every start. `cli/admin.ts` runs as a program under the name
 * `admin.js`.
 */
export const SPAWNED_ENTRIES = {
  /** main.ts without the web build (see api-server.ts). */
  'api-server': 'src/test/api-server.ts',
  /** `npm run admin`. */
  admin: 'src/cli/admin.ts',
} as const;

export type SpawnedEntry = keyof typeof SPAWNED_ENTRIES;
