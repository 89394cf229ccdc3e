CREATE INDEX "cash_transfers_payout_ref_idx" ON "cash_transfers" USING btree ("payout_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_runs_channel_day_uq" ON "reconciliation_runs" USING btree ("channel","day");--> statement-breakpoint
CREATE INDEX "refunds_payout_ref_idx" ON "refunds" USING btree ("payout_ref");--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_payout_ref_idx" ON "wallet_withdrawals" USING btree ("payout_ref");