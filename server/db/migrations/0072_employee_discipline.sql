CREATE TABLE "discipline_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"month" text NOT NULL,
	"merchant_id" integer,
	"area" text NOT NULL,
	"stage" text,
	"group_name" text,
	"planned_days" smallint DEFAULT 0 NOT NULL,
	"attended_days" smallint DEFAULT 0 NOT NULL,
	"attendance_bp" integer,
	"major_violations" integer DEFAULT 0 NOT NULL,
	"quality_penalty_points" integer DEFAULT 0 NOT NULL,
	"complaint_count" integer DEFAULT 0 NOT NULL,
	"warning_letters" integer DEFAULT 0 NOT NULL,
	"diligence_score" smallint NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discipline_records_area_ck" CHECK ("discipline_records"."area" in ('collection', 'telemarketing', 'service')),
	CONSTRAINT "discipline_records_score_ck" CHECK ("discipline_records"."diligence_score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "discipline_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"attendance" smallint DEFAULT 1 NOT NULL,
	"major_violation" smallint DEFAULT 20 NOT NULL,
	"quality_penalty" smallint DEFAULT 1 NOT NULL,
	"complaint" smallint DEFAULT 5 NOT NULL,
	"warning_letter" smallint DEFAULT 15 NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discipline_settings_one_ck" CHECK ("discipline_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "discipline_warning_letters" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"month" text NOT NULL,
	"reason" text NOT NULL,
	"issued_by" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"revoke_reason" text
);
--> statement-breakpoint
ALTER TABLE "discipline_records" ADD CONSTRAINT "discipline_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discipline_records" ADD CONSTRAINT "discipline_records_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discipline_records" ADD CONSTRAINT "discipline_records_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discipline_settings" ADD CONSTRAINT "discipline_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discipline_warning_letters" ADD CONSTRAINT "discipline_warning_letters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discipline_warning_letters" ADD CONSTRAINT "discipline_warning_letters_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discipline_warning_letters" ADD CONSTRAINT "discipline_warning_letters_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discipline_records_month_user_uq" ON "discipline_records" USING btree ("month","user_id");--> statement-breakpoint
CREATE INDEX "discipline_records_month_score_idx" ON "discipline_records" USING btree ("month","diligence_score","id");--> statement-breakpoint
CREATE INDEX "discipline_warning_letters_user_month_idx" ON "discipline_warning_letters" USING btree ("user_id","month");