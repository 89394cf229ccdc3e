/**
 * The daily overdue job: for every unpaid bill past its due day, the days overdue and the late fee up to
 * today (EAT) are charged once. A bill remembers the day it is accrued through and each day's journal has
 * a posting key, so running the job twice, or after a missed day, charges each day exactly once.
 * `onCharged` runs in each batch's transaction with the bills it charged (the collection cases' figures follow
 * them: collection-case/overdue-day.ts).
 */
import { eatDay, overdueDaysOn, trial } from '../../../common/money/bill-math';
import type { Deps } from '../../core/deps';
import type { Tx } from '../../db/client';
import { postJournal } from '../ledger/ledger.repository';
import { chargeLines } from './bill-postings';
import { loanOfBill } from './loan-of-bill.repository';
import { OPEN_BILL_STATUSES, changeBill, lockBill, markAccrued, openBillIdsDueBefore, owedOf } from './bill.repository';

const BATCH = 200;

export type OnCharged = (tx: Tx, billIds: number[], today: string, now: Date) => Promise<void>;

export async function accrueOverdue(deps: Deps, onCharged?: OnCharged): Promise<{ bills: number; lateFeeCents: number }> {
  const now = deps.now();
  const today = eatDay(now);
  let after = 0;
  let count = 0;
  let lateFeeCents = 0;
  for (;;) {
    const batch = await openBillIdsDueBefore(deps.db, today, after, BATCH);
    if (!batch.length) break;
    after = batch[batch.length - 1];
    await deps.db.transaction(async (tx) => {
      const charged: number[] = [];
      for (const id of batch) {
        const bill = await lockBill(tx, id);
        if (!bill || !OPEN_BILL_STATUSES.includes(bill.status) || (bill.accruedThrough && bill.accruedThrough >= today)) continue;
        const loan = (await loanOfBill(tx, bill.orderId))!;
        const t = trial({ owed: owedOf(bill), dueDay: bill.dueDay, accruedThrough: bill.accruedThrough, terms: loan.terms, onDay: today });
        await postJournal(tx, {
          kind: 'accrual', refType: 'bill', refId: bill.id, orderId: bill.orderId, postingKey: `accrual:${bill.id}:${today}`,
          at: now, lines: chargeLines(bill, { lateFee: t.lateFeeToCharge }),
        });
        const changed = await changeBill(tx, bill, { charge: { lateFee: t.lateFeeToCharge }, at: now });
        await markAccrued(tx, changed.id, today, overdueDaysOn(bill.dueDay, today));
        charged.push(changed.id);
        count += 1;
        lateFeeCents += t.lateFeeToCharge;
      }
      if (onCharged && charged.length > 0) await onCharged(tx, charged, today, now);
    });
  }
  return { bills: count, lateFeeCents };
}
