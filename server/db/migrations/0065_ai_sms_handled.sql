ALTER TABLE "ai_sms_replies" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ai_sms_replies" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "ai_sms_replies" ADD COLUMN "opted_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "ai_callbacks_call_ref_idx" ON "ai_callbacks" USING btree ("call_ref","event_at");