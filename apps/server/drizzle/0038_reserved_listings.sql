CREATE TABLE "listing_reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"negotiation_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"end_notice_sent_at" timestamp with time zone,
	"closed_price_cents" bigint,
	"closed_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"released_by" integer,
	"release_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_reservations_status_check" CHECK ("listing_reservations"."status" in ('active', 'released', 'closed')),
	CONSTRAINT "listing_reservations_period_check" CHECK ("listing_reservations"."ends_at" > "listing_reservations"."starts_at"),
	CONSTRAINT "listing_reservations_closed_check" CHECK (("listing_reservations"."status" = 'closed') = ("listing_reservations"."closed_price_cents" is not null and "listing_reservations"."closed_at" is not null)),
	CONSTRAINT "listing_reservations_closed_price_check" CHECK ("listing_reservations"."closed_price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "reservation_extensions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservation_extensions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reservation_id" integer NOT NULL,
	"days" integer NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"seller_signed_name" text NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"proposed_ip" text,
	"proposed_user_agent" text,
	"code_hash" text,
	"code_salt" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"buyer_signed_name" text,
	"buyer_signed_at" timestamp with time zone,
	"buyer_ip" text,
	"buyer_user_agent" text,
	"new_ends_at" timestamp with time zone,
	CONSTRAINT "reservation_extensions_status_check" CHECK ("reservation_extensions"."status" in ('proposed', 'signed', 'withdrawn', 'superseded')),
	CONSTRAINT "reservation_extensions_days_check" CHECK ("reservation_extensions"."days" between 1 and 90),
	CONSTRAINT "reservation_extensions_attempts_check" CHECK ("reservation_extensions"."code_attempts" >= 0),
	CONSTRAINT "reservation_extensions_signed_check" CHECK (("reservation_extensions"."status" = 'signed') = ("reservation_extensions"."buyer_signed_at" is not null and "reservation_extensions"."new_ends_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "businesses" DROP CONSTRAINT "businesses_status_check";--> statement-breakpoint
ALTER TABLE "businesses" DROP CONSTRAINT "businesses_held_from_check";--> statement-breakpoint
ALTER TABLE "notices" DROP CONSTRAINT "notices_type_check";--> statement-breakpoint
DROP INDEX "businesses_public_order_idx";--> statement-breakpoint
DROP INDEX "businesses_public_refreshed_idx";--> statement-breakpoint
DROP INDEX "businesses_public_price_idx";--> statement-breakpoint
DROP INDEX "businesses_public_revenue_idx";--> statement-breakpoint
DROP INDEX "businesses_public_category_order_idx";--> statement-breakpoint
DROP INDEX "businesses_listed_order_idx";--> statement-breakpoint
DROP INDEX "businesses_listed_category_order_idx";--> statement-breakpoint
DROP INDEX "businesses_listed_refreshed_idx";--> statement-breakpoint
DROP INDEX "businesses_listed_category_refreshed_idx";--> statement-breakpoint
DROP INDEX "businesses_listed_price_ranges_idx";--> statement-breakpoint
DROP INDEX "businesses_listed_revenue_idx";--> statement-breakpoint
DROP INDEX "businesses_listed_similar_idx";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "accept_backup_offers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_reservations" ADD CONSTRAINT "listing_reservations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reservations" ADD CONSTRAINT "listing_reservations_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reservations" ADD CONSTRAINT "listing_reservations_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reservations" ADD CONSTRAINT "listing_reservations_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_extensions" ADD CONSTRAINT "reservation_extensions_reservation_id_listing_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."listing_reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reservations_active_unique" ON "listing_reservations" USING btree ("business_id") WHERE "listing_reservations"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reservations_negotiation_unique" ON "listing_reservations" USING btree ("negotiation_id");--> statement-breakpoint
CREATE INDEX "listing_reservations_active_ends_idx" ON "listing_reservations" USING btree ("ends_at") WHERE "listing_reservations"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listing_reservations_closed_idx" ON "listing_reservations" USING btree ("business_id") WHERE "listing_reservations"."status" = 'closed';--> statement-breakpoint
CREATE INDEX "listing_reservations_buyer_id_idx" ON "listing_reservations" USING btree ("buyer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_extensions_open_unique" ON "reservation_extensions" USING btree ("reservation_id") WHERE "reservation_extensions"."status" = 'proposed';--> statement-breakpoint
CREATE INDEX "businesses_public_order_idx" ON "businesses" USING btree ("featured","created_at","id") WHERE "status" in ('approved', 'reserved', 'sold');--> statement-breakpoint
CREATE INDEX "businesses_public_refreshed_idx" ON "businesses" USING btree ("refreshed_at","id") WHERE "status" in ('approved', 'reserved', 'sold');--> statement-breakpoint
CREATE INDEX "businesses_public_price_idx" ON "businesses" USING btree ("asking_price","id") WHERE "status" in ('approved', 'reserved', 'sold');--> statement-breakpoint
CREATE INDEX "businesses_public_revenue_idx" ON "businesses" USING btree ("annual_revenue" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "status" in ('approved', 'reserved', 'sold');--> statement-breakpoint
CREATE INDEX "businesses_public_category_order_idx" ON "businesses" USING btree ("category","featured","created_at","id") WHERE "status" in ('approved', 'reserved', 'sold');--> statement-breakpoint
CREATE INDEX "businesses_listed_order_idx" ON "businesses" USING btree ("featured","created_at","id") WHERE "status" in ('approved', 'reserved');--> statement-breakpoint
CREATE INDEX "businesses_listed_category_order_idx" ON "businesses" USING btree ("category","featured","created_at","id") WHERE "status" in ('approved', 'reserved');--> statement-breakpoint
CREATE INDEX "businesses_listed_refreshed_idx" ON "businesses" USING btree ("refreshed_at","id") WHERE "status" in ('approved', 'reserved');--> statement-breakpoint
CREATE INDEX "businesses_listed_category_refreshed_idx" ON "businesses" USING btree ("category","refreshed_at") WHERE "status" in ('approved', 'reserved');--> statement-breakpoint
CREATE INDEX "businesses_listed_price_ranges_idx" ON "businesses" USING btree ("asking_price","id","annual_profit","annual_revenue") WHERE "status" in ('approved', 'reserved');--> statement-breakpoint
CREATE INDEX "businesses_listed_revenue_idx" ON "businesses" USING btree ("annual_revenue" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "status" in ('approved', 'reserved');--> statement-breakpoint
CREATE INDEX "businesses_listed_similar_idx" ON "businesses" USING btree ("category",lower("country"),"asking_price") WHERE "status" in ('approved', 'reserved');--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_status_check" CHECK ("businesses"."status" in ('draft', 'pending', 'approved', 'reserved', 'rejected', 'sold', 'expired', 'held'));--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_held_from_check" CHECK (("businesses"."status" = 'held') = ("businesses"."held_from" is not null) and ("businesses"."held_from" is null or "businesses"."held_from" in ('approved', 'reserved', 'sold')));--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_type_check" CHECK ("notices"."type" in ('listing-approved', 'listing-rejected', 'professional-approved', 'professional-rejected', 'funds-approved', 'funds-rejected', 'funds-expiring', 'access-requested', 'access-reminder', 'access-approved', 'access-declined', 'access-expired', 'access-revoked', 'transfer-approved', 'transfer-rejected', 'listing-reserved', 'reservation-ending', 'reservation-ended', 'reservation-extension', 'reservation-released', 'reservation-closed'));