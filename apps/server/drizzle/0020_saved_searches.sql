CREATE TABLE "saved_search_alerts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_search_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"saved_search_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"mail_status" text DEFAULT 'pending' NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "saved_search_alerts_mail_status_check" CHECK ("saved_search_alerts"."mail_status" in ('pending', 'sent', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "saved_search_match_queue" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"frequency" text DEFAULT 'instant' NOT NULL,
	"paused_at" timestamp with time zone,
	"last_visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category" text,
	"country_lower" text,
	"location_pattern" text,
	"min_price" numeric,
	"max_price" numeric,
	"min_revenue" numeric,
	"max_revenue" numeric,
	"min_profit" numeric,
	"max_profit" numeric,
	"with_photos" boolean DEFAULT false NOT NULL,
	"include_sold" boolean DEFAULT false NOT NULL,
	"query" "tsquery",
	"match_key" text GENERATED ALWAYS AS (coalesce(category, '*') || '|' || coalesce(country_lower, '*')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_frequency_check" CHECK ("saved_searches"."frequency" in ('instant', 'daily', 'weekly'))
);
--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_match_queue" ADD CONSTRAINT "saved_search_match_queue_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_alerts_search_business_unique" ON "saved_search_alerts" USING btree ("saved_search_id","business_id");--> statement-breakpoint
CREATE INDEX "saved_search_alerts_user_idx" ON "saved_search_alerts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "saved_search_alerts_unread_idx" ON "saved_search_alerts" USING btree ("user_id") WHERE "saved_search_alerts"."read_at" is null;--> statement-breakpoint
CREATE INDEX "saved_search_alerts_pending_idx" ON "saved_search_alerts" USING btree ("saved_search_id") WHERE "saved_search_alerts"."mail_status" = 'pending';--> statement-breakpoint
CREATE INDEX "saved_search_alerts_business_idx" ON "saved_search_alerts" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_id_idx" ON "saved_searches" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "saved_searches_match_key_idx" ON "saved_searches" USING btree ("match_key") WHERE paused_at is null;