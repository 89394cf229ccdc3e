CREATE TABLE "outbox_merchants" (
	"outbox_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_marketing_recipients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"phone" text NOT NULL,
	"customer_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"outbox_id" bigint,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_marketing_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_name" text NOT NULL,
	"template_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"segment" text NOT NULL,
	"segment_days" integer DEFAULT 0 NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"rate_per_minute" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"audience_done" boolean DEFAULT false NOT NULL,
	"audience_cursor" integer DEFAULT 0 NOT NULL,
	"queued_count" integer DEFAULT 0 NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_marketing_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"merchant_id" integer,
	"content" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"merchant_id" integer,
	"message_type" text,
	"provider" text NOT NULL,
	"priority" integer NOT NULL,
	"rate_per_second" integer DEFAULT 50 NOT NULL,
	"sender_id" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_merchants" ADD CONSTRAINT "outbox_merchants_outbox_id_outbox_messages_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_marketing_recipients" ADD CONSTRAINT "sms_marketing_recipients_task_id_sms_marketing_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."sms_marketing_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_marketing_recipients" ADD CONSTRAINT "sms_marketing_recipients_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_marketing_tasks" ADD CONSTRAINT "sms_marketing_tasks_template_id_sms_marketing_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."sms_marketing_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_marketing_tasks" ADD CONSTRAINT "sms_marketing_tasks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_marketing_tasks" ADD CONSTRAINT "sms_marketing_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_marketing_templates" ADD CONSTRAINT "sms_marketing_templates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_routes" ADD CONSTRAINT "sms_routes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_marketing_recipients_task_customer_uq" ON "sms_marketing_recipients" USING btree ("task_id","customer_id");--> statement-breakpoint
CREATE INDEX "sms_marketing_recipients_pending_idx" ON "sms_marketing_recipients" USING btree ("task_id","id") WHERE "sms_marketing_recipients"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sms_marketing_tasks_status_idx" ON "sms_marketing_tasks" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_marketing_templates_name_uq" ON "sms_marketing_templates" USING btree ("name");--> statement-breakpoint
CREATE INDEX "sms_routes_kind_idx" ON "sms_routes" USING btree ("kind","priority");