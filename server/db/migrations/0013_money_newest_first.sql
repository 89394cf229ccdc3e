DROP INDEX "bills_merchant_due_idx";--> statement-breakpoint
DROP INDEX "bills_due_idx";--> statement-breakpoint
DROP INDEX "cash_transfers_status_idx";--> statement-breakpoint
DROP INDEX "loan_codes_order_idx";--> statement-breakpoint
DROP INDEX "loan_codes_status_idx";--> statement-breakpoint
DROP INDEX "loan_codes_created_idx";--> statement-breakpoint
DROP INDEX "reconciliation_runs_day_idx";--> statement-breakpoint
DROP INDEX "refunds_created_idx";--> statement-breakpoint
DROP INDEX "refunds_audit_idx";--> statement-breakpoint
DROP INDEX "repay_flows_order_idx";--> statement-breakpoint
DROP INDEX "repay_flows_repaid_idx";--> statement-breakpoint
DROP INDEX "repay_rollbacks_at_idx";--> statement-breakpoint
DROP INDEX "wallet_withdrawals_created_idx";--> statement-breakpoint
DROP INDEX "write_off_batches_created_idx";--> statement-breakpoint
CREATE INDEX "bills_merchant_due_idx" ON "bills" USING btree ("merchant_id","due_day" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bills_due_idx" ON "bills" USING btree ("due_day" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cash_transfers_status_idx" ON "cash_transfers" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "loan_codes_order_idx" ON "loan_codes" USING btree ("order_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "loan_codes_status_idx" ON "loan_codes" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "loan_codes_created_idx" ON "loan_codes" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reconciliation_runs_day_idx" ON "reconciliation_runs" USING btree ("day" DESC NULLS FIRST,"channel");--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "refunds_audit_idx" ON "refunds" USING btree ("audit_status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "repay_flows_order_idx" ON "repay_flows" USING btree ("order_id","repaid_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "repay_flows_repaid_idx" ON "repay_flows" USING btree ("repaid_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "repay_rollbacks_at_idx" ON "repay_rollbacks" USING btree ("at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_created_idx" ON "wallet_withdrawals" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "write_off_batches_created_idx" ON "write_off_batches" USING btree ("created_at" DESC NULLS FIRST);