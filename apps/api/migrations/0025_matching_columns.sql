CREATE TABLE "candidate_job_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"job_functions" text[] DEFAULT '{}'::text[] NOT NULL,
	"job_modes" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "skill_keys" text[] GENERATED ALWAYS AS (skill_keys(skills)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "skill_keys" text[] GENERATED ALWAYS AS (skill_keys(skills)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "education_levels" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "graduation_year_from" smallint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "graduation_year_to" smallint;--> statement-breakpoint
ALTER TABLE "candidate_job_preferences" ADD CONSTRAINT "candidate_job_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_profiles_updated_idx" ON "candidate_profiles" USING btree ("updated_at");