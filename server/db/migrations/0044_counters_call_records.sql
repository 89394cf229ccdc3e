CREATE TABLE "sign_in_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_logs" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "call_logs" ADD COLUMN "connected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "call_logs" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "call_logs" ADD COLUMN "talk_seconds" integer;--> statement-breakpoint
CREATE INDEX "sign_in_counters_window_idx" ON "sign_in_counters" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "call_logs_pending_idx" ON "call_logs" USING btree ("created_at") WHERE "call_logs"."ended_at" is null and "call_logs"."via" = 'callCentre';--> statement-breakpoint
CREATE INDEX "collection_contacts_call_idx" ON "collection_contacts" USING btree ("call_log_id") WHERE "collection_contacts"."call_log_id" is not null;