CREATE INDEX "businesses_listed_order_idx" ON "businesses" USING btree ("featured","created_at","id") WHERE "status" = 'approved';--> statement-breakpoint
CREATE INDEX "businesses_listed_category_order_idx" ON "businesses" USING btree ("category","featured","created_at","id") WHERE "status" = 'approved';--> statement-breakpoint
CREATE INDEX "businesses_listed_refreshed_idx" ON "businesses" USING btree ("refreshed_at","id") WHERE "status" = 'approved';--> statement-breakpoint
CREATE INDEX "businesses_listed_price_idx" ON "businesses" USING btree ("asking_price","id") WHERE "status" = 'approved';--> statement-breakpoint
CREATE INDEX "businesses_listed_revenue_idx" ON "businesses" USING btree ("annual_revenue" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "status" = 'approved';