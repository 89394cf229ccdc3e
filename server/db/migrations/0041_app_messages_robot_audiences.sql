CREATE TABLE "app_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_code" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "robot_calls" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "robot_tasks" ADD COLUMN "list_type" text;--> statement-breakpoint
ALTER TABLE "robot_tasks" ADD COLUMN "marketing_target" text;--> statement-breakpoint
ALTER TABLE "robot_tasks" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "robot_tasks" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "app_messages_app_idx" ON "app_messages" USING btree ("app_code","publish_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "app_messages"."status" = 'published';--> statement-breakpoint
CREATE INDEX "app_messages_created_idx" ON "app_messages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);