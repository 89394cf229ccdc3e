CREATE TABLE "ai_help_decodes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"customer_id" integer,
	"uid_prefix" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_help_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"key_base64" text NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cs_call_assignments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"agent_user_id" integer NOT NULL,
	"result" text,
	"note" text,
	"next_call_at" timestamp with time zone,
	"followed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cs_feedbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"feedback_no" text NOT NULL,
	"customer_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'unprocessed' NOT NULL,
	"handler_user_id" integer,
	"reply" text,
	"reply_outbox_id" bigint,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cs_in_call_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"phone" text NOT NULL,
	"reason" text NOT NULL,
	"resolution" text NOT NULL,
	"email" text,
	"remark" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cs_staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"group_name" text NOT NULL,
	"working_status" text DEFAULT 'offline' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_help_decodes" ADD CONSTRAINT "ai_help_decodes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_help_decodes" ADD CONSTRAINT "ai_help_decodes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_help_keys" ADD CONSTRAINT "ai_help_keys_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_call_assignments" ADD CONSTRAINT "cs_call_assignments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_call_assignments" ADD CONSTRAINT "cs_call_assignments_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_feedbacks" ADD CONSTRAINT "cs_feedbacks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_feedbacks" ADD CONSTRAINT "cs_feedbacks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_feedbacks" ADD CONSTRAINT "cs_feedbacks_handler_user_id_users_id_fk" FOREIGN KEY ("handler_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_in_call_records" ADD CONSTRAINT "cs_in_call_records_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_in_call_records" ADD CONSTRAINT "cs_in_call_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_staff" ADD CONSTRAINT "cs_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_help_decodes_created_idx" ON "ai_help_decodes" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "cs_call_assignments_customer_uq" ON "cs_call_assignments" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "cs_call_assignments_agent_idx" ON "cs_call_assignments" USING btree ("agent_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cs_feedbacks_no_uq" ON "cs_feedbacks" USING btree ("feedback_no");--> statement-breakpoint
CREATE INDEX "cs_feedbacks_status_idx" ON "cs_feedbacks" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cs_feedbacks_created_idx" ON "cs_feedbacks" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cs_feedbacks_customer_idx" ON "cs_feedbacks" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "cs_in_call_created_idx" ON "cs_in_call_records" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cs_in_call_customer_idx" ON "cs_in_call_records" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "cs_in_call_phone_idx" ON "cs_in_call_records" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "cs_staff_user_uq" ON "cs_staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cs_staff_status_idx" ON "cs_staff" USING btree ("working_status");