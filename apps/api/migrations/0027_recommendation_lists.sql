CREATE TABLE "recommendation_generations" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"jobs_changed" bigint DEFAULT 0 NOT NULL,
	"candidates_changed" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommendation_lists" (
	"owner_kind" smallint NOT NULL,
	"owner_id" uuid NOT NULL,
	"ids" uuid[],
	"matches" jsonb,
	"generation" bigint,
	"computed_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recommendation_lists_owner_kind_owner_id_pk" PRIMARY KEY("owner_kind","owner_id")
);
