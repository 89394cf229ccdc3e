ALTER TABLE "outbox_messages" ADD COLUMN "not_before" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "handed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "rules_exempt" boolean DEFAULT false NOT NULL;