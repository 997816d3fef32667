CREATE TABLE "buyer_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"presentation" text,
	"experience" text,
	"sectors" text[] DEFAULT '{}'::text[] NOT NULL,
	"places" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_min_cents" bigint,
	"price_max_cents" bigint,
	"funding_methods" text[] DEFAULT '{}'::text[] NOT NULL,
	"timeline" text,
	"linkedin_url" text,
	"company_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_profiles_price_range_check" CHECK ("buyer_profiles"."price_min_cents" is null or "buyer_profiles"."price_max_cents" is null or "buyer_profiles"."price_min_cents" <= "buyer_profiles"."price_max_cents"),
	CONSTRAINT "buyer_profiles_price_positive_check" CHECK (coalesce("buyer_profiles"."price_min_cents", 0) >= 0 and coalesce("buyer_profiles"."price_max_cents", 0) >= 0),
	CONSTRAINT "buyer_profiles_sectors_check" CHECK ("buyer_profiles"."sectors" <@ array['restaurant', 'retail', 'service', 'manufacturing', 'technology', 'healthcare', 'education', 'hospitality', 'construction', 'agriculture', 'transportation', 'realestate', 'finance', 'other']::text[]),
	CONSTRAINT "buyer_profiles_funding_methods_check" CHECK ("buyer_profiles"."funding_methods" <@ array['own_funds', 'partners', 'bank_credit', 'seller_financing']::text[]),
	CONSTRAINT "buyer_profiles_timeline_check" CHECK ("buyer_profiles"."timeline" in ('within_3_months', 'in_3_to_6_months', 'in_6_to_12_months', 'later'))
);--> statement-breakpoint
ALTER TABLE "buyer_profiles" ADD CONSTRAINT "buyer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;