ALTER TABLE "audit_personnel" ADD COLUMN "ai_employee" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_personnel" ADD COLUMN "staff_type" text DEFAULT 'fullTime' NOT NULL;