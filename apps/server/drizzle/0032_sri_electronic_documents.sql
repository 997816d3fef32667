CREATE TABLE "billing_identities" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"legal_name" text NOT NULL,
	"address" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_identities_id_type_check" CHECK ("billing_identities"."id_type" in ('04', '05', '06', '07'))
);
--> statement-breakpoint
CREATE TABLE "electronic_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "electronic_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doc_type" text NOT NULL,
	"transaction_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"environment" text NOT NULL,
	"establishment" text NOT NULL,
	"emission_point" text NOT NULL,
	"sequential" integer NOT NULL,
	"access_key" text NOT NULL,
	"issue_date" date NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"iva_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"iva_percent" integer NOT NULL,
	"payment_method" text NOT NULL,
	"unsigned_xml" text NOT NULL,
	"signed_xml" text,
	"state" text DEFAULT 'generada' NOT NULL,
	"sri_messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"authorization_number" text,
	"authorized_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"referenced_document_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "electronic_documents_doc_type_transaction_id_unique" UNIQUE("doc_type","transaction_id"),
	CONSTRAINT "electronic_documents_access_key_unique" UNIQUE("access_key"),
	CONSTRAINT "electronic_documents_number_unique" UNIQUE("establishment","emission_point","doc_type","sequential"),
	CONSTRAINT "electronic_documents_doc_type_check" CHECK ("electronic_documents"."doc_type" in ('01', '04')),
	CONSTRAINT "electronic_documents_state_check" CHECK ("electronic_documents"."state" in ('generada', 'firmada', 'sin_enviar', 'recibida', 'devuelta', 'autorizada', 'no_autorizada')),
	CONSTRAINT "electronic_documents_payment_method_check" CHECK ("electronic_documents"."payment_method" in ('16', '19', '20')),
	CONSTRAINT "electronic_documents_environment_check" CHECK ("electronic_documents"."environment" in ('1', '2')),
	CONSTRAINT "electronic_documents_access_key_check" CHECK ("electronic_documents"."access_key" ~ '^[0-9]{49}$'),
	CONSTRAINT "electronic_documents_sequential_check" CHECK ("electronic_documents"."sequential" between 1 and 999999999),
	CONSTRAINT "electronic_documents_amounts_check" CHECK ("electronic_documents"."subtotal_cents" >= 0 and "electronic_documents"."discount_cents" >= 0 and "electronic_documents"."iva_cents" >= 0 and "electronic_documents"."total_cents" = "electronic_documents"."subtotal_cents" + "electronic_documents"."iva_cents"),
	CONSTRAINT "electronic_documents_credit_note_check" CHECK (("electronic_documents"."doc_type" = '04') = ("electronic_documents"."referenced_document_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"establishment" text NOT NULL,
	"emission_point" text NOT NULL,
	"doc_type" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_sequences_pkey" PRIMARY KEY("establishment","emission_point","doc_type"),
	CONSTRAINT "invoice_sequences_doc_type_check" CHECK ("invoice_sequences"."doc_type" in ('01', '04')),
	CONSTRAINT "invoice_sequences_last_number_check" CHECK ("invoice_sequences"."last_number" between 0 and 999999999)
);
--> statement-breakpoint
ALTER TABLE "billing_identities" ADD CONSTRAINT "billing_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_documents" ADD CONSTRAINT "electronic_documents_transaction_id_stripe_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."stripe_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_documents" ADD CONSTRAINT "electronic_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_documents" ADD CONSTRAINT "electronic_documents_referenced_document_id_electronic_documents_id_fk" FOREIGN KEY ("referenced_document_id") REFERENCES "public"."electronic_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "electronic_documents_user_id_created_at_idx" ON "electronic_documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "electronic_documents_state_next_attempt_at_idx" ON "electronic_documents" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "electronic_documents_referenced_document_id_idx" ON "electronic_documents" USING btree ("referenced_document_id");