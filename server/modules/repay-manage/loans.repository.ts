/**
 * RepaymentManagementMerge's reads: a page of disbursed orders along orders_lending_idx, then their bills
 * summed in one grouped query for the orders shown (no query per row).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { chargedSql, owedSql } from '../bill/bill.repository';
import type { ListSort } from '../../../common/list-query';
import type { LoanFilter, LoanSortField } from '../../../common/money/repay-lists';
import type { LoanListRow } from '../../../common/money/repay-rows';
import { ORDER_STATUS } from '../../../common/orders/order-status';
import { countByRollup, countWithinBudget, filtersOnly, type CountedTotal } from '../../db/budgeted-count';
import { queryRows, type DbOrTx } from '../../db/client';
import { nameMatches, needles, sortedMatches, startsWith, type Needle } from '../../db/list-search';
import { bills, merchants, orders } from '../../db/schema';
import { rollupCountSql, type MerchantScope } from '../order/order-list.repository';
import { inScope, present, withinDays } from './repay-where';

const openBillOf = (extra: SQL = sql`true`) =>
  sql`exists (select 1 from ${bills} where ${bills.orderId} = ${orders.id} and ${bills.status} <> 'settled' and ${extra})`;

export function loanWhere(f: LoanFilter, scope: MerchantScope, today: string): SQL[] {
  return present([
    eq(orders.status, ORDER_STATUS.disbursed),
    inScope(orders.merchantId, scope),
    f.orderNo && startsWith(orders.orderNo, f.orderNo),
    f.phone && eq(orders.phone, f.phone),
    f.customerName && nameMatches(orders.customerName, f.customerName),
    f.merchantId !== undefined && eq(orders.merchantId, f.merchantId),
    f.settled === true && sql`not ${openBillOf()}`,
    f.settled === false && openBillOf(),
    f.overdue === true && openBillOf(sql`${bills.dueDay} < ${today}`),
    f.overdue === false && sql`not ${openBillOf(sql`${bills.dueDay} < ${today}`)}`,
    ...withinDays(orders.lendingAt, f.lendingDayFrom, f.lendingDayTo),
  ]);
}

/** An order number's start clusters in lending time (fewMatches decides how a page is read); a name is left to the planner, as on the order lists. */
export const loanNeedles = (f: LoanFilter): Needle[] => needles(
  f.orderNo && { table: orders, condition: startsWith(orders.orderNo, f.orderNo) },
);

/**
 * Each sortable column's ORDER BY, written to match an index exactly: lending_at along orders_loans_idx
 * (disbursed orders, DESC NULLS LAST; ascending is its backward walk), loan_amount_cents along orders_amount_idx.
 * Over few matches (fewMatches), a key no index gives, so the matches are read and sorted.
 */
function loanOrder(sort: ListSort<LoanSortField> | null, few: boolean): SQL[] {
  const field = sort?.field ?? 'lendingAt';
  const column = field === 'lendingAt' ? (few ? sortedMatches(orders.lendingAt, 'time') : sql`${orders.lendingAt}`)
    : (few ? sortedMatches(orders.loanAmountCents, 'number') : sql`${orders.loanAmountCents}`);
  const way = sql.raw(sort?.direction === 'asc' ? 'asc nulls first' : 'desc nulls last');
  return [sql`${column} ${way}`, sql`${orders.id} ${way}`];
}

export async function findLoans(db: DbOrTx, where: SQL[], offset: number, limit: number, sort: ListSort<LoanSortField> | null = null, few = false) {
  return db.select({
    orderId: orders.id, orderNo: orders.orderNo, merchantName: merchants.merchantName, customerName: orders.customerName,
    phone: orders.phone, lendingAt: orders.lendingAt, loanAmountCents: orders.loanAmountCents,
  }).from(orders)
    .innerJoin(merchants, eq(merchants.id, orders.merchantId))
    .where(and(...where))
    .orderBy(...loanOrder(sort, few))
    .limit(limit).offset(offset);
}

const LOAN_ROLLUP_KEYS = ['merchantId'];

/** Disbursed orders of a merchant (or all) from the order rollups, when the filter sets nothing else; else null. */
export function loanRollupSql(f: LoanFilter, scope: MerchantScope): SQL | null {
  if (!filtersOnly(f, LOAN_ROLLUP_KEYS)) return null;
  return rollupCountSql({ status: [ORDER_STATUS.disbursed], merchantId: f.merchantId }, scope);
}

/** `rollup`: loanRollupSql's statement when it covers the filter. */
export async function countLoans(db: DbOrTx, where: SQL[], rollup: SQL | null = null): Promise<CountedTotal> {
  return countByRollup(db, rollup, () => {
    const rows = db.select({ one: sql`1` }).from(orders).where(and(...where));
    return countWithinBudget(db, sql`select count(*) as total from (${rows}) counted`, rows.toSQL());
  });
}

/** An order's bills summed, as the merged list shows them. */
export type BillSums = Pick<LoanListRow, 'orderId' | 'billCount' | 'openBillCount' | 'billAmountCents' | 'amountDueCents' | 'repaidCents'
  | 'earliestOpenDueDay' | 'earliestOpenBillId' | 'maxOverdueDays'>;


/** The bills of these orders summed per order; the open bill due first is the one a repayment goes to. */
export async function sumBills(db: DbOrTx, orderIds: readonly number[], today: string): Promise<Map<number, BillSums>> {
  if (!orderIds.length) return new Map();
  const open = sql`status <> 'settled'`;
  const rows = await queryRows<Record<keyof BillSums, string | number | null>>(db, sql`
    select order_id as "orderId", count(*) as "billCount", count(*) filter (where ${open}) as "openBillCount",
      sum(${chargedSql}) as "billAmountCents", sum(${owedSql}) as "amountDueCents",
      sum(repaid_cents) as "repaidCents", min(due_day) filter (where ${open})::text as "earliestOpenDueDay",
      (array_agg(id order by due_day, period_no) filter (where ${open}))[1] as "earliestOpenBillId",
      max(case when ${open} and due_day < ${today}::date then ${today}::date - due_day else overdue_days end) as "maxOverdueDays"
    from ${bills} where ${inArray(bills.orderId, [...orderIds])} group by order_id`);
  return new Map(rows.map((r) => {
    const sums: BillSums = {
      orderId: Number(r.orderId), billCount: Number(r.billCount), openBillCount: Number(r.openBillCount),
      billAmountCents: Number(r.billAmountCents), amountDueCents: Number(r.amountDueCents), repaidCents: Number(r.repaidCents),
      earliestOpenDueDay: r.earliestOpenDueDay === null ? null : String(r.earliestOpenDueDay),
      earliestOpenBillId: r.earliestOpenBillId === null ? null : Number(r.earliestOpenBillId), maxOverdueDays: Number(r.maxOverdueDays ?? 0),
    };
    return [sums.orderId, sums];
  }));
}
