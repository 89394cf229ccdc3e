CREATE TABLE "service_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"holder_name" text NOT NULL,
	"card_number" text,
	"bank_name" text,
	"branch" text,
	"payment_type" text NOT NULL,
	"payment_subtype" text,
	"wallet_account" text,
	"is_default" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_contacts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"relation" text,
	"phone" text NOT NULL,
	"call_count" integer,
	"call_seconds" integer,
	"last_call_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"credit_type" text NOT NULL,
	"limit_cents" bigint NOT NULL,
	"remaining_cents" bigint NOT NULL,
	"expires_at" timestamp with time zone,
	"adjustable" boolean DEFAULT true NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_no" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"id_number" text NOT NULL,
	"certificate_number" text,
	"phone" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"gender" text,
	"birth_date" text,
	"email" text,
	"marital_status" text,
	"education" text,
	"occupation" text,
	"employer" text,
	"monthly_income_cents" bigint,
	"county" text,
	"address" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_application_data" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"incoming" jsonb,
	"device" jsonb,
	"location" jsonb,
	"operator" jsonb,
	"app_list" jsonb,
	"bvn" jsonb,
	"face" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_daily_counts" (
	"apply_day" date NOT NULL,
	"merchant_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"loan_type" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "order_daily_counts_apply_day_merchant_id_status_loan_type_product_id_pk" PRIMARY KEY("apply_day","merchant_id","status","loan_type","product_id")
);
--> statement-breakpoint
CREATE TABLE "order_steps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"action" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"actor_user_id" integer,
	"actor_name" text NOT NULL,
	"refuse_code" text,
	"reason" text,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"org_id" integer,
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"bank_card_id" integer,
	"customer_name" text NOT NULL,
	"id_number" text NOT NULL,
	"certificate_number" text,
	"phone" text NOT NULL,
	"customer_language" text DEFAULT 'en' NOT NULL,
	"status" smallint NOT NULL,
	"refuse_code" text,
	"denial_reason" text,
	"apply_at" timestamp with time zone NOT NULL,
	"apply_day" date NOT NULL,
	"audit_at" timestamp with time zone,
	"lending_at" timestamp with time zone,
	"loan_amount_cents" bigint NOT NULL,
	"practical_amount_cents" bigint NOT NULL,
	"term_days" integer NOT NULL,
	"installments" integer NOT NULL,
	"daily_interest_bp" integer NOT NULL,
	"loan_type" smallint NOT NULL,
	"incoming_channel" text,
	"promotion_channel" text,
	"lending_channel" text,
	"data_source" text,
	"whitelist" boolean DEFAULT false NOT NULL,
	"model_level" text,
	"risk_score" integer,
	"auditor_id" integer,
	"allocated_at" timestamp with time zone,
	"call_count" integer DEFAULT 0 NOT NULL,
	"last_action_code" text,
	"next_call_at" timestamp with time zone,
	"re_review_count" integer DEFAULT 0 NOT NULL,
	"external_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"product_name" text NOT NULL,
	"term_days" integer NOT NULL,
	"installments" integer DEFAULT 1 NOT NULL,
	"min_amount_cents" bigint NOT NULL,
	"max_amount_cents" bigint NOT NULL,
	"daily_interest_bp" integer NOT NULL,
	"service_fee_bp" integer DEFAULT 0 NOT NULL,
	"management_fee_bp" integer DEFAULT 0 NOT NULL,
	"late_fee_daily_bp" integer DEFAULT 0 NOT NULL,
	"extension_fee_bp" integer DEFAULT 0 NOT NULL,
	"loan_types" text DEFAULT 'all' NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_personnel" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"group_name" text,
	"merchant_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"related_merchant_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"auto_allocation" boolean DEFAULT true NOT NULL,
	"message_sending" boolean DEFAULT false NOT NULL,
	"first_loan_whitelist" boolean DEFAULT false NOT NULL,
	"loan_types" text DEFAULT 'all' NOT NULL,
	"daily_limit" integer DEFAULT 200 NOT NULL,
	"working_status" text DEFAULT 'working' NOT NULL,
	"status" text DEFAULT 'normal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"options" jsonb NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"start_account" integer DEFAULT 7 NOT NULL,
	"seat" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" bigint,
	"phone" text NOT NULL,
	"via" text NOT NULL,
	"provider" text,
	"provider_ref" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_follow_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"contact_kind" text NOT NULL,
	"contact_name" text,
	"phone" text,
	"action_code" text NOT NULL,
	"remark" text,
	"next_call_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"auditor_id" integer NOT NULL,
	"decision" text NOT NULL,
	"refuse_code" text,
	"remark" text,
	"answers" jsonb NOT NULL,
	"approved_amount_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "re_review_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"applicant_user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_day" text NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "re_review_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"daily_limit" integer NOT NULL,
	"min_hours_after_reject" integer DEFAULT 0 NOT NULL,
	"refuse_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_list_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_type" text NOT NULL,
	"subject_type" text NOT NULL,
	"value" text NOT NULL,
	"reason" text,
	"expires_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_model_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"level" text NOT NULL,
	"min_score" integer NOT NULL,
	"max_score" integer NOT NULL,
	"refuse" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"base_score" integer DEFAULT 600 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_pricing" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"model_level" text NOT NULL,
	"daily_interest_bp" integer NOT NULL,
	"max_amount_cents" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_rule_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"merchant_id" integer,
	"enabled" boolean DEFAULT false NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_set_id" integer NOT NULL,
	"name" text NOT NULL,
	"variable" text NOT NULL,
	"operator" text NOT NULL,
	"threshold" text NOT NULL,
	"action" text NOT NULL,
	"refuse_code" text,
	"score_delta" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "paybill" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "app_name" text;--> statement-breakpoint
ALTER TABLE "service_keys" ADD CONSTRAINT "service_keys_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_bank_card_id_bank_cards_id_fk" FOREIGN KEY ("bank_card_id") REFERENCES "public"."bank_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_auditor_id_users_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_personnel" ADD CONSTRAINT "audit_personnel_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_accounts" ADD CONSTRAINT "call_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_logs" ADD CONSTRAINT "call_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_follow_records" ADD CONSTRAINT "order_follow_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_auditor_id_users_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_review_applications" ADD CONSTRAINT "re_review_applications_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_review_applications" ADD CONSTRAINT "re_review_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_review_configs" ADD CONSTRAINT "re_review_configs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_model_levels" ADD CONSTRAINT "risk_model_levels_model_id_risk_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."risk_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_pricing" ADD CONSTRAINT "risk_pricing_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_rule_sets" ADD CONSTRAINT "risk_rule_sets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_rules" ADD CONSTRAINT "risk_rules_rule_set_id_risk_rule_sets_id_fk" FOREIGN KEY ("rule_set_id") REFERENCES "public"."risk_rule_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_keys_hash_uq" ON "service_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "bank_cards_customer_idx" ON "bank_cards" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_contacts_order_idx" ON "customer_contacts" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "customer_credits_customer_idx" ON "customer_credits" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_no_uq" ON "customers" USING btree ("customer_no");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_merchant_phone_uq" ON "customers" USING btree ("merchant_id","phone");--> statement-breakpoint
CREATE INDEX "customers_id_number_idx" ON "customers" USING btree ("id_number");--> statement-breakpoint
CREATE INDEX "order_attachments_order_idx" ON "order_attachments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_steps_order_idx" ON "order_steps" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_no_uq" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_external_ref_uq" ON "orders" USING btree ("merchant_id","external_ref");--> statement-breakpoint
CREATE INDEX "orders_apply_idx" ON "orders" USING btree ("apply_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_apply_idx" ON "orders" USING btree ("status","apply_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_auditor_status_idx" ON "orders" USING btree ("auditor_id","status","apply_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_merchant_status_idx" ON "orders" USING btree ("merchant_id","status","apply_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","apply_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_phone_idx" ON "orders" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "orders_id_number_idx" ON "orders" USING btree ("id_number");--> statement-breakpoint
CREATE INDEX "orders_lending_idx" ON "orders" USING btree ("lending_at" DESC NULLS LAST) WHERE "orders"."lending_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_name_idx" ON "orders" USING btree (lower("customer_name") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_uq" ON "products" USING btree ("product_code");--> statement-breakpoint
CREATE INDEX "products_merchant_idx" ON "products" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_personnel_user_uq" ON "audit_personnel" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "call_logs_user_idx" ON "call_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "call_logs_order_idx" ON "call_logs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_follow_records_order_idx" ON "order_follow_records" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_reviews_order_idx" ON "order_reviews" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "re_review_applications_day_idx" ON "re_review_applications" USING btree ("merchant_id","submitted_day");--> statement-breakpoint
CREATE UNIQUE INDEX "re_review_applications_pending_uq" ON "re_review_applications" USING btree ("order_id") WHERE "re_review_applications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "re_review_configs_merchant_uq" ON "re_review_configs" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_list_entries_uq" ON "risk_list_entries" USING btree ("list_type","subject_type","value");--> statement-breakpoint
CREATE INDEX "risk_list_entries_value_idx" ON "risk_list_entries" USING btree ("subject_type","value");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_model_levels_uq" ON "risk_model_levels" USING btree ("model_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_models_one_enabled_uq" ON "risk_models" USING btree ("enabled") WHERE "risk_models"."enabled";--> statement-breakpoint
CREATE UNIQUE INDEX "risk_pricing_uq" ON "risk_pricing" USING btree ("product_id","model_level");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_rule_sets_one_enabled_uq" ON "risk_rule_sets" USING btree (coalesce("merchant_id", 0)) WHERE "risk_rule_sets"."enabled";--> statement-breakpoint
CREATE INDEX "risk_rules_set_idx" ON "risk_rules" USING btree ("rule_set_id","sort");