import type { CheckoutResult } from './checkout';
import type { NeighbourResult } from './neighbour';
import type { NotifyResult } from './notify';
import type { RouteBundle } from './bundle';
import type { LighthouseRow } from './lighthouse';
import { memoryMarkdown, type MemoryRow } from './memory';
import { relevanceMarkdown, type RelevanceResult } from './relevance';
import type { ScaleRow } from './scale';
import type { ThroughputRow } from './throughput';
import { TWIN_BUDGET, twinMet, type TwinRow } from './twin';
import { isSkipped, kb, type Section } from './types';

export interface BenchResults {
  startedAt: string;
  quick: boolean;
  machine: { cpus: number; node: string; load: number[] };
  bundle: Section<{
    routes: RouteBundle[];
    budgets: Record<string, { limitKb: number; actualKb: number; met: boolean }>;
  }>;
  twin: Section<{ rows: TwinRow[] }>;
  lighthouse: Section<{ rows: LighthouseRow[] }>;
  throughput: Section<{ rows: ThroughputRow[]; connections: number; seconds: number; rounds: number }>;
  scale: Section<{ rows: ScaleRow[] }>;
  checkout: Section<CheckoutResult>;
  /** Absent in results written before issue 24. */
  neighbour?: Section<NeighbourResult>;
  /** Absent in results written before issue 28. */
  memory?: Section<{ rows: MemoryRow[] }>;
  /** Absent in results written before issue 26's bench section. */
  notify?: Section<NotifyResult>;
  /** Absent in results written before issue 29. */
  relevance?: Section<RelevanceResult>;
  /** BENCH_MERGE_LATEST: the sections kept from earlier runs, with each run's start. */
  merged?: Partial<Record<string, string>>;
}

function table(head: string[], rows: (string | number)[][]): string {
  const fmt = (v: string | number) => (typeof v === 'number' ? (Number.isNaN(v) ? '-' : String(v)) : v);
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.map(fmt).join(' | ')} |`),
  ].join('\n');
}

const mark = (met: boolean | undefined) => (met === undefined ? '' : met ? 'met' : 'MISSED');
const LH_BUDGET = { performance: 95, other: 100 };

/** The results as Markdown tables (printed to the terminal and pasted into bench/README.md). */
export function markdown(r: BenchResults): string {
  const out: string[] = [
    `Run ${r.startedAt}${r.quick ? ' (BENCH_QUICK=1)' : ''} on ${r.machine.cpus} CPUs, Node ${r.machine.node}, load ${r.machine.load.map((l) => l.toFixed(1)).join(' ')}.`,
  ];
  const kept = Object.entries(r.merged ?? {});
  if (kept.length)
    out.push(
      `Sections not run this time, kept from earlier runs: ${kept.map(([section, run]) => `${section} (${run})`).join(', ')}.`,
    );
  out.push(...memoryMarkdown(r.memory));

  out.push('\n**Bundle** (initial JS/CSS of the server-rendered page, KB; gzip -9 and brotli q11)\n');
  if (isSkipped(r.bundle)) out.push(`skipped: ${r.bundle.skipped}`);
  else {
    out.push(
      table(
        [
          'route',
          'status',
          'JS files',
          'JS raw',
          'JS gzip',
          'JS br',
          'CSS gzip',
          'CSS br',
          'inline gzip',
          'of it data',
          'heavy libs',
        ],
        r.bundle.routes.map((b) => [
          b.route,
          b.status,
          b.js.files,
          kb(b.js.raw),
          kb(b.js.gzip),
          kb(b.js.brotli),
          kb(b.css.gzip),
          kb(b.css.brotli),
          b.inline ? kb(b.inline.gzip) : '-',
          b.inline ? kb(b.inline.dataGzip) : '-',
          b.heavy.join(', ') || 'none',
        ]),
      ),
    );
    out.push(
      '',
      table(
        ['budget', 'limit KB', 'actual KB', ''],
        Object.entries(r.bundle.budgets).map(([k, v]) => [k, v.limitKb, v.actualKb, mark(v.met)]),
      ),
    );
  }

  out.push(
    `\n**Page against its no-JavaScript twin** (Lighthouse mobile, kh, page and twin interleaved, medians; ratio = page / twin; budget: FCP and LCP ratio <= ${TWIN_BUDGET.ratio}, perf >= ${TWIN_BUDGET.performance}, CLS <= ${TWIN_BUDGET.cls})\n`,
  );
  if (isSkipped(r.twin)) out.push(`skipped: ${r.twin.skipped}`);
  else
    out.push(
      table(
        [
          'page',
          'runs',
          'FCP ms',
          'twin FCP',
          'FCP ratio',
          'LCP ms',
          'twin LCP',
          'LCP ratio',
          'TBT ms',
          'twin TBT',
          'perf',
          'twin perf',
          'CLS',
          'budget',
          'note',
        ],
        r.twin.rows.map((t) => [
          t.page,
          t.runs,
          t.withJs.fcpMs,
          t.twin.fcpMs,
          t.fcpRatio,
          t.withJs.lcpMs,
          t.twin.lcpMs,
          t.lcpRatio,
          t.withJs.tbtMs,
          t.twin.tbtMs,
          t.withJs.performance,
          t.twin.performance,
          t.withJs.cls,
          mark(twinMet(t)),
          t.note ?? '',
        ]),
      ),
    );

  out.push('\n**Lighthouse** (mobile emulation, median of runs; budget: performance >= 95, others 100)\n');
  if (isSkipped(r.lighthouse)) out.push(`skipped: ${r.lighthouse.skipped}`);
  else
    out.push(
      table(
        ['page', 'locale', 'runs', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'budget', 'note'],
        r.lighthouse.rows.map((l) => {
          const met =
            l.runs > 0
              ? l.performance >= LH_BUDGET.performance &&
                l.accessibility >= LH_BUDGET.other &&
                l.bestPractices >= LH_BUDGET.other &&
                l.seo >= LH_BUDGET.other
              : undefined;
          return [
            l.page,
            l.locale,
            l.runs,
            l.performance,
            l.accessibility,
            l.bestPractices,
            l.seo,
            l.lcpMs,
            l.tbtMs,
            l.cls,
            mark(met),
            [l.note, l.failing?.length ? `below 100: ${l.failing.join(', ')}` : ''].filter(Boolean).join('; '),
          ];
        }),
      ),
    );

  out.push(
    '\n**Server throughput** (ratio = target req/s / bare Hono JSON req/s, median of interleaved rounds; budget: JSON >= 0.5, warm guest pages >= 0.3)\n',
  );
  if (isSkipped(r.throughput)) out.push(`skipped: ${r.throughput.skipped}`);
  else {
    out.push(
      `${r.throughput.connections} connections, ${r.throughput.rounds} rounds of ${r.throughput.seconds} s each side.\n`,
    );
    out.push(
      table(
        ['target', 'ratio', 'rounds', 'p50 ms', 'p99 ms', 'baseline p50/p99 ms', 'non-2xx', 'budget', 'note'],
        r.throughput.rows.map((t) => [
          t.target,
          t.ratio,
          t.ratios.join(' / '),
          t.p50Ms,
          t.p99Ms,
          Number.isNaN(t.baselineP50Ms) ? '-' : `${t.baselineP50Ms} / ${t.baselineP99Ms}`,
          t.non2xx,
          mark(t.budgetMet),
          t.note ?? '',
        ]),
      ),
    );
  }

  out.push(
    '\n**Own-catalogue search at scale** (PostgreSQL, 200 mixed queries over HTTP; budget p95 <= 30 ms at 1M)\n',
  );
  if (isSkipped(r.scale)) out.push(`skipped: ${r.scale.skipped}`);
  else {
    out.push(
      table(
        ['products', 'queries', 'p50 ms', 'p95 ms', 'p95 en / kh / zh / typo / price ms', 'failed', 'budget', 'note'],
        r.scale.rows.map((s) => [
          s.products,
          s.queries,
          s.p50Ms,
          s.p95Ms,
          Object.values(s.p95ByKindMs ?? {}).join(' / '),
          s.failed,
          mark(s.budgetMet),
          s.note ?? '',
        ]),
      ),
    );
  }

  out.push(
    '\n**Checkout under load** (concurrent shoppers, each: add to cart, then check out with cash on delivery; budget: created = requested)\n',
  );
  if (isSkipped(r.checkout)) out.push(`skipped: ${r.checkout.skipped}`);
  else {
    const c = r.checkout;
    out.push(
      `${c.shoppers} shoppers, ${c.requested / c.shoppers} orders each, product ${c.product}, ${c.seconds} s.\n`,
    );
    out.push(
      table(
        [
          'shoppers',
          'requested',
          'created',
          'failed',
          'orders/s',
          'checkout p50 ms',
          'checkout p99 ms',
          'cycle p50/p99 ms',
          'budget',
        ],
        [
          [
            c.shoppers,
            c.requested,
            c.created,
            c.failed,
            c.ordersPerSecond,
            c.p50Ms,
            c.p99Ms,
            `${c.cycleP50Ms} / ${c.cycleP99Ms}`,
            mark(c.created === c.requested && c.failed === 0),
          ],
        ],
      ),
    );
    if (c.errors.length) out.push(`\nfirst failures: ${c.errors.join('; ')}`);
  }

  if (r.neighbour) {
    out.push(
      '\n**Hostile neighbour** (one shopper loops set-default / withdraw / wallet with many requests at once; another account reads its profile; decision 0034)\n',
    );
    if (isSkipped(r.neighbour)) out.push(`skipped: ${r.neighbour.skipped}`);
    else {
      const n = r.neighbour;
      const statuses = Object.entries(n.hostileStatuses)
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ');
      out.push(
        table(
          [
            'database',
            'hostile in flight',
            's',
            'hostile answers',
            'quiet p50/p99 ms',
            'loaded p50/p99 ms',
            'neighbour reads',
            'failed',
          ],
          [
            [
              n.database,
              n.hostileConcurrency,
              n.seconds,
              statuses,
              `${n.quietP50Ms} / ${n.quietP99Ms}`,
              `${n.loadedP50Ms} / ${n.loadedP99Ms}`,
              n.loadedRequests,
              n.loadedFailed,
            ],
          ],
        ),
      );
    }
  }
  if (r.notify) {
    out.push(
      '\n**Stage change to Telegram** (staff move an order; the fake Bot API receives the shopper message; reported, not a budget; issue 26)\n',
    );
    if (isSkipped(r.notify)) out.push(`skipped: ${r.notify.skipped}`);
    else {
      const n = r.notify;
      out.push(
        table(
          ['database', 'NOTIFY_POLL_MS', 'samples', 'missed', 'p50 ms', 'p95 ms', 'max ms'],
          [[n.database, n.pollMs, n.samples, n.missed, n.p50Ms, n.p95Ms, n.maxMs]],
        ),
      );
    }
  }
  out.push(...relevanceMarkdown(r.relevance));
  return out.join('\n');
}
