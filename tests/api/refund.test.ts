/**
 * ClientRefundManagement and ClientRefundAuditManagement: the amount rules and their messages (en, zh),
 * recipient verification, one refund of an order at a time, audit by someone other than the applicant,
 * payout with its journals, failure and re-refund, time-outs settled by asking the channel, withdrawal,
 * lists, masking, permissions, export, idempotency and, on PostgreSQL, 50 concurrent applications.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { maskPhone } from '../../common/masking';
import { channelTransactions, ledgerJournals, orders, refunds } from '../../server/db/schema';
import { settlePendingRefunds } from '../../server/modules/refund/refund-payout';
import { overpaymentBalance } from '../../server/modules/ledger/ledger.repository';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { expectLedgerBalanced } from './ledger-assert';
import { overpaidLoan } from './money-fixtures';
import { moneyPost } from './money-calls';

const MANAGE = 'ChargeToAnAccountSystem:ClientRefundManagement';
let t: TestApp;
let finance: string;
let cashier: string;

beforeAll(async () => {
  t = await startTestApp();
  finance = await t.login('finance');
  cashier = await t.login('cashier');
});
afterAll(async () => { await t?.close(); });
afterEach(async () => {
  t.payments.setBehaviour('mpesa', 'pay');
  await expectLedgerBalanced(t);
});

const apply = (orderNo: string, amount: string | number, extra: Record<string, unknown> = {}, options = {}) =>
  moneyPost(t, finance, 'refund/apply', { orderNo, amount, channel: 'mpesa', ...extra }, options);
const approve = (id: number, token = cashier) => moneyPost(t, token, 'refund/approve', { id });
const refundRow = async (id: number) => (await t.db.select().from(refunds).where(eq(refunds.id, id)))[0];
const journalsOf = async (id: number) => (await t.db.select().from(ledgerJournals)
  .where(and(eq(ledgerJournals.refType, 'refund'), eq(ledgerJournals.refId, String(id))))).map((j) => j.kind);

/** An overpaid order and a pending application of `amount` KES for it. */
async function applied(amount = 50, overpay = 100_00) {
  const loan = await overpaidLoan(t, overpay);
  const res = await apply(loan.orderNo, amount);
  expect(res.code, res.msg).toBe(200);
  return { loan, refund: res.data as { id: number; refundNo: string } };
}

describe('applying', () => {
  it('refuses 0 and amounts below 20 with the spec messages in English and Chinese', async () => {
    const { orderNo } = await overpaidLoan(t, 100_00);
    expect(await apply(orderNo, '0')).toMatchObject({ code: 400, msg: 'Refund amount cannot be 0' });
    expect(await apply(orderNo, 0, {}, { language: 'zh' })).toMatchObject({ code: 400, msg: '退款金额不能为 0' });
    expect(await apply(orderNo, '19.99')).toMatchObject({ code: 400, msg: 'Refund amount cannot be below 20' });
    expect(await apply(orderNo, 19, {}, { language: 'zh' })).toMatchObject({ code: 400, msg: '退款金额不能低于 20' });
    expect(await apply(orderNo, '20.001')).toMatchObject({ code: 400, msg: 'Enter an amount with up to two decimals.' });
    expect(await apply(orderNo, '100.01')).toMatchObject({ code: 400, msg: 'The refund amount is more than the refundable KES 100.00.' });
    expect(await apply('NO-SUCH-ORDER', 50)).toMatchObject({ code: 404 });
    expect(await apply(orderNo, 50, {}, { key: null })).toMatchObject({ code: 400 });
    expect(await apply(orderNo, 50, { channel: 'bank', receivingAccount: '1180279465312' })).toMatchObject({ code: 400, msg: 'Enter the receiving bank for a bank refund.' });
    expect(await apply(orderNo, 50, { receivingAccount: '0712345678' })).toMatchObject({ code: 400, msg: 'Phone format error, eg: 254123456789' });
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, (await t.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0].id))).toEqual([]);
  });

  it('refuses an order without overpaid money', async () => {
    const { orderNo } = await overpaidLoan(t, 0);
    expect(await apply(orderNo, 50)).toMatchObject({ code: 409, msg: `Order ${orderNo} has no overpaid money left to refund.` });
  });

  it('refuses a recipient the channel cannot verify, keeping no application', async () => {
    const { orderId, orderNo } = await overpaidLoan(t, 100_00);
    expect(await apply(orderNo, 50, { receivingAccount: '254700000000' })).toMatchObject({ code: 400, msg: 'Recipient info verification failed' });
    expect(await apply(orderNo, 50, { receivingAccount: '254700000000' }, { language: 'zh' })).toMatchObject({ msg: '收款人信息校验失败' });
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([]);
    expect((await t.auditRows('refund.verificationFailed')).length).toBeGreaterThanOrEqual(2);
  });

  it('writes a pending, verified application paying the customer\'s phone, once per key and one per order', async () => {
    const loan = await overpaidLoan(t, 100_00);
    const key = 'refund-apply-key-0001';
    const first = await apply(loan.orderNo, '50.50', { remark: 'Paid twice by M-Pesa' }, { key });
    expect(first.data).toMatchObject({ auditStatus: 'pending', refundStatus: 'created', verificationStatus: 'passed', amountCents: 50_50 });
    expect((await apply(loan.orderNo, '50.50', {}, { key })).data).toEqual(first.data);
    const row = await refundRow(first.data.id);
    expect(row).toMatchObject({ phone: loan.order.phone, receivingAccount: loan.order.phone, receivingName: loan.order.customerName, applicantId: await t.userId('finance') });
    expect(await apply(loan.orderNo, 20)).toMatchObject({ code: 409, msg: `Order ${loan.orderNo} already has a refund under way (${row.refundNo}); wait for its outcome.` });
    const info = await t.call('GET', 'refund/refundable', { token: finance, query: { orderNo: loan.orderNo } });
    expect(info.data).toMatchObject({ overpaymentCents: 100_00, reservedCents: 50_50, refundableCents: 49_50, openRefundNo: row.refundNo });
    expect(await journalsOf(row.id)).toEqual([]);
    expect((await t.auditRows('refund.apply')).filter((a) => a.entityId === String(row.id))).toHaveLength(1);
  });
});

describe('audit and payout', () => {
  it('lets another user approve; the channel pays once and the ledger moves the overpaid money out', async () => {
    const { loan, refund } = await applied(50);
    expect(await approve(refund.id, finance)).toMatchObject({ code: 403, msg: 'The person who applies cannot approve their own application.' });
    const approved = await approve(refund.id);
    expect(approved.data).toMatchObject({ auditStatus: 'approved', refundStatus: 'success', attempts: 1, payoutRef: refund.refundNo });
    expect(await journalsOf(refund.id)).toEqual(['refund', 'refundSettled']);
    expect(await overpaymentBalance(t.db, loan.orderId)).toBe(50_00);
    const paid = await t.db.select().from(channelTransactions).where(eq(channelTransactions.reference, refund.refundNo));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amountCents: 50_00, account: loan.order.phone, status: 'success' });
    expect(await refundRow(refund.id)).toMatchObject({ auditorId: await t.userId('cashier'), thirdPartyCode: paid[0].thirdPartyCode });
    expect(await approve(refund.id)).toMatchObject({ code: 409 });
    expect(await moneyPost(t, finance, 'refund/withdraw', { id: refund.id })).toMatchObject({ code: 409, msg: `A refund cannot be withdrawn once initiated (${refund.refundNo}).` });
    expect((await t.auditRows('refund.paid')).some((a) => a.entityId === String(refund.id))).toBe(true);
  });

  it('rejects with a reason and posts nothing; a new application may follow', async () => {
    const { loan, refund } = await applied(30);
    expect(await moneyPost(t, cashier, 'refund/reject', { id: refund.id, remark: ' ' })).toMatchObject({ code: 400 });
    expect((await moneyPost(t, cashier, 'refund/reject', { id: refund.id, remark: 'Customer asked for a wallet withdrawal' })).data)
      .toMatchObject({ auditStatus: 'rejected', refundStatus: 'created' });
    expect(await journalsOf(refund.id)).toEqual([]);
    expect(await overpaymentBalance(t.db, loan.orderId)).toBe(100_00);
    expect((await apply(loan.orderNo, 100)).code).toBe(200);
  });

  it('lets only the applicant withdraw an application nobody has audited', async () => {
    const { loan, refund } = await applied(25);
    expect(await moneyPost(t, cashier, 'refund/withdraw', { id: refund.id })).toMatchObject({ code: 403 });
    expect((await moneyPost(t, finance, 'refund/withdraw', { id: refund.id })).data).toMatchObject({ auditStatus: 'rejected' });
    const list = await t.call('GET', 'refund/list', { token: finance, query: { orderNo: loan.orderNo } });
    expect(list.data.records.find((r: { id: number }) => r.id === refund.id)).toMatchObject({ withdrawn: true });
    expect(await approve(refund.id)).toMatchObject({ code: 409 });
  });

  it('restores the overpaid money when the channel refuses, and re-refunds under a new reference', async () => {
    const { loan, refund } = await applied(40);
    t.payments.setBehaviour('mpesa', 'fail');
    expect((await approve(refund.id)).data).toMatchObject({ refundStatus: 'failure', failCause: 'rejected' });
    expect(await overpaymentBalance(t.db, loan.orderId)).toBe(100_00);
    expect(await journalsOf(refund.id)).toEqual(['refund', 'refundFailed']);
    t.payments.setBehaviour('mpesa', 'pay');
    const again = await moneyPost(t, finance, 'refund/reRefund', { id: refund.id });
    expect(again.data).toMatchObject({ refundStatus: 'success', attempts: 2, payoutRef: `${refund.refundNo}-2` });
    expect(await overpaymentBalance(t.db, loan.orderId)).toBe(60_00);
    expect(await journalsOf(refund.id)).toEqual(['refund', 'refundFailed', 'refund', 'refundSettled']);
    expect(await moneyPost(t, finance, 'refund/reRefund', { id: refund.id })).toMatchObject({ code: 409, msg: `Only a failed refund can be re-refunded (${refund.refundNo}).` });
  });

  it('refuses a re-refund while another refund of the order is under way', async () => {
    const { loan, refund } = await applied(30);
    t.payments.setBehaviour('mpesa', 'fail');
    await approve(refund.id);
    t.payments.setBehaviour('mpesa', 'pay');
    const second = await apply(loan.orderNo, 30);
    expect(second.code).toBe(200);
    expect(await moneyPost(t, finance, 'refund/reRefund', { id: refund.id })).toMatchObject({ code: 409 });
    expect((await refundRow(refund.id)).refundStatus).toBe('failure');
  });

  it('leaves a timed-out payout in progress until the channel is asked, by refresh or by the job', async () => {
    const first = await applied(20);
    const second = await applied(20);
    t.payments.setBehaviour('mpesa', 'timeout');
    expect((await approve(first.refund.id)).data).toMatchObject({ refundStatus: 'inProgress' });
    expect(await moneyPost(t, finance, 'refund/reRefund', { id: first.refund.id })).toMatchObject({ code: 409 });
    expect((await moneyPost(t, cashier, 'refund/refresh', { id: first.refund.id })).data).toMatchObject({ refundStatus: 'success' });
    expect(await moneyPost(t, cashier, 'refund/refresh', { id: first.refund.id })).toMatchObject({ code: 409 });

    expect((await approve(second.refund.id)).data).toMatchObject({ refundStatus: 'inProgress' });
    t.payments.setBehaviour('mpesa', 'pay');
    expect((await settlePendingRefunds(t.deps)).answered).toBe(0);
    t.clock.advance(3 * 60_000);
    expect((await settlePendingRefunds(t.deps)).answered).toBeGreaterThanOrEqual(1);
    expect(await refundRow(second.refund.id)).toMatchObject({ refundStatus: 'success' });
    expect(await t.db.select().from(channelTransactions).where(eq(channelTransactions.reference, second.refund.refundNo))).toHaveLength(1);
  });
});

describe('lists, masking, permissions and export', () => {
  it('filters by order, phone, statuses and day, and lists pending first on the audit screen', async () => {
    const paid = await applied(20);
    await approve(paid.refund.id);
    const pending = await applied(20);
    const list = (query: Record<string, string | number>) => t.call('GET', 'refund/list', { token: cashier, query });
    expect((await list({ orderNo: pending.loan.orderNo })).data.records.map((r: { id: number }) => r.id)).toEqual([pending.refund.id]);
    expect((await list({ phone: paid.loan.order.phone })).data.records.map((r: { id: number }) => r.id)).toContain(paid.refund.id);
    expect((await list({ refundStatus: 'success' })).data.records.every((r: { refundStatus: string }) => r.refundStatus === 'success')).toBe(true);
    expect((await list({ verificationStatus: 'failed' })).data.total).toBe(0);
    expect((await list({ auditStatus: 'approved', orderNo: paid.loan.orderNo })).data.total).toBe(1);
    const today = new Date(t.clock.now().getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
    expect((await list({ dayFrom: today, dayTo: today, orderNo: paid.loan.orderNo })).data.total).toBe(1);
    expect((await list({ dayFrom: '2020-01-01', dayTo: '2020-01-02' })).data.total).toBe(0);
    const audit = await list({ order: 'pendingFirst', size: 5 });
    expect(audit.data.records[0].auditStatus).toBe('pending');
    expect(audit.data.records.find((r: { id: number }) => r.id === pending.refund.id)?.ownApplication).toBe(false);
  });

  it('masks phones and receiving accounts for masked users', async () => {
    const { loan } = await applied(20);
    const role = await createRole(t.db, { codes: [`${MANAGE}:view`] });
    const user = await createUser(t.db, role.id);
    const token = await t.login(user.username);
    const [row] = (await t.call('GET', 'refund/list', { token, query: { orderNo: loan.orderNo } })).data.records;
    expect(row.phone).toBe(maskPhone(loan.order.phone));
    expect(row.receivingAccount).toBe(maskPhone(loan.order.phone));
    expect(await moneyPost(t, token, 'refund/apply', { orderNo: loan.orderNo, amount: 20, channel: 'mpesa' })).toMatchObject({ code: 403 });
  });

  it('needs the screens\' operation codes', async () => {
    const collector = await t.login('collector');
    expect((await t.call('GET', 'refund/list', { token: collector })).code).toBe(403);
    expect((await moneyPost(t, collector, 'refund/approve', { id: 1 })).code).toBe(403);
    expect((await moneyPost(t, collector, 'refund/reRefund', { id: 1 })).code).toBe(403);
  });

  it('exports the filtered refunds to xlsx and audits it', async () => {
    const { loan } = await applied(20);
    const res = await t.app.inject({ method: 'GET', url: `/api/hc/web/refund/export?orderNo=${loan.orderNo}`, headers: { authorization: `Bearer ${finance}` } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['x-export-rows']).toBe('1');
    expect((await t.auditRows('refund.export')).length).toBeGreaterThanOrEqual(1);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('concurrency on the PostgreSQL server', () => {
  it('accepts exactly one of 50 concurrent applications for the same order', async () => {
    const loan = await overpaidLoan(t, 500_00);
    const results = await Promise.all(Array.from({ length: 50 }, () => apply(loan.orderNo, 20)));
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.code !== 200).every((r) => r.code === 409)).toBe(true);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, loan.orderId))).toHaveLength(1);
  });
});
