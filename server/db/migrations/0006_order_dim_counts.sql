CREATE TABLE "order_dim_counts" (
	"merchant_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"dim" text NOT NULL,
	"value" text NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "order_dim_counts_dim_value_merchant_id_status_pk" PRIMARY KEY("dim","value","merchant_id","status")
);
--> statement-breakpoint
-- The triggers of 0005 now keep order_dim_counts too: one row per merchant, state and dimension value.
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
    ('refuseCode', n.refuse_code), ('auditorId', n.auditor_id::text)) AS d(dim, value) WHERE d.value IS NOT NULL
    UNION ALL
    SELECT d.dim, d.value, o.merchant_id, o.status, -1 AS delta FROM old_rows o CROSS JOIN LATERAL (VALUES ('modelLevel', o.model_level), ('whitelist', o.whitelist::text), ('incomingChannel', o.incoming_channel),
    ('promotionChannel', o.promotion_channel), ('lendingChannel', o.lending_channel), ('dataSource', o.data_source),
    ('refuseCode', o.refuse_code), ('auditorId', o.auditor_id::text)) AS d(dim, value) WHERE d.value IS NOT NULL
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
    ('refuseCode', n.refuse_code), ('auditorId', n.auditor_id::text)) AS d(dim, value) WHERE d.value IS NOT NULL
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
    ('refuseCode', o.refuse_code), ('auditorId', o.auditor_id::text)) AS d(dim, value) WHERE d.value IS NOT NULL
        GROUP BY d.dim, d.value, o.merchant_id, o.status) x
  WHERE c.dim = x.dim AND c.value = x.value AND c.merchant_id = x.merchant_id AND c.status = x.status;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
