CREATE TABLE "round_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"side" text NOT NULL,
	"granted" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scheme_rounds" ADD COLUMN "total_places" integer;--> statement-breakpoint
ALTER TABLE "scheme_rounds" ADD COLUMN "ended_early_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "round_places" ADD CONSTRAINT "round_places_round_id_scheme_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."scheme_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_places" ADD CONSTRAINT "round_places_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "round_places_grant_idx" ON "round_places" USING btree ("round_id","company_id","side");