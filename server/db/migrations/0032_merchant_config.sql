CREATE TABLE "artificial_blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer,
	"subject_type" text NOT NULL,
	"value" text NOT NULL,
	"reason" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"reason" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_daily_registrations" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "merchant_daily_registrations_merchant_id_day_pk" PRIMARY KEY("merchant_id","day")
);
--> statement-breakpoint
CREATE TABLE "merchant_loan_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"loan_type" text NOT NULL,
	"min_amount_cents" integer NOT NULL,
	"max_amount_cents" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_traffic_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"apply_limit" integer DEFAULT -1 NOT NULL,
	"register_limit" integer DEFAULT -1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "artificial_blacklist" ADD CONSTRAINT "artificial_blacklist_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_daily_registrations" ADD CONSTRAINT "merchant_daily_registrations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_loan_limits" ADD CONSTRAINT "merchant_loan_limits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_traffic_rules" ADD CONSTRAINT "merchant_traffic_rules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "artificial_blacklist_subject_uq" ON "artificial_blacklist" USING btree ("subject_type","value",coalesce("merchant_id", 0));--> statement-breakpoint
CREATE INDEX "artificial_blacklist_value_idx" ON "artificial_blacklist" USING btree ("value");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_blacklist_phone_uq" ON "contact_blacklist" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_loan_limits_merchant_type_uq" ON "merchant_loan_limits" USING btree ("merchant_id","loan_type");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_traffic_rules_merchant_uq" ON "merchant_traffic_rules" USING btree ("merchant_id");