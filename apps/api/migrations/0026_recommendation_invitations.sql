CREATE TABLE "recommendation_invitations" (
	"job_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"message_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recommendation_invitations_job_id_candidate_id_pk" PRIMARY KEY("job_id","candidate_id")
);
--> statement-breakpoint
ALTER TABLE "recommendation_invitations" ADD CONSTRAINT "recommendation_invitations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_invitations" ADD CONSTRAINT "recommendation_invitations_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_invitations" ADD CONSTRAINT "recommendation_invitations_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recommendation_invitations_candidate_idx" ON "recommendation_invitations" USING btree ("candidate_id");