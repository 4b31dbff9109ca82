import { afterEach, describe, expect, it } from 'vitest';
import { createAggregatorSource, type AggregatorOptions } from './aggregator';
import { UpstreamError } from '../../lib/resilience';
import { startHostileServer, timed, type HostileServer } from '../../test/hostile-server';
import { createTestApp } from '../../test/test-app';

/**
 * Issue 24 item 6: an aggregator that hangs, drips or floods costs a search one bounded wait
 * (every try together), then a clear error or the answer kept from before (decision 0035). Short
 * deadlines stand in for the configured 4 s per try / 9 s per call.
 */
const SEARCH = { store: 'taobao', q: 'dress', page: 1, pageSize: 20, sort: 'default' } as const;

let servers: HostileServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});
async function hostile(mode: Parameters<typeof startHostileServer>[0]) {
  const server = await startHostileServer(mode);
  servers.push(server);
  return server;
}

function source(baseUrl: string, extra: Partial<AggregatorOptions> = {}) {
  return createAggregatorSource({
    baseUrl,
    key: 'k',
    secret: 's',
    family: 'query',
    rates: async () => ({}),
    timeoutMs: 200,
    deadlineMs: 500,
    retries: 2,
    retryBaseMs: 10,
    ...extra,
  });
}

describe('aggregator deadline and byte cap', () => {
  it('gives up a silent aggregator at the deadline over all tries, not at tries x timeout', async () => {
    const server = await hostile('silent');
    // Five tries of 200 ms would take over a second; the deadline ends them at 500 ms.
    const { ms, error } = await timed(() => source(server.url, { retries: 4 }).search(SEARCH));
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).kind).toBe('unavailable');
    expect(ms).toBeGreaterThanOrEqual(450);
    expect(ms).toBeLessThan(1000);
    expect(server.requests).toBeLessThanOrEqual(3);
  });

  it('gives up an answer that drips in slowly at the deadline too', async () => {
    const server = await hostile('slow');
    const { ms, error } = await timed(() => source(server.url).search(SEARCH));
    expect((error as UpstreamError).kind).toBe('unavailable');
    expect(ms).toBeLessThan(1000);
  });

  it('stops reading a 150 MB answer at the cap, and does not ask again', async () => {
    const server = await hostile('huge');
    const { ms, error } = await timed(() =>
      source(server.url, { timeoutMs: 10_000, deadlineMs: 10_000, maxBytes: 1024 * 1024 }).search(SEARCH),
    );
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).kind).toBe('malformed');
    expect(ms).toBeLessThan(5000);
    expect(server.requests).toBe(1);
    expect(server.sent).toBeLessThan(32 * 1024 * 1024);
  });

  it('answers the kept search when the aggregator goes silent after its TTL', async () => {
    let clock = 1_000_000;
    let down = false;
    const fake: typeof fetch = (_url, init) =>
      down
        ? new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          )
        : Promise.resolve(
            Response.json({ result: { item: [{ num_iid: 1, title: 'Dress', pic: '//a/b.jpg', price: '10' }] } }),
          );
    const s = source('http://aggregator.example', { fetch: fake, now: () => clock, searchTtlMs: 1000 });
    const first = await s.search(SEARCH);
    expect(first.items).toHaveLength(1);
    down = true;
    clock += 5000;
    const { ms, value } = await timed(() => s.search(SEARCH));
    expect(value?.items.map((i) => i.title)).toEqual(['Dress']);
    expect(ms).toBeLessThan(1000);
    // Past the kept window there is nothing to give: a clear error.
    clock += 2 * 60 * 60_000;
    const { error } = await timed(() => s.search(SEARCH));
    expect((error as UpstreamError).kind).toBe('unavailable');
  });
});

describe('a search through the API while the aggregator hangs', () => {
  it('answers 502 product.upstream_unavailable within the configured deadline', async () => {
    const server = await hostile('silent');
    const t = await createTestApp('pglite', {
      MARKETPLACE_API_URL: server.url,
      // Three tries of 1 s would take over 3 s: the 600 ms deadline over all of them answers first.
      MARKETPLACE_TIMEOUT_MS: '1000',
      MARKETPLACE_DEADLINE_MS: '600',
    });
    try {
      // Warm the route up (the shop's own store: the same search path, no aggregator).
      expect((await t.call('GET', '/api/fardin?api=item_search&q=dress')).status).toBe(200);
      const { ms, value } = await timed(() => t.call('GET', '/api/taobao?api=item_search&q=dress'));
      expect(value?.status).toBe(502);
      expect(value?.body).toMatchObject({ code: 'product.upstream_unavailable' });
      expect(ms).toBeLessThan(2500);
      expect(server.requests).toBe(1);
    } finally {
      await t.close();
    }
  }, 60_000);
});
