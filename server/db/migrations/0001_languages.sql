CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"flag" text,
	"sort" integer DEFAULT 1 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "languages_code_uq" ON "languages" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "languages_one_default_uq" ON "languages" USING btree ("is_default") WHERE "languages"."is_default";--> statement-breakpoint
CREATE INDEX "dict_items_parent_idx" ON "dict_items" USING btree ("parent_id");