CREATE TABLE "sms_receipts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"receipt_id" text,
	"provider_ref" text,
	"status" text,
	"result" text NOT NULL,
	"payload" jsonb NOT NULL,
	"event_at" timestamp with time zone,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sms_receipts_provider_receipt_uq" ON "sms_receipts" USING btree ("provider","receipt_id") WHERE "sms_receipts"."receipt_id" is not null;--> statement-breakpoint
CREATE INDEX "sms_receipts_received_idx" ON "sms_receipts" USING btree ("received_at");