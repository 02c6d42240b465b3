CREATE TABLE "placement_extensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"placement_id" uuid NOT NULL,
	"months" smallint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"side" text NOT NULL,
	"monthly_allowance" integer NOT NULL,
	"months" smallint NOT NULL,
	"start_date" date,
	"dates_agreed_at" timestamp with time zone,
	"ended_on" date,
	"end_reason" text,
	"ended_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "placement_extensions" ADD CONSTRAINT "placement_extensions_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_extensions" ADD CONSTRAINT "placement_extensions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_extensions" ADD CONSTRAINT "placement_extensions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_round_id_scheme_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."scheme_rounds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "placement_extensions_placement_idx" ON "placement_extensions" USING btree ("placement_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "placement_extensions_pending_key" ON "placement_extensions" USING btree ("placement_id") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "placements_application_key" ON "placements" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "placements_round_idx" ON "placements" USING btree ("round_id","created_at");--> statement-breakpoint
CREATE INDEX "placements_company_idx" ON "placements" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "placements_candidate_idx" ON "placements" USING btree ("candidate_id","created_at");--> statement-breakpoint
INSERT INTO "placements" ("application_id", "round_id", "company_id", "candidate_id", "job_id", "side", "monthly_allowance", "months", "created_at", "updated_at")
SELECT a."id", j."round_id", a."company_id", a."candidate_id", a."job_id",
  CASE WHEN j."city" = 1 THEN 'HongKong' ELSE 'GBA' END,
  CASE WHEN j."city" = 1 THEN r."allowance_hong_kong" ELSE r."allowance_gba" END,
  r."internship_months", a."stage_changed_at", a."stage_changed_at"
FROM "applications" a JOIN "jobs" j ON j."id" = a."job_id" JOIN "scheme_rounds" r ON r."id" = j."round_id"
WHERE a."stage" = 6;
