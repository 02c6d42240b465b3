ALTER TABLE "applications" ADD COLUMN "company_id" uuid;--> statement-breakpoint
UPDATE "applications" a SET "company_id" = j."company_id" FROM "jobs" j WHERE j."id" = a."job_id";--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_company_recent_idx" ON "applications" USING btree ("company_id","stage_changed_at","id");--> statement-breakpoint
CREATE INDEX "applications_company_stage_idx" ON "applications" USING btree ("company_id","stage","previous_stage");