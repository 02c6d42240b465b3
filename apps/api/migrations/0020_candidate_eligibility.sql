ALTER TABLE "candidate_profiles" ADD COLUMN "eligibility_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "eligibility_reason" text;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "eligibility_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "eligibility_decided_by" uuid;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_eligibility_decided_by_users_id_fk" FOREIGN KEY ("eligibility_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_profiles_eligibility_idx" ON "candidate_profiles" USING btree ("eligibility_status","created_at");