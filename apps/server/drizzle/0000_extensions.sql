-- Listing search (DESIGN.md §2): Spanish full-text over unaccented text, pg_trgm for fuzzy titles.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so generated columns and
-- index expressions cannot call it. Naming the dictionary pins it; declaring the
-- wrapper IMMUTABLE is the standard, documented workaround.
CREATE OR REPLACE FUNCTION public.immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
