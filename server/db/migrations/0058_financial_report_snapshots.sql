CREATE TABLE "financial_report_days" (
	"day" date PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financial_report_snapshots" (
	"day" date NOT NULL,
	"merchant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"channel" text NOT NULL,
	"principal_disbursed" bigint DEFAULT 0 NOT NULL,
	"disbursement_fees" bigint DEFAULT 0 NOT NULL,
	"repaid_principal" bigint DEFAULT 0 NOT NULL,
	"repaid_interest" bigint DEFAULT 0 NOT NULL,
	"repaid_late_fee" bigint DEFAULT 0 NOT NULL,
	"repaid_fees" bigint DEFAULT 0 NOT NULL,
	"repaid_liquidated_damages" bigint DEFAULT 0 NOT NULL,
	"repaid_overpayment" bigint DEFAULT 0 NOT NULL,
	"coupons" bigint DEFAULT 0 NOT NULL,
	"waivers" bigint DEFAULT 0 NOT NULL,
	"write_offs" bigint DEFAULT 0 NOT NULL,
	"refunds_paid" bigint DEFAULT 0 NOT NULL,
	"withdrawals_paid" bigint DEFAULT 0 NOT NULL,
	"transfers_paid" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "financial_report_snapshots_day_merchant_id_product_id_channel_pk" PRIMARY KEY("day","merchant_id","product_id","channel")
);
--> statement-breakpoint
CREATE INDEX "ledger_journals_at_idx" ON "ledger_journals" USING btree ("at");