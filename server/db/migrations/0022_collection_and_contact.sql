CREATE TABLE "bad_debt_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"system" text DEFAULT 'v1' NOT NULL,
	"merchant_id" integer NOT NULL,
	"reason" text NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" integer NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"moved_out_by" integer,
	"moved_out_at" timestamp with time zone,
	"move_out_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_allocations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"action" text NOT NULL,
	"from_user_id" integer,
	"to_user_id" integer,
	"from_agency" text,
	"to_agency" text,
	"batch_no" text,
	"actor_user_id" integer,
	"undone" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_case_levels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"level" text NOT NULL,
	"reason" text NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "collection_cases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_no" text NOT NULL,
	"system" text DEFAULT 'v1' NOT NULL,
	"bill_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"customer_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"level" text NOT NULL,
	"status" text DEFAULT 'collecting' NOT NULL,
	"close_reason" text,
	"collector_user_id" integer,
	"assigned_at" timestamp with time zone,
	"agency" text,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"level_entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_day" date NOT NULL,
	"overdue_days" integer DEFAULT 0 NOT NULL,
	"bill_amount_cents" bigint DEFAULT 0 NOT NULL,
	"amount_due_cents" bigint DEFAULT 0 NOT NULL,
	"follow_up_count" integer DEFAULT 0 NOT NULL,
	"last_action_code" text,
	"last_contact_at" timestamp with time zone,
	"next_call_at" timestamp with time zone,
	"overdue_reason" text,
	"customer_intent" text,
	"promise_id" bigint,
	"commitment_at" timestamp with time zone,
	"commitment_cents" bigint,
	"broken_promise_count" integer DEFAULT 0 NOT NULL,
	"paused_until" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_contacts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"customer_id" integer NOT NULL,
	"user_id" integer,
	"channel" text NOT NULL,
	"target" text DEFAULT 'borrower' NOT NULL,
	"contact_id" integer,
	"result" text,
	"action_code" text,
	"customer_intent" text,
	"overdue_reason" text,
	"remark" text,
	"next_call_at" timestamp with time zone,
	"call_log_id" bigint,
	"outbox_id" bigint,
	"template_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_deductions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"deduction_no" text NOT NULL,
	"case_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"system" text DEFAULT 'v1' NOT NULL,
	"strategy_id" integer,
	"components" jsonb NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" integer NOT NULL,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"review_remark" text,
	"flow_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_delay_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"requested_by" integer NOT NULL,
	"payment_ref" text,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"remark" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"pause_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"system" text DEFAULT 'v1' NOT NULL,
	"kind" text NOT NULL,
	"merchant_id" integer,
	"level" text NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_personnel" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"system" text DEFAULT 'v1' NOT NULL,
	"group_name" text,
	"merchant_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"related_merchant_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"levels" text[] DEFAULT '{}'::text[] NOT NULL,
	"auto_allocation" boolean DEFAULT true NOT NULL,
	"message_sending" boolean DEFAULT true NOT NULL,
	"capacity" integer DEFAULT 300 NOT NULL,
	"agency" text,
	"working_status" text DEFAULT 'working' NOT NULL,
	"employment" text DEFAULT 'employed' NOT NULL,
	"status" text DEFAULT 'normal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_promises" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"user_id" integer,
	"promised_at" timestamp with time zone NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_repayments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"flow_id" bigint NOT NULL,
	"case_id" bigint NOT NULL,
	"system" text DEFAULT 'v1' NOT NULL,
	"merchant_id" integer NOT NULL,
	"collector_user_id" integer,
	"agency" text,
	"level" text NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"reversed" boolean DEFAULT false NOT NULL,
	"repaid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer,
	"contact_start_minute" integer DEFAULT 480 NOT NULL,
	"contact_end_minute" integer DEFAULT 1140 NOT NULL,
	"max_attempts_per_day" integer DEFAULT 6 NOT NULL,
	"allow_emergency_contacts" boolean DEFAULT false NOT NULL,
	"delay_pause_days" integer DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reduction_strategies" (
	"id" serial PRIMARY KEY NOT NULL,
	"system" text DEFAULT 'v2' NOT NULL,
	"name" text NOT NULL,
	"merchant_id" integer,
	"levels" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_overdue_days" integer DEFAULT 1 NOT NULL,
	"max_overdue_days" integer DEFAULT 9999 NOT NULL,
	"min_amount_cents" bigint DEFAULT 0 NOT NULL,
	"components" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_share_bp" integer DEFAULT 10000 NOT NULL,
	"cap_cents" bigint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"apps" text[] DEFAULT '{}'::text[] NOT NULL,
	"channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"variables" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_no" text NOT NULL,
	"name" text NOT NULL,
	"business_node_id" integer NOT NULL,
	"app_name" text,
	"channel" text DEFAULT 'sms' NOT NULL,
	"case_stage" text,
	"contact_type" text DEFAULT 'borrower' NOT NULL,
	"merchant_id" integer,
	"content" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensitive_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"words" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bad_debt_entries" ADD CONSTRAINT "bad_debt_entries_case_id_collection_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."collection_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bad_debt_entries" ADD CONSTRAINT "bad_debt_entries_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bad_debt_entries" ADD CONSTRAINT "bad_debt_entries_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bad_debt_entries" ADD CONSTRAINT "bad_debt_entries_moved_out_by_users_id_fk" FOREIGN KEY ("moved_out_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_allocations" ADD CONSTRAINT "collection_allocations_case_id_collection_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."collection_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_allocations" ADD CONSTRAINT "collection_allocations_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_allocations" ADD CONSTRAINT "collection_allocations_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_allocations" ADD CONSTRAINT "collection_allocations_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_case_levels" ADD CONSTRAINT "collection_case_levels_case_id_collection_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."collection_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_cases" ADD CONSTRAINT "collection_cases_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_cases" ADD CONSTRAINT "collection_cases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_cases" ADD CONSTRAINT "collection_cases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_cases" ADD CONSTRAINT "collection_cases_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_cases" ADD CONSTRAINT "collection_cases_collector_user_id_users_id_fk" FOREIGN KEY ("collector_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_contacts" ADD CONSTRAINT "collection_contacts_case_id_collection_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."collection_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_contacts" ADD CONSTRAINT "collection_contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_contacts" ADD CONSTRAINT "collection_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_deductions" ADD CONSTRAINT "collection_deductions_case_id_collection_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."collection_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_deductions" ADD CONSTRAINT "collection_deductions_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_deductions" ADD CONSTRAINT "collection_deductions_strategy_id_reduction_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."reduction_strategies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_deductions" ADD CONSTRAINT "collection_deductions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_deductions" ADD CONSTRAINT "collection_deductions_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_deductions" ADD CONSTRAINT "collection_deductions_flow_id_repay_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."repay_flows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_delay_requests" ADD CONSTRAINT "collection_delay_requests_case_id_collection_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."collection_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_delay_requests" ADD CONSTRAINT "collection_delay_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_delay_requests" ADD CONSTRAINT "collection_delay_requests_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_levels" ADD CONSTRAINT "collection_levels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_personnel" ADD CONSTRAINT "collection_personnel_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_promises" ADD CONSTRAINT "collection_promises_case_id_collection_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."collection_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_promises" ADD CONSTRAINT "collection_promises_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_repayments" ADD CONSTRAINT "collection_repayments_flow_id_repay_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."repay_flows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_repayments" ADD CONSTRAINT "collection_repayments_case_id_collection_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."collection_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_repayments" ADD CONSTRAINT "collection_repayments_collector_user_id_users_id_fk" FOREIGN KEY ("collector_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_settings" ADD CONSTRAINT "collection_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reduction_strategies" ADD CONSTRAINT "reduction_strategies_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_business_node_id_business_nodes_id_fk" FOREIGN KEY ("business_node_id") REFERENCES "public"."business_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bad_debt_entries_status_idx" ON "bad_debt_entries" USING btree ("system","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "bad_debt_entries_open_uq" ON "bad_debt_entries" USING btree ("case_id") WHERE "bad_debt_entries"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "collection_allocations_case_idx" ON "collection_allocations" USING btree ("case_id","at");--> statement-breakpoint
CREATE INDEX "collection_allocations_batch_idx" ON "collection_allocations" USING btree ("batch_no");--> statement-breakpoint
CREATE INDEX "collection_case_levels_case_idx" ON "collection_case_levels" USING btree ("case_id","entered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_cases_no_uq" ON "collection_cases" USING btree ("case_no" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "collection_cases_bill_uq" ON "collection_cases" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "collection_cases_collector_idx" ON "collection_cases" USING btree ("collector_user_id","status","level");--> statement-breakpoint
CREATE INDEX "collection_cases_open_idx" ON "collection_cases" USING btree ("system","level","id" DESC NULLS FIRST) WHERE "collection_cases"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "collection_cases_pool_idx" ON "collection_cases" USING btree ("system","merchant_id","level") WHERE "collection_cases"."status" <> 'closed' and "collection_cases"."collector_user_id" is null;--> statement-breakpoint
CREATE INDEX "collection_cases_order_idx" ON "collection_cases" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "collection_cases_customer_idx" ON "collection_cases" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "collection_cases_entered_idx" ON "collection_cases" USING btree ("entered_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "collection_contacts_case_idx" ON "collection_contacts" USING btree ("case_id","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "collection_contacts_customer_day_idx" ON "collection_contacts" USING btree ("customer_id","at");--> statement-breakpoint
CREATE INDEX "collection_contacts_user_idx" ON "collection_contacts" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_deductions_no_uq" ON "collection_deductions" USING btree ("deduction_no");--> statement-breakpoint
CREATE INDEX "collection_deductions_status_idx" ON "collection_deductions" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "collection_deductions_case_idx" ON "collection_deductions" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_deductions_pending_uq" ON "collection_deductions" USING btree ("bill_id") WHERE "collection_deductions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "collection_delay_requests_status_idx" ON "collection_delay_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "collection_delay_requests_case_idx" ON "collection_delay_requests" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_levels_uq" ON "collection_levels" USING btree ("system",coalesce("merchant_id", 0),"level");--> statement-breakpoint
CREATE INDEX "collection_levels_lookup_idx" ON "collection_levels" USING btree ("system","merchant_id","min_days");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_personnel_user_system_uq" ON "collection_personnel" USING btree ("user_id","system");--> statement-breakpoint
CREATE INDEX "collection_promises_case_idx" ON "collection_promises" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "collection_promises_due_idx" ON "collection_promises" USING btree ("promised_at") WHERE "collection_promises"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "collection_promises_user_idx" ON "collection_promises" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_repayments_flow_uq" ON "collection_repayments" USING btree ("flow_id","reversed");--> statement-breakpoint
CREATE INDEX "collection_repayments_collector_idx" ON "collection_repayments" USING btree ("collector_user_id","repaid_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "collection_repayments_repaid_idx" ON "collection_repayments" USING btree ("system","repaid_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "collection_settings_merchant_uq" ON "collection_settings" USING btree (coalesce("merchant_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "business_nodes_code_uq" ON "business_nodes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_no_uq" ON "message_templates" USING btree ("template_no");--> statement-breakpoint
CREATE INDEX "message_templates_node_idx" ON "message_templates" USING btree ("business_node_id","channel");