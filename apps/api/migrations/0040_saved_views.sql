CREATE TABLE "saved_view_recipients" (
	"view_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "saved_view_recipients_view_id_user_id_pk" PRIMARY KEY("view_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "saved_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list" text NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"created_by_user_id" uuid,
	"schedule_weekday" smallint,
	"schedule_hour" smallint,
	"last_sent_week" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_views_schedule_check" CHECK (("saved_views"."schedule_weekday" IS NULL) = ("saved_views"."schedule_hour" IS NULL)
        AND ("saved_views"."schedule_weekday" IS NULL OR "saved_views"."schedule_weekday" BETWEEN 1 AND 7)
        AND ("saved_views"."schedule_hour" IS NULL OR "saved_views"."schedule_hour" BETWEEN 0 AND 23))
);
--> statement-breakpoint
ALTER TABLE "saved_view_recipients" ADD CONSTRAINT "saved_view_recipients_view_id_saved_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."saved_views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_view_recipients" ADD CONSTRAINT "saved_view_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_view_recipients_user_idx" ON "saved_view_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_list_name_key" ON "saved_views" USING btree ("list",lower("name"));