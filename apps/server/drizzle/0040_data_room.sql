CREATE TABLE "data_room_downloads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_room_downloads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trace_id" text NOT NULL,
	"business_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mode" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_room_downloads_mode_check" CHECK ("data_room_downloads"."mode" in ('view', 'download'))
);
--> statement-breakpoint
CREATE TABLE "data_room_file_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_room_file_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_id" integer NOT NULL,
	"version" integer NOT NULL,
	"storage_key" text NOT NULL,
	"render_key" text,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_room_file_versions_format_check" CHECK ("data_room_file_versions"."format" in ('pdf', 'jpeg', 'png', 'webp', 'xlsx', 'csv'))
);
--> statement-breakpoint
CREATE TABLE "data_room_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_room_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"folder_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"listing_document_entry" text,
	"created_by" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_room_files_kind_check" CHECK ("data_room_files"."kind" in ('pdf', 'image', 'spreadsheet'))
);
--> statement-breakpoint
CREATE TABLE "data_room_folder_buyers" (
	"folder_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_room_folder_buyers_folder_id_user_id_pk" PRIMARY KEY("folder_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "data_room_folders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_room_folders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'custom' NOT NULL,
	"position" integer NOT NULL,
	"access_level" text DEFAULT 'nda' NOT NULL,
	"downloads_allowed" boolean DEFAULT true NOT NULL,
	"originals_allowed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_room_folders_access_level_check" CHECK ("data_room_folders"."access_level" in ('nda', 'accepted_offer', 'named')),
	CONSTRAINT "data_room_folders_kind_check" CHECK ("data_room_folders"."kind" in ('custom', 'listing_documents'))
);
--> statement-breakpoint
CREATE TABLE "data_room_view_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_room_view_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"download_id" integer NOT NULL,
	"page" integer NOT NULL,
	"ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_rooms" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_room_downloads" ADD CONSTRAINT "data_room_downloads_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_downloads" ADD CONSTRAINT "data_room_downloads_file_id_data_room_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."data_room_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_downloads" ADD CONSTRAINT "data_room_downloads_version_id_data_room_file_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."data_room_file_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_downloads" ADD CONSTRAINT "data_room_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_file_versions" ADD CONSTRAINT "data_room_file_versions_file_id_data_room_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."data_room_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_file_versions" ADD CONSTRAINT "data_room_file_versions_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_files" ADD CONSTRAINT "data_room_files_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_files" ADD CONSTRAINT "data_room_files_folder_id_data_room_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."data_room_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_files" ADD CONSTRAINT "data_room_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_folder_buyers" ADD CONSTRAINT "data_room_folder_buyers_folder_id_data_room_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."data_room_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_folder_buyers" ADD CONSTRAINT "data_room_folder_buyers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_folders" ADD CONSTRAINT "data_room_folders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_view_events" ADD CONSTRAINT "data_room_view_events_download_id_data_room_downloads_id_fk" FOREIGN KEY ("download_id") REFERENCES "public"."data_room_downloads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_rooms" ADD CONSTRAINT "data_rooms_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_room_downloads_trace_id_unique" ON "data_room_downloads" USING btree ("trace_id");--> statement-breakpoint
CREATE INDEX "data_room_downloads_business_user_idx" ON "data_room_downloads" USING btree ("business_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_room_file_versions_file_version_unique" ON "data_room_file_versions" USING btree ("file_id","version");--> statement-breakpoint
CREATE INDEX "data_room_files_folder_idx" ON "data_room_files" USING btree ("folder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_room_files_listing_document_unique" ON "data_room_files" USING btree ("business_id","listing_document_entry") WHERE "data_room_files"."listing_document_entry" is not null;--> statement-breakpoint
CREATE INDEX "data_room_folder_buyers_user_idx" ON "data_room_folder_buyers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_room_folders_business_name_unique" ON "data_room_folders" USING btree ("business_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "data_room_folders_listing_documents_unique" ON "data_room_folders" USING btree ("business_id") WHERE "data_room_folders"."kind" = 'listing_documents';--> statement-breakpoint
CREATE INDEX "data_room_view_events_download_idx" ON "data_room_view_events" USING btree ("download_id");
