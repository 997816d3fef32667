CREATE TABLE "nda_signature_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nda_signature_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nda_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nda_signature_codes_attempts_check" CHECK ("nda_signature_codes"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "nda_events" DROP CONSTRAINT "nda_events_event_type_check";--> statement-breakpoint
ALTER TABLE "ndas" ADD COLUMN "deadline_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nda_signature_codes" ADD CONSTRAINT "nda_signature_codes_nda_id_ndas_id_fk" FOREIGN KEY ("nda_id") REFERENCES "public"."ndas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nda_signature_codes_nda_id_created_at_idx" ON "nda_signature_codes" USING btree ("nda_id","created_at");--> statement-breakpoint
ALTER TABLE "nda_events" ADD CONSTRAINT "nda_events_event_type_check" CHECK ("nda_events"."event_type" in ('created', 'viewed', 'accepted', 'otp_sent', 'otp_verified', 'signed_electronically', 'uploaded', 'reviewed', 'revoked', 'reminder_sent', 'expired', 'downloaded', 'certificate_downloaded'));