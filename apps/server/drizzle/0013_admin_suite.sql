CREATE TABLE "error_groups" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"level" text DEFAULT 'error' NOT NULL,
	"message" text NOT NULL,
	"source" text,
	"endpoint" text,
	"method" text,
	"top_frame" text,
	"occurrences" integer DEFAULT 0 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved" boolean DEFAULT false NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution" text,
	"reopened_at" timestamp with time zone,
	CONSTRAINT "error_groups_level_check" CHECK ("error_groups"."level" in ('error', 'warning', 'info', 'debug'))
);
--> statement-breakpoint
ALTER TABLE "dashboard_logs" ADD COLUMN "target_type" text;--> statement-breakpoint
ALTER TABLE "dashboard_logs" ADD COLUMN "target_id" integer;--> statement-breakpoint
ALTER TABLE "error_logs" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD COLUMN "ip_address" text;--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD COLUMN "page_url" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "error_groups" ADD CONSTRAINT "error_groups_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "error_groups_resolved_last_seen_idx" ON "error_groups" USING btree ("resolved","last_seen_at");--> statement-breakpoint
CREATE INDEX "dashboard_logs_user_id_created_at_idx" ON "dashboard_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "dashboard_logs_action_created_at_idx" ON "dashboard_logs" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "dashboard_logs_target_idx" ON "dashboard_logs" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "error_logs_fingerprint_created_at_idx" ON "error_logs" USING btree ("fingerprint","created_at");--> statement-breakpoint
CREATE INDEX "feedback_messages_created_at_idx" ON "feedback_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
UPDATE "users" SET "last_login_at" = l."last" FROM (SELECT "user_id", max("timestamp") AS "last" FROM "user_logins" GROUP BY "user_id") l WHERE l."user_id" = "users"."id";
