DROP INDEX "businesses_lower_country_idx";--> statement-breakpoint
DROP INDEX "businesses_category_idx";--> statement-breakpoint
CREATE INDEX "businesses_public_category_order_idx" ON "businesses" USING btree ("category","featured","created_at","id") WHERE "status" in ('approved', 'sold');--> statement-breakpoint
CREATE INDEX "businesses_public_country_order_idx" ON "businesses" USING btree (lower("country"),"featured","created_at","id") WHERE "status" in ('approved', 'sold');