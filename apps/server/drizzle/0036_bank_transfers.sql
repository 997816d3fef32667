CREATE TABLE "bank_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bank" text NOT NULL,
	"account_type" text NOT NULL,
	"number" text NOT NULL,
	"holder" text NOT NULL,
	"ruc" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_account_type_check" CHECK ("bank_accounts"."account_type" in ('ahorros', 'corriente'))
);
--> statement-breakpoint
CREATE TABLE "transfer_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfer_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transaction_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'esperando_pago' NOT NULL,
	"kind" text DEFAULT 'checkout' NOT NULL,
	"subscription_id" integer,
	"renews_period_end" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"rejection_reason" text,
	"claimed_by" integer,
	"claimed_at" timestamp with time zone,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_orders_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "transfer_orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "transfer_orders_status_check" CHECK ("transfer_orders"."status" in ('esperando_pago', 'por_conciliar', 'rechazada', 'aprobada', 'vencida')),
	CONSTRAINT "transfer_orders_kind_check" CHECK ("transfer_orders"."kind" in ('checkout', 'renewal')),
	CONSTRAINT "transfer_orders_amount_check" CHECK ("transfer_orders"."amount_cents" >= 0),
	CONSTRAINT "transfer_orders_renewal_check" CHECK (("transfer_orders"."kind" = 'renewal') = ("transfer_orders"."subscription_id" is not null and "transfer_orders"."renews_period_end" is not null))
);
--> statement-breakpoint
CREATE TABLE "transfer_receipts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfer_receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bank_transaction_number" text,
	"amount_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_receipts_content_type_check" CHECK ("transfer_receipts"."content_type" in ('image/jpeg', 'application/pdf')),
	CONSTRAINT "transfer_receipts_amount_check" CHECK ("transfer_receipts"."amount_cents" is null or "transfer_receipts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "transfer_statement_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"layout" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_statement_settings_single_check" CHECK ("transfer_statement_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "notices" DROP CONSTRAINT "notices_type_check";--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD CONSTRAINT "transfer_orders_transaction_id_stripe_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."stripe_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD CONSTRAINT "transfer_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD CONSTRAINT "transfer_orders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD CONSTRAINT "transfer_orders_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD CONSTRAINT "transfer_orders_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_receipts" ADD CONSTRAINT "transfer_receipts_order_id_transfer_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."transfer_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_statement_settings" ADD CONSTRAINT "transfer_statement_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_bank_number_unique" ON "bank_accounts" USING btree ("bank","number");--> statement-breakpoint
CREATE INDEX "transfer_orders_user_id_idx" ON "transfer_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "transfer_orders_status_idx" ON "transfer_orders" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "transfer_orders_open_expires_at_idx" ON "transfer_orders" USING btree ("expires_at") WHERE "transfer_orders"."status" in ('esperando_pago', 'por_conciliar', 'rechazada');--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_orders_renewal_unique" ON "transfer_orders" USING btree ("subscription_id","renews_period_end");--> statement-breakpoint
CREATE INDEX "transfer_receipts_order_id_idx" ON "transfer_receipts" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_type_check" CHECK ("notices"."type" in ('listing-approved', 'listing-rejected', 'professional-approved', 'professional-rejected', 'funds-approved', 'funds-rejected', 'funds-expiring', 'access-requested', 'access-reminder', 'access-approved', 'access-declined', 'access-expired', 'access-revoked', 'transfer-approved', 'transfer-rejected'));