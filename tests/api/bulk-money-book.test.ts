/**
 * The bulk book's money (npm run seed -- --orders N --money; the bench's million-order book): payouts, bills and
 * repayments, then its later events (server/db/seed/bulk-money-events.ts) — rollbacks through the money core and
 * cash transfers — leave the ledger balanced, and the lists that show them count them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { BULK_ROLLBACK_REASON, bulkLoadMoneyEvents } from '../../server/db/seed/bulk-money-events';
import { bulkLoadMoney, bulkLoadOrders } from '../../server/db/seed/bulk-orders';
import { startTestApp, type TestApp } from './harness';
import { expectLedgerBalanced } from './ledger-assert';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const count = async (query: string) => Number((await queryRows<{ n: number }>(t.db, sql.raw(query)))[0].n);

describe('the bulk money book', () => {
  it('rolls back some repayments, overpays and claims others, records transfers: the ledger balances and the lists count them', async () => {
    const now = t.clock.now().getTime();
    await bulkLoadOrders(t.db, 2_000, now);
    await bulkLoadMoney(t.db, now);
    const settledBefore = await count("SELECT count(*)::int AS n FROM bills WHERE bill_no LIKE '%-1' AND status = 'settled'");
    const { rollbacks, transfers, overpaid } = await bulkLoadMoneyEvents(t.db, now, 5);
    expect(rollbacks).toBeGreaterThan(10);
    expect(transfers).toBeGreaterThan(100);
    expect(overpaid).toBeGreaterThanOrEqual(12);
    await expectLedgerBalanced(t);
    // Run again, it adds nothing.
    expect(await bulkLoadMoneyEvents(t.db, now, 5)).toEqual({ rollbacks, transfers, overpaid });

    // Each rolled-back flow is marked, its bill owes again (and each overpaid one is settled), and the rollback is listed.
    expect(await count(`SELECT count(*)::int AS n FROM repay_rollbacks WHERE reason = '${BULK_ROLLBACK_REASON}'`)).toBe(rollbacks);
    expect(await count("SELECT count(*)::int AS n FROM repay_flows WHERE flow_no LIKE 'RFB%' AND status = 'rolledBack'")).toBe(rollbacks);
    expect(await count("SELECT count(*)::int AS n FROM bills WHERE bill_no LIKE '%-1' AND status = 'settled'")).toBe(settledBefore - rollbacks + overpaid);
    const admin = await t.login('admin');
    const list = async (url: string, query: Record<string, string | number> = {}) => {
      const answer = await t.call<{ total: number }>('GET', url, { token: admin, query: { current: 1, size: 20, ...query } });
      expect(answer.code, url).toBe(200);
      return answer.data.total;
    };
    expect(await list('rePayManage/rollbacks')).toBe(rollbacks);
    expect(await list('rePayManage/flows', { status: 'rolledBack' })).toBe(rollbacks);
    expect(await list('transfer/list')).toBe(transfers);

    // Each overpayment is claimed once, by a withdrawal or a refund in each of their states; what a claim sent and the
    // channel paid has left the customer's wallet, what it refused is owed again.
    const withdrawals = await count("SELECT count(*)::int AS n FROM wallet_withdrawals WHERE withdrawal_no LIKE 'WDB%'");
    const refunds = await count("SELECT count(*)::int AS n FROM refunds WHERE refund_no LIKE 'RDB%'");
    expect(withdrawals + refunds).toBe(overpaid);
    expect(await list('wallet/list')).toBe(withdrawals);
    expect(await list('refund/list')).toBe(refunds);
    for (const status of ['pending', 'success', 'failed']) expect(await list('wallet/list', { status }), status).toBeGreaterThan(0);
    const wallets = await queryRows<{ status: string; owed: number; overflow: number }>(t.db, sql.raw(`
      SELECT w.status, (SELECT coalesce(sum(e.credit_cents - e.debit_cents), 0)::int FROM ledger_entries e WHERE e.order_id = w.order_id AND e.account = 'liability:overpayment') AS owed,
        w.amount_cents::int AS overflow FROM wallet_withdrawals w WHERE w.withdrawal_no LIKE 'WDB%'`));
    for (const w of wallets) expect(w.owed, w.status).toBe(w.status === 'success' ? 0 : w.overflow);

    // The rollbacks' total with each filter, and within a user's merchants, equals an exact count (it joins only what the filter reads).
    const [sample] = await queryRows<{ flowNo: string; orderNo: string; day: string; merchantId: number }>(t.db, sql.raw(`
      SELECT f.flow_no AS "flowNo", o.order_no AS "orderNo", to_char(r.at AT TIME ZONE 'Africa/Nairobi', 'YYYY-MM-DD') AS day, f.merchant_id AS "merchantId"
      FROM repay_rollbacks r JOIN repay_flows f ON f.id = r.flow_id JOIN orders o ON o.id = r.order_id ORDER BY r.id LIMIT 1`));
    const exact = (where: string) => count(`SELECT count(*)::int AS n FROM repay_rollbacks r JOIN repay_flows f ON f.id = r.flow_id
      JOIN orders o ON o.id = r.order_id WHERE ${where}`);
    const prefix = (value: string) => value.slice(0, -1);
    expect(await list('rePayManage/rollbacks', { flowNo: prefix(sample.flowNo) })).toBe(await exact(`f.flow_no LIKE '${prefix(sample.flowNo)}%'`));
    expect(await list('rePayManage/rollbacks', { orderNo: prefix(sample.orderNo) })).toBe(await exact(`o.order_no LIKE '${prefix(sample.orderNo)}%'`));
    expect(await list('rePayManage/rollbacks', { rollbackType: 'settle', dayFrom: sample.day, dayTo: sample.day }))
      .toBe(await exact(`r.rollback_type = 'settle' AND to_char(r.at AT TIME ZONE 'Africa/Nairobi', 'YYYY-MM-DD') = '${sample.day}'`));
    const scoped = await t.call<{ total: number }>('GET', 'rePayManage/rollbacks', { token: await t.login('finance'), query: { current: 1, size: 20 } });
    const [{ merchants }] = await queryRows<{ merchants: number[] | null }>(t.db, sql`
      SELECT array_agg(um.merchant_id) AS merchants FROM user_merchants um JOIN users u ON u.id = um.user_id WHERE u.username = 'finance'`);
    expect(merchants?.length).toBeGreaterThan(0);
    expect(scoped.data.total).toBe(await exact(`f.merchant_id IN (${merchants!.join(', ')})`));
    expect(scoped.data.total).toBeLessThan(rollbacks);
  });
});
