/** Orders and payout rows for the money tests, brought about the way the screens and the lead's code do. */
import { eq } from 'drizzle-orm';
import { asc } from 'drizzle-orm';
import { and, isNull } from 'drizzle-orm';
import type { LoanCodeStatus } from '../../common/money/statuses';
import type { PaymentChannel } from '../../common/money/statuses';
import { loanCodes, orders } from '../../server/db/schema';
import { amountDue } from '../../server/modules/bill/bill.repository';
import { applyRepayment } from '../../server/modules/repay/apply-repayment';
import { bills } from '../../server/db/schema';
import { payOut } from '../../server/modules/loan/disbursement';
import { loanRoutes } from '../../server/db/schema';
import { lockOrder, stepActorOf, transitionOrder } from '../../server/modules/order/order-transition';
import type { TestApp } from './harness';
import type { ApplyOptions } from './order-fixtures';
import { pendingReview } from './order-states';
import { merchantId as merchantOf } from './order-states';

/** Approved by its auditor at the test clock's time (audit_at), so pending loan disbursement (30). */
export async function pendingDisbursement(t: TestApp, options: ApplyOptions = {}) {
  const order = await pendingReview(t, options);
  await t.db.transaction(async (tx) => {
    const row = (await lockOrder(tx, order.orderId))!;
    await transitionOrder(tx, row, {
      action: 'approve', actor: stepActorOf({ userId: order.auditorId, username: 'auditor', ip: '127.0.0.1' }, 'Brian Otieno'),
      changes: { auditAt: t.clock.now() }, at: t.clock.now(),
    });
  });
  return order;
}

let loanCodeSequence = 0;

/** A payout attempt of the order (loan code) in the given state, written straight into loan_codes. */
export async function insertLoanCode(t: TestApp, orderId: number, status: LoanCodeStatus = 'inProgress') {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  loanCodeSequence += 1;
  const [row] = await t.db.insert(loanCodes).values({
    systemCode: `TLC${orderId}-${loanCodeSequence}`, orderId, merchantId: order.merchantId, channel: 'mpesa',
    amountCents: order.practicalAmountCents, accountNo: order.phone, status,
  }).returning();
  return row;
}

/** Replaces a merchant's merchant-wide payout routes by these channels, tried in this order (LoanRouting). */
export async function routeMerchantThrough(t: TestApp, merchantNo: string, channels: readonly PaymentChannel[]) {
  const merchantId = await merchantOf(t, merchantNo);
  await t.db.delete(loanRoutes).where(and(eq(loanRoutes.merchantId, merchantId), isNull(loanRoutes.productId)));
  await t.db.insert(loanRoutes).values(channels.map((channel, i) => ({ merchantId, channel, priority: i + 1 })));
}

/** A disbursed loan: approved, then paid out through the sandbox channel; its order row and bills (first period first). */
export async function disbursedLoan(t: TestApp, options: ApplyOptions = {}) {
  const approved = await pendingDisbursement(t, options);
  const code = await payOut(t.deps, approved.orderId, 'first', { userId: null, username: 'finance', ip: '127.0.0.1' });
  if (code.status !== 'success') throw new Error(`Payout of ${approved.orderNo} answered ${code.status}`);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, approved.orderId));
  const loanBills = await t.db.select().from(bills).where(eq(bills.orderId, approved.orderId)).orderBy(asc(bills.periodNo));
  return { ...approved, order, bills: loanBills };
}

let overpaySequence = 0;

/**
 * A disbursed loan settled with `overpayCents` more than it owed: the customer's overpaid money sits in
 * the ledger's overpayment account for refunds and wallet withdrawals.
 */
export async function overpaidLoan(t: TestApp, overpayCents: number, options: ApplyOptions = {}) {
  const loan = await disbursedLoan(t, options);
  const [bill] = loan.bills;
  overpaySequence += 1;
  const { flow } = await t.db.transaction((tx) => applyRepayment(tx, {
    billId: bill.id, repayType: 'settle', amountCents: amountDue(bill) + overpayCents, paymentChannel: 'mpesa',
    paymentCode: `QKOVER${overpaySequence}X${loan.orderId}`, source: 'manual', repaidAt: t.clock.now(), actorUserId: null, now: t.clock.now(),
  }));
  if (flow.overflowCents !== overpayCents) throw new Error(`Expected ${overpayCents} overpaid, got ${flow.overflowCents}`);
  return { ...loan, billId: bill.id, flowId: flow.id };
}
