CREATE TABLE "schedule_warnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"day" date NOT NULL,
	"findings" jsonb NOT NULL,
	"recipient_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_rules" ADD COLUMN "daily_case_capacity" integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_rules" ADD COLUMN "late_grace_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_warnings" ADD CONSTRAINT "schedule_warnings_team_id_departments_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_warnings_team_day_uq" ON "schedule_warnings" USING btree ("team_id","day");