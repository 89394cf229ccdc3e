CREATE TABLE "sms_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"outbox_id" bigint NOT NULL,
	"attempt" integer NOT NULL,
	"route_id" integer,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"provider_ref" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"receipt_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sms_attempts" ADD CONSTRAINT "sms_attempts_outbox_id_outbox_messages_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_attempts" ADD CONSTRAINT "sms_attempts_route_id_sms_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."sms_routes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_attempts_outbox_attempt_uq" ON "sms_attempts" USING btree ("outbox_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_attempts_provider_ref_uq" ON "sms_attempts" USING btree ("provider","provider_ref") WHERE "sms_attempts"."provider_ref" is not null;