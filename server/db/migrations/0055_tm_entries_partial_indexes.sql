DROP INDEX "tm_entries_state_created_idx";--> statement-breakpoint
DROP INDEX "tm_entries_state_batch_idx";--> statement-breakpoint
DROP INDEX "tm_entries_state_merchant_idx";--> statement-breakpoint
DROP INDEX "tm_entries_state_cstatus_idx";--> statement-breakpoint
DROP INDEX "tm_entries_state_target_idx";--> statement-breakpoint
DROP INDEX "tm_entries_state_type_idx";--> statement-breakpoint
DROP INDEX "tm_entries_state_group_idx";--> statement-breakpoint
DROP INDEX "tm_entries_customer_idx";--> statement-breakpoint
DROP INDEX "tm_entries_merchant_id_idx";--> statement-breakpoint
DROP INDEX "tm_entries_assigned_idx";--> statement-breakpoint
DROP INDEX "tm_entries_abandoned_idx";--> statement-breakpoint
CREATE INDEX "tm_entries_active_created_idx" ON "telemarketing_list_entries" USING btree ("created_at","id") WITH (deduplicate_items=false) WHERE "telemarketing_list_entries"."list_state" = 'active';--> statement-breakpoint
CREATE INDEX "tm_entries_active_batch_idx" ON "telemarketing_list_entries" USING btree ("batch_id","created_at","id") WITH (deduplicate_items=false) WHERE "telemarketing_list_entries"."list_state" = 'active';--> statement-breakpoint
CREATE INDEX "tm_entries_active_merchant_idx" ON "telemarketing_list_entries" USING btree ("merchant_id","created_at","id") WITH (deduplicate_items=false) WHERE "telemarketing_list_entries"."list_state" = 'active';--> statement-breakpoint
CREATE INDEX "tm_entries_active_cstatus_idx" ON "telemarketing_list_entries" USING btree ("customer_status","created_at","id") WITH (deduplicate_items=false) WHERE "telemarketing_list_entries"."list_state" = 'active';--> statement-breakpoint
CREATE INDEX "tm_entries_active_target_idx" ON "telemarketing_list_entries" USING btree ("marketing_target","created_at","id") WITH (deduplicate_items=false) WHERE "telemarketing_list_entries"."list_state" = 'active';--> statement-breakpoint
CREATE INDEX "tm_entries_active_type_idx" ON "telemarketing_list_entries" USING btree ("list_type","created_at","id") WITH (deduplicate_items=false) WHERE "telemarketing_list_entries"."list_state" = 'active';--> statement-breakpoint
CREATE INDEX "tm_entries_active_group_idx" ON "telemarketing_list_entries" USING btree ("user_group_no","created_at","id") WITH (deduplicate_items=false) WHERE "telemarketing_list_entries"."list_state" = 'active';--> statement-breakpoint
CREATE INDEX "tm_entries_customer_idx" ON "telemarketing_list_entries" USING btree ("customer_id") WHERE "telemarketing_list_entries"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "tm_entries_merchant_id_idx" ON "telemarketing_list_entries" USING btree ("merchant_id","id") WITH (deduplicate_items=false);--> statement-breakpoint
CREATE INDEX "tm_entries_assigned_idx" ON "telemarketing_list_entries" USING btree ("assigned_user_id") WHERE "telemarketing_list_entries"."assigned_user_id" is not null;--> statement-breakpoint
CREATE INDEX "tm_entries_abandoned_idx" ON "telemarketing_list_entries" USING btree ("abandoned_at" DESC NULLS LAST,"id" DESC NULLS LAST) WITH (deduplicate_items=false) WHERE "telemarketing_list_entries"."list_state" = 'abandoned';