/**
 * The Money section of the order detail (issue 37): what the order was charged, paid, waived and owes, and every
 * money event behind it with who and when, read in the caller's merchant scope (another merchant's order is not
 * found). The receiving account of a refund and a withdrawal's phone keep sensitive field names (accountNumber,
 * phone), so the envelope masks them for masked users.
 */
import { daysBetween, eatDay } from '../../../common/money/bill-math';
import { sumBreakdown } from '../../../common/money/components';
import { totalsOf, type MoneyBill, type MoneyJournal, type OrderMoney } from '../../../common/orders/order-money';
import type { Deps } from '../../core/deps';
import { chargedOf, owedOf, type BillRow } from '../bill/bill.repository';
import { findScopedOrder } from './order-access';
import * as repo from './order-money.repository';

const iso = (at: Date | null) => at?.toISOString() ?? null;

function billOf(b: BillRow, today: string): MoneyBill {
  const charged = chargedOf(b);
  const owed = owedOf(b);
  return {
    id: b.id, billNo: b.billNo, periodNo: b.periodNo, status: b.status, startDay: b.startDay, dueDay: b.dueDay,
    daysPastDue: b.status === 'settled' ? null : daysBetween(b.dueDay, today), rolloverCount: b.rolloverCount,
    lastRepaidAt: iso(b.lastRepaidAt), settledAt: iso(b.settledAt), charged, owed,
    chargedCents: sumBreakdown(charged), paidCents: b.repaidCents, waivedCents: b.waivedCents, couponCents: b.couponCents,
    owedCents: sumBreakdown(owed), overpaidCents: b.overpaymentCents,
  };
}

function journalsOf(rows: Awaited<ReturnType<typeof repo.journalLinesOfOrder>>, periodOf: (billId: number | null) => number | null): MoneyJournal[] {
  const journals = new Map<number, MoneyJournal>();
  for (const row of rows) {
    let journal = journals.get(row.journalId);
    if (!journal) {
      journal = {
        id: row.journalId, kind: row.kind, refType: row.refType, refId: row.refId, reversesId: row.reversesId, memo: row.memo,
        by: row.by, at: row.at.toISOString(), debitCents: 0, creditCents: 0, lines: [],
      };
      journals.set(row.journalId, journal);
    }
    journal.debitCents += row.debitCents;
    journal.creditCents += row.creditCents;
    journal.lines.push({ id: row.lineId, account: row.account, channel: row.channel, periodNo: periodOf(row.billId), debitCents: row.debitCents, creditCents: row.creditCents });
  }
  return [...journals.values()];
}

export async function loadOrderMoney(deps: Deps, userId: number, orderId: number): Promise<OrderMoney> {
  const order = await findScopedOrder(deps.db, userId, orderId);
  const [billRows, flowRows, waiverRows, rollbackRows, refundRows, withdrawalRows, journalRows] = await Promise.all([
    repo.billsOfOrder(deps.db, order.id), repo.flowsOfOrder(deps.db, order.id), repo.waiversOfOrder(deps.db, order.id),
    repo.rollbacksOfOrder(deps.db, order.id), repo.refundsOfOrder(deps.db, order.id), repo.withdrawalsOfOrder(deps.db, order.id),
    repo.journalLinesOfOrder(deps.db, order.id),
  ]);
  const today = eatDay(deps.now());
  const periods = new Map(billRows.map((b) => [b.id, b.periodNo]));
  const periodOf = (billId: number | null) => (billId === null ? null : periods.get(billId) ?? null);
  const flowNos = new Map(flowRows.map((f) => [f.id, f.flowNo]));
  const flowNoOf = (flowId: number | null) => (flowId === null ? null : flowNos.get(flowId) ?? null);
  const bills = billRows.map((b) => billOf(b, today));
  return {
    orderId: order.id, orderNo: order.orderNo, today, totals: totalsOf(bills), bills,
    flows: flowRows.map(({ billId, repaidAt, ...f }) => ({ ...f, periodNo: periodOf(billId), repaidAt: repaidAt.toISOString() })),
    waivers: waiverRows.map(({ billId, flowId, requestedAt, reviewedAt, ...w }) => ({
      ...w, periodNo: periodOf(billId), flowNo: flowNoOf(flowId), requestedAt: requestedAt.toISOString(), reviewedAt: iso(reviewedAt),
    })),
    rollbacks: rollbackRows.map(({ at, ...r }) => ({ ...r, at: at.toISOString() })),
    refunds: refundRows.map(({ receivingAccount, appliedAt, auditedAt, ...r }) => ({
      ...r, accountNumber: receivingAccount, appliedAt: appliedAt.toISOString(), auditedAt: iso(auditedAt),
    })),
    withdrawals: withdrawalRows.map(({ at, ...w }) => ({ ...w, at: at.toISOString() })),
    journals: journalsOf(journalRows, periodOf),
  };
}
