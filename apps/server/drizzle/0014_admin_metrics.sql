CREATE TABLE "metrics_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"signups" integer DEFAULT 0 NOT NULL,
	"logins" integer DEFAULT 0 NOT NULL,
	"active_users" integer DEFAULT 0 NOT NULL,
	"active7d" integer DEFAULT 0 NOT NULL,
	"active30d" integer DEFAULT 0 NOT NULL,
	"active90d" integer DEFAULT 0 NOT NULL,
	"listings_published" integer DEFAULT 0 NOT NULL,
	"ndas_signed" integer DEFAULT 0 NOT NULL,
	"conversations" integer DEFAULT 0 NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"message_senders" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"refunds_cents" bigint DEFAULT 0 NOT NULL,
	"listing_viewers" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metrics_daily_counts_check" CHECK ("metrics_daily"."signups" >= 0 and "metrics_daily"."logins" >= 0 and "metrics_daily"."active_users" >= 0 and "metrics_daily"."messages" >= 0)
);
--> statement-breakpoint
CREATE TABLE "metrics_daily_agents" (
	"day" date NOT NULL,
	"device" text NOT NULL,
	"browser" text NOT NULL,
	"logins" integer NOT NULL,
	CONSTRAINT "metrics_daily_agents_day_device_browser_pk" PRIMARY KEY("day","device","browser")
);
--> statement-breakpoint
CREATE TABLE "metrics_retention" (
	"cohort_week" date NOT NULL,
	"activity_week" date NOT NULL,
	"users" integer NOT NULL,
	CONSTRAINT "metrics_retention_cohort_week_activity_week_pk" PRIMARY KEY("cohort_week","activity_week")
);
--> statement-breakpoint
CREATE TABLE "site_daily_visitors" (
	"day" date PRIMARY KEY NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_visitor_hashes" (
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "site_visitor_hashes_day_visitor_hash_pk" PRIMARY KEY("day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "site_visitor_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "metrics_retention_activity_week_idx" ON "metrics_retention" USING btree ("activity_week");--> statement-breakpoint
-- Indexes the admin metrics read on other modules' tables (decision 110): each day's slice by
-- its time, covering the user id where a distinct count needs it. Hand-written here, not in
-- those tables' schema files, so the owners' definitions stay as they are.
CREATE INDEX IF NOT EXISTS "user_logins_timestamp_user_id_idx" ON "user_logins" USING btree ("timestamp","user_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "chat_messages_created_at_sender_id_idx" ON "chat_messages" USING btree ("created_at","sender_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "conversations_created_at_idx" ON "conversations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ndas_signed_at_idx" ON "ndas" USING btree ("signed_at") WHERE "status" = 'signed';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "business_daily_stats_day_idx" ON "business_daily_stats" USING btree ("day");
