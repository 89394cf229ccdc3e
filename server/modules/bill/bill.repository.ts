/**
 * A bill's components as stored (charged and settled per component) and the one way to change them, so
 * that every money path keeps the bill and its ledger entries equal (npm run ledger:check proves it).
 */
import { and, asc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { BILL_COMPONENTS, addBreakdowns, sumBreakdown, type BillComponent, type Breakdown } from '../../../common/money/components';
import type { BillStatus } from '../../../common/money/statuses';
import type { DbOrTx } from '../../db/client';
import { bills } from '../../db/schema';

export type BillRow = typeof bills.$inferSelect;

type ChargedColumn = `${BillComponent}Cents`;
type SettledColumn = `${BillComponent}SettledCents`;
const charged = (c: BillComponent) => `${c}Cents` as ChargedColumn;
const settled = (c: BillComponent) => `${c}SettledCents` as SettledColumn;

/** Statuses of a bill that still has money owed. */
export const OPEN_BILL_STATUSES: readonly string[] = ['unpaid', 'partial', 'extended'] satisfies BillStatus[];

export const chargedOf = (b: BillRow): Breakdown => Object.fromEntries(BILL_COMPONENTS.map((c) => [c, b[charged(c)]])) as Breakdown;
const settledOf = (b: BillRow): Breakdown => Object.fromEntries(BILL_COMPONENTS.map((c) => [c, b[settled(c)]])) as Breakdown;
export const owedOf = (b: BillRow): Breakdown => addBreakdowns(chargedOf(b), settledOf(b), -1);
export const amountDue = (b: BillRow) => sumBreakdown(owedOf(b));

/** The same sums in SQL, over the bills table: what was charged, and what is still owed. */
export const chargedSql: SQL = sql.join(BILL_COMPONENTS.map((c) => sql`${bills[charged(c)]}`), sql` + `);
export const owedSql: SQL = sql`(${chargedSql}) - (${sql.join(BILL_COMPONENTS.map((c) => sql`${bills[settled(c)]}`), sql` + `)})`;

/** Charged components as insert/update columns. */
export function chargedColumns(b: Breakdown): Record<ChargedColumn, number> {
  return Object.fromEntries(BILL_COMPONENTS.map((c) => [charged(c), b[c]])) as Record<ChargedColumn, number>;
}

export async function insertBills(tx: DbOrTx, rows: (typeof bills.$inferInsert)[]): Promise<BillRow[]> {
  return tx.insert(bills).values(rows).returning();
}

/** Locks the bills in id order (two callers never deadlock). */
export async function lockBills(tx: DbOrTx, ids: readonly number[]): Promise<BillRow[]> {
  return tx.select().from(bills).where(inArray(bills.id, [...ids])).orderBy(asc(bills.id)).for('update');
}

export async function lockBill(tx: DbOrTx, billId: number): Promise<BillRow | undefined> {
  const [row] = await tx.select().from(bills).where(eq(bills.id, billId)).for('update');
  return row;
}

export interface BillChange {
  /** Added to what is charged (fees, interest, late fee); negative to undo. */
  charge?: Partial<Breakdown>;
  /** Added to what is settled (cash, coupon and waiver together); negative to undo. */
  settle?: Partial<Breakdown>;
  repaidCents?: number;
  couponCents?: number;
  waivedCents?: number;
  overpaymentCents?: number;
  dueDay?: string;
  rolloverDelta?: number;
  extended?: boolean;
  at: Date;
}

function statusOf(owed: number, anySettled: boolean, extended: boolean): BillStatus {
  if (owed <= 0) return 'settled';
  if (extended) return 'extended';
  return anySettled ? 'partial' : 'unpaid';
}

/** Applies a change to a locked bill and returns the bill as it now is. */
export async function changeBill(tx: DbOrTx, bill: BillRow, change: BillChange): Promise<BillRow> {
  const nextCharged = addBreakdowns(chargedOf(bill), change.charge ?? {});
  const nextSettled = addBreakdowns(settledOf(bill), change.settle ?? {});
  for (const c of BILL_COMPONENTS) {
    if (nextSettled[c] < 0 || nextSettled[c] > nextCharged[c]) throw new Error(`Bill ${bill.id}: ${c} settled ${nextSettled[c]} of ${nextCharged[c]}`);
  }
  const owed = sumBreakdown(nextCharged) - sumBreakdown(nextSettled);
  const rolloverCount = bill.rolloverCount + (change.rolloverDelta ?? 0);
  const extended = change.extended ?? rolloverCount > 0;
  const status = statusOf(owed, sumBreakdown(nextSettled) > 0, extended);
  const moneyMoved = (change.repaidCents ?? 0) > 0;
  const [row] = await tx.update(bills).set({
    ...chargedColumns(nextCharged),
    ...(Object.fromEntries(BILL_COMPONENTS.map((c) => [settled(c), nextSettled[c]])) as Record<SettledColumn, number>),
    repaidCents: sql`${bills.repaidCents} + ${change.repaidCents ?? 0}`,
    couponCents: sql`${bills.couponCents} + ${change.couponCents ?? 0}`,
    waivedCents: sql`${bills.waivedCents} + ${change.waivedCents ?? 0}`,
    overpaymentCents: sql`${bills.overpaymentCents} + ${change.overpaymentCents ?? 0}`,
    ...(change.dueDay ? { dueDay: change.dueDay } : {}),
    rolloverCount,
    status,
    settledAt: status === 'settled' ? (bill.settledAt ?? change.at) : null,
    ...(moneyMoved ? { lastRepaidAt: change.at } : {}),
    updatedAt: change.at,
  }).where(eq(bills.id, bill.id)).returning();
  return row;
}

/** Ids of open bills due before a day, in id order after a cursor (the overdue job's batches). */
export async function openBillIdsDueBefore(db: DbOrTx, day: string, afterId: number, limit: number): Promise<number[]> {
  const rows = await db.select({ id: bills.id }).from(bills)
    .where(and(inArray(bills.status, OPEN_BILL_STATUSES), lt(bills.dueDay, day), gt(bills.id, afterId)))
    .orderBy(asc(bills.id)).limit(limit);
  return rows.map((r) => r.id);
}

/** Records that a bill's overdue charges are accrued through a day. */
export async function markAccrued(tx: DbOrTx, billId: number, day: string, overdueDays: number): Promise<void> {
  await tx.update(bills).set({ accruedThrough: day, overdueDays }).where(eq(bills.id, billId));
}

/**
 * Ids of a merchant's open bills, already part repaid, whose remainder is between one cent and a maximum
 * and whose due day is at least some days before a day, in id order after a cursor.
 */
export async function smallRemainderBillIds(
  db: DbOrTx, merchantId: number, options: { maxRemainderCents: number; minOverdueDays: number; day: string; afterId: number; limit: number },
): Promise<number[]> {
  const rows = await db.select({ id: bills.id }).from(bills).where(and(
    eq(bills.merchantId, merchantId), inArray(bills.status, OPEN_BILL_STATUSES), gt(bills.repaidCents, 0), gt(bills.id, options.afterId),
    sql`${owedSql} between 1 and ${options.maxRemainderCents}`,
    sql`${bills.dueDay} <= (${options.day}::date - ${options.minOverdueDays}::int)`,
  )).orderBy(asc(bills.id)).limit(options.limit);
  return rows.map((r) => r.id);
}
