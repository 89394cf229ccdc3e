ALTER TABLE "tm_follow_ups" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "tm_follow_ups" ADD COLUMN "call_log_id" bigint;--> statement-breakpoint
CREATE INDEX "tm_dial_tasks_user_next_idx" ON "tm_dial_tasks" USING btree ("user_id","next_call_at","entry_id");--> statement-breakpoint
CREATE INDEX "tm_dial_tasks_merchant_next_idx" ON "tm_dial_tasks" USING btree ("merchant_id","next_call_at","entry_id");--> statement-breakpoint
CREATE INDEX "tm_follow_ups_user_idx" ON "tm_follow_ups" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "tm_touches_call_idx" ON "tm_touches" USING btree ("call_log_id") WHERE "tm_touches"."call_log_id" is not null;