import autocannon from 'autocannon';
import { median, type Section } from './types';

export interface ThroughputRow {
  target: string;
  path: string;
  kind: 'json' | 'ssr' | 'floor';
  /** Median over rounds of target req/s divided by the baseline's req/s measured right after it. */
  ratio: number;
  ratios: number[];
  p50Ms: number;
  p99Ms: number;
  baselineP50Ms: number;
  baselineP99Ms: number;
  non2xx: number;
  budgetMet?: boolean;
  note?: string;
}

const CONNECTIONS = 10;
/** Browsers and the mobile app send this; the server's compression is part of the cost. */
const HEADERS = { Accept: 'application/json, text/html', 'Accept-Encoding': 'br, gzip' };
export const JSON_RATIO_BUDGET = 0.5;
/** Issue 16: a warm guest catalogue page (kept HTML, decision 0020) against the same baseline. */
export const SSR_RATIO_BUDGET = 0.3;

/** null when the target answers 2xx, else why not; `about` = what one answer is, as the bench receives it. */
async function probe(url: string): Promise<{ problem: string | null; about: string; bytes?: number }> {
  const res = await fetch(url, { headers: HEADERS }).catch((err: unknown) => err);
  if (!(res instanceof Response)) return { problem: 'request failed', about: '' };
  await res.arrayBuffer();
  // fetch decodes the body: the length on the wire is the header's (absent when streamed).
  const length = res.headers.get('content-length');
  const encoding = res.headers.get('content-encoding');
  const cache = res.headers.get('x-cache');
  const about = [
    length ? `${(Number(length) / 1024).toFixed(1)} KB${encoding ? ` ${encoding}` : ''}` : (encoding ?? ''),
    cache ? `server cache: ${cache}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return { problem: res.ok ? null : `answers ${res.status}`, about, ...(length ? { bytes: Number(length) } : {}) };
}

/** The id of the first own-catalogue search hit, for the product-detail target. */
async function firstOwnProduct(base: string): Promise<string | null> {
  const res = await fetch(`${base}/api/fardin?api=item_search&q=shirt`).catch(() => null);
  if (!res?.ok) return null;
  const body = (await res.json().catch(() => null)) as { result?: { item?: { num_iid?: unknown }[] } } | null;
  const id = body?.result?.item?.[0]?.num_iid;
  return id === undefined || id === null ? null : String(id);
}

export async function measureThroughput(
  base: string,
  baseline: string,
  options: { rounds: number; seconds: number },
): Promise<Section<{ rows: ThroughputRow[]; connections: number; seconds: number; rounds: number }>> {
  const ownId = await firstOwnProduct(base);
  // The floor for a page of home's size: fixed bytes from the baseline's own process (no work).
  // (the second answer: the first renders the page, the next come from the server's page cache)
  await probe(`${base}/`);
  const homeBytes = (await probe(`${base}/`)).bytes;
  const targets: {
    target: string;
    path: string | null;
    kind: 'json' | 'ssr' | 'floor';
    missing: string;
    origin?: string;
  }[] = [
    { target: 'GET /api/stores', path: '/api/stores', kind: 'json', missing: '' },
    {
      target: 'own-catalogue search',
      path: '/api/fardin?api=item_search&q=shirt',
      kind: 'json',
      missing: 'own-catalogue search is not available yet',
    },
    {
      target: 'product detail (own)',
      path: ownId ? `/api/fardin?api=item_detail_simple&num_iid=${encodeURIComponent(ownId)}` : null,
      kind: 'json',
      missing: 'no own-catalogue product to open',
    },
    { target: 'SSR home', path: '/', kind: 'ssr', missing: '' },
    { target: 'SSR product', path: '/product/taobao/tst', kind: 'ssr', missing: '' },
    { target: 'SSR search (en)', path: '/en/search/filter/fardin?q=shirt', kind: 'ssr', missing: '' },
    {
      target: "bare Hono, fixed body of home's size",
      path: homeBytes ? `/bytes/${homeBytes}` : null,
      kind: 'floor',
      missing: 'home has no Content-Length',
      origin: new URL(baseline).origin,
    },
  ];
  const run = (url: string, duration: number) =>
    autocannon({ url, connections: CONNECTIONS, duration, headers: HEADERS });
  const rows: ThroughputRow[] = [];
  for (const t of targets) {
    const target = t.origin ?? base;
    const probed = t.path ? await probe(target + t.path) : { problem: t.missing, about: '' };
    const problem = probed.problem;
    if (problem || !t.path) {
      rows.push({
        target: t.target,
        path: t.path ?? '',
        kind: t.kind,
        ratio: Number.NaN,
        ratios: [],
        p50Ms: Number.NaN,
        p99Ms: Number.NaN,
        baselineP50Ms: Number.NaN,
        baselineP99Ms: Number.NaN,
        non2xx: 0,
        note: `skipped: ${t.path ? `${t.path} ${problem}` : t.missing}`,
      });
      continue;
    }
    await run(target + t.path, 1);
    await run(baseline, 1);
    const ratios: number[] = [];
    const lat = { p50: [] as number[], p99: [] as number[], bp50: [] as number[], bp99: [] as number[] };
    let non2xx = 0;
    for (let round = 0; round < options.rounds; round++) {
      const a = await run(target + t.path, options.seconds);
      const b = await run(baseline, options.seconds);
      ratios.push(a.requests.average / b.requests.average);
      lat.p50.push(a.latency.p50);
      lat.p99.push(a.latency.p99);
      lat.bp50.push(b.latency.p50);
      lat.bp99.push(b.latency.p99);
      non2xx += a.non2xx + a.errors;
    }
    const ratio = Math.round(median(ratios) * 1000) / 1000;
    rows.push({
      target: t.target,
      path: t.path,
      kind: t.kind,
      ratio,
      ratios: ratios.map((r) => Math.round(r * 1000) / 1000),
      p50Ms: median(lat.p50),
      p99Ms: median(lat.p99),
      baselineP50Ms: median(lat.bp50),
      baselineP99Ms: median(lat.bp99),
      non2xx,
      ...(t.kind === 'floor' ? {} : { budgetMet: ratio >= (t.kind === 'json' ? JSON_RATIO_BUDGET : SSR_RATIO_BUDGET) }),
      // What one answer was after the rounds (warm): its size as sent and the server's answer cache.
      ...(await probe(target + t.path).then((p) => (p.about ? { note: p.about } : {}))),
    });
    console.error(`[bench] throughput ${t.target}: ratio ${ratio}`);
  }
  return { rows, connections: CONNECTIONS, seconds: options.seconds, rounds: options.rounds };
}
