CREATE TABLE "cs_coupon_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_no" text NOT NULL,
	"task_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"day" date NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"review_remark" text,
	"coupon_nos" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cs_coupon_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"apps" text[] DEFAULT '{}'::text[] NOT NULL,
	"merchant_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"coupon_type" text NOT NULL,
	"face_value_cents" bigint NOT NULL,
	"count" integer NOT NULL,
	"daily_limit" integer NOT NULL,
	"per_request_limit" integer NOT NULL,
	"total_limit" integer NOT NULL,
	"valid_days" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temp_limit_task_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"row_no" integer NOT NULL,
	"phone" text NOT NULL,
	"customer_id" integer,
	"result" text NOT NULL,
	"credit_id" integer
);
--> statement-breakpoint
CREATE TABLE "temp_limit_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"remark" text,
	"file_name" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"ok_rows" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"review_remark" text,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "valid_days" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "issued_by" integer;--> statement-breakpoint
ALTER TABLE "cs_coupon_applications" ADD CONSTRAINT "cs_coupon_applications_task_id_cs_coupon_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."cs_coupon_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_coupon_applications" ADD CONSTRAINT "cs_coupon_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_coupon_applications" ADD CONSTRAINT "cs_coupon_applications_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_coupon_applications" ADD CONSTRAINT "cs_coupon_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_limit_task_rows" ADD CONSTRAINT "temp_limit_task_rows_task_id_temp_limit_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."temp_limit_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_limit_task_rows" ADD CONSTRAINT "temp_limit_task_rows_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_limit_tasks" ADD CONSTRAINT "temp_limit_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_limit_tasks" ADD CONSTRAINT "temp_limit_tasks_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cs_coupon_applications_no_uq" ON "cs_coupon_applications" USING btree ("application_no");--> statement-breakpoint
CREATE INDEX "cs_coupon_applications_agent_day_idx" ON "cs_coupon_applications" USING btree ("task_id","requested_by","day");--> statement-breakpoint
CREATE INDEX "cs_coupon_applications_requester_idx" ON "cs_coupon_applications" USING btree ("requested_by","requested_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cs_coupon_applications_status_idx" ON "cs_coupon_applications" USING btree ("status","requested_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "cs_coupon_tasks_name_uq" ON "cs_coupon_tasks" USING btree ("name");--> statement-breakpoint
CREATE INDEX "temp_limit_task_rows_task_idx" ON "temp_limit_task_rows" USING btree ("task_id","row_no");--> statement-breakpoint
CREATE INDEX "temp_limit_tasks_created_idx" ON "temp_limit_tasks" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "temp_limit_tasks_status_expires_idx" ON "temp_limit_tasks" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "coupons_created_idx" ON "coupons" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "coupons_status_expires_idx" ON "coupons" USING btree ("status","expires_at");