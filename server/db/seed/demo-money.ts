/**
 * Demo money for `npm start`: the approved demo orders are paid out through the sandbox channel at the
 * time finance would have done it (a few fail, one or two are left waiting for the channel), then the
 * customers repay the way a real book does — on time, late, in part, with an extension or a coupon, a
 * few overpaying — and the overdue job charges late fees up to today. Every shilling goes through the
 * same code as the screens, so the ledger check passes on the demo book.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { addDays, daysBetween, eatDay, trial } from '../../../common/money/bill-math';
import { ACCOUNTS } from '../../../common/money/ledger-accounts';
import { ORDER_STATUS } from '../../../common/orders/order-status';
import { parseEat } from '../../../common/time';
import type { Deps } from '../../core/deps';
import { createSandboxPayments, type SandboxPayments } from '../../integrations/payments/sandbox';
import { accrueOverdue } from '../../modules/bill/accrual.job';
import { owedOf, type BillRow } from '../../modules/bill/bill.repository';
import { postJournal } from '../../modules/ledger/ledger.repository';
import { payOut, settlePendingPayouts } from '../../modules/loan/disbursement';
import { applyRepayment } from '../../modules/repay/apply-repayment';
import { loanOfBill } from '../../modules/bill/loan-of-bill.repository';
import { bills, coupons, orders } from '../schema';
import { rng, type Rng } from './applications';
import { seedBalanceAccounts } from './balance-accounts';
import { seedDemoActivity, type DemoActivity } from './demo-activity';
import { seedMoneySettings } from './money-settings';
import { seedDemoCollection } from './collection';
import { seedDemoQuality } from './quality';
import { seedDemoDiscipline } from './discipline';
import { warnTicketSla } from '../../modules/customer-service/ticket-warnings.job';
import { seedDemoApprovals } from './collection-approvals';
import { seedDemoTelemarketingReward } from './telemarketing-reward';
import { seedDemoRobot } from './robot';
import { seedDemoContactPush } from './contact-push';
import { seedDemoMerchantSettings } from './merchant-settings';
import { seedDemoSmsMarketing } from './sms-marketing';
import { seedDemoSmsRouting } from './sms-routing';

const MINUTE = 60_000;
const SYSTEM = { userId: null, username: 'finance-batch', ip: '10.20.0.21' };

const receiptNo = (r: Rng) => `QK${Array.from({ length: 8 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'[r.int(0, 33)]).join('')}`;

/** A moment on an EAT day, during business hours. */
function during(day: string, r: Rng): Date {
  return parseEat(`${day} ${String(r.int(8, 19)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:00`)!;
}

async function disburseApproved(deps: Deps, r: Rng) {
  const approved = await deps.db.select({ id: orders.id, auditAt: orders.auditAt }).from(orders)
    .where(eq(orders.status, ORDER_STATUS.pendingDisbursement)).orderBy(asc(orders.auditAt));
  const now = deps.now().getTime();
  // The latest approvals still wait for finance.
  for (const order of approved.slice(0, -8)) {
    const auditAt = order.auditAt?.getTime() ?? now;
    const at = new Date(Math.min(now - MINUTE, auditAt + r.int(20, 240) * MINUTE));
    const payments = createSandboxPayments(deps.db, () => at);
    const behaviour = r.chance(0.05) ? 'fail' : r.chance(0.02) ? 'timeout' : 'pay';
    payments.setBehaviour('mpesa', behaviour);
    payments.setBehaviour('airtel', behaviour);
    await payOut({ ...deps, payments, now: () => at }, order.id, 'first', SYSTEM);
  }
}

type Plan = 'onTime' | 'overpay' | 'partial' | 'extension' | 'late' | 'unpaid' | 'coupon';

function planFor(r: Rng): Plan {
  const x = r.next();
  if (x < 0.4) return 'onTime';
  if (x < 0.47) return 'overpay';
  if (x < 0.6) return 'partial';
  if (x < 0.68) return 'extension';
  if (x < 0.78) return 'late';
  if (x < 0.83) return 'coupon';
  return 'unpaid';
}

/** Pays one bill as its plan says; whether a flow was written. */
async function repayOne(deps: Deps, payments: SandboxPayments, r: Rng, bill: BillRow, plan: Plan, customerCoupon: number | null): Promise<boolean> {
  const today = eatDay(deps.now());
  const lendingDay = bill.startDay;
  const dueOrToday = bill.dueDay < today ? bill.dueDay : today;
  const span = Math.max(0, daysBetween(lendingDay, dueOrToday));
  if (plan === 'unpaid' || span === 0) return false;
  const lateDay = addDays(bill.dueDay, r.int(1, 9));
  const day = plan === 'late' ? (lateDay < today ? lateDay : today) : addDays(lendingDay, r.int(Math.min(1, span), span));
  const at = new Date(Math.min(during(day, r).getTime(), deps.now().getTime() - MINUTE));
  const loan = (await loanOfBill(deps.db, bill.orderId))!;
  const t = trial({ owed: owedOf(bill), dueDay: bill.dueDay, accruedThrough: bill.accruedThrough, terms: loan.terms, onDay: eatDay(at) });
  const extra = plan === 'overpay' ? r.int(50, 300) * 100 : 0;
  const [repayType, amountCents] = plan === 'partial' ? ['partial', Math.round(t.settlementCents * r.int(20, 60) / 100)] as const
    : plan === 'extension' ? ['extension', t.extensionCents] as const
      : plan === 'coupon' && customerCoupon ? ['settle', Math.max(0, t.settlementCents - 10_000)] as const
        : ['settle', t.settlementCents + extra] as const;
  // The customer pays the channel first (C2B); its receipt is the flow's serial number.
  const channel = r.chance(0.85) ? 'mpesa' : 'airtel';
  const paymentCode = amountCents > 0
    ? await payments.collect({ channel, account: loan.orderNo, reference: `${loan.orderNo}-${bill.periodNo}-${receiptNo(r)}`, amountCents, at })
    : null;
  await deps.db.transaction((tx) => applyRepayment(tx, {
    billId: bill.id, repayType, amountCents, paymentChannel: channel, paymentCode, source: 'manual', repaidAt: at, actorUserId: null, now: deps.now(),
    couponId: plan === 'coupon' ? customerCoupon : null,
  }));
  return true;
}

/** The lender's opening money at each channel, so the books start where a real lender's would. */
async function fundChannels(deps: Deps, at: Date) {
  const lines = [['mpesa', 5_000_000_00], ['airtel', 1_500_000_00], ['bank', 2_000_000_00]] as const;
  await deps.db.transaction((tx) => postJournal(tx, {
    kind: 'funding', refType: 'funding', refId: 'opening', postingKey: 'funding:opening', at, memo: 'Opening funding of the channels',
    lines: lines.flatMap(([channel, cents]) => [{ account: ACCOUNTS.cash, channel, debit: cents }, { account: ACCOUNTS.capital, credit: cents }]),
  }));
}

export async function seedDemoMoney(deps: Deps): Promise<{ loans: number; flows: number; activity: DemoActivity }> {
  const r = rng(5150);
  await seedBalanceAccounts(deps.db);
  await seedMoneySettings(deps.db);
  await fundChannels(deps, new Date(deps.now().getTime() - 60 * 86_400_000));
  await disburseApproved(deps, r);
  const payments = createSandboxPayments(deps.db, deps.now);
  await settlePendingPayouts({ ...deps, now: () => new Date(deps.now().getTime() - 60 * MINUTE) });

  const open = await deps.db.select().from(bills).where(inArray(bills.status, ['unpaid'])).orderBy(asc(bills.id));
  const couponRows = await deps.db.insert(coupons).values(open.filter((_, i) => i % 6 === 0).map((b) => ({
    couponNo: `CP${String(b.id).padStart(7, '0')}`, customerId: b.customerId, amountCents: 10_000,
    expiresAt: new Date(deps.now().getTime() + 30 * 86_400_000), createdAt: deps.now(), updatedAt: deps.now(),
  }))).returning({ id: coupons.id, customerId: coupons.customerId });
  const couponOf = new Map(couponRows.map((c) => [c.customerId, c.id]));
  let flows = 0;
  for (const bill of open) {
    if (await repayOne(deps, payments, r, bill, planFor(r), couponOf.get(bill.customerId) ?? null)) flows += 1;
  }
  await accrueOverdue(deps);
  // A week of staff work on that book: reconciliations, bank flows, rollbacks, refunds, transfers, re-reviews.
  const activity = await seedDemoActivity(deps);
  // Collection on that book: bands, collectors, cases with their level histories, allocation, promises.
  await seedDemoCollection(deps);
  // Waivers, delayed-arrival requests and bad-debt entries on those cases, through the approval services.
  await seedDemoApprovals(deps);
  // A telemarketing activity reward paid into a borrower's wallet (needs the orders above).
  await seedDemoTelemarketingReward(deps);
  // Robot tasks and 94AI: tasks, a day's sandbox runs with results on the cases, call-backs, SMS replies.
  await seedDemoRobot(deps);
  await seedDemoContactPush(deps);
  await seedDemoSmsMarketing(deps);
  await seedDemoSmsRouting(deps);
  // Quality center: the staff's contacts above sampled, scored, appealed and calibrated.
  await seedDemoQuality(deps);
  // Employee discipline: sign-ins on last and this month's shifts, the monthly records, a warning letter.
  await seedDemoDiscipline(deps);
  // The demo queue's overdue tickets to the service supervisor (servicelead), as the ticket SLA warnings job would.
  await warnTicketSla(deps);
  await seedDemoMerchantSettings(deps.db);
  return { loans: open.length, flows, activity };
}
