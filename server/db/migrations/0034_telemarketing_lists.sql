CREATE TABLE "base_type_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_type" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telemarketing_blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"reason" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telemarketing_import_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_no" text NOT NULL,
	"file_name" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"list_type" text DEFAULT 'imported' NOT NULL,
	"marketing_target" text NOT NULL,
	"user_group_no" text,
	"recommended_product_id" integer,
	"status" text DEFAULT 'validating' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"valid_rows" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"committed_rows" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"importer_id" integer,
	"committed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telemarketing_import_rows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"row_no" integer NOT NULL,
	"raw_phone" text,
	"phone" text,
	"customer_name" text,
	"recommended_amount_cents" bigint,
	"remark" text,
	"ok" boolean DEFAULT true NOT NULL,
	"error_key" text,
	"error_params" jsonb
);
--> statement-breakpoint
CREATE TABLE "telemarketing_list_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"batch_id" integer,
	"phone_hash" text NOT NULL,
	"phone" text NOT NULL,
	"customer_name" text,
	"customer_id" integer,
	"customer_status" smallint DEFAULT 2 NOT NULL,
	"list_type" text DEFAULT 'imported' NOT NULL,
	"marketing_target" text NOT NULL,
	"list_state" text DEFAULT 'active' NOT NULL,
	"recommended_product_id" integer,
	"recommended_amount_cents" bigint,
	"user_group_no" text,
	"recycle_count" integer DEFAULT 0 NOT NULL,
	"abandoned_at" timestamp with time zone,
	"abandon_reason" text,
	"abandoned_by" integer,
	"recycled_at" timestamp with time zone,
	"assigned_user_id" integer,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tm_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"activity_type" text NOT NULL,
	"face_value_cents" bigint NOT NULL,
	"daily_limit" integer NOT NULL,
	"total_limit" integer NOT NULL,
	"per_customer_limit" integer DEFAULT 1 NOT NULL,
	"eligible_intents" text[] DEFAULT '{}'::text[] NOT NULL,
	"valid_days" integer NOT NULL,
	"used_total" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tm_activity_day_counts" (
	"activity_id" integer NOT NULL,
	"day" date NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tm_activity_day_counts_activity_id_day_pk" PRIMARY KEY("activity_id","day")
);
--> statement-breakpoint
CREATE TABLE "tm_approvals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"entry_id" integer,
	"amount_cents" bigint NOT NULL,
	"day" date NOT NULL,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"review_remark" text,
	"coupon_id" integer,
	"coupon_no" text
);
--> statement-breakpoint
CREATE TABLE "tm_dial_tasks" (
	"entry_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"assigned_by" integer,
	"assigned_at" timestamp with time zone NOT NULL,
	"follow_status" text DEFAULT 'notFollowed' NOT NULL,
	"intent" text,
	"next_call_at" timestamp with time zone,
	"last_call_at" timestamp with time zone,
	"follow_count" integer DEFAULT 0 NOT NULL,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "tm_follow_ups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"intent" text NOT NULL,
	"next_call_at" timestamp with time zone,
	"remark" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tm_inbound_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"window_days" integer NOT NULL,
	"touch_model" text DEFAULT 'last' NOT NULL,
	"channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tm_personnel" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"activity_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"working_status" text DEFAULT 'working' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tm_touches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" integer,
	"user_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"phone" text NOT NULL,
	"channel" text NOT NULL,
	"call_log_id" bigint,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "telemarketing_blacklist" ADD CONSTRAINT "telemarketing_blacklist_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemarketing_import_batches" ADD CONSTRAINT "telemarketing_import_batches_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemarketing_import_batches" ADD CONSTRAINT "telemarketing_import_batches_recommended_product_id_products_id_fk" FOREIGN KEY ("recommended_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemarketing_import_batches" ADD CONSTRAINT "telemarketing_import_batches_importer_id_users_id_fk" FOREIGN KEY ("importer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemarketing_import_rows" ADD CONSTRAINT "telemarketing_import_rows_batch_id_telemarketing_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."telemarketing_import_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemarketing_list_entries" ADD CONSTRAINT "telemarketing_list_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemarketing_list_entries" ADD CONSTRAINT "telemarketing_list_entries_batch_id_telemarketing_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."telemarketing_import_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemarketing_list_entries" ADD CONSTRAINT "telemarketing_list_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemarketing_list_entries" ADD CONSTRAINT "telemarketing_list_entries_recommended_product_id_products_id_fk" FOREIGN KEY ("recommended_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemarketing_list_entries" ADD CONSTRAINT "telemarketing_list_entries_abandoned_by_users_id_fk" FOREIGN KEY ("abandoned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemarketing_list_entries" ADD CONSTRAINT "telemarketing_list_entries_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemarketing_list_entries" ADD CONSTRAINT "telemarketing_list_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tm_activity_day_counts" ADD CONSTRAINT "tm_activity_day_counts_activity_id_tm_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."tm_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tm_approvals" ADD CONSTRAINT "tm_approvals_activity_id_tm_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."tm_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tm_approvals" ADD CONSTRAINT "tm_approvals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tm_approvals" ADD CONSTRAINT "tm_approvals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tm_approvals" ADD CONSTRAINT "tm_approvals_entry_id_telemarketing_list_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."telemarketing_list_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tm_approvals" ADD CONSTRAINT "tm_approvals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tm_approvals" ADD CONSTRAINT "tm_approvals_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tm_dial_tasks" ADD CONSTRAINT "tm_dial_tasks_entry_id_telemarketing_list_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."telemarketing_list_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tm_dial_tasks" ADD CONSTRAINT "tm_dial_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tm_dial_tasks" ADD CONSTRAINT "tm_dial_tasks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tm_dial_tasks" ADD CONSTRAINT "tm_dial_tasks_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tm_follow_ups" ADD CONSTRAINT "tm_follow_ups_entry_id_telemarketing_list_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."telemarketing_list_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tm_follow_ups" ADD CONSTRAINT "tm_follow_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tm_inbound_configs" ADD CONSTRAINT "tm_inbound_configs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tm_personnel" ADD CONSTRAINT "tm_personnel_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tm_touches" ADD CONSTRAINT "tm_touches_entry_id_telemarketing_list_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."telemarketing_list_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tm_touches" ADD CONSTRAINT "tm_touches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tm_touches" ADD CONSTRAINT "tm_touches_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "base_type_options_type_code_uq" ON "base_type_options" USING btree ("option_type","code");--> statement-breakpoint
CREATE INDEX "base_type_options_type_idx" ON "base_type_options" USING btree ("option_type","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "tm_blacklist_phone_uq" ON "telemarketing_blacklist" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "tm_blacklist_created_idx" ON "telemarketing_blacklist" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "tm_import_batches_no_uq" ON "telemarketing_import_batches" USING btree ("batch_no");--> statement-breakpoint
CREATE INDEX "tm_import_batches_created_idx" ON "telemarketing_import_batches" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tm_import_batches_status_idx" ON "telemarketing_import_batches" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tm_import_rows_batch_idx" ON "telemarketing_import_rows" USING btree ("batch_id","row_no");--> statement-breakpoint
CREATE INDEX "tm_import_rows_batch_phone_idx" ON "telemarketing_import_rows" USING btree ("batch_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "tm_entries_merchant_hash_uq" ON "telemarketing_list_entries" USING btree ("merchant_id","phone_hash");--> statement-breakpoint
CREATE INDEX "tm_entries_phone_idx" ON "telemarketing_list_entries" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "tm_entries_customer_idx" ON "telemarketing_list_entries" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "tm_entries_assigned_idx" ON "telemarketing_list_entries" USING btree ("assigned_user_id");--> statement-breakpoint
CREATE INDEX "tm_entries_state_created_idx" ON "telemarketing_list_entries" USING btree ("list_state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tm_entries_state_batch_idx" ON "telemarketing_list_entries" USING btree ("list_state","batch_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tm_entries_state_merchant_idx" ON "telemarketing_list_entries" USING btree ("list_state","merchant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tm_entries_state_cstatus_idx" ON "telemarketing_list_entries" USING btree ("list_state","customer_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tm_entries_state_target_idx" ON "telemarketing_list_entries" USING btree ("list_state","marketing_target","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tm_entries_state_type_idx" ON "telemarketing_list_entries" USING btree ("list_state","list_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tm_entries_state_group_idx" ON "telemarketing_list_entries" USING btree ("list_state","user_group_no","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tm_entries_abandoned_idx" ON "telemarketing_list_entries" USING btree ("abandoned_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "telemarketing_list_entries"."list_state" = 'abandoned';--> statement-breakpoint
CREATE UNIQUE INDEX "tm_activities_name_uq" ON "tm_activities" USING btree ("name");--> statement-breakpoint
CREATE INDEX "tm_approvals_status_idx" ON "tm_approvals" USING btree ("status","requested_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tm_approvals_requester_idx" ON "tm_approvals" USING btree ("requested_by","requested_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tm_approvals_customer_idx" ON "tm_approvals" USING btree ("activity_id","customer_id");--> statement-breakpoint
CREATE INDEX "tm_dial_tasks_user_idx" ON "tm_dial_tasks" USING btree ("user_id","assigned_at" DESC NULLS LAST,"entry_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tm_dial_tasks_merchant_idx" ON "tm_dial_tasks" USING btree ("merchant_id","assigned_at" DESC NULLS LAST,"entry_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tm_follow_ups_entry_idx" ON "tm_follow_ups" USING btree ("entry_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "tm_inbound_configs_merchant_uq" ON "tm_inbound_configs" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tm_personnel_user_uq" ON "tm_personnel" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tm_touches_user_idx" ON "tm_touches" USING btree ("user_id","merchant_id","phone");--> statement-breakpoint
CREATE INDEX "tm_touches_phone_idx" ON "tm_touches" USING btree ("merchant_id","phone","at");