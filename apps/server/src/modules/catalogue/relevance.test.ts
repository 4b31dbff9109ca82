import { describe, expect, it } from 'vitest';
import type { SearchAnswer } from '@fardin/core/contract-catalogue';
import { demoProducts } from '@fardin/db/seed/catalogue-data';
import { evaluateRelevance, RELEVANCE_QUERIES, scoreQuery } from '@fardin/db/seed/relevance';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';

describe('the labelled relevance set', () => {
  it('has at least 20 queries in each of kh, en and zh, each labelled with products of its store', () => {
    for (const lang of ['kh', 'en', 'zh'])
      expect(RELEVANCE_QUERIES.filter((q) => q.lang === lang).length, lang).toBeGreaterThanOrEqual(20);
    const all = demoProducts();
    for (const query of RELEVANCE_QUERIES) {
      // The ids are the named base items in that store (and country): the labels follow the seed.
      const expected = all
        .filter((p) => p.store === query.store)
        .filter((p) => !query.country || p.country === query.country)
        .filter((p) => query.relevant_items.some((item) => (p.titleEn ?? '').endsWith(item)))
        .map((p) => p.sourceId);
      expect(query.relevant, query.q).toEqual(expected);
      expect(query.relevant.length, query.q).toBeGreaterThan(0);
    }
  });

  it('scores precision over the results shown and recall over the relevant products', () => {
    const query = { ...RELEVANCE_QUERIES[0]!, relevant: ['a', 'b', 'c', 'd'] };
    const outcome = scoreQuery(query, ['a', 'x', 'b', 'y']);
    expect(outcome.precision).toBe(0.5);
    expect(outcome.recall).toBe(0.5);
    expect(outcome.offTopicFirst).toBe(false);
    expect(scoreQuery(query, ['x', 'a']).offTopicFirst).toBe(true);
    expect(scoreQuery(query, []).precision).toBe(0);
  });
});

describe.each(TEST_DB_KINDS)('search relevance of the demo catalogue on %s', (kind) => {
  const t = useTestApp(kind);

  it('keeps precision@10 at 0.8 or more in every language, and no first result off-topic', async () => {
    const { outcomes, languages } = await evaluateRelevance(async (path) => {
      const res = await t.call<SearchAnswer>('GET', path);
      expect(res.status, path).toBe(200);
      return res.body.result.item.map((i) => i.num_iid);
    });
    const weak = outcomes
      .filter((o) => o.precision < 0.8)
      .map((o) => `${o.query.store} «${o.query.q}»: ${o.top.join(' ')}`);
    for (const score of languages)
      expect(score.precisionAt10, `${score.lang}: ${weak.join('; ')}`).toBeGreaterThanOrEqual(0.8);
    const offTopic = outcomes.filter((o) => o.offTopicFirst).map((o) => `${o.query.store} «${o.query.q}»: ${o.top[0]}`);
    expect(offTopic).toEqual([]);
  });

  it('honours the country: Amazon US headphones are all US products', async () => {
    const res = await t.call<SearchAnswer>('GET', '/api/amazon?api=item_search&q=headphones&country=US');
    expect(res.body.result.item.length).toBeGreaterThan(0);
    expect(res.body.result.item.map((i) => i.country)).toEqual(res.body.result.item.map(() => 'US'));
    const jp = await t.call<SearchAnswer>('GET', '/api/amazon?api=item_search&q=earphones&country=jp');
    expect(jp.body.result.item.map((i) => i.country)).toEqual(jp.body.result.item.map(() => 'jp'));
  });
});
