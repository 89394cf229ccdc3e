DROP INDEX "orders_no_uq";--> statement-breakpoint
DROP INDEX "orders_lending_idx";--> statement-breakpoint
DROP INDEX "bills_no_uq";--> statement-breakpoint
DROP INDEX "repay_flows_no_uq";--> statement-breakpoint
CREATE INDEX "orders_lending_asc_idx" ON "orders" USING btree ("lending_at","id");--> statement-breakpoint
CREATE INDEX "orders_amount_idx" ON "orders" USING btree ("loan_amount_cents" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_name_trgm_idx" ON "orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "repay_flows_amount_idx" ON "repay_flows" USING btree ("amount_cents" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_no_uq" ON "orders" USING btree ("order_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_lending_idx" ON "orders" USING btree ("lending_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "bills_no_uq" ON "bills" USING btree ("bill_no" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "repay_flows_no_uq" ON "repay_flows" USING btree ("flow_no" text_pattern_ops);