ALTER TABLE "sign_in_counters" RENAME TO "rate_counters";--> statement-breakpoint
DROP INDEX "sign_in_counters_window_idx";--> statement-breakpoint
CREATE INDEX "rate_counters_window_idx" ON "rate_counters" USING btree ("window_ends_at");