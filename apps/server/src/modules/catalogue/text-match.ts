import { or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { products, searchPhrase } from '@fardin/db/schema/catalogue';
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
 * word start (the vector keeps every prefix of a Latin word), a Khmer or Chinese form the phrase of
 * its character pairs (`'连衣' <-> '衣裙'`), so the GIN index answers every concept and intersects
 * them. The rank reads the titles themselves.
 */

/** One concept: its forms in every language (lower case). */
export type Concept = string[];

/** Outside Latin (and ASCII): the characters the search index keeps one by one (search_words). */
const NON_LATIN = /[^\p{ASCII}\u0080-\u024F\u1E00-\u1EFF]/u;
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

/** "shoe" -> "shoes", "shoees"... the plurals a glossary written in the plural may hold. */
function plurals(word: string): string[] {
  return word.length >= 3 && /^[a-z]+$/.test(word) ? [`${word}s`, `${word}es`] : [];
}

/**
 * The concepts of a text. An English word the glossary does not hold is looked up by its singular
 * ("dresses") or, written in the singular, by its plurals ("shoe": the glossary says "shoes"), and
 * then carries that term's forms in every language.
 */
export function searchConcepts(text: string): Concept[] {
  return glossaryConcepts(text).map((forms) => {
    if (forms.length !== 1) return forms;
    const [word] = forms as [string];
    const one = singular(word);
    for (const other of one === word ? plurals(word) : [one]) {
      const known = glossaryConcepts(other);
      if (known.length === 1 && known[0]!.length > 1) return [...new Set([word, ...known[0]!])];
    }
    return [one];
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
 * The full-text query of one form (`search_phrase`): a Latin form by its singular, whose words
 * then start words of the title (the vector keeps every prefix of a Latin word: `'shoe'` is in
 * "shoes", no prefix scan needed); any other form as the phrase of its character pairs.
 */
function formQuery(form: string): SQL {
  return searchPhrase(isLatin(form) ? singular(form.trim()) : form);
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
  const queries = distinctSets(sets).flatMap((concepts) => {
    const parts = concepts.map((forms) => forms.filter((f) => !WORDLESS.test(f)).map(formQuery));
    if (!parts.length || parts.some((p) => p.length === 0)) return [];
    const each = parts.map((p) => sql`(${sql.join(p, sql` || `)})`);
    return [{ concepts, query: sql`(${sql.join(each, sql` && `)})` }];
  });
  if (!queries.length) return undefined;
  const query = sql.join(
    queries.map((q) => q.query),
    sql` || `,
  );
  return { match: sql`${products.searchVector} @@ (${query})`, sets: queries.map((q) => q.concepts) };
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
