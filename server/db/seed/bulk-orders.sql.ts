/**
 * Set-based SQL for the bulk order book: the same rows the intake writes (customers, orders with their
 * machine decision, emergency contacts, the audit steps of each order's path), generated inside the
 * database so that a million orders load in under a minute. Deterministic: the same N gives the same book.
 */
const FIRST = ['James', 'Mary', 'John', 'Esther', 'Peter', 'Ann', 'Joseph', 'Lucy', 'David', 'Caroline', 'Samuel', 'Purity', 'Dennis',
  'Winnie', 'Collins', 'Sharon', 'Victor', 'Janet', 'Brian', 'Faith', 'Kevin', 'Mercy', 'Daniel', 'Grace', 'Stephen', 'Naomi'];
const LAST = ['Kamau', 'Wambui', 'Odhiambo', 'Chebet', 'Kiptoo', 'Atieno', 'Mwangi', 'Nyambura', 'Omondi', 'Jepkosgei', 'Kariuki',
  'Wafula', 'Muthoni', 'Barasa', 'Ndungu', 'Akinyi', 'Otieno', 'Njoroge', 'Kiprono', 'Wanjiru', 'Mutua', 'Cheruiyot'];
const COUNTIES = ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Uasin Gishu', 'Kiambu', 'Machakos', 'Kakamega'];
const RELATIONS = ['Spouse', 'Parent', 'Sibling', 'Friend', 'Colleague'];

const arr = (items: readonly string[]) => `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`;

export interface BulkParams {
  orders: number;
  customers: number;
  /** Epoch ms of "now"; applications spread over the year before. */
  now: number;
  days: number;
  /** The first order number's running part; the bulk book is numbered after the intake's sequence. */
  serialBase: number;
}

export const bulkCustomersSql = (p: BulkParams) => `
INSERT INTO customers (customer_no, merchant_id, full_name, id_number, phone, language, gender, birth_date, monthly_income_cents, county, registered_at, created_at, updated_at)
SELECT 'B' || g, bm.id,
  (${arr(FIRST)})[1 + g % ${FIRST.length}] || ' ' || (${arr(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}],
  (10000000 + (g::bigint * 48271) % 29999999)::text,
  '2541' || lpad(g::text, 8, '0'),
  CASE WHEN g % 10 < 3 THEN 'sw' ELSE 'en' END,
  CASE WHEN g % 2 = 0 THEN 'male' ELSE 'female' END,
  (1968 + g % 38)::text || '-' || lpad((1 + g % 12)::text, 2, '0') || '-' || lpad((1 + g % 28)::text, 2, '0'),
  (ARRAY[12000,18000,25000,35000,50000,80000,120000])[1 + g % 7]::bigint * 100,
  (${arr(COUNTIES)})[1 + g % ${COUNTIES.length}],
  to_timestamp(${p.now / 1000} - ${p.days + 30} * 86400 + (g::bigint * 86400 * ${p.days}) / ${p.customers}),
  now(), now()
FROM generate_series(1, ${p.customers}) g
JOIN bulk_merchants bm ON bm.k = g % (SELECT count(*) FROM bulk_merchants)`;

/** Order o belongs to customer 1 + (o * 7919) mod C; its product is one of its merchant's products. */
export const bulkOrdersSql = (p: BulkParams) => `
INSERT INTO orders (order_no, merchant_id, customer_id, product_id, customer_name, id_number, phone, customer_language, status, refuse_code,
  apply_at, apply_day, audit_at, lending_at, loan_amount_cents, practical_amount_cents, term_days, installments, daily_interest_bp, loan_type,
  incoming_channel, promotion_channel, lending_channel, data_source, whitelist, model_level, risk_score, auditor_id, allocated_at,
  call_count, last_action_code, external_ref, release_status, created_at, updated_at)
SELECT
  bm.merchant_no || to_char(x.apply_at AT TIME ZONE 'Africa/Nairobi', 'YYMMDD') || (${p.serialBase} + x.o)::text,
  c.merchant_id, c.id, bp.id, c.full_name, c.id_number, c.phone, c.language, x.status,
  CASE WHEN x.status = 40 THEN (ARRAY['R302','R305','R304','R303','R306','R200','R100'])[1 + x.h % 7]
       WHEN x.status = 50 THEN (ARRAY['M101','M102','M103','M104','M105'])[1 + x.h % 5] END,
  x.apply_at, (x.apply_at AT TIME ZONE 'Africa/Nairobi')::date,
  CASE WHEN x.status IN (30, 50, 60, 70) THEN x.apply_at + interval '3 hours' END,
  CASE WHEN x.status = 60 THEN x.apply_at + interval '5 hours' END,
  x.amount, x.amount - (x.amount * bp.service_fee_bp) / 10000, bp.term_days, bp.installments, bp.daily_interest_bp,
  CASE WHEN x.h % 100 < 38 THEN 2 ELSE 1 END,
  (ARRAY['app','app','app','ios','web','ussd'])[1 + x.h % 6],
  (ARRAY['organic','facebook','google','tiktok','referral','sms'])[1 + (x.h / 7) % 6],
  CASE WHEN x.status = 60 THEN (ARRAY['mpesa','mpesa','mpesa','bank','airtel'])[1 + x.h % 5] END,
  (ARRAY['android','android','ios','h5'])[1 + x.h % 4],
  x.h % 97 = 0,
  CASE WHEN x.status <> 40 OR x.h % 7 = 5 THEN (ARRAY['A','B','B','C','C','C','D'])[1 + x.h % 7] END,
  480 + x.h % 260,
  CASE WHEN x.status IN (20, 30, 50, 60, 70) THEN ba.user_id END,
  CASE WHEN x.status IN (20, 30, 50, 60, 70) THEN x.apply_at + interval '40 minutes' END,
  CASE WHEN x.status IN (20, 30, 50, 60, 70) THEN 1 + x.h % 3 ELSE 0 END,
  CASE WHEN x.status IN (20, 30, 50, 60, 70) THEN (ARRAY['A01','A02','A03','A06'])[1 + x.h % 4] END,
  'BULK-' || x.o, CASE WHEN x.status = 60 THEN 2 END, now(), now()
FROM (
  SELECT o, h, apply_at, amount_step * 500 * 100 AS amount,
    CASE WHEN age_days < 0.2 THEN (CASE WHEN h % 100 < 30 THEN 40 WHEN h % 100 < 65 THEN 10 ELSE 20 END)
         WHEN age_days < 2 THEN (CASE WHEN h % 100 < 30 THEN 40 WHEN h % 100 < 40 THEN 20 WHEN h % 100 < 55 THEN 50 ELSE 30 END)
         ELSE (CASE WHEN h % 100 < 30 THEN 40 WHEN h % 100 < 45 THEN 50 WHEN h % 100 < 47 THEN 70 ELSE 60 END) END AS status,
    1 + (o::bigint * 7919) % ${p.customers} AS cust
  FROM (
    SELECT o, (o::bigint * 2654435761) % 1000003 AS h,
      to_timestamp(${p.now / 1000} - (${p.orders} - o)::float8 * ${p.days} * 86400 / ${p.orders}) AS apply_at,
      (${p.orders} - o)::float8 * ${p.days} / ${p.orders} AS age_days,
      2 + (o::bigint * 31) % 20 AS amount_step
    FROM generate_series(1, ${p.orders}) o
  ) s
) x
JOIN customers c ON c.customer_no = 'B' || x.cust
JOIN bulk_merchants bm ON bm.id = c.merchant_id
JOIN bulk_products bp ON bp.merchant_id = c.merchant_id AND bp.k = x.h % bm.product_count
JOIN bulk_auditors ba ON ba.k = x.h % (SELECT count(*) FROM bulk_auditors)`;

export const bulkContactsSql = () => `
INSERT INTO customer_contacts (order_id, customer_id, kind, name, relation, phone)
SELECT o.id, o.customer_id, 'emergency',
  (${arr(FIRST)})[1 + (o.id + n) % ${FIRST.length}] || ' ' || (${arr(LAST)})[1 + (o.id * 3 + n) % ${LAST.length}],
  (${arr(RELATIONS)})[1 + (o.id + n) % ${RELATIONS.length}],
  '2547' || lpad(((o.id * 131 + n * 7) % 100000000)::text, 8, '0')
FROM orders o CROSS JOIN generate_series(0, 1) n WHERE o.external_ref LIKE 'BULK-%'`;

/** The path each order took, as the intake and the reviewers would have recorded it. */
export const bulkStepsSql = () => [`
INSERT INTO order_steps (order_id, action, from_status, to_status, actor_name, refuse_code, at)
SELECT id, CASE WHEN status = 40 THEN 'machineRefuse' ELSE 'machinePass' END, NULL, CASE WHEN status = 40 THEN 40 ELSE 10 END,
  'machine', CASE WHEN status = 40 THEN refuse_code END, apply_at
FROM orders WHERE external_ref LIKE 'BULK-%'`, `
INSERT INTO order_steps (order_id, action, from_status, to_status, actor_user_id, actor_name, at)
SELECT id, 'allocate', 10, 20, NULL, 'auto-allocation', allocated_at FROM orders WHERE external_ref LIKE 'BULK-%' AND allocated_at IS NOT NULL`, `
INSERT INTO order_steps (order_id, action, from_status, to_status, actor_user_id, actor_name, refuse_code, at)
SELECT o.id, CASE WHEN o.status = 50 THEN 'reject' ELSE 'approve' END, 20, CASE WHEN o.status = 50 THEN 50 ELSE 30 END, o.auditor_id, u.real_name,
  CASE WHEN o.status = 50 THEN o.refuse_code END, o.audit_at
FROM orders o JOIN users u ON u.id = o.auditor_id WHERE o.external_ref LIKE 'BULK-%' AND o.audit_at IS NOT NULL`, `
INSERT INTO order_steps (order_id, action, from_status, to_status, actor_name, at)
SELECT id, CASE WHEN status = 60 THEN 'disburse' ELSE 'cancel' END, 30, status, 'disbursement', COALESCE(lending_at, audit_at + interval '1 hour')
FROM orders WHERE external_ref LIKE 'BULK-%' AND status IN (60, 70)`];

export const rebuildDailyCountsSql = `
DELETE FROM order_daily_counts;
INSERT INTO order_daily_counts (apply_day, merchant_id, status, loan_type, product_id, orders)
SELECT apply_day, merchant_id, status, loan_type, product_id, count(*) FROM orders GROUP BY 1, 2, 3, 4, 5;
DELETE FROM order_dim_counts;
INSERT INTO order_dim_counts (dim, value, merchant_id, status, orders)
SELECT d.dim, d.value, o.merchant_id, o.status, count(*) FROM orders o
CROSS JOIN LATERAL (VALUES ('modelLevel', o.model_level), ('whitelist', o.whitelist::text), ('incomingChannel', o.incoming_channel),
    ('promotionChannel', o.promotion_channel), ('lendingChannel', o.lending_channel), ('dataSource', o.data_source),
    ('refuseCode', o.refuse_code), ('auditorId', o.auditor_id::text), ('releaseStatus', o.release_status::text)) AS d(dim, value)
WHERE d.value IS NOT NULL GROUP BY 1, 2, 3, 4`;

/** The money lists' rollups (bill_counts, flow_counts) rebuilt from their tables after a load with the triggers off. */
export const rebuildMoneyCountsSql = `
DELETE FROM bill_counts;
INSERT INTO bill_counts (due_day, merchant_id, status, bills) SELECT due_day, merchant_id, status, count(*)::int FROM (SELECT due_day AS due_day, merchant_id AS merchant_id, status AS status FROM bills) r GROUP BY due_day, merchant_id, status;
DELETE FROM flow_counts;
INSERT INTO flow_counts (repaid_day, merchant_id, status, repay_type, payment_channel, source, flows) SELECT repaid_day, merchant_id, status, repay_type, payment_channel, source, count(*)::int FROM (SELECT ((repaid_at AT TIME ZONE 'UTC') + interval '3 hours')::date AS repaid_day, merchant_id AS merchant_id, status AS status, repay_type AS repay_type, coalesce(payment_channel, '') AS payment_channel, source AS source FROM repay_flows) r GROUP BY repaid_day, merchant_id, status, repay_type, payment_channel, source`;
