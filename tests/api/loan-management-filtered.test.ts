/**
 * LoanManagement's "all filtered rows": the preview (count and total) and the disburse, re-send and cancel
 * calls that carry the list's filter instead of ids. Each test moves the clock to days of its own and filters
 * by audit day, so it sees only its own orders.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FILTERED_BATCH_CAP } from '../../common/lists/filtered-batch';
import { PAY_MANAGE_SCREEN } from '../../common/money/pay-manage';
import { RELEASE_STATUS } from '../../common/money/statuses';
import { ORDER_STATUS } from '../../common/orders/order-status';
import { actionCode, viewCode } from '../../common/routes';
import { queryRows } from '../../server/db/client';
import { orders } from '../../server/db/schema';
import { startTestApp, type TestApp } from './harness';
import { expectLedgerBalanced } from './ledger-assert';
import { pendingDisbursement, routeMerchantThrough } from './money-fixtures';
import { payManageDriver } from './pay-manage-driver';

const DAY_MS = 86_400_000;
const code = (action: string) => actionCode(PAY_MANAGE_SCREEN, action);

let t: TestApp;
let d: ReturnType<typeof payManageDriver>;
let finance: string;
/** This test's audit day (EAT), as the list's filter. */
let filter: { auditDayFrom: string; auditDayTo: string };

beforeAll(async () => {
  t = await startTestApp();
  await routeMerchantThrough(t, '1501', ['mpesa', 'airtel']);
});
afterAll(async () => { await t?.close(); });
beforeEach(async () => {
  t.clock.advance(3 * DAY_MS);
  const day = new Date(t.clock.now().getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
  filter = { auditDayFrom: day, auditDayTo: day };
  finance = await t.login('finance');
  d = payManageDriver(t, finance);
});
afterEach(async () => {
  t.payments.setBehaviour('mpesa', 'pay');
  await expectLedgerBalanced(t);
});

const preview = (action: string, query: Record<string, string | number> = filter, token?: string) =>
  t.call('GET', 'payManage/filtered/preview', { token: token ?? finance, query: { ...query, action } });
const amountOf = async (ids: number[]) => {
  let sum = 0;
  for (const id of ids) sum += (await d.orderRow(id)).practicalAmountCents;
  return sum;
};

describe('all filtered rows', () => {
  it('previews and disburses exactly the filtered orders not yet sent, with per-item results', async () => {
    const waiting = [await pendingDisbursement(t), await pendingDisbursement(t), await pendingDisbursement(t)];
    const failed = await d.failedOrder();
    const otherMerchant = await pendingDisbursement(t, { merchantNo: '1502', productCode: 'HL-14D' });
    const ids = waiting.map((o) => o.orderId);

    const { data } = await preview('disburse');
    expect(data).toEqual({ count: 3, totalCents: await amountOf(ids) });
    expect((await preview('disburse', { ...filter, orderNo: waiting[0].orderNo })).data.count).toBe(1);

    const res = await d.post('payManage/disburseFiltered', { filter, expectedCount: 3 });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.results.map((r: { orderId: number }) => r.orderId).sort()).toEqual([...ids].sort());
    expect(res.data.results.every((r: { ok: boolean; outcome: string }) => r.ok && r.outcome === 'success')).toBe(true);
    for (const id of ids) expect((await d.orderRow(id)).status).toBe(ORDER_STATUS.disbursed);
    expect(await d.codesOf(failed.orderId)).toHaveLength(1);
    expect(await d.codesOf(otherMerchant.orderId)).toHaveLength(0);
    expect((await preview('disburse')).data).toEqual({ count: 0, totalCents: 0 });
  });

  it('re-sends the filtered failed payouts, refusing per item an order that cannot be re-sent', async () => {
    const failed = await d.failedOrder();
    const notSent = await pendingDisbursement(t);
    // Marked failed with no attempt behind it (as a concurrent change could leave it): re-sending is refused for it alone.
    await t.db.update(orders).set({ releaseStatus: RELEASE_STATUS.lendingFailure }).where(eq(orders.id, notSent.orderId));

    expect((await preview('resend')).data.count).toBe(2);
    const res = await d.post('payManage/resendFiltered', { filter, expectedCount: 2 });
    expect(res.code, res.msg).toBe(200);
    const byId = new Map(res.data.results.map((r: { orderId: number }) => [r.orderId, r]));
    expect(byId.get(failed.orderId)).toMatchObject({ ok: true, outcome: 'success' });
    expect(byId.get(notSent.orderId)).toMatchObject({ ok: false, errorKey: 'loan:errors.notFailed', message: expect.stringContaining(notSent.orderNo) });
    expect(await d.codesOf(notSent.orderId)).toHaveLength(0);
  });

  it('refuses a count other than the one confirmed, paying nothing', async () => {
    const order = await pendingDisbursement(t);
    const res = await d.post('payManage/disburseFiltered', { filter, expectedCount: 2 });
    expect(res).toMatchObject({ code: 409, msg: 'The filter now matches 1 rows, not the 2 you confirmed; check the list and try again.' });
    expect(await d.codesOf(order.orderId)).toHaveLength(0);
  });

  it('cancels the filtered failed payouts (voided), once per key', async () => {
    const failed = [await d.failedOrder(), await d.failedOrder()];
    const waiting = await pendingDisbursement(t);
    expect((await preview('cancel')).data.count).toBe(2);
    const key = randomUUID();
    const first = await d.post('payManage/cancelFiltered', { filter, expectedCount: 2, reason: 'customer withdrew' }, { key });
    expect(first.code, first.msg).toBe(200);
    expect(first.data.results.map((r: { orderId: number }) => r.orderId).sort()).toEqual(failed.map((o) => o.orderId).sort());
    for (const o of failed) expect((await d.orderRow(o.orderId)).status).not.toBe(ORDER_STATUS.pendingDisbursement);
    expect((await d.orderRow(waiting.orderId)).status).toBe(ORDER_STATUS.pendingDisbursement);
    expect(await d.post('payManage/cancelFiltered', { filter, expectedCount: 2, reason: 'customer withdrew' }, { key })).toEqual(first);
  });

  it(`refuses a filter matching more than ${FILTERED_BATCH_CAP} orders, in the caller's language`, async () => {
    const order = await pendingDisbursement(t);
    // Copies of the order (same audit day, not yet sent), written in one statement.
    const columns = (await queryRows<{ name: string }>(t.db, sql`select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = 'orders' and column_name not in ('id', 'order_no', 'external_ref')`)).map((r) => sql.identifier(r.name));
    const list = sql.join(columns, sql`, `);
    await queryRows(t.db, sql`insert into orders (order_no, external_ref, ${list})
      select 'CAP' || g || ${order.orderNo}, 'CAP' || g || ${order.orderNo}, ${list} from orders, generate_series(1, ${FILTERED_BATCH_CAP}) g where id = ${order.orderId}`);

    expect(await preview('disburse')).toMatchObject({ code: 400, msg: 'The filter matches more than 5,000 rows; narrow it and try again.' });
    const zh = await d.post('payManage/disburseFiltered', { filter, expectedCount: FILTERED_BATCH_CAP }, { language: 'zh' });
    expect(zh).toMatchObject({ code: 400, msg: '筛选结果超过 5,000 条，请缩小筛选范围后重试。' });
    expect(await d.codesOf(order.orderId)).toHaveLength(0);
    await queryRows(t.db, sql`delete from orders where order_no like 'CAP%'`);
  });

  it('needs the action\'s code for the preview and the call', async () => {
    const order = await pendingDisbursement(t);
    const viewer = await d.userWith([viewCode(PAY_MANAGE_SCREEN)]);
    const resender = await d.userWith([viewCode(PAY_MANAGE_SCREEN), code('resend')]);
    expect((await preview('disburse', filter, viewer)).code).toBe(403);
    expect((await preview('disburse', filter, resender)).code).toBe(403);
    expect((await preview('resend', filter, resender)).code).toBe(200);
    for (const url of ['disburseFiltered', 'resendFiltered', 'cancelFiltered']) {
      expect((await d.post(`payManage/${url}`, { filter, expectedCount: 1 }, { token: viewer })).code, url).toBe(403);
    }
    expect((await d.post('payManage/disburseFiltered', { filter, expectedCount: 1 }, { token: resender })).code).toBe(403);
    expect(await d.codesOf(order.orderId)).toHaveLength(0);
  });
});
