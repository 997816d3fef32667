CREATE TABLE "listing_access_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_access_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"actor_user_id" integer,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nda_events" DROP CONSTRAINT "nda_events_event_type_check";--> statement-breakpoint
ALTER TABLE "notices" DROP CONSTRAINT "notices_type_check";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "access_mode" text DEFAULT 'immediate' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "require_verified_funds" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ndas" ADD COLUMN "access_state" text DEFAULT 'granted' NOT NULL;--> statement-breakpoint
ALTER TABLE "ndas" ADD COLUMN "access_message" text;--> statement-breakpoint
ALTER TABLE "ndas" ADD COLUMN "access_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ndas" ADD COLUMN "access_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ndas" ADD COLUMN "access_decided_by" integer;--> statement-breakpoint
ALTER TABLE "ndas" ADD COLUMN "access_reason" text;--> statement-breakpoint
ALTER TABLE "ndas" ADD COLUMN "access_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_access_changes" ADD CONSTRAINT "listing_access_changes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_access_changes" ADD CONSTRAINT "listing_access_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_access_changes_business_id_idx" ON "listing_access_changes" USING btree ("business_id","created_at");--> statement-breakpoint
ALTER TABLE "ndas" ADD CONSTRAINT "ndas_access_decided_by_users_id_fk" FOREIGN KEY ("access_decided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ndas_access_requested_idx" ON "ndas" USING btree ("access_requested_at") WHERE "ndas"."access_state" = 'requested' and "ndas"."status" = 'signed';--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_access_mode_check" CHECK ("businesses"."access_mode" in ('immediate', 'approval'));--> statement-breakpoint
ALTER TABLE "nda_events" ADD CONSTRAINT "nda_events_event_type_check" CHECK ("nda_events"."event_type" in ('created', 'viewed', 'accepted', 'otp_sent', 'otp_verified', 'signed_electronically', 'uploaded', 'reviewed', 'revoked', 'reminder_sent', 'expired', 'downloaded', 'certificate_downloaded', 'access_requested', 'access_approved', 'access_declined', 'access_reminder_sent', 'access_expired', 'access_revoked'));--> statement-breakpoint
ALTER TABLE "ndas" ADD CONSTRAINT "ndas_access_state_check" CHECK ("ndas"."access_state" in ('requested', 'granted', 'declined', 'expired', 'revoked'));--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_type_check" CHECK ("notices"."type" in ('listing-approved', 'listing-rejected', 'professional-approved', 'professional-rejected', 'funds-approved', 'funds-rejected', 'funds-expiring', 'access-requested', 'access-reminder', 'access-approved', 'access-declined', 'access-expired', 'access-revoked'));