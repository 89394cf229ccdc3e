CREATE TABLE "maturity_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"product_id" integer,
	"day_counting" text DEFAULT 'afterLending' NOT NULL,
	"sunday_rule" text DEFAULT 'none' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"offered_product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"withdrawal_min_cents" integer DEFAULT 0 NOT NULL,
	"withdrawal_daily_limit" integer DEFAULT -1 NOT NULL,
	"withdrawal_settled_only" boolean DEFAULT false NOT NULL,
	"max_loan_amount_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traffic_personnel" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"related_merchant_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"staff_type" text NOT NULL,
	"working_status" text DEFAULT 'working' NOT NULL,
	"send_messages" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "maturity_rules" ADD CONSTRAINT "maturity_rules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maturity_rules" ADD CONSTRAINT "maturity_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_settings" ADD CONSTRAINT "merchant_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_personnel" ADD CONSTRAINT "traffic_personnel_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_personnel" ADD CONSTRAINT "traffic_personnel_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "maturity_rules_scope_uq" ON "maturity_rules" USING btree ("merchant_id",coalesce("product_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "traffic_personnel_user_uq" ON "traffic_personnel" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "traffic_personnel_merchant_idx" ON "traffic_personnel" USING btree ("merchant_id");