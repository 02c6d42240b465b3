-- An application's history starts at New (issue 10): applying after only viewing a job no longer
-- records the viewed state (-1) as the first move's origin or as the previous stage, which the
-- company's screens showed as "Closed → New".
UPDATE "application_events" SET "from_stage" = NULL WHERE "from_stage" = -1;--> statement-breakpoint
UPDATE "applications" SET "previous_stage" = NULL WHERE "previous_stage" = -1 AND "stage" >= 0;
