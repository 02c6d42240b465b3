-- A candidate's current studies are an education entry (issue 10): the studies given at
-- registration become an entry where no entry holds them (the profile header showed them while
-- the Education section said there was none), then every profile takes its studies from its
-- current entry, the one graduating last (the earliest made among equals).
INSERT INTO "candidate_education"
  ("user_id", "institution", "institution_other", "education_level", "programme", "faculty", "graduation_year",
   "created_at", "updated_at")
SELECT p."user_id", p."institution", p."institution_other", p."education_level", p."programme",
       nullif(p."faculty", ''), p."graduation_year", p."created_at", p."created_at"
FROM "candidate_profiles" p
WHERE NOT EXISTS (
  SELECT 1 FROM "candidate_education" e
  WHERE e."user_id" = p."user_id" AND e."institution" = p."institution" AND e."programme" = p."programme"
    AND e."graduation_year" = p."graduation_year"
);--> statement-breakpoint
-- An entry of the same studies that left out the faculty keeps the one registration gave.
UPDATE "candidate_education" e SET "faculty" = p."faculty"
FROM "candidate_profiles" p
WHERE e."user_id" = p."user_id" AND e."faculty" IS NULL AND p."faculty" <> ''
  AND e."institution" = p."institution" AND e."programme" = p."programme"
  AND e."graduation_year" = p."graduation_year";--> statement-breakpoint
UPDATE "candidate_profiles" p SET
  "institution" = e."institution",
  "institution_other" = e."institution_other",
  "education_level" = e."education_level",
  "programme" = e."programme",
  "faculty" = coalesce(e."faculty", ''),
  "graduation_year" = e."graduation_year"
FROM (
  SELECT DISTINCT ON ("user_id") * FROM "candidate_education"
  ORDER BY "user_id", "graduation_year" DESC, "created_at" ASC, "id" ASC
) e
WHERE e."user_id" = p."user_id";
