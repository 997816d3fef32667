-- The public search cache (issue 14, decision 050): every instance keeps short-lived results of
-- anonymous searches and drops them all when a listing changes. PostgreSQL says so on the channel
-- listing_search_changed, so every instance hears about a change made by any other one (or by a
-- job, a script, psql). Statement-level: a bulk change is one notification, and NOTIFY sends it
-- at commit (none for a rolled-back change; duplicates in one transaction are folded into one).
CREATE OR REPLACE FUNCTION public.listing_search_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- A statement that changed no row (a job finding nothing to expire) says nothing.
  IF TG_LEVEL = 'STATEMENT' AND TG_OP <> 'TRUNCATE' AND TG_TABLE_NAME = 'businesses' THEN
    IF NOT EXISTS (SELECT 1 FROM changed_rows) THEN
      RETURN NULL;
    END IF;
  END IF;
  PERFORM pg_notify('listing_search_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "businesses_search_changed_insert" AFTER INSERT ON "businesses"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.listing_search_changed();
--> statement-breakpoint
CREATE TRIGGER "businesses_search_changed_update" AFTER UPDATE ON "businesses"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.listing_search_changed();
--> statement-breakpoint
CREATE TRIGGER "businesses_search_changed_delete" AFTER DELETE ON "businesses"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.listing_search_changed();
--> statement-breakpoint
CREATE TRIGGER "businesses_search_changed_truncate" AFTER TRUNCATE ON "businesses"
  FOR EACH STATEMENT EXECUTE FUNCTION public.listing_search_changed();
--> statement-breakpoint
-- A card shows whether its seller's identity is verified (sellerVerified).
CREATE TRIGGER "users_search_changed_verified" AFTER UPDATE OF "identity_verified" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION public.listing_search_changed();
