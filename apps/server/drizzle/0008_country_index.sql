DROP INDEX "businesses_public_country_order_idx";--> statement-breakpoint
CREATE INDEX "businesses_lower_country_idx" ON "businesses" USING btree (lower("country"));