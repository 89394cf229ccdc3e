CREATE TABLE "cs_ticket_warnings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"feedback_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"recipient_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cs_ticket_warnings" ADD CONSTRAINT "cs_ticket_warnings_feedback_id_cs_feedbacks_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."cs_feedbacks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cs_ticket_warnings_uq" ON "cs_ticket_warnings" USING btree ("feedback_id","kind");