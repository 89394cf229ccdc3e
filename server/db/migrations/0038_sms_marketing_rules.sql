CREATE TABLE "unrenewed_loan_sms_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"days" integer NOT NULL,
	"send_minute" integer DEFAULT 600 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_run_day" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unrenewed_loan_sms_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"config_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text NOT NULL,
	"outbox_id" bigint,
	"run_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_marketing_tasks" ADD COLUMN "submitted_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "unrenewed_loan_sms_configs" ADD CONSTRAINT "unrenewed_loan_sms_configs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unrenewed_loan_sms_configs" ADD CONSTRAINT "unrenewed_loan_sms_configs_template_id_sms_marketing_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."sms_marketing_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unrenewed_loan_sms_sends" ADD CONSTRAINT "unrenewed_loan_sms_sends_config_id_unrenewed_loan_sms_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."unrenewed_loan_sms_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unrenewed_loan_sms_sends" ADD CONSTRAINT "unrenewed_loan_sms_sends_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "unrenewed_loan_sms_configs_merchant_uq" ON "unrenewed_loan_sms_configs" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unrenewed_loan_sms_sends_order_uq" ON "unrenewed_loan_sms_sends" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "unrenewed_loan_sms_sends_config_idx" ON "unrenewed_loan_sms_sends" USING btree ("config_id","run_day");--> statement-breakpoint
CREATE INDEX "sms_marketing_recipients_submitted_idx" ON "sms_marketing_recipients" USING btree ("outbox_id") WHERE "sms_marketing_recipients"."status" = 'submitted';