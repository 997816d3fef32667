CREATE TABLE "funds_verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "funds_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"declared_band" text NOT NULL,
	"approved_band" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"document_keys" text[] DEFAULT '{}' NOT NULL,
	"document_mime" text,
	"document_size" integer,
	"claimed_by" integer,
	"claimed_at" timestamp with time zone,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"expires_at" timestamp with time zone,
	"expiry_reminder_sent_at" timestamp with time zone,
	"documents_deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funds_verifications_status_check" CHECK ("funds_verifications"."status" in ('pending', 'in_review', 'approved', 'rejected', 'expired')),
	CONSTRAINT "funds_verifications_declared_band_check" CHECK ("funds_verifications"."declared_band" in ('hasta_25k', '25k_100k', '100k_500k', 'mas_500k')),
	CONSTRAINT "funds_verifications_approved_band_check" CHECK ("funds_verifications"."approved_band" is null or "funds_verifications"."approved_band" in ('hasta_25k', '25k_100k', '100k_500k', 'mas_500k')),
	CONSTRAINT "funds_verifications_mime_check" CHECK ("funds_verifications"."document_mime" is null or "funds_verifications"."document_mime" in ('application/pdf', 'image/jpeg', 'image/png'))
);
--> statement-breakpoint
ALTER TABLE "notices" DROP CONSTRAINT "notices_type_check";--> statement-breakpoint
ALTER TABLE "funds_verifications" ADD CONSTRAINT "funds_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funds_verifications" ADD CONSTRAINT "funds_verifications_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funds_verifications" ADD CONSTRAINT "funds_verifications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funds_verifications_user_idx" ON "funds_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "funds_verifications_status_created_idx" ON "funds_verifications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "funds_verifications_one_open_unique" ON "funds_verifications" USING btree ("user_id") WHERE "funds_verifications"."status" in ('pending', 'in_review');--> statement-breakpoint
CREATE INDEX "funds_verifications_expiry_idx" ON "funds_verifications" USING btree ("expires_at") WHERE "funds_verifications"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "funds_verifications_retention_idx" ON "funds_verifications" USING btree ("decided_at") WHERE "funds_verifications"."documents_deleted_at" is null and "funds_verifications"."decided_at" is not null;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_type_check" CHECK ("notices"."type" in ('listing-approved', 'listing-rejected', 'professional-approved', 'professional-rejected', 'funds-approved', 'funds-rejected', 'funds-expiring'));