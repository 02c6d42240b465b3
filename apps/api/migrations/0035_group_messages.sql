CREATE TABLE "group_message_recipients" (
	"group_id" uuid NOT NULL,
	"recipient_user_id" uuid NOT NULL,
	"message_id" uuid,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "group_message_recipients_group_id_recipient_user_id_pk" PRIMARY KEY("group_id","recipient_user_id")
);
--> statement-breakpoint
CREATE TABLE "group_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sender_user_id" uuid,
	"audience" jsonb NOT NULL,
	"texts" jsonb NOT NULL,
	"recipient_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "group_message_recipients" ADD CONSTRAINT "group_message_recipients_group_id_group_messages_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."group_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_message_recipients" ADD CONSTRAINT "group_message_recipients_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_message_recipients" ADD CONSTRAINT "group_message_recipients_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_messages" ADD CONSTRAINT "group_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_message_recipients_pending_idx" ON "group_message_recipients" USING btree ("group_id") WHERE delivered_at IS NULL;--> statement-breakpoint
CREATE INDEX "group_messages_created_idx" ON "group_messages" USING btree ("created_at","id");