CREATE TABLE "listing_credits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_credits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"tier" text NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"source" text NOT NULL,
	"source_ref" text,
	"transaction_id" integer,
	"business_id" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_credits_tier_check" CHECK ("listing_credits"."tier" in ('premium', 'featured')),
	CONSTRAINT "listing_credits_status_check" CHECK ("listing_credits"."status" in ('available', 'reserved', 'used', 'revoked')),
	CONSTRAINT "listing_credits_source_check" CHECK ("listing_credits"."source" in ('package', 'plan', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_webhook_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stripe_webhook_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stripe_event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"processed" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt" timestamp with time zone,
	"error_message" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stripe_webhook_logs_stripe_event_id_unique" UNIQUE("stripe_event_id")
);
--> statement-breakpoint
ALTER TABLE "stripe_products" ADD COLUMN "package_tier" text;--> statement-breakpoint
ALTER TABLE "stripe_products" ADD COLUMN "package_count" integer;--> statement-breakpoint
ALTER TABLE "stripe_products" ADD COLUMN "stripe_price_id" text;--> statement-breakpoint
ALTER TABLE "stripe_products" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stripe_transactions" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "stripe_transactions" ADD COLUMN "kind" text DEFAULT 'checkout' NOT NULL;--> statement-breakpoint
ALTER TABLE "stripe_transactions" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "stripe_transactions" ADD COLUMN "invoice_id" text;--> statement-breakpoint
ALTER TABLE "stripe_transactions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stripe_transactions" ADD COLUMN "discount_released" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stripe_transactions" ADD COLUMN "failure_message" text;--> statement-breakpoint
ALTER TABLE "listing_credits" ADD CONSTRAINT "listing_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_credits" ADD CONSTRAINT "listing_credits_transaction_id_stripe_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."stripe_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_credits" ADD CONSTRAINT "listing_credits_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_credits_user_id_tier_status_idx" ON "listing_credits" USING btree ("user_id","tier","status");--> statement-breakpoint
CREATE INDEX "listing_credits_business_id_idx" ON "listing_credits" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "listing_credits_transaction_id_idx" ON "listing_credits" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "sandbox_objects_type_idx" ON "sandbox_objects" USING btree ("type");--> statement-breakpoint
ALTER TABLE "stripe_transactions" ADD CONSTRAINT "stripe_transactions_product_id_stripe_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."stripe_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stripe_transactions_status_created_at_idx" ON "stripe_transactions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "stripe_transactions_product_id_idx" ON "stripe_transactions" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stripe_transactions_open_expires_at_idx" ON "stripe_transactions" USING btree ("expires_at") WHERE "stripe_transactions"."status" in ('pending', 'processing');--> statement-breakpoint
ALTER TABLE "stripe_transactions" ADD CONSTRAINT "stripe_transactions_invoice_id_unique" UNIQUE("invoice_id");--> statement-breakpoint
ALTER TABLE "stripe_products" ADD CONSTRAINT "stripe_products_periodicidad_check" CHECK ("stripe_products"."periodicidad" in ('mensual', 'anual', 'unico'));--> statement-breakpoint
ALTER TABLE "stripe_products" ADD CONSTRAINT "stripe_products_package_tier_check" CHECK ("stripe_products"."package_tier" in ('premium', 'featured'));--> statement-breakpoint
ALTER TABLE "stripe_products" ADD CONSTRAINT "stripe_products_package_check" CHECK (("stripe_products"."periodicidad" = 'unico') = ("stripe_products"."package_tier" is not null and "stripe_products"."package_count" > 0));--> statement-breakpoint
ALTER TABLE "stripe_transactions" ADD CONSTRAINT "stripe_transactions_kind_check" CHECK ("stripe_transactions"."kind" in ('checkout', 'renewal'));