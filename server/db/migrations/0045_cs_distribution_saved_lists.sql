CREATE TABLE "cs_call_follow_ups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"assignment_id" bigint NOT NULL,
	"customer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"result" text NOT NULL,
	"note" text,
	"next_call_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cs_distribution_cursors" (
	"key" text PRIMARY KEY NOT NULL,
	"last_agent_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cs_saved_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"filter" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cs_call_follow_ups" ADD CONSTRAINT "cs_call_follow_ups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_call_follow_ups" ADD CONSTRAINT "cs_call_follow_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_saved_lists" ADD CONSTRAINT "cs_saved_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cs_call_follow_ups_customer_idx" ON "cs_call_follow_ups" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "cs_saved_lists_name_uq" ON "cs_saved_lists" USING btree (lower("name"));