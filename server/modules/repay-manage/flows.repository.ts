/**
 * RepaymentManagementNew's and RollbackFlow's reads: repayment flows newest first along
 * repay_flows_repaid_idx, and the rollbacks newest first along repay_rollbacks_at_idx, each joined to the
 * names it shows for the rows of one page.
 */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListSort } from '../../../common/list-query';
import type { FlowFilter, FlowSortField, RollbackFilter } from '../../../common/money/repay-lists';
import { parseEat } from '../../../common/time';
import { countWithinBudget, type CountedTotal } from '../../db/budgeted-count';
import type { DbOrTx } from '../../db/client';
import { needles, sortedMatches, startsWith, type Needle } from '../../db/list-search';
import { bills, merchants, orders, repayFlows, repayRollbacks, users } from '../../db/schema';
import type { MerchantScope } from '../order/order-list.repository';
import { inScope, present, withinTimes } from './repay-where';

/** `exactFlowNo`: the flow number is the whole number (one flow), not the start of numbers as a list filter. */
export function flowWhere(f: FlowFilter, scope: MerchantScope, { exactFlowNo = false } = {}): SQL[] {
  return present([
    inScope(repayFlows.merchantId, scope),
    f.flowNo && (exactFlowNo ? eq(repayFlows.flowNo, f.flowNo) : startsWith(repayFlows.flowNo, f.flowNo)),
    f.paymentCode && eq(repayFlows.paymentCode, f.paymentCode),
    f.orderNo && startsWith(orders.orderNo, f.orderNo),
    f.paymentChannel && eq(repayFlows.paymentChannel, f.paymentChannel),
    f.repayType && eq(repayFlows.repayType, f.repayType),
    f.source && eq(repayFlows.source, f.source),
    f.status && eq(repayFlows.status, f.status),
    ...withinTimes(repayFlows.repaidAt, f.repaidFrom, f.repaidTo),
  ]);
}

const flowColumns = {
  flow: repayFlows, orderNo: orders.orderNo, customerName: orders.customerName, phone: orders.phone,
  billNo: bills.billNo, merchantName: merchants.merchantName, creatorName: users.realName,
};

/** The filters a search index answers (fewMatches decides how a page is read). */
export const flowNeedles = (f: FlowFilter): Needle[] => needles(
  f.flowNo && { table: repayFlows, condition: startsWith(repayFlows.flowNo, f.flowNo) },
  f.orderNo && { table: orders, condition: startsWith(orders.orderNo, f.orderNo) },
);

/**
 * Repaid time along repay_flows_repaid_idx, amount along repay_flows_amount_idx: DESC (nulls first), ASC its
 * backward walk. Over few matches (fewMatches), a key no index gives, so the matches are read and sorted.
 */
function flowOrder(sort: ListSort<FlowSortField> | null, few: boolean): SQL[] {
  const column = (sort?.field ?? 'repaidAt') === 'repaidAt'
    ? (few ? sortedMatches(repayFlows.repaidAt, 'time') : sql`${repayFlows.repaidAt}`)
    : (few ? sortedMatches(repayFlows.amountCents, 'number') : sql`${repayFlows.amountCents}`);
  const way = sql.raw(sort?.direction === 'asc' ? 'asc' : 'desc');
  return [sql`${column} ${way}`, sql`${repayFlows.id} ${way}`];
}

export async function findFlows(db: DbOrTx, where: SQL[], offset: number, limit: number, sort: ListSort<FlowSortField> | null = null, few = false) {
  return db.select(flowColumns).from(repayFlows)
    .innerJoin(orders, eq(orders.id, repayFlows.orderId))
    .innerJoin(bills, eq(bills.id, repayFlows.billId))
    .innerJoin(merchants, eq(merchants.id, repayFlows.merchantId))
    .leftJoin(users, eq(users.id, repayFlows.createdBy))
    .where(and(...where))
    .orderBy(...flowOrder(sort, few))
    .limit(limit).offset(offset);
}

export type FlowWithNames = Awaited<ReturnType<typeof findFlows>>[number];

export async function countFlows(db: DbOrTx, where: SQL[]): Promise<CountedTotal> {
  const rows = db.select({ one: sql`1` }).from(repayFlows).innerJoin(orders, eq(orders.id, repayFlows.orderId)).where(and(...where));
  return countWithinBudget(db, sql`select count(*) as total from (${rows}) counted`, rows.toSQL());
}

const replacement = alias(repayFlows, 'replacement');

export function rollbackWhere(f: RollbackFilter, scope: MerchantScope): SQL[] {
  return present([
    inScope(repayFlows.merchantId, scope),
    f.flowNo && startsWith(repayFlows.flowNo, f.flowNo),
    f.orderNo && startsWith(orders.orderNo, f.orderNo),
    f.rollbackType && eq(repayRollbacks.rollbackType, f.rollbackType),
    f.dayFrom && gte(repayRollbacks.at, parseEat(f.dayFrom)!),
    f.dayTo && lt(repayRollbacks.at, new Date(parseEat(f.dayTo)!.getTime() + 86_400_000)),
  ]);
}

export async function findRollbacks(db: DbOrTx, where: SQL[], offset: number, limit: number) {
  return db.select({
    rollback: repayRollbacks, flowNo: repayFlows.flowNo, orderNo: orders.orderNo, creatorName: users.realName, replacementFlowNo: replacement.flowNo,
  }).from(repayRollbacks)
    .innerJoin(repayFlows, eq(repayFlows.id, repayRollbacks.flowId))
    .innerJoin(orders, eq(orders.id, repayRollbacks.orderId))
    .leftJoin(users, eq(users.id, repayRollbacks.createdBy))
    .leftJoin(replacement, eq(replacement.id, repayRollbacks.replacementFlowId))
    .where(and(...where))
    .orderBy(desc(repayRollbacks.at), desc(repayRollbacks.id))
    .limit(limit).offset(offset);
}

export async function countRollbacks(db: DbOrTx, where: SQL[]): Promise<CountedTotal> {
  const rows = db.select({ one: sql`1` }).from(repayRollbacks).innerJoin(repayFlows, eq(repayFlows.id, repayRollbacks.flowId)).innerJoin(orders, eq(orders.id, repayRollbacks.orderId)).where(and(...where));
  return countWithinBudget(db, sql`select count(*) as total from (${rows}) counted`, rows.toSQL());
}
