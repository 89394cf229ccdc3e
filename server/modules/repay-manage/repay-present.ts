/** Rows of the repayment lists as the screens and exports read them (common/money/repay-rows.ts). */
import { overdueDaysOn } from '../../../common/money/bill-math';
import { sumBreakdown, type Breakdown } from '../../../common/money/components';
import { offsetsOf, type BillListRow, type FlowListRow, type LoanListRow, type RollbackListRow } from '../../../common/money/repay-rows';
import type { BillStatus, FlowSource, RepayType, RollbackType } from '../../../common/money/statuses';
import { chargedOf, owedOf } from '../bill/bill.repository';
import type { FlowAllocation } from '../repay/apply-repayment';
import type { BillWithOrder } from './bills.repository';
import type { FlowWithNames, findRollbacks } from './flows.repository';
import type { BillSums, findLoans } from './loans.repository';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function presentBill({ bill: b, ...order }: BillWithOrder, today: string): BillListRow {
  const unpaid = owedOf(b);
  const open = b.status !== 'settled';
  return {
    id: b.id, billNo: b.billNo, orderId: b.orderId, orderNo: order.orderNo, periodNo: b.periodNo, merchantName: order.merchantName,
    customerName: order.customerName, phone: order.phone, status: b.status as BillStatus, lendingAt: iso(order.lendingAt),
    dueDay: b.dueDay, lastRepaidAt: iso(b.lastRepaidAt), settledAt: iso(b.settledAt),
    billAmountCents: sumBreakdown(chargedOf(b)), amountDueCents: sumBreakdown(unpaid), repaidCents: b.repaidCents,
    couponCents: b.couponCents, waivedCents: b.waivedCents, overpaymentCents: b.overpaymentCents,
    overdue: open && b.dueDay < today, overdueDays: open ? overdueDaysOn(b.dueDay, today) : b.overdueDays,
    rollover: b.rolloverCount > 0, rolloverCount: b.rolloverCount, extensionFeeCents: b.extensionFeeCents, unpaid,
  };
}

type LoanOrder = Awaited<ReturnType<typeof findLoans>>[number];

export function presentLoan(order: LoanOrder, sums: BillSums | undefined): LoanListRow {
  return {
    ...order, lendingAt: iso(order.lendingAt), loanAmountCents: Number(order.loanAmountCents),
    billCount: sums?.billCount ?? 0, openBillCount: sums?.openBillCount ?? 0, billAmountCents: sums?.billAmountCents ?? 0,
    amountDueCents: sums?.amountDueCents ?? 0, repaidCents: sums?.repaidCents ?? 0, earliestOpenDueDay: sums?.earliestOpenDueDay ?? null,
    earliestOpenBillId: sums?.earliestOpenBillId ?? null, maxOverdueDays: sums?.maxOverdueDays ?? 0,
  };
}

export function presentFlow({ flow: f, ...names }: FlowWithNames): FlowListRow {
  return {
    id: f.id, flowNo: f.flowNo, orderId: f.orderId, orderNo: names.orderNo, billId: f.billId, billNo: names.billNo,
    customerName: names.customerName, phone: names.phone, merchantName: names.merchantName,
    repayType: f.repayType as RepayType, source: f.source as FlowSource, status: f.status as FlowListRow['status'],
    paymentCode: f.paymentCode, paymentChannel: f.paymentChannel, amountCents: f.amountCents, couponCents: f.couponCents,
    waivedCents: f.waivedCents, overflowCents: f.overflowCents, offsets: offsetsOf(f.allocation as FlowAllocation),
    repaidAt: f.repaidAt.toISOString(), createdAt: f.createdAt.toISOString(), creatorName: names.creatorName, remark: f.remark,
  };
}

type RollbackWithNames = Awaited<ReturnType<typeof findRollbacks>>[number];

export function presentRollback({ rollback: r, ...names }: RollbackWithNames): RollbackListRow {
  return {
    id: r.id, flowId: r.flowId, flowNo: names.flowNo, orderNo: names.orderNo, rollbackType: r.rollbackType as RollbackType,
    totalCents: r.totalCents, offsets: r.offsets as Breakdown, replacementFlowNo: names.replacementFlowNo, reason: r.reason,
    creatorName: names.creatorName, at: r.at.toISOString(),
  };
}
