CREATE INDEX "businesses_public_order_idx" ON "businesses" USING btree ("featured","created_at","id") WHERE "status" in ('approved', 'sold');--> statement-breakpoint
CREATE INDEX "businesses_public_recent_idx" ON "businesses" USING btree ("created_at","id") WHERE "status" in ('approved', 'sold');--> statement-breakpoint
CREATE INDEX "businesses_public_price_idx" ON "businesses" USING btree ("asking_price","id") WHERE "status" in ('approved', 'sold');--> statement-breakpoint
CREATE INDEX "businesses_public_revenue_idx" ON "businesses" USING btree ("annual_revenue" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "status" in ('approved', 'sold');--> statement-breakpoint
CREATE INDEX "businesses_location_trgm_idx" ON "businesses" USING gin (public.immutable_unaccent(lower("location")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "businesses_lower_country_idx" ON "businesses" USING btree (lower("country"));