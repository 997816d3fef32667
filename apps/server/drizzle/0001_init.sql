CREATE TABLE "dashboard_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dashboard_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"action" text NOT NULL,
	"description" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "error_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"level" text DEFAULT 'error' NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"source" text,
	"endpoint" text,
	"method" text,
	"user_id" integer,
	"user_agent" text,
	"ip" text,
	"metadata" jsonb,
	"resolved" boolean DEFAULT false NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "error_logs_level_check" CHECK ("error_logs"."level" in ('error', 'warning', 'info', 'debug'))
);
--> statement-breakpoint
CREATE TABLE "file_access_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "file_access_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_daily_stats" (
	"business_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"favorites" integer DEFAULT 0 NOT NULL,
	"nda_requests" integer DEFAULT 0 NOT NULL,
	"contacts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "business_daily_stats_business_id_day_pk" PRIMARY KEY("business_id","day"),
	CONSTRAINT "business_daily_stats_counts_check" CHECK ("business_daily_stats"."views" >= 0 and "business_daily_stats"."favorites" >= 0 and "business_daily_stats"."nda_requests" >= 0 and "business_daily_stats"."contacts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "business_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"user_id" integer,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"admin_notes" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_reports_status_check" CHECK ("business_reports"."status" in ('pending', 'reviewed', 'resolved', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "business_view_visitors" (
	"business_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "business_view_visitors_business_id_day_visitor_hash_pk" PRIMARY KEY("business_id","day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "businesses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"category" text,
	"country" text,
	"location" text,
	"asking_price" numeric(14, 2),
	"annual_revenue" numeric(14, 2),
	"annual_profit" numeric(14, 2),
	"years_operation" integer,
	"employee_count" integer,
	"selling_reason" text,
	"package_tier" text DEFAULT 'basic' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"rejection_reason" text,
	"confidential_info" text,
	"images" text[] DEFAULT '{}' NOT NULL,
	"documents" text[] DEFAULT '{}' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"featured_until" timestamp with time zone,
	"package_credit_used_at" timestamp with time zone,
	"requires_enhanced_signature" boolean DEFAULT false NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('spanish', public.immutable_unaccent(coalesce("title", ''))), 'A') || setweight(to_tsvector('spanish', public.immutable_unaccent(case "category" when 'restaurant' then 'Restaurantes' when 'retail' then 'Comercio minorista' when 'service' then 'Servicios' when 'manufacturing' then 'Manufactura' when 'technology' then 'Tecnología' when 'healthcare' then 'Salud' when 'education' then 'Educación' when 'hospitality' then 'Hotelería y turismo' when 'construction' then 'Construcción' when 'agriculture' then 'Agricultura' when 'transportation' then 'Transporte' when 'realestate' then 'Bienes raíces' when 'finance' then 'Finanzas' when 'other' then 'Otros' else '' end || ' ' || coalesce("location", '') || ' ' || coalesce("country", ''))), 'B') || setweight(to_tsvector('spanish', public.immutable_unaccent(coalesce("description", ''))), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "businesses_category_check" CHECK ("businesses"."category" in ('restaurant', 'retail', 'service', 'manufacturing', 'technology', 'healthcare', 'education', 'hospitality', 'construction', 'agriculture', 'transportation', 'realestate', 'finance', 'other')),
	CONSTRAINT "businesses_package_tier_check" CHECK ("businesses"."package_tier" in ('basic', 'premium', 'featured')),
	CONSTRAINT "businesses_status_check" CHECK ("businesses"."status" in ('draft', 'pending', 'approved', 'rejected', 'sold')),
	CONSTRAINT "businesses_asking_price_check" CHECK ("businesses"."asking_price" >= 0),
	CONSTRAINT "businesses_annual_revenue_check" CHECK ("businesses"."annual_revenue" >= 0),
	CONSTRAINT "businesses_years_operation_check" CHECK ("businesses"."years_operation" >= 0),
	CONSTRAINT "businesses_employee_count_check" CHECK ("businesses"."employee_count" >= 0),
	CONSTRAINT "businesses_title_check" CHECK (length(btrim("businesses"."title")) > 0),
	CONSTRAINT "businesses_submitted_complete_check" CHECK ("businesses"."status" = 'draft' or ("businesses"."description" is not null and "businesses"."category" is not null and "businesses"."country" is not null and "businesses"."location" is not null and "businesses"."asking_price" is not null))
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_business_id_pk" PRIMARY KEY("user_id","business_id")
);
--> statement-breakpoint
CREATE TABLE "professionals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "professionals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"profession" text NOT NULL,
	"description" text,
	"contact" text,
	"user_id" integer,
	"category" text DEFAULT 'Todos' NOT NULL,
	"specialties" text[] DEFAULT '{}' NOT NULL,
	"services" text[] DEFAULT '{}' NOT NULL,
	"website" text,
	"linkedin" text,
	"image_url" text,
	"location" text,
	"experience" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text,
	"content" text,
	"type" text NOT NULL,
	"image_url" text,
	"external_url" text,
	"is_external" boolean DEFAULT false NOT NULL,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resources_external_url_check" CHECK (not "resources"."is_external" or "resources"."external_url" is not null)
);
--> statement-breakpoint
CREATE TABLE "feedback_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"name" text,
	"email" text,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"response" text,
	"responded_by" integer,
	"responded_at" timestamp with time zone,
	"category" text DEFAULT 'general' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_messages_status_check" CHECK ("feedback_messages"."status" in ('pending', 'responded', 'resolved', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "valuation_calculator_interests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "valuation_calculator_interests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"full_name" text,
	"email" text NOT NULL,
	"industry" text,
	"annual_revenue" numeric(14, 2),
	"annual_profit" numeric(14, 2),
	"years_operation" integer,
	"calculated_valuation" numeric(14, 2),
	"multiplier_used" numeric(4, 2),
	"is_authenticated" boolean DEFAULT false NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "valuation_calculator_interests_numbers_check" CHECK ("valuation_calculator_interests"."annual_revenue" >= 0 and "valuation_calculator_interests"."years_operation" >= 0 and "valuation_calculator_interests"."calculated_valuation" >= 0 and "valuation_calculator_interests"."multiplier_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "identity_verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "identity_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"document_images" text[] DEFAULT '{}' NOT NULL,
	"selfie_image" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"verified_by" integer,
	"rejection_reason" text,
	"notes" text,
	"verified_at" timestamp with time zone,
	"consent_at" timestamp with time zone NOT NULL,
	"images_deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_verifications_status_check" CHECK ("identity_verifications"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"content" text NOT NULL,
	"message_type" text DEFAULT 'text' NOT NULL,
	"attachments" text[] DEFAULT '{}' NOT NULL,
	"read_by" integer[] DEFAULT '{}' NOT NULL,
	"client_message_id" text,
	"is_edited" boolean DEFAULT false NOT NULL,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_sender_client_message_id_unique" UNIQUE("sender_id","client_message_id"),
	CONSTRAINT "chat_messages_message_type_check" CHECK ("chat_messages"."message_type" in ('text')),
	CONSTRAINT "chat_messages_content_length_check" CHECK (char_length("chat_messages"."content") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"participant_one" integer NOT NULL,
	"participant_two" integer NOT NULL,
	"business_id" integer,
	"last_message_id" integer,
	"last_message_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_participants_unique" UNIQUE("participant_one","participant_two"),
	CONSTRAINT "conversations_participants_order_check" CHECK ("conversations"."participant_one" < "conversations"."participant_two")
);
--> statement-breakpoint
CREATE TABLE "nda_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nda_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" text DEFAULT '1.0' NOT NULL,
	"title" text DEFAULT 'Acuerdo de Confidencialidad' NOT NULL,
	"content" text NOT NULL,
	"document_hash" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nda_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nda_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nda_id" integer NOT NULL,
	"event_type" text NOT NULL,
	"actor_user_id" integer,
	"ip_address" text,
	"user_agent" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"prev_hash" text,
	"hash" text NOT NULL,
	CONSTRAINT "nda_events_chain_unique" UNIQUE NULLS NOT DISTINCT("nda_id","prev_hash"),
	CONSTRAINT "nda_events_event_type_check" CHECK ("nda_events"."event_type" in ('created', 'viewed', 'accepted', 'otp_sent', 'signed_electronically', 'uploaded', 'reviewed', 'downloaded', 'certificate_downloaded'))
);
--> statement-breakpoint
CREATE TABLE "ndas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ndas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"nda_document_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"enhanced_signature_status" text DEFAULT 'no_requerida' NOT NULL,
	"clickwrap_accepted_at" timestamp with time zone,
	"clickwrap_accepted_at_local" text,
	"ip_address" text,
	"user_agent" text,
	"document_hash" text,
	"document_version" text,
	"enhanced_signature_method" text,
	"enhanced_signature_provider" text,
	"enhanced_signature_document_id" text,
	"enhanced_signature_completed_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"firmado_por" text,
	"fecha_firma" timestamp with time zone,
	"id_document_front_url" text,
	"id_document_back_url" text,
	"signed_document_url" text,
	"document_downloaded_at" timestamp with time zone,
	"documents_uploaded_at" timestamp with time zone,
	"upload_deadline" timestamp with time zone,
	"can_reupload" boolean DEFAULT true NOT NULL,
	"admin_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ndas_user_id_business_id_unique" UNIQUE("user_id","business_id"),
	CONSTRAINT "ndas_status_check" CHECK ("ndas"."status" in ('pending', 'signed', 'rejected')),
	CONSTRAINT "ndas_enhanced_signature_status_check" CHECK ("ndas"."enhanced_signature_status" in ('no_requerida', 'pendiente', 'firmada_electronica', 'subida_fisica')),
	CONSTRAINT "ndas_signed_evidence_check" CHECK ("ndas"."status" <> 'signed' or ("ndas"."clickwrap_accepted_at" is not null and "ndas"."document_hash" is not null and "ndas"."document_version" is not null))
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"discount_type" text DEFAULT 'percentage' NOT NULL,
	"discount_value" numeric(10, 2) NOT NULL,
	"max_uses" integer,
	"current_uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"valid_for_plan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_discount_type_check" CHECK ("discount_codes"."discount_type" in ('percentage', 'fixed_amount')),
	CONSTRAINT "discount_codes_discount_value_check" CHECK ("discount_codes"."discount_value" > 0),
	CONSTRAINT "discount_codes_percentage_check" CHECK ("discount_codes"."discount_type" <> 'percentage' or "discount_codes"."discount_value" <= 100),
	CONSTRAINT "discount_codes_max_uses_check" CHECK ("discount_codes"."max_uses" > 0),
	CONSTRAINT "discount_codes_current_uses_check" CHECK ("discount_codes"."current_uses" >= 0 and ("discount_codes"."max_uses" is null or "discount_codes"."current_uses" <= "discount_codes"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "failed_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "failed_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"customer_id" text,
	"error" text NOT NULL,
	"raw_event" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved" boolean DEFAULT false NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution" text
);
--> statement-breakpoint
CREATE TABLE "processed_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "processed_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"user_id" integer,
	"customer_id" text,
	"metadata" jsonb,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"successful" boolean DEFAULT true NOT NULL,
	CONSTRAINT "processed_events_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "processed_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "processed_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"plan" text NOT NULL,
	"package_count" integer NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"metadata" jsonb,
	CONSTRAINT "processed_payments_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "processed_payments_package_count_check" CHECK ("processed_payments"."package_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stripe_features" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stripe_features_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stripe_features_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "stripe_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stripe_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stripe_product_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"tipo_usuario" text,
	"nivel_acceso" text,
	"incluye" text,
	"periodicidad" text,
	"precio_usd" numeric(10, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stripe_products_stripe_product_id_unique" UNIQUE("stripe_product_id"),
	CONSTRAINT "stripe_products_precio_usd_check" CHECK ("stripe_products"."precio_usd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stripe_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stripe_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_intent_id" text,
	"checkout_session_id" text,
	"customer_id" text,
	"user_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"plan_type" text,
	"package_count" integer DEFAULT 1 NOT NULL,
	"discount_code_id" integer,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stripe_transactions_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "stripe_transactions_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "stripe_transactions_status_check" CHECK ("stripe_transactions"."status" in ('pending', 'processing', 'succeeded', 'failed', 'canceled', 'refunded')),
	CONSTRAINT "stripe_transactions_amount_check" CHECK ("stripe_transactions"."amount" >= 0),
	CONSTRAINT "stripe_transactions_package_count_check" CHECK ("stripe_transactions"."package_count" >= 0),
	CONSTRAINT "stripe_transactions_provider_id_check" CHECK ("stripe_transactions"."payment_intent_id" is not null or "stripe_transactions"."checkout_session_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"stripe_subscription_id" text NOT NULL,
	"stripe_customer_id" text,
	"product_id" integer,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_stripe_subscription_id_unique" UNIQUE("stripe_subscription_id")
);
--> statement-breakpoint
CREATE TABLE "user_features" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_features_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"source" text,
	"source_id" text,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deactivated_at" timestamp with time zone,
	CONSTRAINT "user_features_user_id_feature_id_unique" UNIQUE("user_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"last_attempt" timestamp with time zone,
	"next_retry" timestamp with time zone,
	"payload" jsonb NOT NULL,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "webhook_events_event_id_unique" UNIQUE("event_id"),
	CONSTRAINT "webhook_events_status_check" CHECK ("webhook_events"."status" in ('pending', 'processing', 'succeeded', 'failed', 'retrying')),
	CONSTRAINT "webhook_events_attempts_check" CHECK ("webhook_events"."attempts" >= 0 and "webhook_events"."max_attempts" > 0)
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token" text NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	CONSTRAINT "password_reset_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_limit_hits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_logins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_logins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password" text NOT NULL,
	"full_name" text,
	"role" text DEFAULT 'buyer' NOT NULL,
	"secondary_role" text,
	"avatar_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"subscription_status" text,
	"subscription_tier" text,
	"package_count" integer DEFAULT 0 NOT NULL,
	"subscription_expiry_date" timestamp with time zone,
	"grace_period_end_date" timestamp with time zone,
	"last_expiry_notification_date" timestamp with time zone,
	"expiry_reminder_sent" boolean DEFAULT false NOT NULL,
	"paid_days" integer DEFAULT 0 NOT NULL,
	"cedula" text,
	"notification_preferences" text DEFAULT 'all' NOT NULL,
	"identity_verified" boolean DEFAULT false NOT NULL,
	"suspended_at" timestamp with time zone,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('buyer', 'seller', 'consultant', 'admin')),
	CONSTRAINT "users_secondary_role_check" CHECK ("users"."secondary_role" in ('buyer', 'seller', 'consultant', 'admin')),
	CONSTRAINT "users_notification_preferences_check" CHECK ("users"."notification_preferences" in ('all', 'important', 'none')),
	CONSTRAINT "users_package_count_check" CHECK ("users"."package_count" >= 0),
	CONSTRAINT "users_paid_days_check" CHECK ("users"."paid_days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "dashboard_logs" ADD CONSTRAINT "dashboard_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_logs" ADD CONSTRAINT "error_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_logs" ADD CONSTRAINT "error_logs_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_access_logs" ADD CONSTRAINT "file_access_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_daily_stats" ADD CONSTRAINT "business_daily_stats_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_reports" ADD CONSTRAINT "business_reports_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_reports" ADD CONSTRAINT "business_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_reports" ADD CONSTRAINT "business_reports_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_view_visitors" ADD CONSTRAINT "business_view_visitors_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professionals" ADD CONSTRAINT "professionals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD CONSTRAINT "feedback_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD CONSTRAINT "feedback_messages_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuation_calculator_interests" ADD CONSTRAINT "valuation_calculator_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_participant_one_users_id_fk" FOREIGN KEY ("participant_one") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_participant_two_users_id_fk" FOREIGN KEY ("participant_two") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_last_message_id_chat_messages_id_fk" FOREIGN KEY ("last_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nda_events" ADD CONSTRAINT "nda_events_nda_id_ndas_id_fk" FOREIGN KEY ("nda_id") REFERENCES "public"."ndas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nda_events" ADD CONSTRAINT "nda_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ndas" ADD CONSTRAINT "ndas_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ndas" ADD CONSTRAINT "ndas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ndas" ADD CONSTRAINT "ndas_nda_document_id_nda_documents_id_fk" FOREIGN KEY ("nda_document_id") REFERENCES "public"."nda_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "failed_events" ADD CONSTRAINT "failed_events_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processed_events" ADD CONSTRAINT "processed_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processed_payments" ADD CONSTRAINT "processed_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_transactions" ADD CONSTRAINT "stripe_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_transactions" ADD CONSTRAINT "stripe_transactions_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_product_id_stripe_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."stripe_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_features" ADD CONSTRAINT "user_features_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_features" ADD CONSTRAINT "user_features_feature_id_stripe_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."stripe_features"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_logins" ADD CONSTRAINT "user_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_logs_created_at_idx" ON "dashboard_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "error_logs_created_at_idx" ON "error_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "error_logs_resolved_created_at_idx" ON "error_logs" USING btree ("resolved","created_at");--> statement-breakpoint
CREATE INDEX "file_access_logs_subject_idx" ON "file_access_logs" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "file_access_logs_user_id_idx" ON "file_access_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "business_reports_status_idx" ON "business_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "business_reports_business_id_idx" ON "business_reports" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "business_view_visitors_day_idx" ON "business_view_visitors" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_slug_unique" ON "businesses" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "businesses_status_featured_created_at_idx" ON "businesses" USING btree ("status","featured","created_at");--> statement-breakpoint
CREATE INDEX "businesses_seller_id_idx" ON "businesses" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "businesses_category_idx" ON "businesses" USING btree ("category");--> statement-breakpoint
CREATE INDEX "businesses_country_location_idx" ON "businesses" USING btree ("country","location");--> statement-breakpoint
CREATE INDEX "businesses_search_vector_idx" ON "businesses" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "businesses_title_trgm_idx" ON "businesses" USING gin (public.immutable_unaccent(lower("title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "favorites_business_id_idx" ON "favorites" USING btree ("business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "professionals_user_id_unique" ON "professionals" USING btree ("user_id") WHERE "professionals"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "professionals_category_idx" ON "professionals" USING btree ("category");--> statement-breakpoint
CREATE INDEX "resources_type_idx" ON "resources" USING btree ("type");--> statement-breakpoint
CREATE INDEX "feedback_messages_status_idx" ON "feedback_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "valuation_calculator_interests_created_at_idx" ON "valuation_calculator_interests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "identity_verifications_user_id_status_idx" ON "identity_verifications" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "identity_verifications_status_created_at_idx" ON "identity_verifications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_one_pending_unique" ON "identity_verifications" USING btree ("user_id") WHERE "identity_verifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_id_created_at_idx" ON "chat_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "conversations_participant_one_last_message_at_idx" ON "conversations" USING btree ("participant_one","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_participant_two_last_message_at_idx" ON "conversations" USING btree ("participant_two","last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "nda_documents_version_unique" ON "nda_documents" USING btree ("version");--> statement-breakpoint
CREATE UNIQUE INDEX "nda_documents_one_active_unique" ON "nda_documents" USING btree ("is_active") WHERE "nda_documents"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "nda_events_hash_unique" ON "nda_events" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "nda_events_nda_id_created_at_idx" ON "nda_events" USING btree ("nda_id","created_at");--> statement-breakpoint
CREATE INDEX "ndas_business_id_idx" ON "ndas" USING btree ("business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_unique" ON "discount_codes" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "failed_events_event_id_idx" ON "failed_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "failed_events_resolved_created_at_idx" ON "failed_events" USING btree ("resolved","created_at");--> statement-breakpoint
CREATE INDEX "processed_events_user_id_idx" ON "processed_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "processed_payments_user_id_idx" ON "processed_payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stripe_transactions_user_id_idx" ON "stripe_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_user_id_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "webhook_events_status_next_retry_idx" ON "webhook_events" USING btree ("status","next_retry");--> statement-breakpoint
CREATE INDEX "outbox_emails_to_idx" ON "outbox_emails" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_lookup_idx" ON "rate_limit_hits" USING btree ("bucket","key","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "user_logins_user_id_timestamp_idx" ON "user_logins" USING btree ("user_id","timestamp");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_stripe_customer_id_unique" ON "users" USING btree ("stripe_customer_id");--> statement-breakpoint
-- Hand-written (keep when regenerating): NDA evidence is append-only (DESIGN.md §5, docs/decisions/001).
CREATE FUNCTION nda_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'nda_events is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER nda_events_no_update_delete BEFORE UPDATE OR DELETE ON "nda_events"
  FOR EACH ROW EXECUTE FUNCTION nda_events_append_only();
--> statement-breakpoint
CREATE TRIGGER nda_events_no_truncate BEFORE TRUNCATE ON "nda_events"
  FOR EACH STATEMENT EXECUTE FUNCTION nda_events_append_only();
