CREATE TABLE "supermarket_platforms" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_code" text NOT NULL,
	"platform_name" text NOT NULL,
	"app_code" text NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"remark" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supermarket_recommendations" (
	"id" serial PRIMARY KEY NOT NULL,
	"vip_level_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"remark" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supermarket_review_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_code" text NOT NULL,
	"platform" text NOT NULL,
	"version_code" integer NOT NULL,
	"product_name" text NOT NULL,
	"description" text,
	"min_amount_cents" integer NOT NULL,
	"max_amount_cents" integer NOT NULL,
	"annual_rate_bp" integer NOT NULL,
	"term_days" integer NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supermarket_vip_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"level_code" text NOT NULL,
	"level_name" text NOT NULL,
	"min_settled_loans" integer NOT NULL,
	"recommend_limit" integer NOT NULL,
	"benefits" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supermarket_recommendations" ADD CONSTRAINT "supermarket_recommendations_vip_level_id_supermarket_vip_levels_id_fk" FOREIGN KEY ("vip_level_id") REFERENCES "public"."supermarket_vip_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supermarket_recommendations" ADD CONSTRAINT "supermarket_recommendations_product_id_supermarket_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."supermarket_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supermarket_platforms_code_uq" ON "supermarket_platforms" USING btree ("platform_code");--> statement-breakpoint
CREATE INDEX "supermarket_platforms_app_idx" ON "supermarket_platforms" USING btree ("app_code","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "supermarket_recommendations_level_product_uq" ON "supermarket_recommendations" USING btree ("vip_level_id","product_id");--> statement-breakpoint
CREATE INDEX "supermarket_recommendations_level_sort_idx" ON "supermarket_recommendations" USING btree ("vip_level_id","enabled","sort");--> statement-breakpoint
CREATE INDEX "supermarket_recommendations_product_idx" ON "supermarket_recommendations" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "supermarket_review_data_build_idx" ON "supermarket_review_data" USING btree ("app_code","platform","version_code","enabled","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "supermarket_vip_levels_code_uq" ON "supermarket_vip_levels" USING btree ("level_code");--> statement-breakpoint
CREATE UNIQUE INDEX "supermarket_vip_levels_min_uq" ON "supermarket_vip_levels" USING btree ("min_settled_loans");