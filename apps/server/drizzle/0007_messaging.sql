CREATE TABLE "chat_mail_notifications" (
	"conversation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_message_id" integer NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_mail_notifications_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_presence" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "chat_messages_conversation_id_created_at_idx";--> statement-breakpoint
DROP INDEX "conversations_participant_one_last_message_at_idx";--> statement-breakpoint
DROP INDEX "conversations_participant_two_last_message_at_idx";--> statement-breakpoint
ALTER TABLE "chat_mail_notifications" ADD CONSTRAINT "chat_mail_notifications_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mail_notifications" ADD CONSTRAINT "chat_mail_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_presence" ADD CONSTRAINT "user_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_mail_notifications_user_id_idx" ON "chat_mail_notifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_id_id_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_unread_conversation_idx" ON "chat_messages" USING btree ("conversation_id") WHERE cardinality("chat_messages"."read_by") < 2;--> statement-breakpoint
CREATE INDEX "chat_messages_unread_created_at_idx" ON "chat_messages" USING btree ("created_at") WHERE cardinality("chat_messages"."read_by") < 2;--> statement-breakpoint
CREATE INDEX "conversations_participant_one_last_message_id_idx" ON "conversations" USING btree ("participant_one","last_message_id");--> statement-breakpoint
CREATE INDEX "conversations_participant_two_last_message_id_idx" ON "conversations" USING btree ("participant_two","last_message_id");