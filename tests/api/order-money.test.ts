/**
 * Issue 37, the order's money on the order detail (orderDetail/money). The API test book has no demo money, so
 * the test makes it through the services' own routes: repayments with receipts (rePayManage/repay), a waiver asked
 * for by a collector and approved by another (deduction/apply, approve), a rollback (rePayManage/rollback), a
 * refund and a wallet withdrawal of overpaid money. Each figure equals direct SQL over the bill, flow, rollback,
 * waiver and ledger tables; every journal balances; owed = charged − paid − waived − coupon; the route is the
 * order data's (its codes, the caller's merchants) and a masked user gets no plain phone. The ledger balances.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatEat } from '../../common/time';
import { ORDER_MONEY_URL, type OrderMoney } from '../../common/orders/order-money';
import { viewCode } from '../../common/routes';
import { collectionCases } from '../../server/db/schema';
import { DEMO_SERVICE_KEY } from '../../server/db/seed/origination';
import { amountDue } from '../../server/modules/bill/bill.repository';
import { codesOf, saveStrategy, userWith, V1_WAIVER } from './collection-approvals.helpers';
import { seedCollectionBook } from './collection-fixtures';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { expectLedgerBalanced } from './ledger-assert';
import { moneyPost } from './money-calls';
import { disbursedLoan, overpaidLoan } from './money-fixtures';
import { scopeUserTo } from './order-states';

const PLAIN_PHONE = /254\d{9}/;
const ORDER_VIEW = viewCode('AuditSystem/OrderManagement');

let t: TestApp;
let admin: string;
let finance: string;
let names: Record<string, string>;
/** The overdue order with a repayment and an approved waiver. */
let waived: { orderId: number; billId: number; receipt: string; deductionNo: string };

let receipts = 0;
const receipt = () => { receipts += 1; return `QKM${String(receipts).padStart(7, '0')}`; };
const repay = (token: string, billId: number, body: Record<string, unknown>) => moneyPost(t, token, 'rePayManage/repay', {
  billId, repayType: 'partial', paymentChannel: 'mpesa', repaidAt: formatEat(t.clock.now()), ...body,
});
const money = (orderId: number, token = admin) => t.call<OrderMoney>('GET', ORDER_MONEY_URL, { token, query: { orderId } });
const rows = async <T>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
const num = (value: unknown) => Number(value);
const ok = <T extends { code: number; msg: string }>(res: T) => { expect(res.code, res.msg).toBe(200); return res; };

beforeAll(async () => {
  t = await startTestApp();
  const book = await seedCollectionBook(t, { overdueDays: [10] });
  // Signed in after the book moved the clock on.
  admin = await t.login('admin');
  finance = await t.login('finance');
  const collector = await userWith(t, codesOf(V1_WAIVER, ['apply']));
  names = Object.fromEntries((await rows<{ id: number; username: string; real_name: string }>(sql`select id, username, real_name from users`))
    .flatMap((u) => [[u.username, u.real_name], [`#${u.id}`, u.real_name]]));
  await saveStrategy(t, admin, { capCents: '0' });
  const caseId = book.caseIds[0];
  // The collector holds the case (she asks only about the cases she holds); admin, not the holder, approves.
  await t.db.update(collectionCases).set({ collectorUserId: collector.id }).where(eq(collectionCases.id, caseId));
  const owed = (await t.call('GET', 'deduction/preview', { token: collector.token, query: { caseId } })).data.owed as Record<string, number>;
  const asked = ok(await moneyPost(t, collector.token, 'deduction/apply', { caseId, components: { lateFee: Math.floor(owed.lateFee / 2) / 100 }, reason: 'Customer lost income' }));
  ok(await moneyPost(t, admin, 'deduction/approve', { id: asked.data.id }));
  const paid = receipt();
  ok(await repay(finance, book.billIds[0], { amount: '150.00', paymentCode: paid }));
  waived = { orderId: book.orderIds[0], billId: book.billIds[0], receipt: paid, deductionNo: asked.data.deductionNo };
  names.collector = names[`#${collector.id}`];
});
afterAll(async () => { await t?.close(); });
afterEach(async () => { await expectLedgerBalanced(t); });

const CHARGED = sql.raw('principal_cents + interest_cents + service_fee_cents + management_fee_cents + late_fee_cents + liquidated_damages_cents + extension_fee_cents');
const SETTLED = sql.raw('principal_settled_cents + interest_settled_cents + service_fee_settled_cents + management_fee_settled_cents + late_fee_settled_cents + liquidated_damages_settled_cents + extension_fee_settled_cents');

/** Every figure of the answer against SQL over the tables themselves. */
async function expectMatchesTables(orderId: number, data: OrderMoney) {
  const bills = await rows<Record<string, unknown>>(sql`
    select id, period_no, status, ${CHARGED} as charged, repaid_cents as paid, waived_cents as waived, coupon_cents as coupon,
      (${CHARGED}) - (${SETTLED}) as owed, overpayment_cents as overpaid
    from bills where order_id = ${orderId} order by period_no`);
  expect(data.bills.map((b) => [b.id, b.periodNo, b.status, b.chargedCents, b.paidCents, b.waivedCents, b.couponCents, b.owedCents, b.overpaidCents]))
    .toEqual(bills.map((b) => [num(b.id), b.period_no, b.status, num(b.charged), num(b.paid), num(b.waived), num(b.coupon), num(b.owed), num(b.overpaid)]));
  for (const b of data.bills) expect(b.owedCents, b.billNo).toBe(b.chargedCents - b.paidCents - b.waivedCents - b.couponCents);

  const [totals] = await rows<Record<string, unknown>>(sql`
    select sum(${CHARGED}) as charged, sum(repaid_cents) as paid, sum(waived_cents) as waived, sum(coupon_cents) as coupon,
      sum((${CHARGED}) - (${SETTLED})) as owed
    from bills where order_id = ${orderId}`);
  const t = data.totals;
  expect([t.chargedCents, t.paidCents, t.waivedCents, t.couponCents, t.owedCents])
    .toEqual([num(totals.charged), num(totals.paid), num(totals.waived), num(totals.coupon), num(totals.owed)]);
  expect(t.owedCents).toBe(t.chargedCents - t.paidCents - t.waivedCents - t.couponCents);
  expect(t.reconciles).toBe(true);

  const flows = await rows<Record<string, unknown>>(sql`
    select id, flow_no, amount_cents, waived_cents, coupon_cents, status, payment_code, payment_channel from repay_flows where order_id = ${orderId} order by id`);
  expect([...data.flows].sort((a, b) => a.id - b.id).map((f) => [f.id, f.flowNo, f.amountCents, f.waivedCents, f.couponCents, f.status, f.paymentCode, f.paymentChannel]))
    .toEqual(flows.map((f) => [num(f.id), f.flow_no, num(f.amount_cents), num(f.waived_cents), num(f.coupon_cents), f.status, f.payment_code, f.payment_channel]));

  const rollbacks = await rows<Record<string, unknown>>(sql`
    select r.id, f.flow_no, r.total_cents from repay_rollbacks r join repay_flows f on f.id = r.flow_id where f.order_id = ${orderId} order by r.id`);
  expect([...data.rollbacks].sort((a, b) => a.id - b.id).map((r) => [r.id, r.flowNo, r.totalCents]))
    .toEqual(rollbacks.map((r) => [num(r.id), r.flow_no, num(r.total_cents)]));

  const waivers = await rows<Record<string, unknown>>(sql`
    select d.id, d.total_cents, d.status from collection_deductions d join bills b on b.id = d.bill_id where b.order_id = ${orderId} order by d.id`);
  expect([...data.waivers].sort((a, b) => a.id - b.id).map((w) => [w.id, w.totalCents, w.status]))
    .toEqual(waivers.map((w) => [num(w.id), num(w.total_cents), w.status]));

  const journals = await rows<Record<string, unknown>>(sql`
    select j.id, j.kind, count(e.id) as lines, sum(e.debit_cents) as debit, sum(e.credit_cents) as credit
    from ledger_journals j join ledger_entries e on e.journal_id = j.id where j.order_id = ${orderId} group by j.id, j.kind order by j.id`);
  expect(journals.length).toBeGreaterThan(0);
  expect([...data.journals].sort((a, b) => a.id - b.id).map((j) => [j.id, j.kind, j.lines.length, j.debitCents, j.creditCents]))
    .toEqual(journals.map((j) => [num(j.id), j.kind, num(j.lines), num(j.debit), num(j.credit)]));
  for (const j of data.journals) {
    expect(j.debitCents, `journal ${j.id}`).toBe(j.creditCents);
    expect(j.lines.reduce((s, l) => s + l.debitCents - l.creditCents, 0), `journal ${j.id}`).toBe(0);
  }
}

describe('orderDetail/money', () => {
  it('shows an overdue order\'s bill, its repayment with the receipt and its approved waiver as the tables hold them', async () => {
    const { code, data } = await money(waived.orderId);
    expect(code).toBe(200);
    const [bill] = data.bills;
    expect(bill).toMatchObject({ id: waived.billId, daysPastDue: 10, status: 'partial' });
    expect(bill.charged.lateFee).toBeGreaterThan(0);
    expect(data.flows.find((f) => f.paymentCode === waived.receipt)).toMatchObject({
      amountCents: 150_00, paymentChannel: 'mpesa', status: 'valid', recordedBy: names.finance, repayType: 'partial', periodNo: 1,
    });
    const waiver = data.waivers.find((w) => w.deductionNo === waived.deductionNo)!;
    expect(waiver).toMatchObject({ status: 'approved', requestedBy: names.collector, reviewedBy: names.admin, reviewedAt: expect.any(String) });
    expect(data.flows.find((f) => f.flowNo === waiver.flowNo)).toMatchObject({ waivedCents: waiver.totalCents, amountCents: 0, source: 'collection', recordedBy: names.admin });
    expect(data.totals.waivedCents).toBe(waiver.totalCents);
    expect(data.totals.paidCents).toBe(150_00);
    expect(data.journals.map((j) => j.kind)).toEqual(expect.arrayContaining(['disbursement', 'accrual', 'repayment']));
    await expectMatchesTables(waived.orderId, data);
  });

  it('follows a repayment and its rollback made through rePayManage, with the receipt, who recorded each and when', async () => {
    const loan = await disbursedLoan(t);
    const [bill] = loan.bills;
    const first = receipt();
    const part = ok(await repay(admin, bill.id, { amount: '100.00', paymentCode: first }));
    const second = receipt();
    const settle = ok(await repay(finance, bill.id, { repayType: 'settle', amount: ((amountDue(bill) - 100_00) / 100).toFixed(2), paymentCode: second }));
    expect((await money(loan.orderId)).data.bills[0]).toMatchObject({ owedCents: 0, status: 'settled', daysPastDue: null });
    ok(await moneyPost(t, admin, 'rePayManage/rollback', { flowId: settle.data.flowId, rollbackType: 'settle', reason: 'Recorded on the wrong loan' }));

    const { data } = await money(loan.orderId);
    expect(data.flows.find((f) => f.id === part.data.flowId)).toMatchObject({
      paymentCode: first, paymentChannel: 'mpesa', amountCents: 100_00, status: 'valid', recordedBy: names.admin, repaidAt: expect.any(String),
    });
    expect(data.flows.find((f) => f.id === settle.data.flowId)).toMatchObject({ paymentCode: second, status: 'rolledBack', recordedBy: names.finance });
    expect(data.rollbacks).toEqual([expect.objectContaining({ flowNo: settle.data.flowNo, rollbackType: 'settle', by: names.admin, reason: 'Recorded on the wrong loan' })]);
    expect(data.bills[0]).toMatchObject({ paidCents: 100_00, owedCents: amountDue(bill) - 100_00, daysPastDue: expect.any(Number) });
    expect(data.bills[0].daysPastDue).toBeLessThan(0);
    expect(data.totals).toMatchObject({ owedCents: loan.bills.reduce((s, b) => s + amountDue(b), 0) - 100_00, reconciles: true });
    const kinds = data.journals.map((j) => j.kind).filter((k) => k !== 'merchantCharge');
    expect(kinds).toEqual(['disbursement', 'repayment', 'repayment', 'rollback']);
    const reversal = data.journals.find((j) => j.kind === 'rollback')!;
    const reversed = data.journals.find((j) => j.id === reversal.reversesId)!;
    expect(reversal).toMatchObject({ by: names.admin, debitCents: reversed.debitCents, memo: 'Recorded on the wrong loan' });
    expect(reversal.lines.map((l) => [l.account, l.debitCents, l.creditCents])).toEqual(reversed.lines.map((l) => [l.account, l.creditCents, l.debitCents]));
    await expectMatchesTables(loan.orderId, data);
  });

  it('is not found for another merchant\'s user, and refused without a code of a screen that opens orders', async () => {
    const outsider = await createUser(t.db, (await createRole(t.db, { codes: [ORDER_VIEW], sensitivePerms: ['viewPlainData'] })).id);
    await scopeUserTo(t, outsider.id, '1502');
    expect(await money(waived.orderId, await t.login(outsider.username))).toMatchObject({ code: 404, data: null });
    const unrelated = await createUser(t.db, (await createRole(t.db, { codes: [viewCode('UserSystem/MultiLanguageConfiguration')], sensitivePerms: ['viewPlainData'] })).id);
    expect(await money(waived.orderId, await t.login(unrelated.username))).toMatchObject({ code: 403, data: null });
    expect((await money(999_999_999)).code).toBe(404);
    expect((await t.call('GET', ORDER_MONEY_URL, { token: admin, query: { orderId: 'x' } })).code).toBe(400);
  });

  it('lists the approved refund and the wallet withdrawal of overpaid money, and gives a masked user no plain phone', async () => {
    const loan = await overpaidLoan(t, 500_00);
    const refund = ok(await moneyPost(t, finance, 'refund/apply', { orderNo: loan.orderNo, amount: 200, channel: 'mpesa' }));
    ok(await moneyPost(t, await t.login('cashier'), 'refund/approve', { id: refund.data.id }));
    ok(await moneyPost(t, null, 'open/wallet/withdraw', { orderNo: loan.orderNo, amount: 100 }, { serviceKey: DEMO_SERVICE_KEY('1501') }));
    const plain = await money(loan.orderId);
    expect(plain.data.refunds).toEqual([expect.objectContaining({ refundNo: refund.data.refundNo, amountCents: 200_00, accountNumber: loan.order.phone, appliedBy: names.finance, auditStatus: 'approved', auditedBy: names.cashier, auditedAt: expect.any(String) })]);
    expect(plain.data.withdrawals).toEqual([expect.objectContaining({ amountCents: 100_00, phone: loan.order.phone })]);
    expect(plain.data.totals.overpaidCents).toBe(500_00);
    expect(plain.data.journals.map((j) => j.kind)).toEqual(expect.arrayContaining(['refund', 'withdrawal']));
    expect(JSON.stringify(plain.data)).toMatch(PLAIN_PHONE);
    await expectMatchesTables(loan.orderId, plain.data);

    const maskedRole = await createRole(t.db, { codes: [ORDER_VIEW] });
    const masked = await money(loan.orderId, await t.login((await createUser(t.db, maskedRole.id)).username));
    expect(masked.code).toBe(200);
    expect(masked.data.refunds[0].accountNumber).toContain('*');
    expect(masked.data.withdrawals[0].phone).toContain('*');
    expect(JSON.stringify(masked.data)).not.toMatch(PLAIN_PHONE);
  });
});
