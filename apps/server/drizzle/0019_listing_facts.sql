ALTER TABLE "businesses" ADD COLUMN "cash_flow" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "inventory_included" boolean;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "inventory_value" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "equipment_included" boolean;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "equipment_value" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "premises" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "monthly_rent" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "lease_ends_on" date;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "seller_financing" boolean;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "seller_financing_terms" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "training_weeks" integer;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "trade_name" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "exact_address" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "lease_terms" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_premises_check" CHECK ("businesses"."premises" in ('owned', 'leased'));--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_fact_amounts_check" CHECK ("businesses"."cash_flow" >= 0 and "businesses"."inventory_value" >= 0 and "businesses"."equipment_value" >= 0 and "businesses"."monthly_rent" >= 0);--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_training_weeks_check" CHECK ("businesses"."training_weeks" between 0 and 104);