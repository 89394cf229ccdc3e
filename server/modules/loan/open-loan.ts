/**
 * A successful payout turns an approved order into a loan: its bills are written from the schedule and
 * one journal records the principal lent, the cash paid out, the service fee withheld, and the interest
 * and management fee charged.
 */
import { buildSchedule, eatDay } from '../../../common/money/bill-math';
import { ACCOUNTS, income, receivable } from '../../../common/money/ledger-accounts';
import type { DbOrTx } from '../../db/client';
import type { OrderRow } from '../order/order-transition';
import { chargedColumns, insertBills } from '../bill/bill.repository';
import { postJournal, type LedgerLine } from '../ledger/ledger.repository';
import { maturityRuleOf } from '../merchant-settings/merchant-rules';
import { findProduct } from '../product/product.repository';

export async function openLoan(tx: DbOrTx, order: OrderRow, payout: { loanCodeId: number; channel: string; at: Date }) {
  const product = (await findProduct(tx, order.productId))!;
  const schedule = buildSchedule({
    loanAmountCents: order.loanAmountCents, termDays: order.termDays, installments: order.installments,
    dailyInterestBp: order.dailyInterestBp, managementFeeBp: product.managementFeeBp,
  }, eatDay(payout.at));
  // The merchant's maturity rule (MaturityConfigManagement) sets the calendar due date; the price stays the term's.
  const dueDayOf = await maturityRuleOf(tx, order);
  for (const s of schedule) s.dueDay = dueDayOf(s.dueDay, eatDay(payout.at));
  const rows = await insertBills(tx, schedule.map((s) => ({
    billNo: `${order.orderNo}-${s.periodNo}`, orderId: order.id, merchantId: order.merchantId, customerId: order.customerId,
    periodNo: s.periodNo, startDay: s.startDay, dueDay: s.dueDay, ...chargedColumns(s.charged), createdAt: payout.at, updatedAt: payout.at,
  })));
  const at = { merchantId: order.merchantId, orderId: order.id };
  const withheld = order.loanAmountCents - order.practicalAmountCents;
  const lines: LedgerLine[] = [
    { account: ACCOUNTS.cash, channel: payout.channel, credit: order.practicalAmountCents, ...at },
    { account: income('serviceFee'), credit: withheld, ...at },
    ...rows.flatMap((bill, i): LedgerLine[] => {
      const c = schedule[i].charged;
      const where = { ...at, billId: bill.id };
      return [
        { account: receivable('principal'), debit: c.principal, ...where },
        { account: receivable('interest'), debit: c.interest, ...where },
        { account: income('interest'), credit: c.interest, ...where },
        { account: receivable('managementFee'), debit: c.managementFee, ...where },
        { account: income('managementFee'), credit: c.managementFee, ...where },
      ];
    }),
  ];
  await postJournal(tx, { kind: 'disbursement', refType: 'loanCode', refId: payout.loanCodeId, orderId: order.id, postingKey: `disbursement:${order.id}`, at: payout.at, lines });
  return rows;
}
