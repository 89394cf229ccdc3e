-- A merchant-wide route (no product) is unique per merchant and channel too.
DROP INDEX IF EXISTS "loan_routes_uq";
--> statement-breakpoint
CREATE UNIQUE INDEX "loan_routes_uq" ON "loan_routes" USING btree ("merchant_id", "product_id", "channel") NULLS NOT DISTINCT;
