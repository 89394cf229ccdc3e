-- The lists' name search: ILIKE '%…%' along a trigram GIN index (orders_name_trgm_idx, next migration).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- A finer sample of names, so that the planner's estimate of how many orders a name matches (which decides
-- between walking a list's index and reading the name's matches) holds for rare names too.
ALTER TABLE "orders" ALTER COLUMN "customer_name" SET STATISTICS 1000;
