CREATE TABLE "candidate_job_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"job_functions" text[] DEFAULT '{}'::text[] NOT NULL,
	"job_modes" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommendation_invitations" (
	"job_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"message_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recommendation_invitations_job_id_candidate_id_pk" PRIMARY KEY("job_id","candidate_id")
);
--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "skill_keys" text[] GENERATED ALWAYS AS (skill_keys(skills)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "skill_keys" text[] GENERATED ALWAYS AS (skill_keys(skills)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "education_levels" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "graduation_year_from" smallint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "graduation_year_to" smallint;--> statement-breakpoint
ALTER TABLE "candidate_job_preferences" ADD CONSTRAINT "candidate_job_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_invitations" ADD CONSTRAINT "recommendation_invitations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_invitations" ADD CONSTRAINT "recommendation_invitations_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_invitations" ADD CONSTRAINT "recommendation_invitations_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recommendation_invitations_candidate_idx" ON "recommendation_invitations" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "candidate_profiles_updated_idx" ON "candidate_profiles" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "candidate_profiles_skill_keys_idx" ON "candidate_profiles" USING gin ("skill_keys");--> statement-breakpoint
CREATE INDEX "jobs_skill_keys_idx" ON "jobs" USING gin ("skill_keys") WHERE approval_status = 1 AND status = 1 AND deleted_at IS NULL;