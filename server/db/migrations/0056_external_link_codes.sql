CREATE TABLE "external_link_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	"host" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "external_link_codes" ADD CONSTRAINT "external_link_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_link_codes" ADD CONSTRAINT "external_link_codes_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "external_link_codes_hash_uq" ON "external_link_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "external_link_codes_expires_idx" ON "external_link_codes" USING btree ("expires_at");