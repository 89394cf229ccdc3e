CREATE TABLE "cs_feedback_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"feedback_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cs_feedbacks" ADD COLUMN "source" text DEFAULT 'app' NOT NULL;--> statement-breakpoint
ALTER TABLE "cs_feedbacks" ADD COLUMN "priority" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "cs_feedbacks" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
-- Feedback received before tickets had priorities: normal priority, due a day after it came.
UPDATE "cs_feedbacks" SET "due_at" = "created_at" + interval '24 hours';--> statement-breakpoint
ALTER TABLE "cs_feedbacks" ALTER COLUMN "due_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cs_feedbacks" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "cs_feedbacks" ADD COLUMN "in_call_record_id" bigint;--> statement-breakpoint
ALTER TABLE "cs_feedback_notes" ADD CONSTRAINT "cs_feedback_notes_feedback_id_cs_feedbacks_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."cs_feedbacks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_feedback_notes" ADD CONSTRAINT "cs_feedback_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cs_feedback_notes_feedback_idx" ON "cs_feedback_notes" USING btree ("feedback_id","created_at");--> statement-breakpoint
ALTER TABLE "cs_feedbacks" ADD CONSTRAINT "cs_feedbacks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cs_feedbacks_due_idx" ON "cs_feedbacks" USING btree ("due_at","id");--> statement-breakpoint
CREATE INDEX "cs_feedbacks_status_due_idx" ON "cs_feedbacks" USING btree ("status","due_at","id");--> statement-breakpoint
CREATE INDEX "cs_feedbacks_handler_idx" ON "cs_feedbacks" USING btree ("handler_user_id","status","due_at");