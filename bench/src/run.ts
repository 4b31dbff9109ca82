import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { AUTH_COOKIE } from '@fardin/core/cookies';
import { measureBundles } from './bundle';
import { measureCheckout } from './checkout';
import { measureMemory, type MemoryRow } from './memory';
import { measureNeighbour } from './neighbour';
import { measureNotify } from './notify';
import { LIGHTHOUSE_PAGES, measureLighthouse } from './lighthouse';
import { markdown, type BenchResults } from './report';
import { measureRelevance } from './relevance';
import { measureScale } from './scale';
import { CLIENT_DIR, ROOT, WEB_BUILD_DIR, demoShopperToken, startBaseline, startStore, type Running } from './server';
import { measureThroughput } from './throughput';
import { measureTwins } from './twin';
import { reason, softly, type Section, type Skipped } from './types';

/**
 * `npm run bench`: bundle sizes, Lighthouse, throughput ratios, search at scale and checkout under
 * load against the budgets of DESIGN.md section 7. BENCH_QUICK=1 for a short run, BENCH_ONLY=
 * bundle,twin,lighthouse,throughput,scale,checkout,neighbour,notify,relevance to pick sections. BENCH_NEIGHBOUR_DATABASE_URL: the
 * hostile-neighbour section runs a second server on that (empty) PostgreSQL database.
 * BENCH_NOTIFY_DATABASE_URL: the stage-change-to-Telegram section's own server runs on that (empty)
 * PostgreSQL database instead of a fresh PGlite.
 */
const quick = process.env.BENCH_QUICK === '1';
const only = new Set(
  (process.env.BENCH_ONLY ?? 'memory,bundle,twin,lighthouse,throughput,scale,checkout,neighbour,notify,relevance')
    .split(',')
    .map((s) => s.trim()),
);
const skippedByChoice = { skipped: 'not selected (BENCH_ONLY)' };
const RESULTS_DIR = path.join(ROOT, 'bench/results');
const README = path.join(ROOT, 'bench/README.md');
const MARK_START = '<!-- bench:results:start -->';
const MARK_END = '<!-- bench:results:end -->';

const running: Running[] = [];
async function stopAll() {
  await Promise.all(running.splice(0).map((r) => r.stop()));
}
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));

async function main() {
  if (!existsSync(path.join(CLIENT_DIR, 'assets'))) {
    console.error(
      `No web build in apps/web/${WEB_BUILD_DIR}: run "npm run bench" (it builds first) or "WEB_BUILD_DIR=${WEB_BUILD_DIR} npm run build".`,
    );
    process.exit(1);
  }
  const startedAt = new Date().toISOString();
  // Issues 28 and 31, decisions 0045 and 0058: each database's own store, before any other section.
  const memory = only.has('memory') ? await measureMemorySection() : skippedByChoice;
  const needsStore = ['bundle', 'twin', 'lighthouse', 'throughput', 'checkout', 'relevance', 'neighbour'].some((s) =>
    only.has(s),
  );
  console.error(`[bench] starting the production server (apps/web/${WEB_BUILD_DIR})${quick ? ', quick mode' : ''}`);
  const started = needsStore
    ? await startStore().catch((err: unknown) => ({
        skipped: `the server did not start: ${reason(err).split('\n').slice(0, 3).join(' ')}`,
      }))
    : { skipped: 'not needed by the selected sections' };
  if ('skipped' in started) console.error(`[bench] ${started.skipped}`);
  else running.push(started);
  const store = 'skipped' in started ? null : started;
  const login = store ? await demoShopperToken(store.base) : started;
  const token = 'token' in login ? login.token : null;
  const cookie = token ? `${AUTH_COOKIE}=${encodeURIComponent(token)}` : null;
  const cartNote = 'skipped' in login ? login.skipped : null;

  /** A section that needs the running store; skipped with the start failure otherwise. */
  const section = <T>(name: string, run: (base: string) => Promise<Section<T>>): Promise<Section<T>> =>
    store ? softly(name, () => run(store.base)) : Promise.resolve<Skipped>({ skipped: 'the server did not start' });

  const results: BenchResults = {
    startedAt,
    quick,
    machine: { cpus: availableParallelism(), node: process.version, load: loadavg() },
    memory,
    bundle: only.has('bundle') ? await section('bundle', (base) => measureBundles(base, cookie)) : skippedByChoice,
    twin: only.has('twin')
      ? await section('twin', (base) => measureTwins(base, { runs: quick ? 1 : 3, cookie }))
      : skippedByChoice,
    lighthouse: only.has('lighthouse')
      ? await section('lighthouse', (base) =>
          measureLighthouse(base, {
            runs: quick ? 1 : 3,
            locales: quick ? ['kh'] : ['kh', 'en'],
            pages: LIGHTHOUSE_PAGES.map((p) => p.page),
            cookie,
            cartNote,
          }),
        )
      : skippedByChoice,
    throughput: only.has('throughput')
      ? await section('throughput', async (base) => {
          const baseline = await startBaseline();
          running.push(baseline);
          try {
            return await measureThroughput(base, baseline.base, { rounds: 3, seconds: quick ? 2 : 3 });
          } finally {
            await baseline.stop();
          }
        })
      : skippedByChoice,
    checkout: only.has('checkout')
      ? await section('checkout', (base) => measureCheckout(base, token))
      : skippedByChoice,
    scale: skippedByChoice,
    relevance: only.has('relevance') ? await section('relevance', measureRelevance) : skippedByChoice,
    neighbour: only.has('neighbour')
      ? await section('neighbour', async (base) => {
          const url = process.env.BENCH_NEIGHBOUR_DATABASE_URL;
          const settings = { seconds: quick ? 3 : 8, concurrency: 40 };
          if (!url) return measureNeighbour(base, { ...settings, database: 'embedded (PGlite)' });
          const pg = await startStore({ databaseUrl: url });
          running.push(pg);
          try {
            return await measureNeighbour(pg.base, { ...settings, database: 'PostgreSQL' });
          } finally {
            await pg.stop();
          }
        })
      : skippedByChoice,
  };
  await store?.stop();
  results.scale = only.has('scale') ? await softly('scale', () => measureScale()) : skippedByChoice;
  // Its own server (a fake Bot API on a port): started after the main store stopped.
  results.notify = only.has('notify')
    ? await softly('notify', () =>
        measureNotify({ samples: quick ? 8 : 20, databaseUrl: process.env.BENCH_NOTIFY_DATABASE_URL }),
      )
    : skippedByChoice;

  // BENCH_MERGE_LATEST=1 with BENCH_ONLY: the selected sections replace theirs in latest.*, the
  // others stay from the run named in the header (a long section can run on its own).
  const latestJson = path.join(RESULTS_DIR, 'latest.json');
  const merge = !!process.env.BENCH_ONLY && process.env.BENCH_MERGE_LATEST === '1';
  if (merge) {
    // latest.json is not committed: without one, the sections not selected show as not selected.
    const previous = existsSync(latestJson) ? (JSON.parse(readFileSync(latestJson, 'utf8')) as BenchResults) : results;
    const keys = [
      'memory',
      'bundle',
      'twin',
      'lighthouse',
      'throughput',
      'scale',
      'checkout',
      'neighbour',
      'notify',
      'relevance',
    ] as const;
    const merged: BenchResults = { ...previous, startedAt, quick, machine: results.machine, merged: {} };
    for (const key of keys) {
      if (only.has(key)) Object.assign(merged, { [key]: results[key] });
      else if (previous !== results) merged.merged![key] = previous.merged?.[key] ?? previous.startedAt;
    }
    Object.assign(results, merged);
  }
  const md = markdown(results);
  mkdirSync(RESULTS_DIR, { recursive: true });
  // A partial run (BENCH_ONLY) keeps the full results: it writes only-<sections>.{json,md}.
  const name = process.env.BENCH_ONLY && !merge ? `only-${[...only].join('-')}` : 'latest';
  writeFileSync(path.join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(RESULTS_DIR, `${name}.md`), `${md}\n`);
  if ((!process.env.BENCH_ONLY || merge) && existsSync(README)) {
    const readme = readFileSync(README, 'utf8');
    const from = readme.indexOf(MARK_START);
    const to = readme.indexOf(MARK_END);
    if (from >= 0 && to > from)
      writeFileSync(README, `${readme.slice(0, from + MARK_START.length)}\n${md}\n${readme.slice(to)}`);
  }
  console.log(md);
  console.error(`[bench] written bench/results/${name}.json and ${name}.md`);
}

/**
 * PGlite and (with BENCH_MEMORY_DATABASE_URL, an empty database) PostgreSQL, each on a store of its
 * own: idle BENCH_IDLE_SECONDS (180; 60 quick), then BENCH_LOAD_SECONDS (600; 30 quick) of mixed
 * load. Both stores run at the same time unless BENCH_MEMORY_SEQUENTIAL=1 (half the wall time; RSS
 * is per process, the load's request counts are shared by the two).
 */
async function measureMemorySection(): Promise<Section<{ rows: MemoryRow[] }>> {
  const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? (quick ? 60 : 180));
  const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? (quick ? 30 : 600));
  const url = process.env.BENCH_MEMORY_DATABASE_URL;
  const sequential = process.env.BENCH_MEMORY_SEQUENTIAL === '1' || !url;
  const note = sequential ? undefined : "both databases' stores loaded at the same time";
  const pglite = () => softly('memory (PGlite)', () => measureMemory('PGlite', { idleSeconds, loadSeconds, note }));
  const postgres = () =>
    url
      ? softly('memory (PostgreSQL)', () =>
          measureMemory('PostgreSQL', { databaseUrl: url, idleSeconds, loadSeconds, note }),
        )
      : Promise.resolve<Skipped>({ skipped: 'BENCH_MEMORY_DATABASE_URL not set' });
  const results = sequential ? [await pglite(), await postgres()] : await Promise.all([pglite(), postgres()]);
  const rows = results.filter((r): r is MemoryRow => !('skipped' in r));
  if (rows.length) return { rows };
  return { skipped: results.map((r) => ('skipped' in r ? r.skipped : '')).join('; ') };
}

main()
  .catch((err: unknown) => {
    console.error('[bench] failed:', err);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
