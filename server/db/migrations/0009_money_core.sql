CREATE TABLE "auto_loan_cancel_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"wait_hours" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_settlement_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"max_remainder_cents" bigint NOT NULL,
	"min_overdue_days" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_write_off_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"max_remainder_cents" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balance_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_company" text NOT NULL,
	"account_name" text NOT NULL,
	"bank_account" text NOT NULL,
	"last_balance_cents" bigint,
	"last_entry_day" date,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balance_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"entry_day" date NOT NULL,
	"balance_cents" bigint NOT NULL,
	"ledger_balance_cents" bigint NOT NULL,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bill_no" text NOT NULL,
	"order_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"period_no" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"start_day" date NOT NULL,
	"due_day" date NOT NULL,
	"overdue_days" integer DEFAULT 0 NOT NULL,
	"accrued_through" date,
	"rollover_count" integer DEFAULT 0 NOT NULL,
	"principal_cents" bigint DEFAULT 0 NOT NULL,
	"principal_settled_cents" bigint DEFAULT 0 NOT NULL,
	"interest_cents" bigint DEFAULT 0 NOT NULL,
	"interest_settled_cents" bigint DEFAULT 0 NOT NULL,
	"service_fee_cents" bigint DEFAULT 0 NOT NULL,
	"service_fee_settled_cents" bigint DEFAULT 0 NOT NULL,
	"management_fee_cents" bigint DEFAULT 0 NOT NULL,
	"management_fee_settled_cents" bigint DEFAULT 0 NOT NULL,
	"late_fee_cents" bigint DEFAULT 0 NOT NULL,
	"late_fee_settled_cents" bigint DEFAULT 0 NOT NULL,
	"liquidated_damages_cents" bigint DEFAULT 0 NOT NULL,
	"liquidated_damages_settled_cents" bigint DEFAULT 0 NOT NULL,
	"extension_fee_cents" bigint DEFAULT 0 NOT NULL,
	"extension_fee_settled_cents" bigint DEFAULT 0 NOT NULL,
	"repaid_cents" bigint DEFAULT 0 NOT NULL,
	"coupon_cents" bigint DEFAULT 0 NOT NULL,
	"waived_cents" bigint DEFAULT 0 NOT NULL,
	"overpayment_cents" bigint DEFAULT 0 NOT NULL,
	"last_repaid_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_no" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"from_channel" text NOT NULL,
	"to_account_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"applicant_id" integer NOT NULL,
	"auditor_id" integer,
	"audited_at" timestamp with time zone,
	"audit_remark" text,
	"payout_ref" text,
	"third_party_code" text,
	"fail_cause" text,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"direction" text NOT NULL,
	"reference" text NOT NULL,
	"third_party_code" text NOT NULL,
	"account" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"fail_cause" text,
	"answer_due_at" timestamp with time zone,
	"answered" boolean DEFAULT true NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_no" text NOT NULL,
	"customer_id" integer NOT NULL,
	"coupon_type" text DEFAULT 'discount_coupon' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'waitingToBeUsed' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_flow_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"operation" text NOT NULL,
	"response" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"journal_id" bigint NOT NULL,
	"account" text NOT NULL,
	"debit_cents" bigint DEFAULT 0 NOT NULL,
	"credit_cents" bigint DEFAULT 0 NOT NULL,
	"merchant_id" integer,
	"channel" text,
	"order_id" bigint,
	"bill_id" bigint
);
--> statement-breakpoint
CREATE TABLE "ledger_journals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"posting_key" text,
	"ref_type" text NOT NULL,
	"ref_id" text NOT NULL,
	"order_id" bigint,
	"reverses_id" bigint,
	"memo" text,
	"actor_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lender_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"account_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_no" text NOT NULL,
	"branch" text,
	"channel" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"system_code" text NOT NULL,
	"order_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"channel" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"account_no" text NOT NULL,
	"status" text DEFAULT 'inProgress' NOT NULL,
	"third_party_code" text,
	"third_party_order_no" text,
	"fail_type" text,
	"fail_cause" text,
	"confirm_status" text DEFAULT 'unconfirmed' NOT NULL,
	"confirmer_id" integer,
	"confirmed_at" timestamp with time zone,
	"origin" text DEFAULT 'first' NOT NULL,
	"requested_by" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"product_id" integer,
	"channel" text NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"direction" text NOT NULL,
	"reference" text,
	"third_party_code" text,
	"ours_cents" bigint,
	"theirs_cents" bigint,
	"order_id" bigint
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"day" date NOT NULL,
	"matched" integer DEFAULT 0 NOT NULL,
	"missing_in_channel" integer DEFAULT 0 NOT NULL,
	"missing_in_books" integer DEFAULT 0 NOT NULL,
	"amount_differs" integer DEFAULT 0 NOT NULL,
	"ours_cents" bigint DEFAULT 0 NOT NULL,
	"theirs_cents" bigint DEFAULT 0 NOT NULL,
	"run_by" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_no" text NOT NULL,
	"order_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"phone" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"channel" text NOT NULL,
	"receiving_bank" text,
	"receiving_account" text NOT NULL,
	"receiving_name" text,
	"remark" text,
	"verification_status" text DEFAULT 'unverified' NOT NULL,
	"audit_status" text DEFAULT 'pending' NOT NULL,
	"refund_status" text DEFAULT 'created' NOT NULL,
	"applicant_id" integer,
	"auditor_id" integer,
	"audited_at" timestamp with time zone,
	"audit_remark" text,
	"payout_ref" text,
	"third_party_code" text,
	"fail_cause" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repay_flows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"flow_no" text NOT NULL,
	"order_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"repay_type" text NOT NULL,
	"source" text NOT NULL,
	"payment_code" text,
	"payment_channel" text,
	"is_record" boolean DEFAULT false NOT NULL,
	"account_id" text,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"coupon_cents" bigint DEFAULT 0 NOT NULL,
	"waived_cents" bigint DEFAULT 0 NOT NULL,
	"overflow_cents" bigint DEFAULT 0 NOT NULL,
	"allocation" jsonb NOT NULL,
	"previous_due_day" date,
	"coupon_id" integer,
	"status" text DEFAULT 'valid' NOT NULL,
	"journal_id" bigint,
	"batch_id" integer,
	"repaid_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repay_rollbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"flow_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"rollback_type" text NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"offsets" jsonb NOT NULL,
	"replacement_flow_id" bigint,
	"reason" text,
	"created_by" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repayment_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"account_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_no" text NOT NULL,
	"branch" text,
	"channel" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"withdrawal_no" text NOT NULL,
	"order_id" bigint NOT NULL,
	"customer_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"phone" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payout_ref" text,
	"fail_cause" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "write_off_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_no" text NOT NULL,
	"file_name" text NOT NULL,
	"importer_id" integer,
	"status" text DEFAULT 'unfinished' NOT NULL,
	"result" text,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"success_rows" integer DEFAULT 0 NOT NULL,
	"failed_rows" integer DEFAULT 0 NOT NULL,
	"total_amount_cents" bigint DEFAULT 0 NOT NULL,
	"applied_amount_cents" bigint DEFAULT 0 NOT NULL,
	"auto_write_off_count" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "write_off_rows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"row_no" integer NOT NULL,
	"order_no" text,
	"serial_no" text,
	"channel" text,
	"amount_cents" bigint,
	"breakdown" jsonb,
	"repaid_at" timestamp with time zone,
	"is_record" boolean DEFAULT false NOT NULL,
	"account_id" text,
	"ok" boolean NOT NULL,
	"error_key" text,
	"error_params" jsonb,
	"flow_id" bigint,
	"auto_written_off" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "release_status" smallint;--> statement-breakpoint
ALTER TABLE "auto_loan_cancel_configs" ADD CONSTRAINT "auto_loan_cancel_configs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_settlement_configs" ADD CONSTRAINT "auto_settlement_configs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_write_off_configs" ADD CONSTRAINT "auto_write_off_configs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_account_id_balance_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."balance_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_transfers" ADD CONSTRAINT "cash_transfers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_transfers" ADD CONSTRAINT "cash_transfers_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_transfers" ADD CONSTRAINT "cash_transfers_auditor_id_users_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_transfers" ADD CONSTRAINT "cash_transfers_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_journal_id_ledger_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_accounts" ADD CONSTRAINT "lender_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_codes" ADD CONSTRAINT "loan_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_codes" ADD CONSTRAINT "loan_codes_confirmer_id_users_id_fk" FOREIGN KEY ("confirmer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_codes" ADD CONSTRAINT "loan_codes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_routes" ADD CONSTRAINT "loan_routes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_routes" ADD CONSTRAINT "loan_routes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_items" ADD CONSTRAINT "reconciliation_items_run_id_reconciliation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."reconciliation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_runs" ADD CONSTRAINT "reconciliation_runs_run_by_users_id_fk" FOREIGN KEY ("run_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_auditor_id_users_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repay_flows" ADD CONSTRAINT "repay_flows_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repay_flows" ADD CONSTRAINT "repay_flows_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repay_flows" ADD CONSTRAINT "repay_flows_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repay_rollbacks" ADD CONSTRAINT "repay_rollbacks_flow_id_repay_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."repay_flows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repay_rollbacks" ADD CONSTRAINT "repay_rollbacks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayment_accounts" ADD CONSTRAINT "repayment_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_off_batches" ADD CONSTRAINT "write_off_batches_importer_id_users_id_fk" FOREIGN KEY ("importer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_off_rows" ADD CONSTRAINT "write_off_rows_batch_id_write_off_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."write_off_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_loan_cancel_configs_merchant_uq" ON "auto_loan_cancel_configs" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auto_settlement_configs_merchant_uq" ON "auto_settlement_configs" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auto_write_off_configs_merchant_uq" ON "auto_write_off_configs" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_accounts_company_uq" ON "balance_accounts" USING btree ("payment_company","bank_account");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_entries_day_uq" ON "balance_entries" USING btree ("account_id","entry_day");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_no_uq" ON "bills" USING btree ("bill_no");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_order_period_uq" ON "bills" USING btree ("order_id","period_no");--> statement-breakpoint
CREATE INDEX "bills_status_due_idx" ON "bills" USING btree ("status","due_day");--> statement-breakpoint
CREATE INDEX "bills_merchant_due_idx" ON "bills" USING btree ("merchant_id","due_day" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bills_due_idx" ON "bills" USING btree ("due_day" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bills_customer_idx" ON "bills" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_transfers_no_uq" ON "cash_transfers" USING btree ("transfer_no");--> statement-breakpoint
CREATE INDEX "cash_transfers_status_idx" ON "cash_transfers" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "channel_transactions_ref_uq" ON "channel_transactions" USING btree ("channel","direction","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_transactions_code_uq" ON "channel_transactions" USING btree ("third_party_code");--> statement-breakpoint
CREATE INDEX "channel_transactions_at_idx" ON "channel_transactions" USING btree ("channel","at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_no_uq" ON "coupons" USING btree ("coupon_no");--> statement-breakpoint
CREATE INDEX "coupons_customer_idx" ON "coupons" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "ledger_entries_journal_idx" ON "ledger_entries" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_bill_idx" ON "ledger_entries" USING btree ("bill_id","account") WHERE "ledger_entries"."bill_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id","account") WHERE "ledger_entries"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account","channel");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_journals_posting_key_uq" ON "ledger_journals" USING btree ("posting_key");--> statement-breakpoint
CREATE INDEX "ledger_journals_ref_idx" ON "ledger_journals" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "ledger_journals_order_idx" ON "ledger_journals" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_journals_reverses_uq" ON "ledger_journals" USING btree ("reverses_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lender_accounts_no_uq" ON "lender_accounts" USING btree ("bank_name","account_no");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_codes_system_code_uq" ON "loan_codes" USING btree ("system_code");--> statement-breakpoint
CREATE INDEX "loan_codes_order_idx" ON "loan_codes" USING btree ("order_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "loan_codes_status_idx" ON "loan_codes" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "loan_codes_created_idx" ON "loan_codes" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "loan_codes_one_open_uq" ON "loan_codes" USING btree ("order_id") WHERE "loan_codes"."status" in ('inProgress', 'success');--> statement-breakpoint
CREATE UNIQUE INDEX "loan_routes_uq" ON "loan_routes" USING btree ("merchant_id","product_id","channel");--> statement-breakpoint
CREATE INDEX "loan_routes_merchant_idx" ON "loan_routes" USING btree ("merchant_id","priority");--> statement-breakpoint
CREATE INDEX "reconciliation_items_run_idx" ON "reconciliation_items" USING btree ("run_id","outcome");--> statement-breakpoint
CREATE INDEX "reconciliation_runs_day_idx" ON "reconciliation_runs" USING btree ("day" DESC NULLS LAST,"channel");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_no_uq" ON "refunds" USING btree ("refund_no");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "refunds_audit_idx" ON "refunds" USING btree ("audit_status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_open_uq" ON "refunds" USING btree ("order_id") WHERE "refunds"."audit_status" <> 'rejected' and "refunds"."refund_status" not in ('success', 'failure');--> statement-breakpoint
CREATE UNIQUE INDEX "repay_flows_no_uq" ON "repay_flows" USING btree ("flow_no");--> statement-breakpoint
CREATE UNIQUE INDEX "repay_flows_payment_code_uq" ON "repay_flows" USING btree ("payment_code") WHERE "repay_flows"."status" = 'valid' and "repay_flows"."payment_code" is not null;--> statement-breakpoint
CREATE INDEX "repay_flows_order_idx" ON "repay_flows" USING btree ("order_id","repaid_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "repay_flows_bill_idx" ON "repay_flows" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "repay_flows_repaid_idx" ON "repay_flows" USING btree ("repaid_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "repay_flows_batch_idx" ON "repay_flows" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "repay_rollbacks_flow_uq" ON "repay_rollbacks" USING btree ("flow_id");--> statement-breakpoint
CREATE INDEX "repay_rollbacks_at_idx" ON "repay_rollbacks" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "repayment_accounts_no_uq" ON "repayment_accounts" USING btree ("bank_name","account_no");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_withdrawals_no_uq" ON "wallet_withdrawals" USING btree ("withdrawal_no");--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_created_idx" ON "wallet_withdrawals" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "write_off_batches_no_uq" ON "write_off_batches" USING btree ("batch_no");--> statement-breakpoint
CREATE INDEX "write_off_batches_created_idx" ON "write_off_batches" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "write_off_rows_batch_idx" ON "write_off_rows" USING btree ("batch_id","row_no");--> statement-breakpoint
CREATE INDEX "orders_release_idx" ON "orders" USING btree ("release_status","audit_at" DESC NULLS LAST) WHERE "orders"."release_status" is not null;