-- Order numbers: merchant number, EAT application date and a running number.
CREATE SEQUENCE IF NOT EXISTS "order_no_seq" START 100001;
--> statement-breakpoint
-- order_daily_counts follows every insert, update and delete of orders, one statement at a time.
CREATE OR REPLACE FUNCTION order_counts_apply() RETURNS trigger AS $$
BEGIN
  INSERT INTO order_daily_counts AS c (apply_day, merchant_id, status, loan_type, product_id, orders)
  SELECT apply_day, merchant_id, status, loan_type, product_id, sum(delta)::int FROM (
    SELECT apply_day, merchant_id, status, loan_type, product_id, 1 AS delta FROM new_rows
    UNION ALL
    SELECT apply_day, merchant_id, status, loan_type, product_id, -1 AS delta FROM old_rows
  ) d
  GROUP BY apply_day, merchant_id, status, loan_type, product_id
  HAVING sum(delta) <> 0
  ORDER BY apply_day, merchant_id, status, loan_type, product_id
  ON CONFLICT (apply_day, merchant_id, status, loan_type, product_id) DO UPDATE SET orders = c.orders + excluded.orders;
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
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_counts_ins AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_insert();
--> statement-breakpoint
CREATE TRIGGER orders_counts_upd AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply();
--> statement-breakpoint
CREATE TRIGGER orders_counts_del AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_delete();
