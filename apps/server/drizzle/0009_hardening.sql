CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"resource_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_scope_key_pk" PRIMARY KEY("user_id","scope","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
-- Issue 16: the typo lexicon holds only words of public listings (approved, sold), counted
-- per listing, so a word leaves it when its last public listing goes private, changes its
-- title or is deleted; a draft's title can no longer be probed through `correctedQuery`.
DROP TRIGGER IF EXISTS "businesses_title_words_insert" ON "businesses";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "businesses_title_words_update" ON "businesses";
--> statement-breakpoint
DROP FUNCTION IF EXISTS public.business_title_words_add();
--> statement-breakpoint
ALTER TABLE "business_title_words" ADD COLUMN IF NOT EXISTS "listings" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.business_title_lexemes(title text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(w), '{}') FROM unnest(tsvector_to_array(to_tsvector('simple', public.immutable_unaccent(lower(title))))) AS w
  WHERE w ~ '^[[:alpha:]]{3,}$'
$$;
--> statement-breakpoint
-- One statement-level function for INSERT, UPDATE and DELETE: rows that stop counting
-- (were public, now private or retitled) give -1 per word, rows that start counting +1.
-- Words are applied in order, so two transactions lock them in the same order.
CREATE OR REPLACE FUNCTION public.business_title_words_sync() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(word ORDER BY word), array_agg(d ORDER BY word) INTO words, deltas FROM (
      SELECT w AS word, count(*)::int AS d FROM new_rows n, unnest(public.business_title_lexemes(n.title)) w
      WHERE n.status IN ('approved', 'sold') GROUP BY w) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(word ORDER BY word), array_agg(d ORDER BY word) INTO words, deltas FROM (
      SELECT w AS word, -count(*)::int AS d FROM old_rows o, unnest(public.business_title_lexemes(o.title)) w
      WHERE o.status IN ('approved', 'sold') GROUP BY w) x;
  ELSE
    SELECT array_agg(word ORDER BY word), array_agg(d ORDER BY word) INTO words, deltas FROM (
      SELECT word, sum(d)::int AS d FROM (
        SELECT w AS word, -1 AS d
        FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(public.business_title_lexemes(o.title)) w
        WHERE o.status IN ('approved', 'sold')
          AND (n.title IS DISTINCT FROM o.title OR n.status NOT IN ('approved', 'sold'))
        UNION ALL
        SELECT w, 1
        FROM new_rows n JOIN old_rows o ON o.id = n.id, unnest(public.business_title_lexemes(n.title)) w
        WHERE n.status IN ('approved', 'sold')
          AND (n.title IS DISTINCT FROM o.title OR o.status NOT IN ('approved', 'sold'))
      ) changes GROUP BY word HAVING sum(d) <> 0) x;
  END IF;
  IF words IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO public.business_title_words AS l (word, listings)
    SELECT * FROM unnest(words, deltas)
  ON CONFLICT (word) DO UPDATE SET listings = l.listings + excluded.listings;
  DELETE FROM public.business_title_words WHERE word = ANY (words) AND listings <= 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "businesses_title_words_insert" AFTER INSERT ON "businesses"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.business_title_words_sync();
--> statement-breakpoint
CREATE TRIGGER "businesses_title_words_update" AFTER UPDATE ON "businesses"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.business_title_words_sync();
--> statement-breakpoint
CREATE TRIGGER "businesses_title_words_delete" AFTER DELETE ON "businesses"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.business_title_words_sync();
--> statement-breakpoint
-- Rebuilt from the public listings only: the words drafts put there are gone.
DELETE FROM "business_title_words";
--> statement-breakpoint
INSERT INTO "business_title_words" (word, listings)
SELECT w, count(*)::int
FROM "businesses", unnest(public.business_title_lexemes("businesses"."title")) AS w
WHERE "businesses"."status" IN ('approved', 'sold')
GROUP BY w;
