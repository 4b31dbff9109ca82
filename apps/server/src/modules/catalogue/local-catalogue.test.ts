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

/**
 * The bounded search (decision 0010) and what a shopper's words match (decisions 0053 and 0067): a
 * Latin word at a word start, Khmer and Chinese anywhere in a title, never the category slug.
 * Made-up words (`tm-` products) keep the demo catalogue out of the answers.
 */
describe.each(TEST_DB_KINDS)('bounded text search and text matching on %s', (kind) => {
  const MANY = SEARCH_CANDIDATE_LIMIT + 40;
  const own = (
    sourceId: string,
    titles: { title: string; en?: string; kh?: string; zh?: string },
    category = 'men',
  ) => ({
    store: 'fardin',
    sourceId,
    country: 'fardin',
    title: titles.title,
    titleEn: titles.en ?? '',
    titleKh: titles.kh ?? '',
    titleZh: titles.zh ?? '',
    category,
    currency: 'USD',
    priceCents: 1500,
    priceUsdCents: 1500,
  });
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
    await t.opened.db
      .insert(products)
      .values([
        own('tm-mens', { title: 'Glimmerix mens vest' }),
        own('tm-womens', { title: 'Glimmerix womens vest' }, 'women'),
        own('tm-zh', { title: '闪珀纯棉衬衫', zh: '闪珀纯棉衬衫' }),
        own('tm-zh-shoe', { title: '闪珀运动鞋' }, 'shoes-bags'),
        own('tm-kh', { title: 'ក្រវិលពន្លឺ', kh: 'ក្រវិលពន្លឺ' }),
        own('tm-tote', { title: 'Glimmerix tote' }, 'shoes-bags'),
        own('tm-shoe', { title: 'Glimmerix shoe horn' }, 'home'),
      ]);
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

  /** The made-up products a search finds, by source id. */
  async function found(q: string): Promise<string[]> {
    const res = await t.call<SearchAnswer>('GET', `/api/fardin?api=item_search&q=${encodeURIComponent(q)}`);
    expect(res.status, q).toBe(200);
    return res.body.result.item
      .map((i) => i.num_iid)
      .filter((id) => id.startsWith('tm-'))
      .sort();
  }

  it('matches every Latin word at a word start: a prefix or a plural, never inside a word', async () => {
    expect(await found('glimmerix mens')).toEqual(['tm-mens']);
    expect(await found('glimmerix tote')).toEqual(['tm-tote']);
    // «shoes» is a glossary word: its English form is looked up by its singular too.
    expect(await found('glimmerix shoes')).toEqual(['tm-shoe']);
    expect(await found('glimmerix womens')).toEqual(['tm-womens']);
    expect(await found('glimme vests')).toEqual(['tm-mens', 'tm-womens']);
  });

  it('matches Chinese and Khmer anywhere in a title, one character or several, in their order', async () => {
    expect(await found('闪珀')).toEqual(['tm-zh', 'tm-zh-shoe']);
    expect(await found('纯棉衬衫')).toEqual(['tm-zh']);
    expect(await found('珀闪')).toEqual([]);
    expect(await found('ពន្លឺ')).toEqual(['tm-kh']);
    expect(await found('ក្រវិល')).toEqual(['tm-kh']);
  });

  it('reads the titles only, never the category slug', async () => {
    // Both made-up "tote" and "运动鞋" products are in the shoes-bags category.
    expect(await found('bags')).toEqual([]);
    expect(await found('闪珀鞋')).toEqual(['tm-zh-shoe']);
  });
});
