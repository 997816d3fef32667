ALTER TABLE "businesses" DROP CONSTRAINT "businesses_status_check";--> statement-breakpoint
DROP INDEX "businesses_public_recent_idx";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "refreshed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "expiry_reminder_days" integer;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "edited_since_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Existing listings (decision 151): their last change stands for the approval, and an approved
-- listing gets its 90 days from then, but never less than 14 from this migration, so no seller
-- loses a listing without the two reminders.
UPDATE "businesses" SET "refreshed_at" = "updated_at",
  "approved_at" = CASE WHEN "status" IN ('approved', 'sold') THEN "updated_at" END,
  "expires_at" = CASE WHEN "status" = 'approved' THEN greatest("updated_at" + interval '90 days', now() + interval '14 days') END,
  "sold_at" = CASE WHEN "status" = 'sold' THEN "updated_at" END;--> statement-breakpoint
CREATE INDEX "businesses_public_refreshed_idx" ON "businesses" USING btree ("refreshed_at","id") WHERE "status" in ('approved', 'sold');--> statement-breakpoint
CREATE INDEX "businesses_approved_expires_idx" ON "businesses" USING btree ("expires_at") WHERE "businesses"."status" = 'approved';--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_status_check" CHECK ("businesses"."status" in ('draft', 'pending', 'approved', 'rejected', 'sold', 'expired'));