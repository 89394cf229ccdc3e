ALTER TABLE "financial_report_snapshots" ADD COLUMN "principal_change" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Days built before this column were stored without it: build them again (the snapshot job does, on its next run).
DELETE FROM "financial_report_snapshots";
--> statement-breakpoint
DELETE FROM "financial_report_days";
