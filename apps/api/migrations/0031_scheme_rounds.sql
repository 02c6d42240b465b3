CREATE TABLE "scheme_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_cn" text NOT NULL,
	"application_start" date NOT NULL,
	"application_end" date NOT NULL,
	"internship_months" smallint NOT NULL,
	"max_internship_months" smallint NOT NULL,
	"allowance_hong_kong" integer NOT NULL,
	"allowance_gba" integer NOT NULL,
	"prior_employment_months" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "round_id" uuid;--> statement-breakpoint
-- Jobs posted before rounds were data belong to the one round the scheme had then: the 2025
-- summer round, as its facts were published (SPEC section 1). A database without jobs gets none.
INSERT INTO "scheme_rounds" ("name_en", "name_zh", "name_cn", "application_start", "application_end", "internship_months", "max_internship_months", "allowance_hong_kong", "allowance_gba", "prior_employment_months")
SELECT '2025 summer', '2025年暑期', '2025年暑期', '2025-04-16', '2025-06-16', 2, 6, 12000, 10500, 3
WHERE EXISTS (SELECT 1 FROM "jobs");--> statement-breakpoint
UPDATE "jobs" SET "round_id" = (SELECT "id" FROM "scheme_rounds" LIMIT 1);--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "round_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "scheme_rounds_period_idx" ON "scheme_rounds" USING btree ("application_start");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_round_id_scheme_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."scheme_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_round_idx" ON "jobs" USING btree ("round_id");