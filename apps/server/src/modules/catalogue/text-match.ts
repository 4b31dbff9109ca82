import { or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { products, spacedNonLatin } from '@fardin/db/schema/catalogue';
import { glossaryConcepts } from '../../integrations/translation/glossary';

/**
 * How the local catalogue matches a shopper's words (issue 29 item 5, decision 0053). The text is
 * cut into the glossary's concepts ("red running shoes" -> red, running, shoes), each with its forms
 * in every language; a product matches when every concept has one of its forms in one of its titles.
 * Latin forms match at a word start ("men" does not find "women", "shoe" finds "shoes"); Khmer and
 * Chinese, written without spaces, match anywhere. The category slug is not searched: "shoes" finds
 * shoes, not every product of the shoes-and-bags category.
 *
 * The match is one full-text query on `products.search_vector` (decision 0067): a Latin form is a
 * word start (the vector keeps every prefix of a Latin word), a Khmer or Chinese form a phrase of
 * its characters (`'连' <-> '衣' <-> '裙'`), so the GIN index answers every concept and intersects
 * them. The rank reads the titles themselves.
 */
/** One concept: its forms in every language (lower case). */
export type Concept = string[];

/** Outside Latin (and ASCII): the characters the search index keeps one by one (spacedNonLatin). */
const NON_LATIN = /[^\x01-\u024F\u1E00-\u1EFF]/u;
/** A form without a letter or digit has no word to look up. */
const WORDLESS = /^[^\p{L}\p{N}]*$/u;
const REGEX_SPECIAL = /[.*+?^${}()|[\]\\]/g;

/** "dresses" -> "dress", "watches" -> "watch", "shoes" -> "shoe"; short words stay as they are. */
function singular(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  if (/(?:ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The concepts of a text; an unknown English plural is looked up by its singular. */
export function searchConcepts(text: string): Concept[] {
  return glossaryConcepts(text).map((forms) => {
    if (forms.length !== 1) return forms;
    const [word] = forms as [string];
    const one = singular(word);
    if (one === word) return forms;
    const known = glossaryConcepts(one);
    return known.length === 1 && known[0]!.length > 1 ? [...new Set([word, ...known[0]!])] : [one];
  });
}

/** Whether a form is written in Latin letters (then it matches at word starts). */
function isLatin(form: string): boolean {
  return !NON_LATIN.test(form);
}

/** The SQL test of one form against a text column: word start for Latin, substring otherwise. */
function formMatches(column: SQLWrapper, form: string): SQL {
  if (isLatin(form)) {
    const stem = singular(form.trim());
    return sql`${column} ~* ${`\\m${stem.replace(REGEX_SPECIAL, '\\$&')}`}`;
  }
  return sql`${column} ILIKE ${`%${form.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}`;
}

/**
 * The full-text query of one form. A Latin form's (singular) words, in a row: the search vector
 * keeps every prefix of a Latin word, so `'shoe'` is the word start of "shoes" and no prefix scan
 * (`:*`) is needed. Any other form: the phrase of its characters (`'连' <-> '衣' <-> '裙'`).
 */
function formQuery(form: string): SQL {
  if (isLatin(form)) {
    const words = singular(form.trim()).replace(/['\\]/g, ' ').trim();
    return sql`to_tsquery('simple', ${`'${words}'`})`;
  }
  return sql`phraseto_tsquery('simple', ${spacedNonLatin(sql`${form}::text`)})`;
}

/** The same concepts in the same forms once, whatever the order (a translation often repeats the text's). */
function distinctSets(sets: Concept[][]): Concept[][] {
  const byKey = new Map<string, Concept[]>();
  for (const concepts of sets) {
    const sorted = concepts.map((forms) => [...new Set(forms)].sort()).sort((a, b) => (a.join() < b.join() ? -1 : 1));
    const key = JSON.stringify(sorted);
    if (!byKey.has(key)) byKey.set(key, concepts);
  }
  return [...byKey.values()];
}

/**
 * The match of several texts' concepts (a text and its translations), one full-text condition
 * on the GIN index: any text's concepts, each with one of its forms. Undefined when no text has a word.
 */
export function conceptSetsMatch(sets: Concept[][]): { match: SQL; sets: Concept[][] } | undefined {
  const queries = distinctSets(sets)
    .map((concepts) => {
      const parts = concepts.map((forms) => forms.filter((f) => !WORDLESS.test(f)).map(formQuery));
      return parts.some((p) => p.length === 0)
        ? undefined
        : { concepts, query: sql.join(parts.map((p) => sql`(${sql.join(p, sql` || `)})`), sql` && `) };
    })
    .filter((q) => q !== undefined && q.concepts.length > 0);
  if (!queries.length) return undefined;
  const query = sql.join(
    queries.map((q) => sql`(${q!.query})`),
    sql` || `,
  );
  return { match: sql`${products.searchVector} @@ (${query})`, sets: queries.map((q) => q!.concepts) };
}

const TITLE_COLUMNS = [products.title, products.titleEn, products.titleKh, products.titleZh] as const;

/**
 * The rank of a match: for every concept, the share of the product's titles (source, en, kh, zh;
 * empty ones not counted) that carry it. A leather sandal says "leather" in all its titles; a
 * sneaker whose Khmer name only contains the Khmer word for leather inside "shoe" says it in one of
 * four, and comes after. An own product titled in one language only is not ranked down for it.
 */
export function conceptsScore(concepts: Concept[]): SQL<number> {
  const present = sql.join(
    TITLE_COLUMNS.map((column) => sql`(case when coalesce(${column}, '') <> '' then 1 else 0 end)`),
    sql` + `,
  );
  const parts = concepts.map(
    (forms) =>
      sql`(${sql.join(
        TITLE_COLUMNS.map(
          (column) =>
            sql`(case when ${or(...forms.map((form) => formMatches(sql`coalesce(${column}, '')`, form)))} then 1 else 0 end)`,
        ),
        sql` + `,
      )})::float8 / greatest(${present}, 1)`,
  );
  return sql<number>`(${sql.join(parts, sql` + `)})::float8`;
}
