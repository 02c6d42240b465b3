-- Companies find applicants and saved candidates by either name: a 3+ character part is found
-- through the trigram index instead of reading every profile.
ALTER TABLE "candidate_profiles" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(english_name || ' ' || coalesce(chinese_name, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "candidate_profiles_name_trgm_idx" ON "candidate_profiles" USING gin ("search_name" gin_trgm_ops);