-- Messages between users (issue 12, docs/decisions/015-messages.md): the message, one row per
-- recipient (their inbox copy, read and deleted on their own) and the documents it carries.
-- Partial indexes serve the inbox and sent box newest first and the unread count.
CREATE TABLE "message_documents" (
	"message_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "message_documents_message_id_media_id_pk" PRIMARY KEY("message_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "message_recipients" (
	"message_id" uuid NOT NULL,
	"recipient_user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "message_recipients_message_id_recipient_user_id_pk" PRIMARY KEY("message_id","recipient_user_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"sender_user_id" uuid,
	"sender_email" text NOT NULL,
	"thread_id" uuid NOT NULL,
	"reply_to_id" uuid,
	"forwarded_from_id" uuid,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"sender_deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_documents" ADD CONSTRAINT "message_documents_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_documents" ADD CONSTRAINT "message_documents_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_documents_media_idx" ON "message_documents" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "message_recipients_inbox_idx" ON "message_recipients" USING btree ("recipient_user_id","created_at","message_id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "message_recipients_unread_idx" ON "message_recipients" USING btree ("recipient_user_id") WHERE deleted_at IS NULL AND read_at IS NULL;--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_user_id","created_at","id") WHERE sender_deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("thread_id","seq");