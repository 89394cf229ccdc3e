CREATE INDEX "collection_case_levels_entered_idx" ON "collection_case_levels" USING btree ("entered_at");--> statement-breakpoint
CREATE INDEX "collection_case_levels_left_idx" ON "collection_case_levels" USING btree ("left_at") WHERE "collection_case_levels"."left_at" is not null;--> statement-breakpoint
CREATE INDEX "collection_contacts_at_idx" ON "collection_contacts" USING btree ("at");