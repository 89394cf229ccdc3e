CREATE INDEX "customers_phone_idx" ON "customers" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_registered_idx" ON "customers" USING btree ("registered_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);