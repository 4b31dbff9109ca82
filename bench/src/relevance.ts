import { evaluateRelevance, RELEVANCE_QUERIES, type LanguageScore } from '@fardin/db/seed/relevance';
import { isSkipped, type Section } from './types';

/** The relevance section: precision@10 and recall@10 per language over the labelled set (decision 0053). */
export interface RelevanceResult {
  queries: number;
  languages: LanguageScore[];
  /** Queries whose first result is not one of their relevant products. */
  offTopicFirst: string[];
  /** Queries under the precision budget, with what came first. */
  weak: string[];
}

export const PRECISION_BUDGET = 0.8;

/** Runs the labelled queries of packages/db/src/seed/relevance-queries.json against the running store. */
export async function measureRelevance(base: string): Promise<RelevanceResult> {
  const { outcomes, languages } = await evaluateRelevance(async (path) => {
    const res = await fetch(`${base}${path}`, { headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    const body = (await res.json()) as { result: { item: { num_iid: string }[] } };
    return body.result.item.map((i) => i.num_iid);
  });
  const label = (o: (typeof outcomes)[number]) =>
    `${o.query.lang} ${o.query.store} «${o.query.q}» -> ${o.top[0] ?? 'nothing'}`;
  return {
    queries: RELEVANCE_QUERIES.length,
    languages,
    offTopicFirst: outcomes.filter((o) => o.offTopicFirst).map(label),
    weak: outcomes.filter((o) => o.precision < PRECISION_BUDGET).map(label),
  };
}

export function relevanceMarkdown(section: Section<RelevanceResult> | undefined): string[] {
  const out = [
    '\n**Search relevance** (labelled set, precision@10 over the results shown, recall@10; budget precision >= 0.8)\n',
  ];
  if (!section) return [...out, 'not measured in this run'];
  if (isSkipped(section)) return [...out, `skipped: ${section.skipped}`];
  out.push(
    '| language | queries | precision@10 | recall@10 | budget |',
    '|---|---|---|---|---|',
    ...section.languages.map(
      (l) =>
        `| ${l.lang} | ${l.queries} | ${l.precisionAt10.toFixed(3)} | ${l.recallAt10.toFixed(3)} | ${l.precisionAt10 >= PRECISION_BUDGET ? 'met' : 'MISSED'} |`,
    ),
  );
  out.push(`\nOff-topic first results: ${section.offTopicFirst.length ? section.offTopicFirst.join('; ') : 'none'}.`);
  if (section.weak.length) out.push(`Queries under the budget: ${section.weak.join('; ')}.`);
  return out;
}
