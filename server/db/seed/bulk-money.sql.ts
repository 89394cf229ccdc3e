/**
 * Set-based SQL for the money side of the bulk book: for every disbursed bulk order, its payout (loan
 * code), its bill, its disbursement journal, and for about 70 % a repayment flow (settled or partial) with
 * its journal — the same rows and entries the money code posts, so `npm run ledger:check` passes on it.
 */
import { BILL_COMPONENTS } from '../../../common/money/components';

const breakdown = (values: Partial<Record<(typeof BILL_COMPONENTS)[number], string>>) =>
  `jsonb_build_object(${BILL_COMPONENTS.map((c) => `'${c}', ${values[c] ?? '0'}`).join(', ')})`;

export const bulkMoneySql = (nowMs: number): string[] => [
  `CREATE UNLOGGED TABLE bulk_loans AS
   SELECT o.id AS order_id, o.order_no, o.merchant_id, o.customer_id, o.loan_amount_cents AS l, o.practical_amount_cents AS p,
     o.term_days, o.lending_at, coalesce(o.lending_channel, 'mpesa') AS ch, o.phone,
     (o.lending_at AT TIME ZONE 'Africa/Nairobi')::date AS start_day,
     round(o.loan_amount_cents::numeric * o.term_days * o.daily_interest_bp / 10000)::bigint AS i,
     round(o.loan_amount_cents::numeric * pr.management_fee_bp / 10000)::bigint AS m,
     (hashtext(o.order_no) & 2147483647) % 100 AS fate
   FROM orders o JOIN products pr ON pr.id = o.product_id
   WHERE o.status = 60 AND o.lending_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM bills b WHERE b.order_id = o.id)`,
  `ALTER TABLE bulk_loans ADD COLUMN paid_at timestamptz, ADD COLUMN kind text`,
  `UPDATE bulk_loans SET
     kind = CASE WHEN fate < 55 THEN 'settle' WHEN fate < 70 THEN 'partial' ELSE NULL END,
     paid_at = least(lending_at + ((1 + fate % greatest(term_days, 1)) * interval '1 day'), to_timestamp(${nowMs / 1000}) - interval '1 hour')`,
  `INSERT INTO loan_codes (system_code, order_id, merchant_id, channel, amount_cents, account_no, status, third_party_code, third_party_order_no, origin, answered_at, created_at, updated_at)
   SELECT 'LCB' || order_id, order_id, merchant_id, ch, p, phone, 'success', 'TPB' || order_id, 'TPB' || order_id, 'first', lending_at, lending_at, lending_at FROM bulk_loans`,
  `INSERT INTO bills (bill_no, order_id, merchant_id, customer_id, period_no, status, start_day, due_day, overdue_days,
     principal_cents, principal_settled_cents, interest_cents, interest_settled_cents, management_fee_cents, management_fee_settled_cents,
     repaid_cents, last_repaid_at, settled_at, created_at, updated_at)
   SELECT order_no || '-1', order_id, merchant_id, customer_id, 1,
     CASE kind WHEN 'settle' THEN 'settled' WHEN 'partial' THEN 'partial' ELSE 'unpaid' END,
     start_day, start_day + term_days,
     CASE WHEN kind = 'settle' THEN 0 ELSE greatest(0, (to_timestamp(${nowMs / 1000}) AT TIME ZONE 'Africa/Nairobi')::date - (start_day + term_days)) END,
     l, CASE WHEN kind = 'settle' THEN l ELSE 0 END, i, CASE WHEN kind IS NOT NULL THEN i ELSE 0 END, m, CASE WHEN kind IS NOT NULL THEN m ELSE 0 END,
     CASE kind WHEN 'settle' THEN l + i + m WHEN 'partial' THEN i + m ELSE 0 END,
     CASE WHEN kind IS NOT NULL THEN paid_at END, CASE WHEN kind = 'settle' THEN paid_at END, lending_at, lending_at
   FROM bulk_loans`,
  `INSERT INTO ledger_journals (kind, posting_key, ref_type, ref_id, order_id, at)
   SELECT 'disbursement', 'disbursement:' || b.order_id, 'loanCode', lc.id::text, b.order_id, b.lending_at
   FROM bulk_loans b JOIN loan_codes lc ON lc.system_code = 'LCB' || b.order_id`,
  `INSERT INTO ledger_entries (journal_id, account, debit_cents, credit_cents, merchant_id, channel, order_id, bill_id)
   SELECT j.id, v.account, v.d, v.c, b.merchant_id, v.ch, b.order_id, v.bill_id
   FROM bulk_loans b JOIN ledger_journals j ON j.posting_key = 'disbursement:' || b.order_id
   JOIN bills bl ON bl.order_id = b.order_id AND bl.period_no = 1
   CROSS JOIN LATERAL (VALUES
     ('cash', 0::bigint, b.p, b.ch, NULL::bigint), ('income:serviceFee', 0::bigint, b.l - b.p, NULL, NULL),
     ('receivable:principal', b.l, 0::bigint, NULL, bl.id), ('receivable:interest', b.i, 0::bigint, NULL, bl.id), ('income:interest', 0::bigint, b.i, NULL, bl.id),
     ('receivable:managementFee', b.m, 0::bigint, NULL, bl.id), ('income:managementFee', 0::bigint, b.m, NULL, bl.id)
   ) AS v(account, d, c, ch, bill_id)
   WHERE v.d + v.c > 0`,
  `INSERT INTO repay_flows (flow_no, order_id, bill_id, merchant_id, repay_type, source, payment_code, payment_channel, amount_cents, allocation, status, repaid_at, created_at, updated_at)
   SELECT 'RFB' || b.order_id, b.order_id, bl.id, b.merchant_id, b.kind, 'manual', 'QB' || b.order_id, b.ch,
     CASE WHEN b.kind = 'settle' THEN b.l + b.i + b.m ELSE b.i + b.m END,
     jsonb_build_object('charged', ${breakdown({})}, 'coupon', ${breakdown({})}, 'waived', ${breakdown({})},
       'cash', ${breakdown({ principal: "CASE WHEN b.kind = 'settle' THEN b.l ELSE 0 END", interest: 'b.i', managementFee: 'b.m' })}),
     'valid', b.paid_at, b.paid_at, b.paid_at
   FROM bulk_loans b JOIN bills bl ON bl.order_id = b.order_id AND bl.period_no = 1 WHERE b.kind IS NOT NULL`,
  `INSERT INTO ledger_journals (kind, posting_key, ref_type, ref_id, order_id, at)
   SELECT 'repayment', 'bulkrepay:' || f.id, 'repayFlow', f.id::text, f.order_id, f.repaid_at FROM repay_flows f WHERE f.flow_no LIKE 'RFB%' AND f.journal_id IS NULL`,
  `INSERT INTO ledger_entries (journal_id, account, debit_cents, credit_cents, merchant_id, channel, order_id, bill_id)
   SELECT j.id, v.account, v.d, v.c, f.merchant_id, v.ch, f.order_id, f.bill_id
   FROM repay_flows f JOIN ledger_journals j ON j.posting_key = 'bulkrepay:' || f.id
   CROSS JOIN LATERAL (VALUES
     ('cash', f.amount_cents, 0::bigint, f.payment_channel),
     ('receivable:principal', 0::bigint, (f.allocation->'cash'->>'principal')::bigint, NULL),
     ('receivable:interest', 0::bigint, (f.allocation->'cash'->>'interest')::bigint, NULL),
     ('receivable:managementFee', 0::bigint, (f.allocation->'cash'->>'managementFee')::bigint, NULL)
   ) AS v(account, d, c, ch)
   WHERE f.flow_no LIKE 'RFB%' AND f.journal_id IS NULL AND v.d + v.c > 0`,
  `UPDATE repay_flows f SET journal_id = j.id FROM ledger_journals j WHERE j.posting_key = 'bulkrepay:' || f.id AND f.journal_id IS NULL`,
  `DROP TABLE bulk_loans`,
];
