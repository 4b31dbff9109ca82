import QUERIES from './relevance-queries.json';

/**
 * DEMO DATA: the labelled relevance set of the demo catalogue's search (issue 29 item 5, decision
 * 0053): queries in kh, en and zh, each with the store (and country) searched and the ids of the
 * products a shopper typing it wants. `relevant_items` names the judgement (the catalogue's base
 * items); `relevant` are their ids in that store. Used by `npm run bench` and relevance.test.ts.
 */
export interface RelevanceQuery {
  id: number;
  lang: 'kh' | 'en' | 'zh';
  store: string;
  country?: string;
  q: string;
  relevant_items: string[];
  relevant: string[];
}

export const RELEVANCE_QUERIES: readonly RelevanceQuery[] = QUERIES as RelevanceQuery[];
const RELEVANCE_K = 10;

export interface QueryOutcome {
  query: RelevanceQuery;
  /** Ids of the first K results, in order. */
  top: string[];
  /** Relevant results among the first K over the results shown (at most K); 0 when nothing came. */
  precision: number;
  /** Relevant results among the first K over the relevant products (at most K). */
  recall: number;
  /** The first result is not one the shopper asked for. */
  offTopicFirst: boolean;
}

export interface LanguageScore {
  lang: RelevanceQuery['lang'];
  queries: number;
  precisionAt10: number;
  recallAt10: number;
}

export function scoreQuery(query: RelevanceQuery, ids: readonly string[]): QueryOutcome {
  const top = ids.slice(0, RELEVANCE_K);
  const wanted = new Set(query.relevant);
  const hits = top.filter((id) => wanted.has(id)).length;
  return {
    query,
    top,
    precision: top.length ? hits / top.length : 0,
    recall: hits / Math.min(RELEVANCE_K, wanted.size),
    offTopicFirst: top.length === 0 || !wanted.has(top[0]!),
  };
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/** Precision@10 and recall@10 averaged over each language's queries. */
function byLanguage(outcomes: readonly QueryOutcome[]): LanguageScore[] {
  return (['kh', 'en', 'zh'] as const).map((lang) => {
    const mine = outcomes.filter((o) => o.query.lang === lang);
    return {
      lang,
      queries: mine.length,
      precisionAt10: mean(mine.map((o) => o.precision)),
      recallAt10: mean(mine.map((o) => o.recall)),
    };
  });
}

/** The query string of one relevance query for `GET /api/{store}?api=item_search`. */
function searchQueryString(query: RelevanceQuery): string {
  const params = new URLSearchParams({ api: 'item_search', q: query.q, page: '1', page_size: String(RELEVANCE_K) });
  if (query.country) params.set('country', query.country);
  return `/api/${encodeURIComponent(query.store)}?${params.toString()}`;
}

/** Runs every query through `search` (ids of the results in order) and scores it. */
export async function evaluateRelevance(
  search: (path: string) => Promise<string[]>,
): Promise<{ outcomes: QueryOutcome[]; languages: LanguageScore[] }> {
  const outcomes: QueryOutcome[] = [];
  for (const query of RELEVANCE_QUERIES) outcomes.push(scoreQuery(query, await search(searchQueryString(query))));
  return { outcomes, languages: byLanguage(outcomes) };
}
