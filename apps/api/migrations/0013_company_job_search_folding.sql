-- The company's own job search by name (GET /v1/job/company-jobs keyword) folds Traditional and
-- Simplified like the public search (decision 012, migration 0008): the position alone, folded by
-- the database, with its own trigram index, so that a keyword is not folded against every job's
-- name at search time (the admin searches every company's jobs).
ALTER TABLE "jobs" ADD COLUMN "position_search" text GENERATED ALWAYS AS (fold_script(lower(position_name))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_position_trgm_idx" ON "jobs" USING gin ("position_search" gin_trgm_ops);--> statement-breakpoint
-- The new column has no statistics yet: without them the planner guesses how many rows a keyword matches.
ANALYZE "jobs";
