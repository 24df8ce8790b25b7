DROP INDEX "posts_search_vi_trgm_idx";--> statement-breakpoint
DROP INDEX "posts_search_en_trgm_idx";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "search_vi";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "search_en";--> statement-breakpoint
-- Search matches the beginnings of title words: each word of the folded query becomes a prefix
-- ('tinh yeu' → 'tinh':* & 'yeu':*), read from the GIN index of the stored words. The query is
-- split by the same parser as the titles, and each word is quoted for to_tsquery (quotes doubled,
-- backslashes escaped), so nothing a visitor types is read as query syntax. No words: no matches.
CREATE OR REPLACE FUNCTION mot_prefix_query(input text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT to_tsquery('simple', coalesce(string_agg(
      '''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || ''':*', ' & '), ''))
    FROM unnest(to_tsvector('simple', mot_fold(input)))
  $$;
