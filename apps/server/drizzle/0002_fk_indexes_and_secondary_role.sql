CREATE INDEX "error_logs_user_id_idx" ON "error_logs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "business_reports_user_id_idx" ON "business_reports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "feedback_messages_user_id_idx" ON "feedback_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "valuation_calculator_interests_user_id_idx" ON "valuation_calculator_interests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "conversations_business_id_idx" ON "conversations" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "stripe_transactions_discount_code_id_idx" ON "stripe_transactions" USING btree ("discount_code_id");--> statement-breakpoint
CREATE INDEX "subscriptions_product_id_idx" ON "subscriptions" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "user_features_feature_id_idx" ON "user_features" USING btree ("feature_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_secondary_role_not_admin_check" CHECK ("users"."secondary_role" <> 'admin');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_secondary_role_distinct_check" CHECK ("users"."secondary_role" <> "users"."role");