CREATE TABLE "cs_customer_sign_ins" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"sign_in_count" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cs_call_assignments" ADD COLUMN "follow_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cs_call_assignments" ADD COLUMN "last_call_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cs_call_assignments" ADD COLUMN "assigned_by" integer;--> statement-breakpoint
ALTER TABLE "cs_call_assignments" ADD COLUMN "assigned_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "cs_customer_sign_ins" ADD CONSTRAINT "cs_customer_sign_ins_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_call_assignments" ADD CONSTRAINT "cs_call_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cs_call_assignments_assigned_idx" ON "cs_call_assignments" USING btree ("assigned_at" DESC NULLS LAST,"id" DESC NULLS LAST);