-- Hand-written (decision 0067): the functions of the own-catalogue text search. The schema
-- (packages/db/src/schema/catalogue.ts) computes products.search_vector with search_words, and the
-- search (text-match.ts) turns each form of a shopper's word into a query with search_phrase, so
-- this migration comes before the one that redefines the column.
-- The text is split the same way in both: a character outside Latin and ASCII (Khmer, Chinese,
-- Korean...) with the combining marks that follow it is a word of its own ("wide"), then the
-- 'simple' parser cuts and lower-cases. Both use only pg_catalog (a restore with an empty
-- search_path can compute the generated column).
--
-- search_words: the entries of a product's titles. A Latin word also as each of its prefixes at
-- the word's position (a word start, 'shoe' in "shoes", is an exact entry, not a prefix scan); a
-- wide character alone and with the next one (a bigram), at its position.
CREATE OR REPLACE FUNCTION search_words(doc text) RETURNS tsvector
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  WITH tokens AS (
    SELECT p AS pos, t.lexeme, t.lexeme ~ '[^\x01-\u024F\u1E00-\u1EFF]' AS wide
    FROM unnest(to_tsvector('simple'::regconfig,
      regexp_replace(doc, '([^\x01-\u024F\u1E00-\u1EFF][\u0300-\u036F\u17B4-\u17D3\u17DD]*)', ' \1 ', 'g'))) AS t,
      unnest(t.positions) AS p
  ), entries AS (
    SELECT left(a.lexeme, n) AS word, a.pos
    FROM tokens AS a
    CROSS JOIN LATERAL generate_series(CASE WHEN a.wide THEN length(a.lexeme) ELSE 1 END, length(a.lexeme)) AS n
    UNION ALL
    SELECT a.lexeme || b.lexeme, a.pos FROM tokens AS a JOIN tokens AS b ON b.pos = a.pos + 1 AND a.wide AND b.wide
  )
  SELECT coalesce(string_agg('''' || replace(replace(word, '\', '\\'), '''', '''''') || ''':' || pos, ' ')::tsvector, ''::tsvector)
  FROM entries
$$;

--> statement-breakpoint
-- search_phrase: the query of one form. Its words in a row; a run of wide characters as the phrase
-- of its bigrams ('连衣' <-> '衣裙'), a lone one as itself. Null when the form has no word.
CREATE OR REPLACE FUNCTION search_phrase(form text) RETURNS tsquery
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  WITH tokens AS (
    SELECT p AS pos, t.lexeme, t.lexeme ~ '[^\x01-\u024F\u1E00-\u1EFF]' AS wide
    FROM unnest(to_tsvector('simple'::regconfig,
      regexp_replace(form, '([^\x01-\u024F\u1E00-\u1EFF][\u0300-\u036F\u17B4-\u17D3\u17DD]*)', ' \1 ', 'g'))) AS t,
      unnest(t.positions) AS p
  ), items AS (
    SELECT a.pos, CASE WHEN b.wide THEN a.lexeme || b.lexeme ELSE a.lexeme END AS word
    FROM tokens AS a
    LEFT JOIN tokens AS b ON b.pos = a.pos + 1 AND a.wide AND b.wide
    LEFT JOIN tokens AS c ON c.pos = a.pos - 1 AND a.wide AND c.wide
    WHERE b.pos IS NOT NULL OR c.pos IS NULL
  ), ordered AS (
    SELECT pos, word, lag(pos) OVER (ORDER BY pos) AS prev FROM items
  )
  SELECT string_agg(
    CASE WHEN prev IS NULL THEN '' ELSE ' <' || (pos - prev) || '> ' END
      || '''' || replace(replace(word, '\', '\\'), '''', '''''') || '''', '' ORDER BY pos)::tsquery
  FROM ordered
$$;
