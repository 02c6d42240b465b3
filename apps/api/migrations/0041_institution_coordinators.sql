CREATE TABLE "institution_confirmations" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"institution" text NOT NULL,
	"full_time_student" boolean,
	"fintech_programme" boolean,
	"enrolled" boolean,
	"graduation" boolean,
	"note" text,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "institution" text;--> statement-breakpoint
ALTER TABLE "institution_confirmations" ADD CONSTRAINT "institution_confirmations_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_confirmations" ADD CONSTRAINT "institution_confirmations_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "institution_confirmations_institution_idx" ON "institution_confirmations" USING btree ("institution");