CREATE TABLE "queue_assignments" (
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"assignee_user_id" uuid NOT NULL,
	"assigned_by" uuid,
	"assigned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "queue_assignments_subject_type_subject_id_pk" PRIMARY KEY("subject_type","subject_id")
);
--> statement-breakpoint
ALTER TABLE "queue_assignments" ADD CONSTRAINT "queue_assignments_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_assignments" ADD CONSTRAINT "queue_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "queue_assignments_assignee_idx" ON "queue_assignments" USING btree ("assignee_user_id","subject_type");