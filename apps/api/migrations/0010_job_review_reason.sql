-- The reason the admin gave when rejecting a job, shown to the company on its job list and job page
-- and on the admin's Rejected tab (issue 10). Rejections before this kept it only in the audit log.
ALTER TABLE "jobs" ADD COLUMN "review_reason" text;--> statement-breakpoint
UPDATE "jobs" j SET "review_reason" = (
  SELECT a."details"->>'reason' FROM "audit_log" a
  WHERE a."entity_type" = 'job' AND a."entity_id" = j."id"::text AND a."action" = 'job.rejected'
  ORDER BY a."created_at" DESC LIMIT 1
) WHERE j."approval_status" = 2;
