CREATE TABLE "loi_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loi_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sha256" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"published_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "negotiation_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "negotiation_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"negotiation_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"event_type" text NOT NULL,
	"version_id" integer,
	"actor_user_id" integer,
	"ip_address" text,
	"user_agent" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"prev_hash" text,
	"hash" text NOT NULL,
	CONSTRAINT "negotiation_events_seq_unique" UNIQUE("negotiation_id","seq"),
	CONSTRAINT "negotiation_events_chain_unique" UNIQUE NULLS NOT DISTINCT("negotiation_id","prev_hash")
);
--> statement-breakpoint
CREATE TABLE "negotiations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "negotiations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"backup" boolean DEFAULT false NOT NULL,
	"accepted_version_id" integer,
	"accepted_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "negotiations_status_check" CHECK ("negotiations"."status" in ('open', 'accepted', 'signed', 'closed', 'released', 'rejected', 'withdrawn', 'lapsed')),
	CONSTRAINT "negotiations_parties_check" CHECK ("negotiations"."buyer_id" <> "negotiations"."seller_id")
);
--> statement-breakpoint
CREATE TABLE "offer_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"negotiation_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"subject_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"side" text NOT NULL,
	"typed_name" text NOT NULL,
	"text_sha256" text NOT NULL,
	"code_id" integer NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_signatures_once_unique" UNIQUE("purpose","subject_id","user_id"),
	CONSTRAINT "offer_signatures_purpose_check" CHECK ("offer_signatures"."purpose" in ('acceptance', 'extension')),
	CONSTRAINT "offer_signatures_side_check" CHECK ("offer_signatures"."side" in ('buyer', 'seller'))
);
--> statement-breakpoint
CREATE TABLE "offer_signing_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_signing_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"negotiation_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"subject_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_signing_codes_purpose_check" CHECK ("offer_signing_codes"."purpose" in ('acceptance', 'extension')),
	CONSTRAINT "offer_signing_codes_attempts_check" CHECK ("offer_signing_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "offer_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"negotiation_id" integer NOT NULL,
	"number" integer NOT NULL,
	"author_side" text NOT NULL,
	"author_id" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"price_cents" bigint NOT NULL,
	"loi_document_id" integer NOT NULL,
	"rendered_text" text NOT NULL,
	"text_sha256" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"valid_until" date NOT NULL,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_versions_number_unique" UNIQUE("negotiation_id","number"),
	CONSTRAINT "offer_versions_status_check" CHECK ("offer_versions"."status" in ('open', 'countered', 'accepted', 'rejected', 'withdrawn', 'lapsed')),
	CONSTRAINT "offer_versions_author_side_check" CHECK ("offer_versions"."author_side" in ('buyer', 'seller')),
	CONSTRAINT "offer_versions_price_check" CHECK ("offer_versions"."price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "loi_documents" ADD CONSTRAINT "loi_documents_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_events" ADD CONSTRAINT "negotiation_events_negotiation_id_negotiations_id_fk" FOREIGN KEY ("negotiation_id") REFERENCES "public"."negotiations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_events" ADD CONSTRAINT "negotiation_events_version_id_offer_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."offer_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_events" ADD CONSTRAINT "negotiation_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_signatures" ADD CONSTRAINT "offer_signatures_negotiation_id_negotiations_id_fk" FOREIGN KEY ("negotiation_id") REFERENCES "public"."negotiations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_signatures" ADD CONSTRAINT "offer_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_signatures" ADD CONSTRAINT "offer_signatures_code_id_offer_signing_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."offer_signing_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_signing_codes" ADD CONSTRAINT "offer_signing_codes_negotiation_id_negotiations_id_fk" FOREIGN KEY ("negotiation_id") REFERENCES "public"."negotiations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_signing_codes" ADD CONSTRAINT "offer_signing_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_versions" ADD CONSTRAINT "offer_versions_negotiation_id_negotiations_id_fk" FOREIGN KEY ("negotiation_id") REFERENCES "public"."negotiations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_versions" ADD CONSTRAINT "offer_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_versions" ADD CONSTRAINT "offer_versions_loi_document_id_loi_documents_id_fk" FOREIGN KEY ("loi_document_id") REFERENCES "public"."loi_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loi_documents_version_unique" ON "loi_documents" USING btree ("version");--> statement-breakpoint
CREATE UNIQUE INDEX "loi_documents_one_active_unique" ON "loi_documents" USING btree ("is_active") WHERE "loi_documents"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "negotiation_events_hash_unique" ON "negotiation_events" USING btree ("hash");--> statement-breakpoint
CREATE UNIQUE INDEX "negotiations_one_holding_unique" ON "negotiations" USING btree ("business_id") WHERE "negotiations"."status" in ('accepted', 'signed');--> statement-breakpoint
CREATE UNIQUE INDEX "negotiations_one_live_per_buyer_unique" ON "negotiations" USING btree ("business_id","buyer_id") WHERE "negotiations"."status" in ('open', 'accepted', 'signed');--> statement-breakpoint
CREATE INDEX "negotiations_business_id_idx" ON "negotiations" USING btree ("business_id","status");--> statement-breakpoint
CREATE INDEX "negotiations_buyer_id_idx" ON "negotiations" USING btree ("buyer_id","updated_at");--> statement-breakpoint
CREATE INDEX "negotiations_seller_id_idx" ON "negotiations" USING btree ("seller_id","updated_at");--> statement-breakpoint
CREATE INDEX "negotiations_accepted_at_idx" ON "negotiations" USING btree ("accepted_at") WHERE "negotiations"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "offer_signatures_negotiation_idx" ON "offer_signatures" USING btree ("negotiation_id");--> statement-breakpoint
CREATE INDEX "offer_signing_codes_subject_idx" ON "offer_signing_codes" USING btree ("purpose","subject_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_versions_one_open_unique" ON "offer_versions" USING btree ("negotiation_id") WHERE "offer_versions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "offer_versions_open_valid_until_idx" ON "offer_versions" USING btree ("valid_until") WHERE "offer_versions"."status" = 'open';--> statement-breakpoint
-- Hand-written (keep when regenerating): negotiation evidence is append-only (decision 170, as nda_events in 0001).
CREATE FUNCTION negotiation_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'negotiation_events is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER negotiation_events_no_update_delete BEFORE UPDATE OR DELETE ON "negotiation_events"
  FOR EACH ROW EXECUTE FUNCTION negotiation_events_append_only();
--> statement-breakpoint
CREATE TRIGGER negotiation_events_no_truncate BEFORE TRUNCATE ON "negotiation_events"
  FOR EACH STATEMENT EXECUTE FUNCTION negotiation_events_append_only();
--> statement-breakpoint
-- Hand-written: version 1 of the letter of intent, so offers work on every database (decision 170).
INSERT INTO "loi_documents" ("version", "title", "content", "sha256", "is_active")
SELECT '1', 'Carta de intención no vinculante', t, encode(sha256(convert_to(t, 'UTF8')), 'hex'), true
FROM (SELECT $loi$CARTA DE INTENCIÓN NO VINCULANTE

Fecha: {{fecha}}
Versión de la oferta: {{version}}

De: {{comprador}} (en adelante, «el Comprador»)
Para: {{vendedor}} (en adelante, «el Vendedor»)
Negocio: {{negocio}} (anuncio n.º {{anuncio}} en Traspasa)

El Comprador expresa al Vendedor su interés en comprar el negocio indicado en los términos de esta carta. La carta resume lo que las partes han conversado y sirve de base para preparar el contrato de compraventa; no es ese contrato.

1. Precio
El Comprador ofrece {{precio}} por el negocio.

2. Forma de pago
{{forma_de_pago}}

3. Qué incluye la compra
{{incluye}}

4. Transición y capacitación
{{capacitacion}}

5. Revisión del negocio
{{revision}}

6. Condiciones previas al cierre
La compra depende de que se cumplan estas condiciones antes del cierre: {{condiciones}}

7. Fecha prevista de cierre
Las partes procurarán firmar el contrato de compraventa y cerrar la operación hasta el {{fecha_cierre}}.

8. Exclusividad (vinculante)
Desde que ambas partes firmen esta carta y durante {{exclusividad}}, el Vendedor no ofrecerá el negocio a otras personas, no negociará su venta con ellas ni aceptará otras ofertas. El anuncio se muestra como «Reservado» mientras dure la exclusividad.

9. Confidencialidad (vinculante)
Las partes mantienen en reserva los términos de esta carta y toda la información del negocio que hayan recibido, como lo establece el acuerdo de confidencialidad firmado en Traspasa, que sigue vigente.

10. Qué obliga y qué no
Solo las cláusulas 8 (exclusividad) y 9 (confidencialidad) obligan a las partes desde la firma de esta carta. El precio, la forma de pago y las demás condiciones no son vinculantes hasta que ambas partes firmen el contrato de compraventa: cualquiera de ellas puede desistir antes de ese contrato sin responsabilidad, salvo por lo que disponen las cláusulas 8 y 9.

11. Vigencia de la oferta
Esta oferta vale hasta el {{validez}}. Si no se acepta hasta esa fecha, caduca sin necesidad de aviso.

12. Firma
Cada parte firma esta carta en Traspasa con su nombre completo y un código de un solo uso enviado a su correo. El registro de cada paso (fecha, hora, dirección IP y navegador) consta en el certificado que acompaña a la carta.$loi$::text AS t) AS v1;
