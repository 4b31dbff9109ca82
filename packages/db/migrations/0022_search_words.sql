-- Hand-written (decision 0067): the functions the products' search vector is computed with; the
-- schema (packages/db/src/schema/catalogue.ts) calls them, so they come before its migration.
-- The pattern: a character outside Latin and ASCII (Khmer, Chinese, Korean...) with the combining
-- marks that follow it; each becomes a word of its own. Both functions use only pg_catalog, so a
-- restore (empty search_path) can compute the generated column.
CREATE OR REPLACE FUNCTION search_spaced(doc text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT regexp_replace(doc, '([^\x01-\u024F\u1E00-\u1EFF][\u0300-\u036F\u17B4-\u17D3\u17DD]*)', ' \1 ', 'g') $$;
--> statement-breakpoint
-- The search vector of a text: the 'simple' words of search_spaced(text) (a Khmer or Chinese word is a
-- phrase of its characters), and every Latin word also as each of its prefixes at the word's position,
-- so a word start ('shoe' in "shoes") is an exact entry of the GIN index instead of a prefix scan.
CREATE OR REPLACE FUNCTION search_words(doc text) RETURNS tsvector
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(string_agg('''' || replace(replace(w.word, '\', '\\'), '''', '''''') || ''':' || w.positions, ' ')::tsvector, ''::tsvector)
  FROM (
    SELECT left(t.lexeme, n) AS word, array_to_string(t.positions, ',') AS positions
    FROM unnest(to_tsvector('simple'::regconfig,
      regexp_replace(doc, '([^\x01-\u024F\u1E00-\u1EFF][\u0300-\u036F\u17B4-\u17D3\u17DD]*)', ' \1 ', 'g'))) AS t
    CROSS JOIN LATERAL generate_series(
      CASE WHEN t.lexeme ~ '[^\x01-\u024F\u1E00-\u1EFF]' THEN length(t.lexeme) ELSE 1 END, length(t.lexeme)) AS n
  ) AS w
$$;
