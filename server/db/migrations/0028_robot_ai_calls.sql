CREATE TABLE "ai_allocation_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"system" text DEFAULT 'v1' NOT NULL,
	"merchant_id" integer,
	"level" text NOT NULL,
	"share_percent" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_callbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" text,
	"call_ref" text,
	"event_at" timestamp with time zone,
	"payload" jsonb NOT NULL,
	"result" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_case_assignments" (
	"case_id" bigint PRIMARY KEY NOT NULL,
	"config_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_sms_replies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"customer_id" integer,
	"case_id" bigint,
	"received_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "robot_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"run_day" date NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" bigint NOT NULL,
	"case_id" bigint,
	"customer_id" integer NOT NULL,
	"merchant_id" integer,
	"phone" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"outcome" text,
	"keypress" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"provider_ref" text,
	"duration_sec" integer,
	"transcript" text,
	"recording_ref" text,
	"called_at" timestamp with time zone,
	"result_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "robot_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"name" text NOT NULL,
	"merchant_id" integer,
	"levels" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_overdue_days" integer,
	"max_overdue_days" integer,
	"segment" text,
	"script" text DEFAULT '' NOT NULL,
	"window_start_minute" integer DEFAULT 540 NOT NULL,
	"window_end_minute" integer DEFAULT 1020 NOT NULL,
	"max_retries" integer DEFAULT 1 NOT NULL,
	"retry_gap_minutes" integer DEFAULT 60 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_run_day" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_allocation_configs" ADD CONSTRAINT "ai_allocation_configs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_sms_replies" ADD CONSTRAINT "ai_sms_replies_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_calls" ADD CONSTRAINT "robot_calls_task_id_robot_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."robot_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_calls" ADD CONSTRAINT "robot_calls_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_tasks" ADD CONSTRAINT "robot_tasks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_allocation_configs_uq" ON "ai_allocation_configs" USING btree ("system",coalesce("merchant_id", 0),"level");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_callbacks_event_uq" ON "ai_callbacks" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "ai_callbacks_received_idx" ON "ai_callbacks" USING btree ("received_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "ai_sms_replies_message_uq" ON "ai_sms_replies" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "ai_sms_replies_received_idx" ON "ai_sms_replies" USING btree ("received_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "robot_calls_once_uq" ON "robot_calls" USING btree ("task_id","run_day","target_kind","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "robot_calls_ref_uq" ON "robot_calls" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "robot_calls_task_idx" ON "robot_calls" USING btree ("task_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "robot_calls_due_idx" ON "robot_calls" USING btree ("next_attempt_at") WHERE "robot_calls"."status" in ('queued', 'calling');--> statement-breakpoint
CREATE INDEX "robot_calls_case_idx" ON "robot_calls" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "robot_tasks_scope_idx" ON "robot_tasks" USING btree ("scope","id");