/**
 * Two running stores (e.g. a build before and after a change) against their no-JavaScript twins,
 * interleaved: round i measures A (page, twin, every page) then B; medians of the rounds' ratios.
 * `npx tsx bench/src/twin-compare.ts <baseA> <baseB> [rounds]` (decision 0025). Prints Markdown.
 */
import { loadavg } from 'node:os';
import { AUTH_COOKIE } from '@fardin/core/cookies';
import { demoShopperToken } from './server';
import { measureTwins, type TwinRow } from './twin';
import { isSkipped, median } from './types';

const [a, b, roundsArg] = process.argv.slice(2);
if (!a || !b) {
  console.error('usage: npx tsx bench/src/twin-compare.ts <baseA> <baseB> [rounds]');
  process.exit(2);
}
const rounds = Number(roundsArg ?? 3);

async function cookieFor(base: string): Promise<string | null> {
  const login = await demoShopperToken(base);
  return 'token' in login ? `${AUTH_COOKIE}=${encodeURIComponent(login.token)}` : null;
}

const bases = [a, b];
const cookies = await Promise.all(bases.map(cookieFor));
const rows: TwinRow[][][] = [[], []];
const loads: number[] = [];
for (let i = 0; i < rounds; i++) {
  for (const [k, base] of bases.entries()) {
    loads.push(loadavg()[0]!);
    const result = await measureTwins(base, { runs: 1, cookie: cookies[k]! });
    if (isSkipped(result)) console.error(`[twin-compare] ${base}: ${result.skipped}`);
    else rows[k]!.push(result.rows);
    console.error(`[twin-compare] round ${i + 1} ${base} done`);
  }
}
const fmt = (n: number) => (Number.isFinite(n) ? String(Math.round(n * 100) / 100) : '-');
console.log(`${rounds} rounds, load ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}\n`);
console.log(
  '| page (kh) | A: FCP / LCP ratio | B: FCP / LCP ratio | A: perf / CLS / TBT ms | B: perf / CLS / TBT ms |',
);
console.log('|---|---|---|---|---|');
const pages = rows[0]![0]?.map((r) => r.page) ?? [];
for (const page of pages) {
  const side = (k: number) =>
    rows[k]!.map((round) => round.find((r) => r.page === page)).filter((r): r is TwinRow => !!r);
  const cell = (k: number) =>
    `${fmt(median(side(k).map((r) => r.fcpRatio)))} / ${fmt(median(side(k).map((r) => r.lcpRatio)))}`;
  const perf = (k: number) =>
    `${fmt(median(side(k).map((r) => r.withJs.performance)))} / ${fmt(median(side(k).map((r) => r.withJs.cls)))} / ${fmt(median(side(k).map((r) => r.withJs.tbtMs)))}`;
  console.log(`| ${page} | ${cell(0)} | ${cell(1)} | ${perf(0)} | ${perf(1)} |`);
}
