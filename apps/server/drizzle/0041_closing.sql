CREATE TABLE "closing_checklists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "closing_checklists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"negotiation_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"template_id" integer,
	"country" text,
	"category" text,
	"base_date" date NOT NULL,
	"base_kind" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closing_checklists_base_kind_check" CHECK ("closing_checklists"."base_kind" in ('accepted', 'signed'))
);
--> statement-breakpoint
CREATE TABLE "closing_item_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "closing_item_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "closing_item_evidence" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "closing_item_evidence_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "closing_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "closing_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"checklist_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"responsible" text NOT NULL,
	"due_offset_days" integer NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'pendiente' NOT NULL,
	"status_changed_at" timestamp with time zone,
	"status_changed_by" integer,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closing_items_position_unique" UNIQUE("checklist_id","position"),
	CONSTRAINT "closing_items_status_check" CHECK ("closing_items"."status" in ('pendiente', 'en_curso', 'hecho', 'no_aplica')),
	CONSTRAINT "closing_items_responsible_check" CHECK ("closing_items"."responsible" in ('buyer', 'seller', 'both'))
);
--> statement-breakpoint
CREATE TABLE "closing_milestones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "closing_milestones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"checklist_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"due_date" date,
	"status" text DEFAULT 'pendiente' NOT NULL,
	"receipt_key" text,
	"receipt_content_type" text,
	"receipt_file_name" text,
	"receipt_sha256" text,
	"receipt_uploaded_by" integer,
	"receipt_uploaded_at" timestamp with time zone,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	"disputed_by" integer,
	"disputed_at" timestamp with time zone,
	"dispute_reason" text,
	"status_before_dispute" text,
	"dispute_resolved_by" integer,
	"dispute_resolved_at" timestamp with time zone,
	"dispute_resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closing_milestones_position_unique" UNIQUE("checklist_id","position"),
	CONSTRAINT "closing_milestones_kind_check" CHECK ("closing_milestones"."kind" in ('at_closing', 'instalment', 'seller_financing', 'inventory')),
	CONSTRAINT "closing_milestones_status_check" CHECK ("closing_milestones"."status" in ('pendiente', 'comprobante_subido', 'confirmado', 'en_disputa')),
	CONSTRAINT "closing_milestones_amount_check" CHECK ("closing_milestones"."amount_cents" > 0),
	CONSTRAINT "closing_milestones_confirmer_check" CHECK ("closing_milestones"."confirmed_by" is null or "closing_milestones"."receipt_uploaded_by" is null or "closing_milestones"."confirmed_by" <> "closing_milestones"."receipt_uploaded_by")
);
--> statement-breakpoint
CREATE TABLE "closing_template_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "closing_template_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"template_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"responsible" text NOT NULL,
	"due_offset_days" integer NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "closing_template_items_position_unique" UNIQUE("template_id","position"),
	CONSTRAINT "closing_template_items_responsible_check" CHECK ("closing_template_items"."responsible" in ('buyer', 'seller', 'both')),
	CONSTRAINT "closing_template_items_offset_check" CHECK ("closing_template_items"."due_offset_days" between 0 and 365),
	CONSTRAINT "closing_template_items_categories_check" CHECK ("closing_template_items"."categories" <@ array['restaurant', 'retail', 'service', 'manufacturing', 'technology', 'healthcare', 'education', 'hospitality', 'construction', 'agriculture', 'transportation', 'realestate', 'finance', 'other']::text[])
);
--> statement-breakpoint
CREATE TABLE "closing_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "closing_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country" text NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notices" DROP CONSTRAINT "notices_type_check";--> statement-breakpoint
ALTER TABLE "closing_checklists" ADD CONSTRAINT "closing_checklists_negotiation_id_negotiations_id_fk" FOREIGN KEY ("negotiation_id") REFERENCES "public"."negotiations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_checklists" ADD CONSTRAINT "closing_checklists_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_checklists" ADD CONSTRAINT "closing_checklists_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_checklists" ADD CONSTRAINT "closing_checklists_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_checklists" ADD CONSTRAINT "closing_checklists_template_id_closing_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."closing_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_item_comments" ADD CONSTRAINT "closing_item_comments_item_id_closing_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."closing_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_item_comments" ADD CONSTRAINT "closing_item_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_item_evidence" ADD CONSTRAINT "closing_item_evidence_item_id_closing_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."closing_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_item_evidence" ADD CONSTRAINT "closing_item_evidence_file_id_data_room_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."data_room_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_item_evidence" ADD CONSTRAINT "closing_item_evidence_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_items" ADD CONSTRAINT "closing_items_checklist_id_closing_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."closing_checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_items" ADD CONSTRAINT "closing_items_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_milestones" ADD CONSTRAINT "closing_milestones_checklist_id_closing_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."closing_checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_milestones" ADD CONSTRAINT "closing_milestones_receipt_uploaded_by_users_id_fk" FOREIGN KEY ("receipt_uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_milestones" ADD CONSTRAINT "closing_milestones_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_milestones" ADD CONSTRAINT "closing_milestones_disputed_by_users_id_fk" FOREIGN KEY ("disputed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_milestones" ADD CONSTRAINT "closing_milestones_dispute_resolved_by_users_id_fk" FOREIGN KEY ("dispute_resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_template_items" ADD CONSTRAINT "closing_template_items_template_id_closing_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."closing_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_templates" ADD CONSTRAINT "closing_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "closing_checklists_negotiation_unique" ON "closing_checklists" USING btree ("negotiation_id");--> statement-breakpoint
CREATE INDEX "closing_checklists_buyer_idx" ON "closing_checklists" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "closing_checklists_seller_idx" ON "closing_checklists" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "closing_item_comments_item_idx" ON "closing_item_comments" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "closing_item_evidence_item_idx" ON "closing_item_evidence" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "closing_items_overdue_idx" ON "closing_items" USING btree ("due_date","id") WHERE "closing_items"."status" in ('pendiente', 'en_curso') and "closing_items"."reminder_sent_at" is null;--> statement-breakpoint
CREATE INDEX "closing_milestones_disputed_idx" ON "closing_milestones" USING btree ("disputed_at") WHERE "closing_milestones"."disputed_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "closing_templates_country_unique" ON "closing_templates" USING btree (lower(trim("country")));--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_type_check" CHECK ("notices"."type" in ('listing-approved', 'listing-rejected', 'professional-approved', 'professional-rejected', 'funds-approved', 'funds-rejected', 'funds-expiring', 'access-requested', 'access-reminder', 'access-approved', 'access-declined', 'access-expired', 'access-revoked', 'transfer-approved', 'transfer-rejected', 'listing-reserved', 'reservation-ending', 'reservation-ended', 'reservation-extension', 'reservation-released', 'reservation-closed', 'closing-overdue', 'closing-payment', 'closing-dispute'));--> statement-breakpoint
-- The Ecuador template (decision 175): data an admin edits at /admin/closing-templates.
INSERT INTO "closing_templates" ("country") VALUES ('Ecuador');--> statement-breakpoint
INSERT INTO "closing_template_items" ("template_id", "position", "title", "description", "responsible", "due_offset_days", "categories")
SELECT t."id", i."position", i."title", i."description", i."responsible", i."due_offset_days", i."categories"::text[]
FROM "closing_templates" t, (VALUES
  (1, 'RUC y obligaciones del SRI al día', 'El vendedor muestra su RUC activo y el certificado de cumplimiento tributario del SRI, sin declaraciones de IVA, renta ni retenciones pendientes. El comprador saca su propio RUC (o agrega el establecimiento al suyo) antes de operar.', 'seller', 7, '{}'),
  (2, 'Patente municipal y permiso de funcionamiento', 'Patente municipal del año pagada y permiso de funcionamiento vigente (en Quito, la LUAE). Consulten en el municipio si pasan al comprador o si debe sacarlos a su nombre.', 'seller', 14, '{}'),
  (3, 'Permiso del Cuerpo de Bomberos', 'Permiso de funcionamiento de los Bomberos vigente para el local, con extintores y señalética al día. El comprador lo renueva a su nombre.', 'seller', 14, '{restaurant,retail,service,manufacturing,healthcare,education,hospitality,construction,agriculture,transportation,realestate,other}'),
  (4, 'Permiso de funcionamiento de la ARCSA', 'Los negocios de alimentos, farmacias y establecimientos de salud necesitan el permiso de la ARCSA vigente. El vendedor muestra el actual y el comprador lo solicita con su RUC.', 'both', 21, '{restaurant,hospitality,healthcare}'),
  (5, 'Registro de turismo y licencia anual (LUAF)', 'Registro en el Ministerio de Turismo y Licencia Única Anual de Funcionamiento a nombre del comprador.', 'both', 30, '{hospitality}'),
  (6, 'Empleados: liquidación o sustitución patronal con el IESS', 'Acuerden si el comprador sigue como empleador (sustitución patronal registrada en el IESS y el Ministerio del Trabajo, con la antigüedad de cada trabajador) o si el vendedor liquida a los empleados y paga sus beneficios. Sin aportes en mora al IESS.', 'both', 30, '{}'),
  (7, 'Cesión del arriendo con el consentimiento del arrendador', 'Cesión del contrato de arriendo del local, o un contrato nuevo, con el consentimiento escrito del arrendador. Revisen la garantía, el plazo y el canon.', 'both', 30, '{}'),
  (8, 'Contratos con proveedores y clientes cedidos', 'Cesión o renovación de los contratos con proveedores, clientes, distribuidores y servicios (luz, agua, internet) a nombre del comprador.', 'both', 30, '{}'),
  (9, 'Dominios, cuentas y licencias de software', 'Transferencia de dominios, hosting, repositorios de código, cuentas de redes sociales y licencias a nombre del comprador, con sus claves.', 'both', 30, '{technology}'),
  (10, 'Marca registrada en el SENADI', 'Si la marca está registrada en el SENADI, firmen la cesión e inscríbanla a nombre del comprador. Si no está registrada, marquen este paso como «No aplica».', 'both', 45, '{}'),
  (11, 'Conteo del inventario firmado por ambos', 'El día de la entrega cuenten juntos el inventario y firmen el acta con cantidades y valores.', 'both', 30, '{}'),
  (12, 'Contrato de compraventa o cesión de derechos ante notario', 'El contrato definitivo (compraventa del establecimiento o cesión de derechos y acciones) se firma ante notario cuando la ley lo pide, por ejemplo si se transfieren participaciones de una compañía o bienes inscritos.', 'both', 45, '{}')
) AS i("position", "title", "description", "responsible", "due_offset_days", "categories")
WHERE t."country" = 'Ecuador';
