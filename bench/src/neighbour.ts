import { percentile, type Section } from './types';

/**
 * The hostile neighbour (issue 24 item 1, decision 0034): one shopper loops "set default address",
 * withdrawals and wallet reads with many requests at once, while another account reads its profile
 * one request at a time. Reported: the neighbour's latency alone and during the loop, and what the
 * loop's requests answered. Timings are reported, never asserted (the test only asserts that the
 * neighbour's answers arrive).
 */
export interface NeighbourResult {
  database: string;
  /** Requests the hostile shopper keeps in flight. */
  hostileConcurrency: number;
  seconds: number;
  /** The hostile loop's answers by status. */
  hostileStatuses: Record<string, number>;
  quietP50Ms: number;
  quietP99Ms: number;
  loadedP50Ms: number;
  loadedP99Ms: number;
  /** Neighbour requests during the loop and how many did not answer 200. */
  loadedRequests: number;
  loadedFailed: number;
}

type Call = (
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) => Promise<{ status: number; ms: number; body: Record<string, unknown> }>;

function client(base: string): Call {
  return async (method, path, token, body) => {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      /* not JSON */
    }
    return { status: res.status, ms: performance.now() - started, body: parsed };
  };
}

async function login(call: Call, phone: string, password: string): Promise<string> {
  const vendor = process.env.VENDOR_CODE ?? 'anakut_buy';
  const res = await call('POST', `/api/login?vendor_code=${vendor}`, undefined, { phone, password });
  if (typeof res.body.token !== 'string') throw new Error(`login ${phone} answered ${res.status}`);
  return res.body.token;
}

/** Sequential profile reads for `ms`; their latencies. */
async function neighbourReads(call: Call, token: string, ms: number): Promise<{ times: number[]; failed: number }> {
  const times: number[] = [];
  let failed = 0;
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const res = await call('GET', '/api/profile', token);
    times.push(res.ms);
    if (res.status !== 200) failed += 1;
  }
  return { times, failed };
}

export async function measureNeighbour(
  base: string,
  options: { database: string; seconds: number; concurrency: number },
): Promise<Section<NeighbourResult>> {
  const call = client(base);
  const hostile = await login(call, '010000001', 'demo-shopper');
  const neighbour = await login(call, '010000002', 'demo-admin');
  const ids: number[] = [];
  for (const name of ['Bench A', 'Bench B', 'Bench C']) {
    const res = await call('POST', '/api/profile/location/add', hostile, {
      name,
      description: '',
      lat: 11.5,
      long: 104.9,
    });
    const id = (res.body.data as { id?: number } | undefined)?.id;
    if (typeof id === 'number') ids.push(id);
  }
  if (ids.length === 0) return { skipped: 'the hostile shopper could not add addresses' };
  const quiet = await neighbourReads(call, neighbour, 1500);

  const statuses: Record<string, number> = {};
  const until = Date.now() + options.seconds * 1000;
  const worker = async (w: number) => {
    for (let i = w; Date.now() < until; i += options.concurrency) {
      const res =
        i % 3 === 0
          ? await call('POST', `/api/profile/location/${ids[i % ids.length]}`, hostile)
          : i % 3 === 1
            ? await call('POST', '/api/wallet/withdraw', hostile, { amount: 0.01 })
            : await call('GET', '/api/wallet', hostile);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  };
  const [loaded] = await Promise.all([
    neighbourReads(call, neighbour, options.seconds * 1000),
    ...Array.from({ length: options.concurrency }, (_, w) => worker(w)),
  ]);
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    database: options.database,
    hostileConcurrency: options.concurrency,
    seconds: options.seconds,
    hostileStatuses: statuses,
    quietP50Ms: round(percentile(quiet.times, 50)),
    quietP99Ms: round(percentile(quiet.times, 99)),
    loadedP50Ms: round(percentile(loaded.times, 50)),
    loadedP99Ms: round(percentile(loaded.times, 99)),
    loadedRequests: loaded.times.length,
    loadedFailed: loaded.failed,
  };
}
