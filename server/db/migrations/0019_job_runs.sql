CREATE TABLE "job_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"slot" bigint NOT NULL,
	"outcome" text NOT NULL,
	"attempts" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"lease_until" timestamp with time zone NOT NULL,
	"error" text,
	"host" text NOT NULL,
	"pid" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_job_slot_uq" ON "job_runs" USING btree ("job","slot");--> statement-breakpoint
CREATE INDEX "job_runs_started_idx" ON "job_runs" USING btree ("started_at");