ALTER TABLE "collection_deductions" ADD COLUMN "reversed_by" integer;--> statement-breakpoint
ALTER TABLE "collection_deductions" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collection_deductions" ADD COLUMN "reverse_reason" text;--> statement-breakpoint
ALTER TABLE "collection_deductions" ADD CONSTRAINT "collection_deductions_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;