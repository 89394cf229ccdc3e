CREATE TABLE "case_counts" (
	"system" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"level" text NOT NULL,
	"status" text NOT NULL,
	"collector_user_id" integer NOT NULL,
	"outsourced" boolean NOT NULL,
	"cases" integer NOT NULL,
	CONSTRAINT "case_counts_system_merchant_id_level_status_collector_user_id_outsourced_pk" PRIMARY KEY("system","merchant_id","level","status","collector_user_id","outsourced")
);
--> statement-breakpoint
CREATE INDEX "collection_cases_holder_entered_idx" ON "collection_cases" USING btree ("collector_user_id","entered_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "collection_cases"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "collection_cases_outsourced_idx" ON "collection_cases" USING btree ("entered_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "collection_cases"."agency" is not null;--> statement-breakpoint
-- case_counts follows every insert, update and delete of collection_cases, one statement at a time (statement-level
-- triggers with transition tables, as bill_counts). A case held by nobody counts under collector 0.
CREATE OR REPLACE FUNCTION case_counts_apply() RETURNS trigger AS $$
BEGIN
  INSERT INTO case_counts AS c (system, merchant_id, level, status, collector_user_id, outsourced, cases)
  SELECT system, merchant_id, level, status, collector_user_id, outsourced, sum(delta)::int FROM (
    SELECT n.system, n.merchant_id, n.level, n.status, coalesce(n.collector_user_id, 0) AS collector_user_id, n.agency IS NOT NULL AS outsourced, 1 AS delta FROM new_rows n
    UNION ALL
    SELECT o.system, o.merchant_id, o.level, o.status, coalesce(o.collector_user_id, 0), o.agency IS NOT NULL, -1 FROM old_rows o
  ) d
  GROUP BY system, merchant_id, level, status, collector_user_id, outsourced
  HAVING sum(delta) <> 0
  ORDER BY system, merchant_id, level, status, collector_user_id, outsourced
  ON CONFLICT (system, merchant_id, level, status, collector_user_id, outsourced) DO UPDATE SET cases = c.cases + excluded.cases;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION case_counts_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO case_counts AS c (system, merchant_id, level, status, collector_user_id, outsourced, cases)
  SELECT n.system, n.merchant_id, n.level, n.status, coalesce(n.collector_user_id, 0), n.agency IS NOT NULL, count(*)::int FROM new_rows n
  GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (system, merchant_id, level, status, collector_user_id, outsourced) DO UPDATE SET cases = c.cases + excluded.cases;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION case_counts_delete() RETURNS trigger AS $$
BEGIN
  UPDATE case_counts c SET cases = c.cases - d.n
  FROM (SELECT o.system, o.merchant_id, o.level, o.status, coalesce(o.collector_user_id, 0) AS collector_user_id, o.agency IS NOT NULL AS outsourced, count(*)::int AS n
    FROM old_rows o GROUP BY 1, 2, 3, 4, 5, 6) d
  WHERE c.system = d.system AND c.merchant_id = d.merchant_id AND c.level = d.level AND c.status = d.status
    AND c.collector_user_id = d.collector_user_id AND c.outsourced = d.outsourced;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER collection_cases_counts_ins AFTER INSERT ON "collection_cases" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION case_counts_insert();
--> statement-breakpoint
CREATE TRIGGER collection_cases_counts_upd AFTER UPDATE ON "collection_cases" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION case_counts_apply();
--> statement-breakpoint
CREATE TRIGGER collection_cases_counts_del AFTER DELETE ON "collection_cases" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION case_counts_delete();
--> statement-breakpoint
INSERT INTO case_counts (system, merchant_id, level, status, collector_user_id, outsourced, cases)
SELECT system, merchant_id, level, status, coalesce(collector_user_id, 0), agency IS NOT NULL, count(*)::int FROM collection_cases GROUP BY 1, 2, 3, 4, 5, 6;
