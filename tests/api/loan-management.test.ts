/**
 * LoanManagement (payManage): the disbursement list with its filters, masking and merchant scope; paying,
 * failing, re-sending, recreating, confirming and cancelling through the API with Idempotency-Keys; the
 * permission refusals, the audit rows, the export; the ledger check after every test. Concurrency on the
 * PostgreSQL server (TEST_DATABASE_URL).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAY_MANAGE_SCREEN } from '../../common/money/pay-manage';
import { RELEASE_STATUS } from '../../common/money/statuses';
import { ORDER_STATUS } from '../../common/orders/order-status';
import { actionCode, viewCode } from '../../common/routes';
import { bills } from '../../server/db/schema';
import { startTestApp, type TestApp } from './harness';
import { expectLedgerBalanced } from './ledger-assert';
import { pendingDisbursement, routeMerchantThrough } from './money-fixtures';
import { pendingReview } from './order-states';
import { payManageDriver } from './pay-manage-driver';

const VIEW = viewCode(PAY_MANAGE_SCREEN);

let t: TestApp;
let finance: string;
let d: ReturnType<typeof payManageDriver>;

beforeAll(async () => {
  t = await startTestApp();
  finance = await t.login('finance');
  d = payManageDriver(t, finance);
  await routeMerchantThrough(t, '1501', ['mpesa', 'airtel']);
});
afterAll(async () => { await t?.close(); });
afterEach(async () => {
  for (const channel of ['mpesa', 'airtel', 'bank'] as const) t.payments.setBehaviour(channel, 'pay');
  await expectLedgerBalanced(t);
});

describe('the disbursement list', () => {
  it('holds approved orders not yet sent and every order with a payout attempt, with the latest loan code', async () => {
    const waiting = await pendingDisbursement(t);
    const paid = await pendingDisbursement(t);
    const review = await pendingReview(t);
    await d.post('payManage/disburse', { orderIds: [paid.orderId] });

    const { data } = await d.list({});
    const ids = data.records.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([waiting.orderId, paid.orderId]));
    expect(ids).not.toContain(review.orderId);
    expect(data.total).toBe(data.records.length);
    expect(await d.rowOf(waiting.orderNo)).toMatchObject({ releaseStatus: null, attempts: 0, latestCode: null, status: ORDER_STATUS.pendingDisbursement });
    const row = await d.rowOf(paid.orderNo);
    expect(row).toMatchObject({ releaseStatus: RELEASE_STATUS.success, attempts: 1, status: ORDER_STATUS.disbursed, lendingChannel: 'mpesa', merchantName: expect.any(String) });
    expect(row.latestCode).toMatchObject({ status: 'success', channel: 'mpesa', thirdPartyCode: expect.any(String), thirdPartyOrderNo: expect.any(String), confirmStatus: 'unconfirmed' });
    expect(row.lendingAt).not.toBeNull();
  });

  it('narrows by order number, phone, name prefix, merchant, release status, channel, audit and lending days', async () => {
    const paid = await pendingDisbursement(t);
    await d.post('payManage/disburse', { orderIds: [paid.orderId] });
    const failed = await d.failedOrder();
    const other = await pendingDisbursement(t, { merchantNo: '1502', productCode: 'HL-14D' });
    const admin = await t.login('admin');
    const o = await d.orderRow(paid.orderId);
    const ids = async (query: Record<string, string | number>, token = finance) => {
      const { data } = await d.list(query, token);
      expect(data.total).toBe(data.records.length);
      return data.records.map((r: { id: number }) => r.id);
    };
    expect(await ids({ orderNo: o.orderNo })).toEqual([paid.orderId]);
    expect(await ids({ phone: o.phone })).toEqual([paid.orderId]);
    expect(await ids({ customerName: o.customerName.slice(0, 5).toLowerCase() })).toContain(paid.orderId);
    expect(await ids({ releaseStatus: RELEASE_STATUS.lendingFailure })).toContain(failed.orderId);
    expect(await ids({ releaseStatus: RELEASE_STATUS.lendingFailure })).not.toContain(paid.orderId);
    expect(await ids({ releaseStatus: RELEASE_STATUS.success })).toContain(paid.orderId);
    expect(await ids({ lendingChannel: 'airtel' })).toEqual([]);
    expect(await ids({ lendingChannel: 'mpesa' })).toEqual(expect.arrayContaining([paid.orderId, failed.orderId]));
    const merchantId = (await d.orderRow(other.orderId)).merchantId;
    expect(await ids({ merchantId }, admin)).toEqual([other.orderId]);
    const today = new Date(t.clock.now().getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
    expect(await ids({ auditDayFrom: today, auditDayTo: today })).toContain(paid.orderId);
    expect(await ids({ auditDayTo: '2020-01-01' })).toEqual([]);
    expect(await ids({ lendingDayFrom: today, lendingDayTo: today })).toContain(paid.orderId);
    expect(await ids({ lendingDayFrom: today })).not.toContain(failed.orderId);
    expect((await d.list({ releaseStatus: 9 })).code).toBe(400);
  });

  it('keeps to the caller\'s merchants: another merchant\'s order is neither listed nor paid', async () => {
    const other = await pendingDisbursement(t, { merchantNo: '1502', productCode: 'HL-14D' });
    expect((await d.list({})).data.records.map((r: { id: number }) => r.id)).not.toContain(other.orderId);
    const res = await d.post('payManage/disburse', { orderIds: [other.orderId] });
    expect(res.data.results).toEqual([{ orderId: other.orderId, orderNo: null, ok: false, errorKey: 'loan:errors.orderNotFound', errorParams: {}, message: 'The order was not found, or is outside your merchants.' }]);
    expect(await d.codesOf(other.orderId)).toHaveLength(0);
    expect((await t.call('GET', `payManage/loanCodes/${other.orderId}`, { token: finance })).code).toBe(404);
  });

  it('masks phones and paid-to accounts for a user without viewPlainData, and shows them plain to finance', async () => {
    const order = await pendingDisbursement(t);
    await d.post('payManage/disburse', { orderIds: [order.orderId] });
    const phone = (await d.orderRow(order.orderId)).phone;
    const masked = await d.userWith([VIEW]);
    const row = await d.rowOf(order.orderNo, masked);
    expect(row.phone).toBe(`${phone.slice(0, 4)}*****${phone.slice(-3)}`);
    expect(row.latestCode.accountNumber).toContain('*');
    const codes = await t.call('GET', `payManage/loanCodes/${order.orderId}`, { token: masked });
    expect(JSON.stringify(codes.data)).not.toContain(phone);
    expect((await d.rowOf(order.orderNo)).phone).toBe(phone);
  });
});

describe('paying out', () => {
  it('disburses an approved order: disbursed, with its bills, one payout, audited', async () => {
    const order = await pendingDisbursement(t);
    const res = await d.post('payManage/disburse', { orderIds: [order.orderId] });
    expect(res).toMatchObject({ code: 200, data: { results: [{ orderId: order.orderId, orderNo: order.orderNo, ok: true, outcome: 'success' }] } });
    expect((await d.orderRow(order.orderId)).status).toBe(ORDER_STATUS.disbursed);
    expect(await t.db.select().from(bills).where(eq(bills.orderId, order.orderId))).toHaveLength(1);
    expect(await d.payoutsOf(order.orderId)).toHaveLength(1);
    const [code] = await d.codesOf(order.orderId);
    expect((await t.auditRows('loan.first')).at(-1)).toMatchObject({ actorUsername: 'finance', entityId: String(code.id) });
    const again = await d.post('payManage/disburse', { orderIds: [order.orderId] });
    expect(again.data.results[0]).toMatchObject({ ok: false, errorKey: 'loan:errors.notPendingDisbursement', message: `Order ${order.orderNo} is not pending loan disbursement.` });
  });

  it('shows a channel failure as lending failure with its fail type and cause, and a re-send pays it', async () => {
    const order = await pendingDisbursement(t);
    t.payments.setBehaviour('mpesa', 'fail');
    const res = await d.post('payManage/disburse', { orderIds: [order.orderId] });
    t.payments.setBehaviour('mpesa', 'pay');
    expect(res.data.results[0]).toMatchObject({ ok: true, outcome: 'failed', failType: 'rejected', failCause: 'rejected' });
    const row = await d.rowOf(order.orderNo);
    expect(row).toMatchObject({ releaseStatus: RELEASE_STATUS.lendingFailure, status: ORDER_STATUS.pendingDisbursement });
    expect(row.latestCode).toMatchObject({ status: 'failed', failType: 'rejected', failCause: 'rejected' });
    expect((await d.post('payManage/disburse', { orderIds: [order.orderId] })).data.results[0].errorKey).toBe('loan:errors.useResend');

    const resent = await d.post('payManage/resend', { orderIds: [order.orderId] });
    expect(resent.data.results[0]).toMatchObject({ ok: true, outcome: 'success' });
    expect(await d.rowOf(order.orderNo)).toMatchObject({ releaseStatus: RELEASE_STATUS.success, attempts: 2, status: ORDER_STATUS.disbursed });
    expect((await t.auditRows('loan.resend')).at(-1)).toMatchObject({ actorUsername: 'finance' });
    const codes = await t.call('GET', `payManage/loanCodes/${order.orderId}`, { token: finance });
    expect(codes.data.map((c: { origin: string; status: string }) => [c.origin, c.status])).toEqual([['resend', 'success'], ['first', 'failed']]);
  });

  it('re-sends a transient failure (a fail-once account) in a batch beside a refused order', async () => {
    const order = await pendingDisbursement(t, { change: (a) => { a.bankCard = { holderName: a.customer.fullName, paymentType: 'mpesa', walletAccount: '254700001111' }; } });
    const first = await d.post('payManage/disburse', { orderIds: [order.orderId] });
    expect(first.data.results[0]).toMatchObject({ outcome: 'failed', failType: 'insufficientFunds', failCause: 'insufficientFunds' });
    const waiting = await pendingDisbursement(t);
    const batch = await d.post('payManage/resend', { orderIds: [order.orderId, waiting.orderId] });
    expect(batch.data.results).toMatchObject([
      { orderId: order.orderId, ok: true, outcome: 'success' },
      { orderId: waiting.orderId, ok: false, errorKey: 'loan:errors.notFailed' },
    ]);
  });

  it('recreates a failed payout through the next routed channel', async () => {
    const order = await d.failedOrder();
    const res = await d.post('payManage/recreate', { orderId: order.orderId });
    expect(res.data.results[0]).toMatchObject({ ok: true, outcome: 'success' });
    const codes = await d.codesOf(order.orderId);
    expect(codes.map((c) => [c.channel, c.origin, c.status])).toEqual([['mpesa', 'first', 'failed'], ['airtel', 'recreate', 'success']]);
    expect(await d.rowOf(order.orderNo)).toMatchObject({ lendingChannel: 'airtel', releaseStatus: RELEASE_STATUS.success });
    expect((await t.auditRows('loan.recreate')).at(-1)).toMatchObject({ actorUsername: 'finance' });
  });

  it('confirms a timed-out loan code from the channel: success, the confirmer recorded, never paid twice', async () => {
    const order = await d.failedOrder('timeout');
    const row = await d.rowOf(order.orderNo);
    expect(row).toMatchObject({ releaseStatus: RELEASE_STATUS.inProgress, latestCode: { status: 'inProgress' } });
    expect((await d.post('payManage/resend', { orderIds: [order.orderId] })).data.results[0].errorKey).toBe('loan:errors.payoutInProgress');
    const res = await d.post('payManage/confirm', { loanCodeId: row.latestCode.id });
    expect(res.data.results[0]).toMatchObject({ orderNo: order.orderNo, ok: true, outcome: 'success' });
    expect((await d.orderRow(order.orderId)).status).toBe(ORDER_STATUS.disbursed);
    expect(await d.payoutsOf(order.orderId)).toHaveLength(1);
    const codes = await t.call('GET', `payManage/loanCodes/${order.orderId}`, { token: finance });
    expect(codes.data[0]).toMatchObject({ status: 'success', confirmStatus: 'confirmed', confirmerName: 'Daniel Kiprop', confirmedAt: expect.any(String) });
    expect((await t.auditRows('loan.confirm')).at(-1)).toMatchObject({ actorUsername: 'finance', entityId: String(row.latestCode.id) });
    expect(await d.post('payManage/confirm', { loanCodeId: row.latestCode.id })).toMatchObject({ code: 409, msg: `The loan code of order ${order.orderNo} has already been confirmed.` });
    expect((await d.post('payManage/confirm', { loanCodeId: 999_999 })).code).toBe(404);
  });
});

describe('cancelling', () => {
  it('refuses a batch with a non-failed order with the spec message, and cancels failed ones (voided)', async () => {
    const failed = await d.failedOrder();
    const waiting = await pendingDisbursement(t);
    const refused = await d.post('payManage/cancel', { orderIds: [failed.orderId, waiting.orderId] });
    expect(refused).toMatchObject({ code: 409, msg: `Non-failed orders selected for batch cancel, please reselect: ${waiting.orderNo}` });
    const zh = await d.post('payManage/cancel', { orderIds: [waiting.orderId] }, { language: 'zh' });
    expect(zh.msg).toBe(`批量取消选择了非失败订单，请重新选择：${waiting.orderNo}`);
    expect((await d.orderRow(failed.orderId)).status).toBe(ORDER_STATUS.pendingDisbursement);

    const res = await d.post('payManage/cancel', { orderIds: [failed.orderId], reason: 'Customer withdrew' });
    expect(res).toMatchObject({ code: 200, data: { results: [{ orderId: failed.orderId, orderNo: failed.orderNo, ok: true }] } });
    expect((await d.orderRow(failed.orderId)).status).toBe(ORDER_STATUS.cancelled);
    expect((await t.auditRows('order.cancel')).at(-1)).toMatchObject({ entityId: String(failed.orderId), actorUsername: 'Daniel Kiprop' });
    expect((await d.post('payManage/resend', { orderIds: [failed.orderId] })).data.results[0].errorKey).toBe('loan:errors.notPendingDisbursement');
    expect((await d.rowOf(failed.orderNo)).status).toBe(ORDER_STATUS.cancelled);
  });
});

describe('idempotency', () => {
  it('answers the same key twice with the first answer and pays once', async () => {
    const order = await pendingDisbursement(t);
    const key = randomUUID();
    const first = await d.post('payManage/disburse', { orderIds: [order.orderId] }, { key });
    const second = await d.post('payManage/disburse', { orderIds: [order.orderId] }, { key });
    expect(second).toEqual(first);
    expect(await d.payoutsOf(order.orderId)).toHaveLength(1);
    expect(await d.codesOf(order.orderId)).toHaveLength(1);
    expect((await d.post('payManage/resend', { orderIds: [order.orderId] }, { key })).msg).toBe('This Idempotency-Key was already used for a different request.');
    expect(await d.post('payManage/disburse', { orderIds: [order.orderId] }, { key: null })).toMatchObject({ code: 400, msg: 'This money request needs an Idempotency-Key header.' });
  });

  it('answers a repeated cancel with the first answer', async () => {
    const failed = await d.failedOrder();
    const key = randomUUID();
    const first = await d.post('payManage/cancel', { orderIds: [failed.orderId] }, { key });
    expect(await d.post('payManage/cancel', { orderIds: [failed.orderId] }, { key })).toEqual(first);
    expect((await t.auditRows('order.cancel')).filter((r) => r.entityId === String(failed.orderId))).toHaveLength(1);
  });
});

describe('permissions and validation', () => {
  it('refuses each action without its code, and the list without the view code', async () => {
    const viewer = await d.userWith([VIEW]);
    const order = await d.failedOrder();
    for (const [url, body] of [['disburse', { orderIds: [order.orderId] }], ['resend', { orderIds: [order.orderId] }], ['recreate', { orderId: order.orderId }],
      ['confirm', { loanCodeId: 1 }], ['cancel', { orderIds: [order.orderId] }]] as const) {
      expect((await d.post(`payManage/${url}`, body, { token: viewer })).code, url).toBe(403);
    }
    expect((await t.call('GET', 'payManage/export', { token: viewer })).code).toBe(403);
    expect((await d.list({}, await t.login('auditor'))).code).toBe(403);
    expect(await d.codesOf(order.orderId)).toHaveLength(1);
  });

  it('refuses an empty batch and one of more than 100 orders', async () => {
    expect(await d.post('payManage/disburse', { orderIds: [] })).toMatchObject({ code: 400, msg: 'Please select at least one record.' });
    expect((await d.post('payManage/disburse', { orderIds: Array.from({ length: 101 }, (_, i) => i + 1) })).code).toBe(400);
  });
});

describe('export', () => {
  it('writes the filtered rows with labels, audited, and masks phones for a masked exporter', async () => {
    const failed = await d.failedOrder();
    const [header, row] = await d.exportRows(finance, { orderNo: failed.orderNo });
    expect(header).toEqual(expect.arrayContaining(['Order number', 'Release status', 'Fail cause']));
    const phone = (await d.orderRow(failed.orderId)).phone;
    expect(row).toEqual(expect.arrayContaining([failed.orderNo, phone, 'Lending failure', 'The channel rejected the payout']));
    expect((await t.auditRows('payManage.export')).at(-1)).toMatchObject({ actorUsername: 'finance', after: { rows: 1, masked: false } });

    const maskedExporter = await d.userWith([VIEW, actionCode(PAY_MANAGE_SCREEN, 'export')], ['exportData']);
    const [, maskedRow] = await d.exportRows(maskedExporter, { orderNo: failed.orderNo });
    expect(maskedRow).not.toContain(phone);
    expect(maskedRow).toContain(`${phone.slice(0, 4)}*****${phone.slice(-3)}`);
    const noPermission = await d.userWith([VIEW, actionCode(PAY_MANAGE_SCREEN, 'export')], ['viewPlainData']);
    expect((await t.call('GET', 'payManage/export', { token: noPermission })).code).toBe(403);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('concurrency on the PostgreSQL server', () => {
  it('pays an order once when 50 disburse calls with different keys arrive at once', async () => {
    const order = await pendingDisbursement(t);
    const answers = await Promise.all(Array.from({ length: 50 }, () => d.post('payManage/disburse', { orderIds: [order.orderId] })));
    const results = answers.map((a) => a.data.results[0]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).every((r) => ['loan:errors.payoutInProgress', 'loan:errors.notPendingDisbursement', 'loan:errors.alreadyPaid'].includes(r.errorKey))).toBe(true);
    expect(await d.codesOf(order.orderId)).toHaveLength(1);
    expect(await d.payoutsOf(order.orderId)).toHaveLength(1);
    expect((await d.orderRow(order.orderId)).status).toBe(ORDER_STATUS.disbursed);
  });
});
