CREATE INDEX "collection_promises_created_idx" ON "collection_promises" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "cs_feedbacks_processed_idx" ON "cs_feedbacks" USING btree ("processed_at") WHERE "cs_feedbacks"."processed_at" is not null;--> statement-breakpoint
CREATE INDEX "tm_follow_ups_at_idx" ON "tm_follow_ups" USING btree ("at");