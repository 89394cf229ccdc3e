CREATE TABLE "bill_counts" (
	"due_day" date NOT NULL,
	"merchant_id" integer NOT NULL,
	"status" text NOT NULL,
	"bills" integer NOT NULL,
	CONSTRAINT "bill_counts_due_day_merchant_id_status_pk" PRIMARY KEY("due_day","merchant_id","status")
);
--> statement-breakpoint
CREATE TABLE "flow_counts" (
	"repaid_day" date NOT NULL,
	"merchant_id" integer NOT NULL,
	"status" text NOT NULL,
	"repay_type" text NOT NULL,
	"payment_channel" text NOT NULL,
	"source" text NOT NULL,
	"flows" integer NOT NULL,
	CONSTRAINT "flow_counts_repaid_day_merchant_id_status_repay_type_payment_channel_source_pk" PRIMARY KEY("repaid_day","merchant_id","status","repay_type","payment_channel","source")
);
--> statement-breakpoint
-- bill_counts and flow_counts follow every insert, update and delete of bills and repay_flows, one statement at a time
-- (statement-level triggers with transition tables, as order_daily_counts). A flow's day is its EAT repaid day (UTC+3).
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bill_counts_apply() RETURNS trigger AS $$
BEGIN
  INSERT INTO bill_counts AS c (due_day, merchant_id, status, bills)
  SELECT due_day, merchant_id, status, sum(delta)::int FROM (
    SELECT n.due_day AS due_day, n.merchant_id AS merchant_id, n.status AS status, 1 AS delta FROM new_rows n
    UNION ALL
    SELECT o.due_day AS due_day, o.merchant_id AS merchant_id, o.status AS status, -1 AS delta FROM old_rows o
  ) d
  GROUP BY due_day, merchant_id, status
  HAVING sum(delta) <> 0
  ORDER BY due_day, merchant_id, status
  ON CONFLICT (due_day, merchant_id, status) DO UPDATE SET bills = c.bills + excluded.bills;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bill_counts_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO bill_counts AS c (due_day, merchant_id, status, bills)
  SELECT due_day, merchant_id, status, count(*)::int FROM (SELECT n.due_day AS due_day, n.merchant_id AS merchant_id, n.status AS status, 1 AS delta FROM new_rows n) d
  GROUP BY due_day, merchant_id, status
  ORDER BY due_day, merchant_id, status
  ON CONFLICT (due_day, merchant_id, status) DO UPDATE SET bills = c.bills + excluded.bills;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bill_counts_delete() RETURNS trigger AS $$
BEGIN
  UPDATE bill_counts c SET bills = c.bills - d.n
  FROM (SELECT due_day, merchant_id, status, count(*)::int AS n FROM (SELECT o.due_day AS due_day, o.merchant_id AS merchant_id, o.status AS status, -1 AS delta FROM old_rows o) x GROUP BY due_day, merchant_id, status) d
  WHERE c.due_day = d.due_day AND c.merchant_id = d.merchant_id AND c.status = d.status;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bills_counts_ins AFTER INSERT ON "bills" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_counts_insert();
--> statement-breakpoint
CREATE TRIGGER bills_counts_upd AFTER UPDATE ON "bills" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_counts_apply();
--> statement-breakpoint
CREATE TRIGGER bills_counts_del AFTER DELETE ON "bills" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_counts_delete();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION flow_counts_apply() RETURNS trigger AS $$
BEGIN
  INSERT INTO flow_counts AS c (repaid_day, merchant_id, status, repay_type, payment_channel, source, flows)
  SELECT repaid_day, merchant_id, status, repay_type, payment_channel, source, sum(delta)::int FROM (
    SELECT ((n.repaid_at AT TIME ZONE 'UTC') + interval '3 hours')::date AS repaid_day, n.merchant_id AS merchant_id, n.status AS status, n.repay_type AS repay_type, coalesce(n.payment_channel, '') AS payment_channel, n.source AS source, 1 AS delta FROM new_rows n
    UNION ALL
    SELECT ((o.repaid_at AT TIME ZONE 'UTC') + interval '3 hours')::date AS repaid_day, o.merchant_id AS merchant_id, o.status AS status, o.repay_type AS repay_type, coalesce(o.payment_channel, '') AS payment_channel, o.source AS source, -1 AS delta FROM old_rows o
  ) d
  GROUP BY repaid_day, merchant_id, status, repay_type, payment_channel, source
  HAVING sum(delta) <> 0
  ORDER BY repaid_day, merchant_id, status, repay_type, payment_channel, source
  ON CONFLICT (repaid_day, merchant_id, status, repay_type, payment_channel, source) DO UPDATE SET flows = c.flows + excluded.flows;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION flow_counts_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO flow_counts AS c (repaid_day, merchant_id, status, repay_type, payment_channel, source, flows)
  SELECT repaid_day, merchant_id, status, repay_type, payment_channel, source, count(*)::int FROM (SELECT ((n.repaid_at AT TIME ZONE 'UTC') + interval '3 hours')::date AS repaid_day, n.merchant_id AS merchant_id, n.status AS status, n.repay_type AS repay_type, coalesce(n.payment_channel, '') AS payment_channel, n.source AS source, 1 AS delta FROM new_rows n) d
  GROUP BY repaid_day, merchant_id, status, repay_type, payment_channel, source
  ORDER BY repaid_day, merchant_id, status, repay_type, payment_channel, source
  ON CONFLICT (repaid_day, merchant_id, status, repay_type, payment_channel, source) DO UPDATE SET flows = c.flows + excluded.flows;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION flow_counts_delete() RETURNS trigger AS $$
BEGIN
  UPDATE flow_counts c SET flows = c.flows - d.n
  FROM (SELECT repaid_day, merchant_id, status, repay_type, payment_channel, source, count(*)::int AS n FROM (SELECT ((o.repaid_at AT TIME ZONE 'UTC') + interval '3 hours')::date AS repaid_day, o.merchant_id AS merchant_id, o.status AS status, o.repay_type AS repay_type, coalesce(o.payment_channel, '') AS payment_channel, o.source AS source, -1 AS delta FROM old_rows o) x GROUP BY repaid_day, merchant_id, status, repay_type, payment_channel, source) d
  WHERE c.repaid_day = d.repaid_day AND c.merchant_id = d.merchant_id AND c.status = d.status AND c.repay_type = d.repay_type AND c.payment_channel = d.payment_channel AND c.source = d.source;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER repay_flows_counts_ins AFTER INSERT ON "repay_flows" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION flow_counts_insert();
--> statement-breakpoint
CREATE TRIGGER repay_flows_counts_upd AFTER UPDATE ON "repay_flows" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION flow_counts_apply();
--> statement-breakpoint
CREATE TRIGGER repay_flows_counts_del AFTER DELETE ON "repay_flows" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION flow_counts_delete();
--> statement-breakpoint
-- Rows that exist already (a database migrated after its book was loaded).
INSERT INTO bill_counts (due_day, merchant_id, status, bills) SELECT due_day, merchant_id, status, count(*)::int FROM (SELECT due_day AS due_day, merchant_id AS merchant_id, status AS status FROM bills) r GROUP BY due_day, merchant_id, status;
--> statement-breakpoint
INSERT INTO flow_counts (repaid_day, merchant_id, status, repay_type, payment_channel, source, flows) SELECT repaid_day, merchant_id, status, repay_type, payment_channel, source, count(*)::int FROM (SELECT ((repaid_at AT TIME ZONE 'UTC') + interval '3 hours')::date AS repaid_day, merchant_id AS merchant_id, status AS status, repay_type AS repay_type, coalesce(payment_channel, '') AS payment_channel, source AS source FROM repay_flows) r GROUP BY repaid_day, merchant_id, status, repay_type, payment_channel, source;
--> statement-breakpoint
-- order_dim_counts gains the dimension releaseStatus (LoanManagement's totals): the functions of 0006 with one more value.
CREATE OR REPLACE FUNCTION order_counts_apply() RETURNS trigger AS $$
BEGIN
  INSERT INTO order_daily_counts AS c (apply_day, merchant_id, status, loan_type, product_id, orders)
  SELECT apply_day, merchant_id, status, loan_type, product_id, sum(delta)::int FROM (
    SELECT apply_day, merchant_id, status, loan_type, product_id, 1 AS delta FROM new_rows
    UNION ALL
    SELECT apply_day, merchant_id, status, loan_type, product_id, -1 AS delta FROM old_rows
  ) x
  GROUP BY apply_day, merchant_id, status, loan_type, product_id
  HAVING sum(delta) <> 0
  ORDER BY apply_day, merchant_id, status, loan_type, product_id
  ON CONFLICT (apply_day, merchant_id, status, loan_type, product_id) DO UPDATE SET orders = c.orders + excluded.orders;
  INSERT INTO order_dim_counts AS c (dim, value, merchant_id, status, orders)
  SELECT dim, value, merchant_id, status, sum(delta)::int FROM (
    SELECT d.dim, d.value, n.merchant_id, n.status, 1 AS delta FROM new_rows n CROSS JOIN LATERAL (VALUES ('modelLevel', n.model_level), ('whitelist', n.whitelist::text), ('incomingChannel', n.incoming_channel),
    ('promotionChannel', n.promotion_channel), ('lendingChannel', n.lending_channel), ('dataSource', n.data_source),
    ('refuseCode', n.refuse_code), ('auditorId', n.auditor_id::text), ('releaseStatus', n.release_status::text)) AS d(dim, value) WHERE d.value IS NOT NULL
    UNION ALL
    SELECT d.dim, d.value, o.merchant_id, o.status, -1 AS delta FROM old_rows o CROSS JOIN LATERAL (VALUES ('modelLevel', o.model_level), ('whitelist', o.whitelist::text), ('incomingChannel', o.incoming_channel),
    ('promotionChannel', o.promotion_channel), ('lendingChannel', o.lending_channel), ('dataSource', o.data_source),
    ('refuseCode', o.refuse_code), ('auditorId', o.auditor_id::text), ('releaseStatus', o.release_status::text)) AS d(dim, value) WHERE d.value IS NOT NULL
  ) x
  GROUP BY dim, value, merchant_id, status
  HAVING sum(delta) <> 0
  ORDER BY dim, value, merchant_id, status
  ON CONFLICT (dim, value, merchant_id, status) DO UPDATE SET orders = c.orders + excluded.orders;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_counts_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO order_daily_counts AS c (apply_day, merchant_id, status, loan_type, product_id, orders)
  SELECT apply_day, merchant_id, status, loan_type, product_id, count(*)::int FROM new_rows
  GROUP BY apply_day, merchant_id, status, loan_type, product_id
  ORDER BY apply_day, merchant_id, status, loan_type, product_id
  ON CONFLICT (apply_day, merchant_id, status, loan_type, product_id) DO UPDATE SET orders = c.orders + excluded.orders;
  INSERT INTO order_dim_counts AS c (dim, value, merchant_id, status, orders)
  SELECT d.dim, d.value, n.merchant_id, n.status, count(*)::int FROM new_rows n CROSS JOIN LATERAL (VALUES ('modelLevel', n.model_level), ('whitelist', n.whitelist::text), ('incomingChannel', n.incoming_channel),
    ('promotionChannel', n.promotion_channel), ('lendingChannel', n.lending_channel), ('dataSource', n.data_source),
    ('refuseCode', n.refuse_code), ('auditorId', n.auditor_id::text), ('releaseStatus', n.release_status::text)) AS d(dim, value) WHERE d.value IS NOT NULL
  GROUP BY d.dim, d.value, n.merchant_id, n.status
  ORDER BY d.dim, d.value, n.merchant_id, n.status
  ON CONFLICT (dim, value, merchant_id, status) DO UPDATE SET orders = c.orders + excluded.orders;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_counts_delete() RETURNS trigger AS $$
BEGIN
  UPDATE order_daily_counts c SET orders = c.orders - d.n
  FROM (SELECT apply_day, merchant_id, status, loan_type, product_id, count(*)::int AS n FROM old_rows
        GROUP BY apply_day, merchant_id, status, loan_type, product_id) d
  WHERE c.apply_day = d.apply_day AND c.merchant_id = d.merchant_id AND c.status = d.status
    AND c.loan_type = d.loan_type AND c.product_id = d.product_id;
  UPDATE order_dim_counts c SET orders = c.orders - x.n
  FROM (SELECT d.dim, d.value, o.merchant_id, o.status, count(*)::int AS n FROM old_rows o CROSS JOIN LATERAL (VALUES ('modelLevel', o.model_level), ('whitelist', o.whitelist::text), ('incomingChannel', o.incoming_channel),
    ('promotionChannel', o.promotion_channel), ('lendingChannel', o.lending_channel), ('dataSource', o.data_source),
    ('refuseCode', o.refuse_code), ('auditorId', o.auditor_id::text), ('releaseStatus', o.release_status::text)) AS d(dim, value) WHERE d.value IS NOT NULL
        GROUP BY d.dim, d.value, o.merchant_id, o.status) x
  WHERE c.dim = x.dim AND c.value = x.value AND c.merchant_id = x.merchant_id AND c.status = x.status;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
INSERT INTO order_dim_counts AS c (dim, value, merchant_id, status, orders)
SELECT 'releaseStatus', release_status::text, merchant_id, status, count(*)::int FROM orders WHERE release_status IS NOT NULL GROUP BY 2, 3, 4
ON CONFLICT (dim, value, merchant_id, status) DO UPDATE SET orders = excluded.orders;
