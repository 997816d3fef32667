ALTER TABLE "valuation_calculator_interests" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "valuation_calculator_interests" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "valuation_calculator_interests" ADD COLUMN "assets_value" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "valuation_calculator_interests" ADD COLUMN "trend" text;--> statement-breakpoint
ALTER TABLE "valuation_calculator_interests" ADD COLUMN "owner_hours_per_week" integer;--> statement-breakpoint
ALTER TABLE "valuation_calculator_interests" ADD COLUMN "valuation_low" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "valuation_calculator_interests" ADD COLUMN "valuation_high" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "valuation_calculator_interests" ADD COLUMN "consent_text" text;--> statement-breakpoint
ALTER TABLE "valuation_calculator_interests" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "valuation_calculator_interests" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "valuation_calculator_interests_industry_idx" ON "valuation_calculator_interests" USING btree ("industry","id");