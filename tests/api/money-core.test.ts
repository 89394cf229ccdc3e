/**
 * The money core beneath the screens: payout attempts never pay twice, a loan's bills and journal, the
 * repayment rules and waterfall, extension, rollback, the overdue job run twice, and the ledger check
 * after each. Concurrency is exercised on the PostgreSQL server (TEST_DATABASE_URL).
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sumBreakdown } from '../../common/money/components';
import { ORDER_STATUS } from '../../common/orders/order-status';
import { AppError } from '../../server/core/errors';
import { autoSettlementConfigs, bills, channelTransactions, ledgerJournals, loanCodes, orders, repayFlows } from '../../server/db/schema';
import { accrueOverdue } from '../../server/modules/bill/accrual.job';
import { runAutoSettlement } from '../../server/modules/repay/auto-settlement.job';
import { amountDue, owedOf } from '../../server/modules/bill/bill.repository';
import { confirmLoanCode, payOut, settlePendingPayouts } from '../../server/modules/loan/disbursement';
import { applyRepayment, type RepaymentInput } from '../../server/modules/repay/apply-repayment';
import { rollbackRepayment } from '../../server/modules/repay/rollback-repayment';
import { DAY, startTestApp, type TestApp } from './harness';
import { expectLedgerBalanced } from './ledger-assert';
import { pendingDisbursement } from './money-fixtures';

const ACTOR = { userId: null, username: 'test', ip: '127.0.0.1' };
let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });
afterEach(async () => { await expectLedgerBalanced(t); });

async function disbursed() {
  const order = await pendingDisbursement(t);
  const code = await payOut(t.deps, order.orderId, 'first', ACTOR);
  expect(code.status).toBe('success');
  const [bill] = await t.db.select().from(bills).where(eq(bills.orderId, order.orderId));
  return { ...order, bill };
}

const repay = (billId: number, input: Partial<RepaymentInput>) => t.db.transaction((tx) => applyRepayment(tx, {
  billId, repayType: 'partial', amountCents: 0, paymentChannel: 'mpesa', paymentCode: null, source: 'manual',
  repaidAt: t.clock.now(), actorUserId: null, now: t.clock.now(), ...input,
}));

const refusal = async (p: Promise<unknown>) => {
  const error = await p.then(() => null, (e) => e);
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).messageKey;
};

describe('disbursement', () => {
  it('pays an approved order once, opens its bills and posts the disbursement journal', async () => {
    const { orderId, bill } = await disbursed();
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.status).toBe(ORDER_STATUS.disbursed);
    expect(order.lendingAt).not.toBeNull();
    expect(bill.principalCents).toBe(order.loanAmountCents);
    expect(bill.interestCents).toBeGreaterThan(0);
    expect(await refusal(payOut(t.deps, orderId, 'first', ACTOR))).toBe('loan:errors.notPendingDisbursement');
    const paid = await t.db.select().from(channelTransactions).where(eq(channelTransactions.reference, (await t.db.select().from(loanCodes).where(eq(loanCodes.orderId, orderId)))[0].systemCode));
    expect(paid).toHaveLength(1);
  });

  it('leaves a timed-out payout in progress, refuses to send it again, and settles it from the channel', async () => {
    const order = await pendingDisbursement(t);
    t.payments.setBehaviour('mpesa', 'timeout');
    const code = await payOut(t.deps, order.orderId, 'first', ACTOR);
    t.payments.setBehaviour('mpesa', 'pay');
    expect(code.status).toBe('inProgress');
    expect(await refusal(payOut(t.deps, order.orderId, 'resend', ACTOR))).toBe('loan:errors.payoutInProgress');
    t.clock.advance(3 * 60_000);
    await settlePendingPayouts(t.deps);
    const [after] = await t.db.select().from(loanCodes).where(eq(loanCodes.id, code.id));
    expect(after.status).toBe('success');
    expect(await t.db.select().from(channelTransactions).where(eq(channelTransactions.reference, code.systemCode))).toHaveLength(1);
  });

  it('records a late answer delivered by callback', async () => {
    const order = await pendingDisbursement(t);
    t.payments.setBehaviour('mpesa', 'late');
    const code = await payOut(t.deps, order.orderId, 'first', ACTOR);
    t.payments.setBehaviour('mpesa', 'pay');
    expect(code.status).toBe('inProgress');
    t.clock.advance(61_000);
    expect((await settlePendingPayouts(t.deps)).answered).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row.status).toBe(ORDER_STATUS.disbursed);
  });

  it('marks a failed payout, lets it be re-sent, and confirms a code by asking the channel', async () => {
    const order = await pendingDisbursement(t);
    t.payments.setBehaviour('mpesa', 'fail');
    const failed = await payOut(t.deps, order.orderId, 'first', ACTOR);
    t.payments.setBehaviour('mpesa', 'pay');
    expect(failed).toMatchObject({ status: 'failed', failType: 'rejected' });
    const confirmed = await confirmLoanCode(t.deps, failed.id, ACTOR);
    expect(confirmed).toMatchObject({ status: 'failed', confirmStatus: 'confirmed' });
    const again = await payOut(t.deps, order.orderId, 'resend', ACTOR);
    expect(again.status).toBe('success');
  });
});

describe('repayment', () => {
  it('pays penalties first, refuses partial once the amount meets the settlement, then settles with overpayment', async () => {
    const { bill } = await disbursed();
    const due = amountDue(bill);
    expect(await refusal(repay(bill.id, { amountCents: due }))).toBe('repay:errors.chooseSettle');
    const part = await repay(bill.id, { amountCents: 10_000, paymentCode: 'QK1PARTIAL1' });
    expect(part.bill.status).toBe('partial');
    expect(part.bill.interestSettledCents + part.bill.managementFeeSettledCents).toBe(Math.min(10_000, bill.interestCents + bill.managementFeeCents));
    expect(await refusal(repay(bill.id, { amountCents: 1, paymentCode: 'QK1PARTIAL1' }))).toBe('repay:errors.serialRepeated');
    const rest = amountDue(part.bill);
    expect(await refusal(repay(bill.id, { repayType: 'settle', amountCents: rest - 1 }))).toBe('repay:errors.belowSettlement');
    const settled = await repay(bill.id, { repayType: 'settle', amountCents: rest + 5_000, paymentCode: 'QK1SETTLE1' });
    expect(settled.bill.status).toBe('settled');
    expect(settled.flow.overflowCents).toBe(5_000);
    expect(sumBreakdown(owedOf(settled.bill))).toBe(0);
  });

  it('refuses a repayment dated before the loan or in the future', async () => {
    const { bill } = await disbursed();
    expect(await refusal(repay(bill.id, { amountCents: 100, repaidAt: new Date(t.clock.now().getTime() - 2 * DAY) }))).toBe('repay:errors.beforeLoanDate');
    expect(await refusal(repay(bill.id, { amountCents: 100, repaidAt: new Date(t.clock.now().getTime() + DAY) }))).toBe('repay:errors.futureDate');
  });

  it('extends a bill by its term for the fee and the charges, and a rollback restores it exactly', async () => {
    const { bill } = await disbursed();
    const ext = await repay(bill.id, { repayType: 'extension', amountCents: bill.interestCents + bill.managementFeeCents - 1, paymentCode: 'QK1EXT0' }).catch((e) => e);
    expect((ext as AppError).messageKey).toBe('repay:errors.belowExtension');
    const fee = Math.round(bill.principalCents * 1000 / 10_000);
    // Half the principal on top covers the extension fee (a tenth of it) and stays below the settlement, whatever
    // principal the generated application asked for (a full settlement must be paid as a settle).
    const extended = await repay(bill.id, { repayType: 'extension', amountCents: bill.interestCents + bill.managementFeeCents + Math.floor(bill.principalCents / 2), paymentCode: 'QK1EXT1' });
    expect(extended.bill.status).toBe('extended');
    expect(extended.bill.rolloverCount).toBe(1);
    expect(extended.bill.dueDay > bill.dueDay).toBe(true);
    expect(extended.bill.extensionFeeCents).toBeGreaterThan(0);
    expect(fee).toBeGreaterThan(0);
    const back = await t.db.transaction((tx) => rollbackRepayment(tx, { flowId: extended.flow.id, actorUserId: null, at: t.clock.now() }));
    expect(back.flow.status).toBe('rolledBack');
    expect(back.bill).toMatchObject({ dueDay: bill.dueDay, rolloverCount: 0, status: 'unpaid', interestCents: bill.interestCents, extensionFeeCents: 0, repaidCents: 0 });
    expect(await refusal(t.db.transaction((tx) => rollbackRepayment(tx, { flowId: extended.flow.id, actorUserId: null, at: t.clock.now() })))).toBe('repay:errors.alreadyRolledBack');
  });

  it('refuses to roll back a flow that later flows of the bill build on', async () => {
    const { bill } = await disbursed();
    const first = await repay(bill.id, { amountCents: 1_000, paymentCode: 'QK1FIRST1' });
    await repay(bill.id, { amountCents: 1_000, paymentCode: 'QK1SECOND1' });
    expect(await refusal(t.db.transaction((tx) => rollbackRepayment(tx, { flowId: first.flow.id, actorUserId: null, at: t.clock.now() })))).toBe('repay:errors.laterFlows');
  });
});

describe('overdue accrual', () => {
  it('charges each overdue day once, however often it runs', async () => {
    const { bill } = await disbursed();
    t.clock.advance((daysUntil(bill.dueDay) + 3) * DAY);
    const first = await accrueOverdue(t.deps);
    expect(first.lateFeeCents).toBeGreaterThan(0);
    const [after] = await t.db.select().from(bills).where(eq(bills.id, bill.id));
    expect(after.overdueDays).toBe(3);
    const again = await accrueOverdue(t.deps);
    expect(again.bills).toBe(0);
    const [same] = await t.db.select().from(bills).where(eq(bills.id, bill.id));
    expect(same.lateFeeCents).toBe(after.lateFeeCents);
    const journals = await t.db.select().from(ledgerJournals).where(eq(ledgerJournals.refId, String(bill.id)));
    expect(journals.filter((j) => j.kind === 'accrual')).toHaveLength(1);
  });

  it('does not charge again the late fee a repayment on an overdue day charged', async () => {
    const { bill } = await disbursed();
    t.clock.advance((daysUntil(bill.dueDay) + 2) * DAY);
    // Repaid before the overdue job ran that day: the repayment charges the two days' late fee itself.
    const paid = await repay(bill.id, { amountCents: 1_000, paymentCode: 'QK1LATE1' });
    expect(paid.bill.lateFeeCents).toBeGreaterThan(0);
    await accrueOverdue(t.deps);
    const [after] = await t.db.select().from(bills).where(eq(bills.id, bill.id));
    expect(after.lateFeeCents).toBe(paid.bill.lateFeeCents);
    expect(sumBreakdown(owedOf(after))).toBe(sumBreakdown(paid.trial.owed) - 1_000);
  });

  it('keeps the late fee a rolled-back repayment charged: those days stay charged once, in the bill and the ledger', async () => {
    const { bill } = await disbursed();
    t.clock.advance((daysUntil(bill.dueDay) + 2) * DAY);
    const paid = await repay(bill.id, { amountCents: 1_000, paymentCode: 'QK1LATE2' });
    const fee = paid.bill.lateFeeCents;
    expect(fee).toBeGreaterThan(0);
    const back = await t.db.transaction((tx) => rollbackRepayment(tx, { flowId: paid.flow.id, actorUserId: null, at: t.clock.now() }));
    expect(back.bill).toMatchObject({ lateFeeCents: fee, lateFeeSettledCents: 0, repaidCents: 0 });
    expect(sumBreakdown(owedOf(back.bill))).toBe(sumBreakdown(paid.trial.owed));
    // The overdue job that day charges it nothing more; the next day it charges that one day only (half the two days').
    const feeNow = async () => (await t.db.select().from(bills).where(eq(bills.id, bill.id)))[0].lateFeeCents;
    await accrueOverdue(t.deps);
    expect(await feeNow()).toBe(fee);
    t.clock.advance(DAY);
    await accrueOverdue(t.deps);
    expect(await feeNow()).toBe(fee + fee / 2);
  });
});

describe('automatic settlement', () => {
  it('forgives a small remainder of a bill the customer paid down, and nothing else', async () => {
    const paidDown = await disbursed();
    const untouched = await disbursed();
    const short = await disbursed();
    await t.db.delete(autoSettlementConfigs);
    await t.db.insert(autoSettlementConfigs).values({ merchantId: paidDown.bill.merchantId, maxRemainderCents: 1_000, minOverdueDays: 0 });
    await repay(paidDown.bill.id, { amountCents: amountDue(paidDown.bill) - 600, paymentCode: 'QKAUTOSET1' });
    await repay(short.bill.id, { amountCents: amountDue(short.bill) - 5_000, paymentCode: 'QKAUTOSET2' });
    t.clock.advance((daysUntil(paidDown.bill.dueDay) + 1) * DAY);
    await accrueOverdue(t.deps);
    const [before] = await t.db.select().from(bills).where(eq(bills.id, paidDown.bill.id));
    const result = await runAutoSettlement(t.deps);
    const [after] = await t.db.select().from(bills).where(eq(bills.id, paidDown.bill.id));
    expect(after.status).toBe('settled');
    expect(after.waivedCents).toBe(amountDue(before));
    expect(result.settled).toBe(1);
    const [flow] = await t.db.select().from(repayFlows).where(eq(repayFlows.billId, paidDown.bill.id)).orderBy(repayFlows.id).then((rows) => rows.slice(-1));
    expect(flow).toMatchObject({ source: 'autoSettlement', amountCents: 0, repayType: 'settle' });
    for (const other of [untouched, short]) {
      const [row] = await t.db.select().from(bills).where(eq(bills.id, other.bill.id));
      expect(row.status).not.toBe('settled');
    }
    expect((await runAutoSettlement(t.deps)).settled).toBe(0);
  });
});

function daysUntil(day: string) {
  return Math.ceil((Date.parse(`${day}T00:00:00+03:00`) - t.clock.now().getTime()) / DAY);
}

describe.runIf(process.env.TEST_DATABASE_URL)('concurrency on the PostgreSQL server', () => {
  it('applies one of 50 concurrent submissions of the same repayment', async () => {
    const { bill } = await disbursed();
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => repay(bill.id, { amountCents: 500, paymentCode: 'QK1SAME50' })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [after] = await t.db.select().from(bills).where(eq(bills.id, bill.id));
    expect(after.repaidCents).toBe(500);
  });

  it('pays an order once when 50 payouts of it are asked at once', async () => {
    const order = await pendingDisbursement(t);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => payOut(t.deps, order.orderId, 'first', ACTOR)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const codes = await t.db.select().from(loanCodes).where(eq(loanCodes.orderId, order.orderId));
    expect(codes).toHaveLength(1);
  });
});
