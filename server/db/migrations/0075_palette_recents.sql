CREATE TABLE "palette_recents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"title" text NOT NULL,
	"merchant_id" integer,
	"merchant_name" text,
	"path" text NOT NULL,
	"searched" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "palette_recents" ADD CONSTRAINT "palette_recents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "palette_recents" ADD CONSTRAINT "palette_recents_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "palette_recents_user_record_uq" ON "palette_recents" USING btree ("user_id","kind","record_id");--> statement-breakpoint
CREATE INDEX "palette_recents_user_opened_idx" ON "palette_recents" USING btree ("user_id","opened_at");