CREATE TABLE "supermarket_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_name" text NOT NULL,
	"partner_name" text NOT NULL,
	"logo_key" text NOT NULL,
	"link_url" text NOT NULL,
	"min_amount_cents" integer NOT NULL,
	"max_amount_cents" integer NOT NULL,
	"daily_rate_bp" integer NOT NULL,
	"term_days" integer NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "supermarket_products_sort_idx" ON "supermarket_products" USING btree ("enabled","sort");