-- Search folds Vietnamese diacritics and case: unaccent turns 'Tình yêu' into 'Tinh yeu' and 'Đ' into 'D'.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- unaccent() is only STABLE; naming the dictionary makes this wrapper safe to mark IMMUTABLE,
-- which generated columns and indexes require.
CREATE OR REPLACE FUNCTION mot_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, input)) $$;
