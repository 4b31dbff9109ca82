import { readFileSync, readdirSync } from 'node:fs';
import autocannon from 'autocannon';
import { startStore, type Running } from './server';
import type { Section } from './types';

/**
 * Issue 28, decisions 0045 and 0058: the compiled server's cold start to its first answer, its
 * resident memory (RSS of the process and any children, from /proc) idle `idleSeconds` after its
 * first answer, then during and after `loadSeconds` of the bench's mixed autocannon load (pages,
 * search, product detail, the API; 600 s by default, `BENCH_LOAD_SECONDS` shortens it), and
 * `SETTLE_SECONDS` after the load stopped. Each database gets a store of its own (PGlite on a fresh
 * data directory; PostgreSQL with BENCH_MEMORY_DATABASE_URL), so the figures do not depend on which
 * other sections ran.
 */
export interface MemoryRow {
  database: 'PGlite' | 'PostgreSQL';
  coldStartMs: number;
  idleSeconds: number;
  idleRssMb: number;
  loadedRssMb: number | null;
  /** Highest RSS sampled every 5 s during the load. */
  peakRssMb: number | null;
  /** RSS `SETTLE_SECONDS` after the load stopped. */
  settledRssMb: number | null;
  load: string;
  budgetMb: number;
  met: boolean;
}

/** RSS of a process and its descendants, MB (Linux /proc). */
export function treeRssMb(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    const stat = (() => {
      try {
        return readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        return '';
      }
    })();
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid) children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  let kb = 0;
  const queue = [pid];
  while (queue.length) {
    const p = queue.pop()!;
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      /* exited */
    }
    queue.push(...(children.get(p) ?? []));
  }
  return Math.round(kb / 1024);
}

export const RSS_BUDGET_MB = { PGlite: 450, PostgreSQL: 300 } as const;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Idle reading of a running store: waits until `idleSeconds` after its first answer. */
export async function idleReading(store: Running, startedAt: number, idleSeconds: number): Promise<number> {
  const wait = startedAt + store.coldStartMs + idleSeconds * 1000 - Date.now();
  if (wait > 0) await sleep(wait);
  return treeRssMb(store.pid!);
}

/** A mixed load on one store: pages, search, product detail and the API, `seconds` long. */
export async function mixedLoad(base: string, seconds: number): Promise<string> {
  const paths = [
    '/',
    '/search/filter/taobao?text=shoe&page=1&start_price=default&sort=default',
    '/product/taobao/tst',
    '/en',
    '/api/stores',
    '/api/fardin?api=item_search&q=shirt',
    '/api/fardin?api=item_search&q=shoe&page=2',
  ];
  const result = await autocannon({
    url: base,
    connections: 10,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET', path })),
    headers: { Accept: 'text/html, application/json', 'Accept-Encoding': 'br, gzip' },
  });
  return `${seconds} s mixed autocannon (10 connections, ${paths.length} paths), ${result.requests.total} requests, ${result.non2xx} non-2xx`;
}

export const SETTLE_SECONDS = 30;

/** One database: a store of its own, cold start, idle reading, `loadSeconds` of mixed load, settle. */
export async function measureMemory(
  database: MemoryRow['database'],
  options: { databaseUrl?: string; idleSeconds: number; loadSeconds: number; note?: string },
): Promise<MemoryRow> {
  const startedAt = Date.now();
  const store = await startStore(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {});
  try {
    const idleRssMb = await idleReading(store, startedAt, options.idleSeconds);
    let peakRssMb = idleRssMb;
    const sampler = setInterval(() => {
      peakRssMb = Math.max(peakRssMb, treeRssMb(store.pid!));
    }, 5000);
    const load = await mixedLoad(store.base, options.loadSeconds).finally(() => clearInterval(sampler));
    const loadedRssMb = treeRssMb(store.pid!);
    peakRssMb = Math.max(peakRssMb, loadedRssMb);
    await sleep(SETTLE_SECONDS * 1000);
    const budgetMb = RSS_BUDGET_MB[database];
    return {
      database,
      coldStartMs: store.coldStartMs,
      idleSeconds: options.idleSeconds,
      idleRssMb,
      loadedRssMb,
      peakRssMb,
      settledRssMb: treeRssMb(store.pid!),
      load: options.note ? `${load}; ${options.note}` : load,
      budgetMb,
      met: idleRssMb <= budgetMb,
    };
  } finally {
    await store.stop();
  }
}

/** The section as Markdown (bench/results/latest.md). */
export function memoryMarkdown(memory: Section<{ rows: MemoryRow[] }> | undefined): string[] {
  if (!memory) return [];
  const out = [
    '\n**Server start and memory** (compiled server, `node apps/server/dist/main.js`, a store of its own per database; RSS of its process tree from /proc; decisions 0045, 0058)\n',
  ];
  if ('skipped' in memory) return [...out, `skipped: ${memory.skipped}`];
  out.push(
    '| database | cold start to first answer s | RSS idle MB (s after first answer) | RSS peak during load MB | RSS at end of load MB | RSS ' +
      `${SETTLE_SECONDS} s later MB | load | budget idle MB |  |`,
  );
  out.push('|---|---|---|---|---|---|---|---|---|');
  for (const r of memory.rows)
    out.push(
      `| ${r.database} | ${(r.coldStartMs / 1000).toFixed(1)} | ${r.idleRssMb} (${r.idleSeconds}) | ${r.peakRssMb ?? '-'} | ${r.loadedRssMb ?? '-'} | ${r.settledRssMb ?? '-'} | ${r.load} | ${r.budgetMb} | ${r.met ? 'met' : 'MISSED'} |`,
    );
  return out;
}
