/**
 * The bulk book's later money events, so the lists of rollbacks and transfers have rows at a million orders:
 * - about one settled bulk flow in 250 rolled back (an undone settle, RollbackFlow), two hours after it was paid,
 *   through the money core as the screen does it: the flow reversed in the ledger, the bill owing again, the rollback;
 * - cash transfers between the company's accounts, a few a day over the book's span, in the states before any money
 *   moves (pending, rejected, given up), so the ledger is untouched;
 * - overpaid repayments and the wallet withdrawals and refunds that claim them (bulk-overpayments.ts).
 */
import { sql } from 'drizzle-orm';
import { offsetsOf } from '../../../common/money/repay-rows';
import type { FlowAllocation } from '../../modules/repay/apply-repayment';
import { insertRollback } from '../../modules/repay/repay.repository';
import { rollbackRepayment } from '../../modules/repay/rollback-repayment';
import { PAYMENT_CHANNELS } from '../../../common/money/statuses';
import { queryRows, type Db } from '../client';
import { eachAtOnce } from './at-once';
import { seedBalanceAccounts } from './balance-accounts';
import { bulkLoadOverpayments, OVERPAID_PREFIX } from './bulk-overpayments';

/** The reason the bulk rollbacks carry; how a book tells it has them. */
export const BULK_ROLLBACK_REASON = 'Bulk book: paid to the wrong account';
const ONE_IN = 250;
const TRANSFER_PREFIX = 'CTB';
const HOURS_AFTER_PAYMENT = 2;
const ROLLBACKS_AT_ONCE = 4;
/** One unpaid bill in 30 is overpaid when one settled flow in 250 is rolled back. */
const OVERPAID_PER_ROLLED_BACK = 30 / 250;

/** How many of each event the book holds already. */
async function loadedEvents(db: Db) {
  const [row] = await queryRows<{ rollbacks: number; transfers: number; overpaid: number }>(db, sql`
    SELECT (SELECT count(*)::int FROM repay_rollbacks WHERE reason = ${BULK_ROLLBACK_REASON}) AS rollbacks,
      (SELECT count(*)::int FROM cash_transfers WHERE transfer_no LIKE ${`${TRANSFER_PREFIX}%`}) AS transfers,
      (SELECT count(*)::int FROM repay_flows WHERE payment_code LIKE ${`${OVERPAID_PREFIX}%`}) AS overpaid`);
  return row;
}

/**
 * Loads each kind of event the book does not hold yet (safe to run again) and returns how many of each it holds.
 * `oneIn`: one settled bulk flow in this many is rolled back, one unpaid bill in 0.12 × this many overpaid (a small
 * test book takes more).
 */
export async function bulkLoadMoneyEvents(db: Db, now = Date.now(), oneIn = ONE_IN): Promise<{ rollbacks: number; transfers: number; overpaid: number }> {
  const before = await loadedEvents(db);
  if (before.rollbacks > 0 && before.transfers > 0 && before.overpaid > 0) return before;
  if (before.rollbacks === 0) await rollBack(db, now, oneIn);
  if (before.overpaid === 0) await bulkLoadOverpayments(db, now, Math.max(1, Math.round(oneIn * OVERPAID_PER_ROLLED_BACK)));
  if (before.transfers === 0) await transfer(db, now);
  // Vacuumed as a running book's autovacuum would have: the rows just written are then visible from their indexes alone.
  await db.execute(sql.raw('VACUUM ANALYZE repay_rollbacks, repay_flows, bills, cash_transfers, wallet_withdrawals, refunds'));
  return loadedEvents(db);
}

async function rollBack(db: Db, now: number, oneIn: number) {
  const flows = await queryRows<{ id: number; repaidAt: string }>(db, sql.raw(`
    SELECT id, repaid_at AS "repaidAt" FROM repay_flows WHERE flow_no LIKE 'RFB%' AND status = 'valid' AND repay_type = 'settle'
      AND (hashtext(flow_no) & 2147483647) % ${oneIn} = 0 ORDER BY id`));
  await eachAtOnce(flows, ROLLBACKS_AT_ONCE, ({ id, repaidAt }) => db.transaction(async (tx) => {
    const flowId = Number(id);
    const at = new Date(Math.min(new Date(repaidAt).getTime() + HOURS_AFTER_PAYMENT * 3_600_000, now));
    const { flow } = await rollbackRepayment(tx, { flowId, actorUserId: null, at, reason: BULK_ROLLBACK_REASON });
    await insertRollback(tx, {
      flowId, orderId: flow.orderId, rollbackType: 'settle', totalCents: flow.amountCents + flow.couponCents + flow.waivedCents,
      offsets: offsetsOf(flow.allocation as FlowAllocation), replacementFlowId: null, reason: BULK_ROLLBACK_REASON, createdBy: null, at,
    });
  }));
}

async function transfer(db: Db, now: number) {
  await seedBalanceAccounts(db);
  const channels = `ARRAY[${PAYMENT_CHANNELS.map((c) => `'${c}'`).join(', ')}]`;
  await db.execute(sql.raw(`
    WITH span AS (SELECT min(lending_at) AS first FROM orders WHERE external_ref LIKE 'BULK-%' AND lending_at IS NOT NULL),
    accounts AS (SELECT array_agg(id ORDER BY id) AS ids FROM balance_accounts),
    merchants AS (SELECT array_agg(id ORDER BY id) AS ids FROM merchants),
    finance AS (SELECT id FROM users WHERE username = 'finance')
    INSERT INTO cash_transfers (transfer_no, merchant_id, from_channel, to_account_id, amount_cents, reason, status, applicant_id,
        auditor_id, audited_at, audit_remark, created_at, updated_at)
      SELECT '${TRANSFER_PREFIX}' || n, m.ids[1 + n % array_length(m.ids, 1)], (${channels})[1 + n % ${PAYMENT_CHANNELS.length}],
        a.ids[1 + n % array_length(a.ids, 1)], (50000 + (hashtext('${TRANSFER_PREFIX}' || n) & 2147483647) % 500000) * 100,
        'Float top-up for disbursements', (ARRAY['pending', 'rejected', 'givenUp'])[1 + n % 3], f.id,
        CASE WHEN n % 3 = 0 THEN NULL ELSE f.id END, CASE WHEN n % 3 = 0 THEN NULL ELSE t.at + interval '3 hours' END,
        CASE n % 3 WHEN 1 THEN 'Balance enough this week' WHEN 2 THEN 'Not needed after reconciliation' END, t.at, t.at
      FROM span, accounts a, merchants m, finance f,
        generate_series(0, greatest(1, (extract(epoch FROM now() - span.first) / 86400)::int) * 3 - 1) AS n,
        LATERAL (SELECT span.first + n * interval '8 hours' AS at) t
      WHERE t.at < to_timestamp(${now / 1000})`));
}
