CREATE TABLE "roster_cells" (
	"id" serial PRIMARY KEY NOT NULL,
	"roster_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"shift_type_id" integer,
	"pinned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roster_cells_shift_ck" CHECK (("roster_cells"."kind" = 'shift') = ("roster_cells"."shift_type_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "rosters" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"month" text NOT NULL,
	"solve_status" text,
	"solve_gap" numeric,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"daily_attendance_pct" integer DEFAULT 70 NOT NULL,
	"weekly_attendance_days" integer DEFAULT 5 NOT NULL,
	"max_consecutive_days" integer DEFAULT 6 NOT NULL,
	"min_rest_hours" integer DEFAULT 11 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shift_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"colour" text NOT NULL,
	"night" boolean DEFAULT false NOT NULL,
	"team_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roster_cells" ADD CONSTRAINT "roster_cells_roster_id_rosters_id_fk" FOREIGN KEY ("roster_id") REFERENCES "public"."rosters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_cells" ADD CONSTRAINT "roster_cells_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_cells" ADD CONSTRAINT "roster_cells_shift_type_id_shift_types_id_fk" FOREIGN KEY ("shift_type_id") REFERENCES "public"."shift_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rosters" ADD CONSTRAINT "rosters_team_id_departments_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_rules" ADD CONSTRAINT "schedule_rules_team_id_departments_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roster_cells_roster_user_day_uq" ON "roster_cells" USING btree ("roster_id","user_id","day");--> statement-breakpoint
CREATE INDEX "roster_cells_user_day_idx" ON "roster_cells" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "rosters_team_month_uq" ON "rosters" USING btree ("team_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_rules_team_uq" ON "schedule_rules" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_types_name_uq" ON "shift_types" USING btree (lower("name"));