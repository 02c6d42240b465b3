ALTER TABLE "email_outbox" ADD COLUMN "reply_to" jsonb;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "list_unsubscribe" text;