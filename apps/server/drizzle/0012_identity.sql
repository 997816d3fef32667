CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_verification_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "identity_verification_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"verification_id" integer NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_verification_events_action_check" CHECK ("identity_verification_events"."action" in ('created', 'image_viewed', 'approved', 'rejected', 'images_deleted', 'ocr_checked'))
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "require_verified_buyer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD COLUMN "document_country" text;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD COLUMN "document_number_hint" text;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD COLUMN "document_number_hash" text;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD COLUMN "consent_ip" text;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD COLUMN "consent_user_agent" text;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD COLUMN "assist" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "identity_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "identity_document_type" text;--> statement-breakpoint
ALTER TABLE "identity_verification_events" ADD CONSTRAINT "identity_verification_events_verification_id_identity_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."identity_verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verification_events" ADD CONSTRAINT "identity_verification_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_verification_events_verification_idx" ON "identity_verification_events" USING btree ("verification_id","created_at");--> statement-breakpoint
CREATE INDEX "identity_verification_events_actor_idx" ON "identity_verification_events" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "identity_verifications_number_hash_idx" ON "identity_verifications" USING btree ("document_number_hash") WHERE "identity_verifications"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "identity_verifications_retention_idx" ON "identity_verifications" USING btree ("decided_at") WHERE "identity_verifications"."images_deleted_at" is null and "identity_verifications"."status" <> 'pending';--> statement-breakpoint
-- Hand-written (keep when regenerating): requests decided before this migration count their retention from their last change.
UPDATE "identity_verifications" SET "decided_at" = coalesce("verified_at", "updated_at") WHERE "status" <> 'pending' AND "decided_at" IS NULL;
--> statement-breakpoint
-- Hand-written (keep when regenerating): the history of an identity request is append-only (issue 10,
-- DESIGN.md §5). Rows go only with their request (account deletion); the one change allowed is the
-- database's own ON DELETE SET NULL of the actor.
CREATE FUNCTION identity_verification_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.actor_user_id IS NULL
     AND (NEW.id, NEW.verification_id, NEW.action, NEW.detail, NEW.created_at)
         IS NOT DISTINCT FROM (OLD.id, OLD.verification_id, OLD.action, OLD.detail, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'identity_verification_events is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER identity_verification_events_no_update BEFORE UPDATE ON "identity_verification_events"
  FOR EACH ROW EXECUTE FUNCTION identity_verification_events_append_only();
--> statement-breakpoint
CREATE TRIGGER identity_verification_events_no_truncate BEFORE TRUNCATE ON "identity_verification_events"
  FOR EACH STATEMENT EXECUTE FUNCTION identity_verification_events_append_only();
