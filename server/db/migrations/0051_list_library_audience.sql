ALTER TABLE "sms_marketing_recipients" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "robot_tasks" ADD COLUMN "list_batch_id" integer;--> statement-breakpoint
ALTER TABLE "robot_tasks" ADD COLUMN "list_state" text;--> statement-breakpoint
ALTER TABLE "robot_tasks" ADD COLUMN "customer_status" text;--> statement-breakpoint
ALTER TABLE "sms_marketing_recipients" ADD COLUMN "entry_id" integer;--> statement-breakpoint
ALTER TABLE "sms_marketing_tasks" ADD COLUMN "list_batch_id" integer;--> statement-breakpoint
ALTER TABLE "sms_marketing_tasks" ADD COLUMN "marketing_target" text;--> statement-breakpoint
ALTER TABLE "sms_marketing_tasks" ADD COLUMN "list_state" text;--> statement-breakpoint
ALTER TABLE "sms_marketing_tasks" ADD COLUMN "customer_status" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_marketing_recipients_task_entry_uq" ON "sms_marketing_recipients" USING btree ("task_id","entry_id") WHERE "sms_marketing_recipients"."entry_id" is not null;--> statement-breakpoint
CREATE INDEX "tm_entries_merchant_id_idx" ON "telemarketing_list_entries" USING btree ("merchant_id","id");