CREATE TABLE "consumption_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"basis" text NOT NULL,
	"unit_price_cents" bigint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_billing_accounts" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"overdraft_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_billing_accounts_overdraft_ck" CHECK ("merchant_billing_accounts"."balance_cents" + "merchant_billing_accounts"."overdraft_cents" >= 0 and "merchant_billing_accounts"."overdraft_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "merchant_consumptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"consumption_no" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"type_code" text NOT NULL,
	"type_name" text NOT NULL,
	"basis" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" bigint DEFAULT 0 NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"order_id" bigint,
	"reference_key" text NOT NULL,
	"balance_after_cents" bigint NOT NULL,
	"remark" text,
	"actor_user_id" integer,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "merchant_consumptions_amount_ck" CHECK ("merchant_consumptions"."amount_cents" >= 0 and "merchant_consumptions"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "merchant_recharges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recharge_no" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"channel" text NOT NULL,
	"channel_ref" text NOT NULL,
	"status" text NOT NULL,
	"remark" text,
	"recorded_by" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"review_remark" text,
	"balance_after_cents" bigint,
	CONSTRAINT "merchant_recharges_amount_ck" CHECK ("merchant_recharges"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "merchant_billing_accounts" ADD CONSTRAINT "merchant_billing_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_consumptions" ADD CONSTRAINT "merchant_consumptions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_consumptions" ADD CONSTRAINT "merchant_consumptions_type_id_consumption_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."consumption_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_consumptions" ADD CONSTRAINT "merchant_consumptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_consumptions" ADD CONSTRAINT "merchant_consumptions_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_recharges" ADD CONSTRAINT "merchant_recharges_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_recharges" ADD CONSTRAINT "merchant_recharges_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_recharges" ADD CONSTRAINT "merchant_recharges_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consumption_types_code_uq" ON "consumption_types" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_consumptions_no_uq" ON "merchant_consumptions" USING btree ("consumption_no");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_consumptions_ref_uq" ON "merchant_consumptions" USING btree ("reference_key");--> statement-breakpoint
CREATE INDEX "merchant_consumptions_merchant_idx" ON "merchant_consumptions" USING btree ("merchant_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "merchant_consumptions_at_idx" ON "merchant_consumptions" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "merchant_consumptions_order_idx" ON "merchant_consumptions" USING btree ("order_id") WHERE "merchant_consumptions"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_recharges_no_uq" ON "merchant_recharges" USING btree ("recharge_no");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_recharges_ref_uq" ON "merchant_recharges" USING btree ("channel","channel_ref") WHERE "merchant_recharges"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "merchant_recharges_merchant_idx" ON "merchant_recharges" USING btree ("merchant_id","recorded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "merchant_recharges_recorded_idx" ON "merchant_recharges" USING btree ("recorded_at" DESC NULLS LAST,"id" DESC NULLS LAST);