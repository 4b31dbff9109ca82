/**
 * The larger run of the no-5xx fuzz test (decision 0019): `npm run fuzz` (the lead wires it) or
 * `npx tsx bench/src/fuzz.ts [runs] [seed]`. Runs apps/server/src/http/fuzz.test.ts with FUZZ_RUNS
 * requests per route (default 200) and a seed (default: a new one, printed, so a failure can be
 * replayed with FUZZ_SEED). Set TEST_DATABASE_URL to fuzz PostgreSQL too.
 */
import { spawnSync } from 'node:child_process';

const runs = process.argv[2] ?? process.env.FUZZ_RUNS ?? '200';
const seed = process.argv[3] ?? process.env.FUZZ_SEED ?? String(Date.now() % 2_147_483_647);
console.log(`fuzz: ${runs} requests per route, seed ${seed} (replay: FUZZ_RUNS=${runs} FUZZ_SEED=${seed})`);
const result = spawnSync('npx', ['vitest', 'run', 'apps/server/src/http/fuzz.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed },
});
process.exit(result.status ?? 1);
