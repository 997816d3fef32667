CREATE TABLE "data_room_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_room_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"folder_id" integer NOT NULL,
	"file_id" integer,
	"asker_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer_body" text,
	"answer_visibility" text,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	"answer_file_id" integer,
	"reminder_sent_at" timestamp with time zone,
	CONSTRAINT "data_room_questions_answer_check" CHECK (("data_room_questions"."answered_at" is null) = ("data_room_questions"."answer_body" is null) and ("data_room_questions"."answered_at" is null) = ("data_room_questions"."answer_visibility" is null)),
	CONSTRAINT "data_room_questions_visibility_check" CHECK ("data_room_questions"."answer_visibility" in ('private', 'all_buyers'))
);
--> statement-breakpoint
ALTER TABLE "notices" DROP CONSTRAINT "notices_type_check";--> statement-breakpoint
ALTER TABLE "data_room_questions" ADD CONSTRAINT "data_room_questions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_questions" ADD CONSTRAINT "data_room_questions_folder_id_data_room_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."data_room_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_questions" ADD CONSTRAINT "data_room_questions_file_id_data_room_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."data_room_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_questions" ADD CONSTRAINT "data_room_questions_asker_id_users_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_questions" ADD CONSTRAINT "data_room_questions_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_questions" ADD CONSTRAINT "data_room_questions_answer_file_id_data_room_files_id_fk" FOREIGN KEY ("answer_file_id") REFERENCES "public"."data_room_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_room_questions_business_idx" ON "data_room_questions" USING btree ("business_id","id");--> statement-breakpoint
CREATE INDEX "data_room_questions_asker_idx" ON "data_room_questions" USING btree ("asker_id");--> statement-breakpoint
CREATE INDEX "data_room_questions_reminder_due_idx" ON "data_room_questions" USING btree ("created_at") WHERE "data_room_questions"."answered_at" is null and "data_room_questions"."reminder_sent_at" is null;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_type_check" CHECK ("notices"."type" in ('listing-approved', 'listing-rejected', 'professional-approved', 'professional-rejected', 'funds-approved', 'funds-rejected', 'funds-expiring', 'access-requested', 'access-reminder', 'access-approved', 'access-declined', 'access-expired', 'access-revoked', 'transfer-approved', 'transfer-rejected', 'listing-reserved', 'reservation-ending', 'reservation-ended', 'reservation-extension', 'reservation-released', 'reservation-closed', 'closing-overdue', 'closing-payment', 'closing-dispute', 'question-asked', 'question-reminder', 'question-answered'));