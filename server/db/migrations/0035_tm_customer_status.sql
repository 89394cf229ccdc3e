-- Telemarketing list entries keep their customer status (spec 3: 0 not incoming, 1 already incoming,
-- 2 unregistered, 3 rejected, 4 unauthorized) current by trigger: a registration links the entries of that
-- merchant and phone; an order or a credit line of a linked customer re-derives the status. docs/telemarketing.md.
CREATE OR REPLACE FUNCTION tm_customer_status(cid integer) RETURNS smallint AS $$
  SELECT (CASE
    WHEN cid IS NULL THEN 2
    WHEN o.status IS NULL THEN
      CASE WHEN EXISTS (SELECT 1 FROM customer_credits cc WHERE cc.customer_id = cid AND cc.status = '6') THEN 4 ELSE 0 END
    WHEN o.status IN (40, 50) THEN 3
    ELSE 1 END)::smallint
  FROM (SELECT (SELECT status FROM orders WHERE customer_id = cid ORDER BY apply_at DESC, id DESC LIMIT 1) AS status) o
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tm_entries_on_customers() RETURNS trigger AS $$
BEGIN
  UPDATE telemarketing_list_entries e SET customer_id = n.id, customer_status = tm_customer_status(n.id), updated_at = now()
  FROM new_rows n WHERE e.merchant_id = n.merchant_id AND e.phone = n.phone AND e.customer_id IS DISTINCT FROM n.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tm_entries_on_orders() RETURNS trigger AS $$
BEGIN
  -- Only the entries of the customers touched; the status is derived for those rows alone.
  UPDATE telemarketing_list_entries e SET customer_status = tm_customer_status(e.customer_id), updated_at = now()
  WHERE e.customer_id IN (SELECT DISTINCT customer_id FROM new_rows)
    AND e.customer_status IS DISTINCT FROM tm_customer_status(e.customer_id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER customers_tm_entries_ins AFTER INSERT ON "customers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tm_entries_on_customers();
--> statement-breakpoint
CREATE TRIGGER orders_tm_entries_ins AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tm_entries_on_orders();
--> statement-breakpoint
CREATE TRIGGER orders_tm_entries_upd AFTER UPDATE ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tm_entries_on_orders();
--> statement-breakpoint
CREATE TRIGGER credits_tm_entries_ins AFTER INSERT ON "customer_credits" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tm_entries_on_orders();
--> statement-breakpoint
CREATE TRIGGER credits_tm_entries_upd AFTER UPDATE ON "customer_credits" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tm_entries_on_orders();
