ALTER TABLE "temp_limit_tasks" ADD COLUMN "audience_min_settled" integer;--> statement-breakpoint
ALTER TABLE "temp_limit_tasks" ADD COLUMN "audience_levels" text[];