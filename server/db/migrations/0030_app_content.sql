CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_code" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_code" text NOT NULL,
	"app_name" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"app_key" text NOT NULL,
	"secret_hash" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_code" text NOT NULL,
	"content_code" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_code" text NOT NULL,
	"platform" text NOT NULL,
	"version_name" text NOT NULL,
	"version_code" integer NOT NULL,
	"notes" text NOT NULL,
	"download_url" text,
	"force_update" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "launch_screens" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_code" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"image_key" text NOT NULL,
	"link_url" text,
	"sort" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensitive_field_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"field_name" text NOT NULL,
	"mask_kind" text NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"remark" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_hotlines" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_code" text NOT NULL,
	"label" text NOT NULL,
	"contact_phone" text NOT NULL,
	"working_hours" text,
	"sort" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_code" text NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"send_count" integer DEFAULT 1 NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_clients" ADD CONSTRAINT "app_clients_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_app_idx" ON "announcements" USING btree ("app_code","enabled");--> statement-breakpoint
CREATE UNIQUE INDEX "app_clients_code_uq" ON "app_clients" USING btree ("app_code");--> statement-breakpoint
CREATE UNIQUE INDEX "app_clients_key_uq" ON "app_clients" USING btree ("app_key");--> statement-breakpoint
CREATE UNIQUE INDEX "app_contents_uq" ON "app_contents" USING btree ("app_code","content_code","language");--> statement-breakpoint
CREATE UNIQUE INDEX "app_versions_release_uq" ON "app_versions" USING btree ("app_code","platform","version_code");--> statement-breakpoint
CREATE INDEX "launch_screens_app_idx" ON "launch_screens" USING btree ("app_code","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "sensitive_field_rules_field_uq" ON "sensitive_field_rules" USING btree ("field_name");--> statement-breakpoint
CREATE INDEX "service_hotlines_app_idx" ON "service_hotlines" USING btree ("app_code");--> statement-breakpoint
CREATE INDEX "verification_codes_phone_idx" ON "verification_codes" USING btree ("phone","sent_at");--> statement-breakpoint
CREATE INDEX "verification_codes_sent_idx" ON "verification_codes" USING btree ("sent_at");--> statement-breakpoint
INSERT INTO "sensitive_field_rules" ("field_name", "mask_kind", "built_in", "enabled") VALUES
  ('phone', 'phone', true, true), ('mobile', 'phone', true, true), ('phoneNumber', 'phone', true, true),
  ('contactPhone', 'phone', true, true), ('recipientPhone', 'phone', true, true), ('idNumber', 'value', true, true),
  ('idCard', 'value', true, true), ('certificateNumber', 'value', true, true), ('cardNumber', 'value', true, true),
  ('accountNumber', 'value', true, true), ('walletAccount', 'phone', true, true), ('registeredPhone', 'phone', true, true),
  ('imei', 'value', true, true), ('email', 'email', true, true), ('recipient', 'contact', true, true)
ON CONFLICT DO NOTHING;
