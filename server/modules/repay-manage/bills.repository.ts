/**
 * RepaymentManagement's reads: bills joined to their order and merchant, newest due day first along
 * bills_due_idx (bills_status_due_idx when a status is chosen), one page under a LIMIT and an indexed count.
 */
import { and, eq, gte, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ListSort } from '../../../common/list-query';
import type { BillFilter, BillSortField } from '../../../common/money/repay-lists';
import { countByRollup, countWithinBudget, filtersOnly, type CountedTotal } from '../../db/budgeted-count';
import type { DbOrTx } from '../../db/client';
import { nameMatches, needles, sortedMatches, startsWith, type Needle } from '../../db/list-search';
import { billCounts, bills, merchants, orders } from '../../db/schema';
import type { MerchantScope } from '../order/order-list.repository';
import { inScope, present, withinDays } from './repay-where';

/**
 * The filters a search index answers, each on its own table (fewMatches decides how a page is read): numbers,
 * whose matches cluster in due-day order, and the name, which the walk would test by looking up each bill's order.
 */
export const billNeedles = (f: BillFilter): Needle[] => needles(
  f.orderNo && { table: orders, condition: startsWith(orders.orderNo, f.orderNo) },
  f.billNo && { table: bills, condition: startsWith(bills.billNo, f.billNo) },
  f.customerName && { table: orders, condition: nameMatches(orders.customerName, f.customerName) },
);

export function billWhere(f: BillFilter, scope: MerchantScope, today: string): SQL[] {
  return present([
    inScope(bills.merchantId, scope),
    f.orderNo && startsWith(orders.orderNo, f.orderNo),
    f.billNo && startsWith(bills.billNo, f.billNo),
    f.phone && eq(orders.phone, f.phone),
    f.customerName && nameMatches(orders.customerName, f.customerName),
    f.merchantId !== undefined && eq(bills.merchantId, f.merchantId),
    f.status && eq(bills.status, f.status),
    f.overdue === true && and(ne(bills.status, 'settled'), lt(bills.dueDay, today)),
    f.overdue === false && or(eq(bills.status, 'settled'), gte(bills.dueDay, today)),
    f.dueDayFrom && gte(bills.dueDay, f.dueDayFrom),
    f.dueDayTo && lte(bills.dueDay, f.dueDayTo),
    ...withinDays(orders.lendingAt, f.lendingDayFrom, f.lendingDayTo),
  ]);
}

const billColumns = {
  bill: bills, orderNo: orders.orderNo, customerName: orders.customerName, phone: orders.phone,
  lendingAt: orders.lendingAt, merchantName: merchants.merchantName,
};

/**
 * Due day, latest first unless ascending asked: DESC (nulls first) along bills_due_idx, ASC (nulls last) is its
 * backward walk. Over few matches (fewMatches), a key no index gives, so the matches are read and sorted.
 */
function billOrder(sort: ListSort<BillSortField> | null, few: boolean): SQL[] {
  const due = few ? sortedMatches(bills.dueDay, 'date') : sql`${bills.dueDay}`;
  const way = sql.raw(sort?.direction === 'asc' ? 'asc' : 'desc');
  return [sql`${due} ${way}`, sql`${bills.id} ${way}`];
}

export async function findBills(db: DbOrTx, where: SQL[], offset: number, limit: number, sort: ListSort<BillSortField> | null = null, few = false) {
  return db.select(billColumns).from(bills)
    .innerJoin(orders, eq(orders.id, bills.orderId))
    .innerJoin(merchants, eq(merchants.id, bills.merchantId))
    .where(and(...where))
    .orderBy(...billOrder(sort, few))
    .limit(limit).offset(offset);
}

export type BillWithOrder = Awaited<ReturnType<typeof findBills>>[number];

/** The filters bill_counts keys on (merchant, state, due day); any other filter is counted. */
const BILL_ROLLUP_KEYS = ['merchantId', 'status', 'overdue', 'dueDayFrom', 'dueDayTo'];

/** The total from bill_counts when the filter sets only what it keys on, else null. */
export function billRollupSql(f: BillFilter, scope: MerchantScope, today: string): SQL | null {
  const c = billCounts;
  if (!filtersOnly(f, BILL_ROLLUP_KEYS)) return null;
  const where = present([
    inScope(c.merchantId, scope),
    f.merchantId !== undefined && eq(c.merchantId, f.merchantId),
    f.status && eq(c.status, f.status),
    f.overdue === true && and(ne(c.status, 'settled'), lt(c.dueDay, today)),
    f.overdue === false && or(eq(c.status, 'settled'), gte(c.dueDay, today)),
    f.dueDayFrom && gte(c.dueDay, f.dueDayFrom),
    f.dueDayTo && lte(c.dueDay, f.dueDayTo),
  ]);
  return sql`select coalesce(sum(${c.bills}), 0) as total from ${c} where ${and(...where) ?? sql`true`}`;
}

/** `rollup`: billRollupSql's statement when it covers the filter. */
export async function countBills(db: DbOrTx, where: SQL[], rollup: SQL | null = null): Promise<CountedTotal> {
  return countByRollup(db, rollup, () => {
    const rows = db.select({ one: sql`1` }).from(bills).innerJoin(orders, eq(orders.id, bills.orderId)).where(and(...where));
    return countWithinBudget(db, sql`select count(*) as total from (${rows}) counted`, rows.toSQL());
  });
}

export async function findBillsByIds(db: DbOrTx, ids: readonly number[]) {
  if (!ids.length) return [];
  return db.select(billColumns).from(bills)
    .innerJoin(orders, eq(orders.id, bills.orderId))
    .innerJoin(merchants, eq(merchants.id, bills.merchantId))
    .where(inArray(bills.id, [...ids]));
}
