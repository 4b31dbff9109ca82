import { describe, expect, it } from 'vitest';
import { products } from '@fardin/db/schema/catalogue';
import type { SearchAnswer } from '@fardin/core/contract-catalogue';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { SEARCH_CANDIDATE_LIMIT, sortCandidates } from './local-catalogue';

describe('sortCandidates', () => {
  const list = [
    { id: 3, rank: 0.2, priceUsdCents: 500, sales: 10 },
    { id: 1, rank: 0.9, priceUsdCents: 900, sales: 10 },
    { id: 2, rank: 0.2, priceUsdCents: 100, sales: 50 },
  ];
  it('orders by rank, price or sales like the SQL order, ties by id', () => {
    expect(sortCandidates(list, 'rank').map((c) => c.id)).toEqual([1, 2, 3]);
    expect(sortCandidates(list, 'price_asc').map((c) => c.id)).toEqual([2, 3, 1]);
    expect(sortCandidates(list, 'price_desc').map((c) => c.id)).toEqual([1, 3, 2]);
    expect(sortCandidates(list, 'sales').map((c) => c.id)).toEqual([2, 1, 3]);
  });
});

describe.each(TEST_DB_KINDS)('bounded text search on %s', (kind) => {
  const MANY = SEARCH_CANDIDATE_LIMIT + 40;
  const t = useTestApp(kind, async (t) => {
    await t.opened.db.insert(products).values(
      Array.from({ length: MANY }, (_, i) => ({
        store: 'fardin',
        sourceId: `bounded-${i}`,
        country: 'fardin',
        title: `Quokka mug ${i}`,
        currency: 'USD',
        priceCents: 1000 + i,
        priceUsdCents: 1000 + i,
        sales: i,
      })),
    );
  });
  const search = (query: string) => t.call<SearchAnswer>('GET', `/api/fardin?api=item_search&${query}`);

  it('counts and pages at most SEARCH_CANDIDATE_LIMIT matches of a common word', async () => {
    const first = await search('q=quokka&page=1&page_size=12');
    expect(first.status).toBe(200);
    expect(first.body.result.total).toBe(SEARCH_CANDIDATE_LIMIT);
    expect(first.body.result.item).toHaveLength(12);
    const last = await search(`q=quokka&page=${SEARCH_CANDIDATE_LIMIT / 12}&page_size=12`);
    expect(last.body.result.item).toHaveLength(12);
    const beyond = await search(`q=quokka&page=${SEARCH_CANDIDATE_LIMIT / 12 + 1}&page_size=12`);
    expect(beyond.body.result.item).toHaveLength(0);
  });

  it('sorts the page by price and keeps every product once across pages', async () => {
    const seen = new Set<string>();
    let previous = -1;
    for (let page = 1; page <= 3; page++) {
      const res = await search(`q=quokka&sort=price_asc&page=${page}&page_size=12`);
      for (const item of res.body.result.item) {
        expect(seen.has(item.num_iid)).toBe(false);
        seen.add(item.num_iid);
        const price = item.price_usd ?? -1;
        expect(price).toBeGreaterThanOrEqual(previous);
        previous = price;
      }
    }
    expect(seen.size).toBe(36);
    expect(previous).toBeGreaterThan(0);
  });

  it('falls back to the typo match only when exact matches fill less than a page', async () => {
    const typo = await search('q=quoka');
    expect(typo.body.result.item.length).toBeGreaterThan(0);
    expect(typo.body.result.item[0]!.title).toContain('Quokka');
  });
});
