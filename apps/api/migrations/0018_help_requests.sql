CREATE TABLE "help_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" serial NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"role" smallint NOT NULL,
	"topic" smallint NOT NULL,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"file_storage_key" text,
	"file_name" text,
	"file_mime_type" text,
	"file_size_bytes" bigint,
	"status" smallint DEFAULT 1 NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "help_requests_file_storage_key_unique" UNIQUE("file_storage_key")
);
--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_requests_status_idx" ON "help_requests" USING btree ("status","created_at","seq");--> statement-breakpoint
CREATE INDEX "help_requests_answered_idx" ON "help_requests" USING btree ("answered_at") WHERE status = 2;