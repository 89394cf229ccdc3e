CREATE TABLE "quality_checkpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"scorecard_id" integer NOT NULL,
	"label" text NOT NULL,
	"weight" smallint NOT NULL,
	"instant_fail" boolean DEFAULT false NOT NULL,
	"conduct_rule" text,
	"sort" smallint DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quality_review_scores" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"review_id" bigint NOT NULL,
	"checkpoint_id" integer NOT NULL,
	"result" text NOT NULL,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "quality_reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"employee_user_id" integer NOT NULL,
	"merchant_id" integer,
	"contact_at" timestamp with time zone NOT NULL,
	"contact_day" text NOT NULL,
	"call_log_id" bigint,
	"scorecard_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"claimed_by" integer,
	"claim_expires_at" timestamp with time zone,
	"inspector_user_id" integer,
	"weighted_score" smallint,
	"score" smallint,
	"passed" boolean,
	"instant_failed" boolean,
	"major_violation" boolean,
	"comment" text,
	"scored_at" timestamp with time zone,
	"appeal_deadline" timestamp with time zone,
	"appeal_reason" text,
	"appealed_at" timestamp with time zone,
	"appeal_decided_by" integer,
	"appeal_decision" text,
	"appeal_comment" text,
	"appeal_decided_at" timestamp with time zone,
	"calibration_of" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quality_scorecards" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"pass_mark" smallint DEFAULT 80 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quality_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"collection_share_pct" smallint DEFAULT 5 NOT NULL,
	"telemarketing_share_pct" smallint DEFAULT 5 NOT NULL,
	"service_share_pct" smallint DEFAULT 5 NOT NULL,
	"claim_minutes" smallint DEFAULT 30 NOT NULL,
	"appeal_days" smallint DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quality_checkpoints" ADD CONSTRAINT "quality_checkpoints_scorecard_id_quality_scorecards_id_fk" FOREIGN KEY ("scorecard_id") REFERENCES "public"."quality_scorecards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_review_scores" ADD CONSTRAINT "quality_review_scores_review_id_quality_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."quality_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_review_scores" ADD CONSTRAINT "quality_review_scores_checkpoint_id_quality_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."quality_checkpoints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_reviews" ADD CONSTRAINT "quality_reviews_employee_user_id_users_id_fk" FOREIGN KEY ("employee_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_reviews" ADD CONSTRAINT "quality_reviews_scorecard_id_quality_scorecards_id_fk" FOREIGN KEY ("scorecard_id") REFERENCES "public"."quality_scorecards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_reviews" ADD CONSTRAINT "quality_reviews_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_reviews" ADD CONSTRAINT "quality_reviews_inspector_user_id_users_id_fk" FOREIGN KEY ("inspector_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_reviews" ADD CONSTRAINT "quality_reviews_appeal_decided_by_users_id_fk" FOREIGN KEY ("appeal_decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quality_checkpoints_card_idx" ON "quality_checkpoints" USING btree ("scorecard_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "quality_review_scores_uq" ON "quality_review_scores" USING btree ("review_id","checkpoint_id");--> statement-breakpoint
CREATE INDEX "quality_review_scores_checkpoint_idx" ON "quality_review_scores" USING btree ("checkpoint_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quality_reviews_contact_uq" ON "quality_reviews" USING btree ("source","source_id") WHERE "quality_reviews"."calibration_of" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "quality_reviews_calibration_uq" ON "quality_reviews" USING btree ("calibration_of","inspector_user_id") WHERE "quality_reviews"."calibration_of" is not null;--> statement-breakpoint
CREATE INDEX "quality_reviews_status_idx" ON "quality_reviews" USING btree ("status","contact_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quality_reviews_claim_idx" ON "quality_reviews" USING btree ("claim_expires_at") WHERE "quality_reviews"."status" = 'claimed';--> statement-breakpoint
CREATE INDEX "quality_reviews_employee_idx" ON "quality_reviews" USING btree ("employee_user_id","contact_day");--> statement-breakpoint
CREATE INDEX "quality_reviews_day_idx" ON "quality_reviews" USING btree ("contact_day","id");--> statement-breakpoint
CREATE INDEX "quality_reviews_inspector_idx" ON "quality_reviews" USING btree ("inspector_user_id","scored_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quality_scorecards_name_uq" ON "quality_scorecards" USING btree (lower("name"));