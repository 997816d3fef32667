-- Typo fallback of the listing search (decision 050): a lexicon of the distinct words of
-- the titles (unaccented, lower-case), trigram-indexed. When full-text finds nothing, each
-- query word is corrected to its nearest lexicon word and full-text runs again.
-- Kept up to date by statement-level triggers (bulk inserts pay one INSERT … SELECT);
-- words are never removed: a stale word only yields a correction that matches nothing.
CREATE TABLE IF NOT EXISTS "business_title_words" (
  "word" text PRIMARY KEY
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "business_title_words_trgm_idx" ON "business_title_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.business_title_words_add() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.business_title_words (word)
  SELECT DISTINCT w
  FROM new_rows, unnest(tsvector_to_array(to_tsvector('simple', public.immutable_unaccent(lower(new_rows.title))))) AS w
  WHERE w ~ '^[[:alpha:]]{3,}$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "businesses_title_words_insert" AFTER INSERT ON "businesses"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.business_title_words_add();
--> statement-breakpoint
CREATE TRIGGER "businesses_title_words_update" AFTER UPDATE ON "businesses"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.business_title_words_add();
--> statement-breakpoint
INSERT INTO "business_title_words" (word)
SELECT DISTINCT w
FROM "businesses", unnest(tsvector_to_array(to_tsvector('simple', public.immutable_unaccent(lower("businesses"."title"))))) AS w
WHERE w ~ '^[[:alpha:]]{3,}$'
ON CONFLICT DO NOTHING;
