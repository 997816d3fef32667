-- Professionals run by consultants and resources searched on the server (issue 12).
-- array_to_string() is only STABLE; for text[] it depends on nothing that can change, so an
-- IMMUTABLE wrapper lets the generated search columns index specialties and services.
CREATE OR REPLACE FUNCTION public.immutable_text_array_join(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$;
--> statement-breakpoint
CREATE TABLE "professional_views" (
	"professional_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "professional_views_professional_id_day_visitor_hash_pk" PRIMARY KEY("professional_id","day","visitor_hash")
);
--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "years_experience" integer;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "contact_preference" text;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('spanish', public.immutable_unaccent(coalesce("name", '') || ' ' || coalesce("profession", ''))), 'A') || setweight(to_tsvector('spanish', public.immutable_unaccent(public.immutable_text_array_join("specialties") || ' ' || public.immutable_text_array_join("services"))), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('spanish', public.immutable_unaccent(coalesce("title", ''))), 'A') || setweight(to_tsvector('spanish', public.immutable_unaccent(coalesce("description", '') || ' ' || coalesce("type", ''))), 'B') || setweight(to_tsvector('spanish', public.immutable_unaccent(coalesce("content", ''))), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "professional_views" ADD CONSTRAINT "professional_views_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "professionals_approved_id_idx" ON "professionals" USING btree ("id") WHERE "professionals"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "professionals_review_idx" ON "professionals" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "professionals_search_vector_idx" ON "professionals" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "resources_published_id_idx" ON "resources" USING btree ("id") WHERE "resources"."published";--> statement-breakpoint
CREATE INDEX "resources_search_vector_idx" ON "resources" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "professionals" ADD CONSTRAINT "professionals_status_check" CHECK ("professionals"."status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "professionals" ADD CONSTRAINT "professionals_contact_preference_check" CHECK ("professionals"."contact_preference" is null or "professionals"."contact_preference" in ('message', 'email', 'phone', 'whatsapp'));--> statement-breakpoint
ALTER TABLE "professionals" ADD CONSTRAINT "professionals_years_experience_check" CHECK ("professionals"."years_experience" is null or "professionals"."years_experience" between 0 and 80);--> statement-breakpoint
-- What was public before stays public: existing entries are approved, existing resources published.
UPDATE "professionals" SET "status" = 'approved', "reviewed_at" = now(), "submitted_at" = "created_at";--> statement-breakpoint
UPDATE "resources" SET "published" = true, "published_at" = "created_at";
