-- When a company's profile was first saved: candidates find a company (landing brands, directory,
-- its page) and its jobs only once it is approved and has a profile (issue 10). The English name is
-- required by the profile and empty before its first save, so it tells which companies have one.
ALTER TABLE "companies" ADD COLUMN "profile_saved_at" timestamp with time zone;--> statement-breakpoint
UPDATE "companies" SET "profile_saved_at" = "updated_at" WHERE "name_en" IS NOT NULL;
