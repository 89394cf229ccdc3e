/**
 * Collection fixtures for the API tests (cases, allocation, workbench, waivers, bad debt).
 *
 * - `defaultLevels`: the level bands of a real short-term mobile lender (v1 D-3 … D0 reminders, S1–S5 overdue;
 *   v2 post-loan stages), the same bands the demo seed uses. `insertLevels(t)` writes them (null merchant).
 * - `seedCollectionBook(t, opts)`: disbursed loans (merchant 1501, 14-day product) whose single bill is, on the
 *   returned `today`, `overdueDays[i]` days overdue (negative = days before the due day, e.g. -2 → D-2). It
 *   moves the test clock forward to that day (loans are made earlier on the clock so that every bill is real
 *   money through the money core), charges the late fees up to that day (the overdue job), inserts the default bands (unless `levels: false`) and runs the case job.
 *   Returns { today, now, caseIds, billIds, orderIds } in the order of `overdueDays`.
 *   Default overdueDays: [-2, 0, 3, 10, 20, 40, 70] → D-2, D0, S1, S2, S3, S4, S5.
 * - `caseOfBill(t, billId)`, `levelRows(t, caseId)`: read a case and its level history.
 */
import { asc, eq } from 'drizzle-orm';
import { daysBetween, eatDay } from '../../common/money/bill-math';
import { DEFAULT_LEVELS, type BandSeed } from '../../server/db/seed/collection.data';
import { collectionCaseLevels, collectionCases, collectionLevels } from '../../server/db/schema';
import { accrueOverdue } from '../../server/modules/bill/accrual.job';
import { runCaseJob } from '../../server/modules/collection-case/case.job';
import { DAY, type TestApp } from './harness';
import { disbursedLoan } from './money-fixtures';

type Band = BandSeed;

/** v1 (CollectionSystem): reminders D-3 … D0, then S1 1–7, S2 8–15, S3 16–30, S4 31–60, S5 61+ days overdue (shown as M1 … M5); v2 stages Stage0 … Stage5. The demo's bands. */
export const defaultLevels: readonly Band[] = DEFAULT_LEVELS;

/** The default bands (null merchant), plus a merchant's own bands when given. */
export async function insertLevels(t: TestApp, bands: readonly Band[] = defaultLevels, merchantId: number | null = null) {
  await t.db.insert(collectionLevels).values(bands.map((b) => ({ ...b, merchantId }))).onConflictDoNothing();
}

export interface CollectionBookOptions {
  overdueDays?: readonly number[];
  merchantNo?: string;
  /** A product of that merchant (default the 14-day JP-14D of 1501). */
  productCode?: string;
  /** Insert the default bands first (default true). */
  levels?: boolean;
}

export async function seedCollectionBook(t: TestApp, { overdueDays = [-2, 0, 3, 10, 20, 40, 70], merchantNo = '1501', productCode, levels = true }: CollectionBookOptions = {}) {
  if (levels) await insertLevels(t);
  const start = t.clock.now().getTime();
  const most = Math.max(...overdueDays);
  // Loans made `most - d` days after the first are `d` days overdue on the first's due day + `most`.
  const order = overdueDays.map((d, i) => ({ d, i })).sort((a, b) => b.d - a.d);
  const loans: { i: number; orderId: number; billId: number; dueDay: string }[] = [];
  let termDays = 0;
  for (const { d, i } of order) {
    const target = start + (most - d) * DAY;
    const gap = target - t.clock.now().getTime();
    if (gap > 0) t.clock.advance(gap);
    const loan = await disbursedLoan(t, { merchantNo, productCode });
    const [bill] = loan.bills;
    termDays = termDays || daysBetween(eatDay(t.clock.now()), bill.dueDay);
    loans.push({ i, orderId: loan.orderId, billId: bill.id, dueDay: bill.dueDay });
  }
  const todayAt = start + (termDays + most) * DAY;
  if (todayAt > t.clock.now().getTime()) t.clock.advance(todayAt - t.clock.now().getTime());
  const now = t.clock.now();
  await accrueOverdue(t.deps);
  await runCaseJob(t.deps, now);
  loans.sort((a, b) => a.i - b.i);
  const caseIds: number[] = [];
  for (const l of loans) caseIds.push((await caseOfBill(t, l.billId))?.id ?? 0);
  return { today: eatDay(now), now, caseIds, billIds: loans.map((l) => l.billId), orderIds: loans.map((l) => l.orderId), dueDays: loans.map((l) => l.dueDay) };
}

export async function caseOfBill(t: TestApp, billId: number) {
  const [row] = await t.db.select().from(collectionCases).where(eq(collectionCases.billId, billId));
  return row;
}

export async function levelRows(t: TestApp, caseId: number) {
  return t.db.select().from(collectionCaseLevels).where(eq(collectionCaseLevels.caseId, caseId)).orderBy(asc(collectionCaseLevels.id));
}
