/**
 * RepaymentManagementNew's and RollbackFlow's reads: repayment flows newest first along
 * repay_flows_repaid_idx, and the rollbacks newest first along repay_rollbacks_at_idx, each joined to the
 * names it shows for the rows of one page.
 */
import { and, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListSort } from '../../../common/list-query';
import type { FlowFilter, FlowSortField, RollbackFilter } from '../../../common/money/repay-lists';
import { formatEatDate, parseEat } from '../../../common/time';
import { countWithinBudget, filtersOnly, total, type CountedTotal } from '../../db/budgeted-count';
import type { DbOrTx } from '../../db/client';
import { needles, sortedMatches, startsWith, type Needle } from '../../db/list-search';
import { bills, flowCounts, merchants, orders, repayFlows, repayRollbacks, users } from '../../db/schema';
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

const flowRows = (db: DbOrTx, where: SQL[]) =>
  db.select({ one: sql`1` }).from(repayFlows).innerJoin(orders, eq(orders.id, repayFlows.orderId)).where(and(...where));

/** The filters flow_counts keys on; any other (a flow, payment code or order number) is counted. */
const FLOW_ROLLUP_KEYS = ['paymentChannel', 'repayType', 'source', 'status', 'repaidFrom', 'repaidTo'];
const DAY_MS = 86_400_000;
const dayAfter = (day: string) => formatEatDate(new Date(parseEat(day)!.getTime() + DAY_MS));

/**
 * A repaid-time range as whole EAT days flow_counts sums, and the partial days at either end, which are
 * counted exactly along repay_flows_repaid_idx (at most a day's flows each). Null when the range is within one day.
 */
function repaidDays(from: string | undefined, to: string | undefined) {
  const start = from ? parseEat(from)! : null;
  const startDay = start && formatEatDate(start);
  const wholeFrom = !start ? undefined : parseEat(startDay!)!.getTime() === start.getTime() ? startDay! : dayAfter(startDay!);
  const edges: SQL[] = [];
  if (start && wholeFrom !== startDay) edges.push(and(gte(repayFlows.repaidAt, start), lt(repayFlows.repaidAt, parseEat(wholeFrom!)!))!);
  let wholeTo: string | undefined;
  if (to && to.length === 10) wholeTo = to;
  else if (to) {
    const end = parseEat(to)!;
    const endDay = formatEatDate(end);
    wholeTo = formatEatDate(new Date(parseEat(endDay)!.getTime() - DAY_MS));
    edges.push(and(gte(repayFlows.repaidAt, parseEat(endDay)!), lte(repayFlows.repaidAt, end))!);
  }
  if (wholeFrom && wholeTo && wholeFrom > wholeTo) return null;
  return { wholeFrom, wholeTo, edges };
}

/**
 * The total from flow_counts when the filter sets only what it keys on (merchant, state, type, channel,
 * source, repaid time), plus exact counts of the partial days at a time range's ends; else null.
 */
async function flowRollupTotal(db: DbOrTx, f: FlowFilter, scope: MerchantScope): Promise<number | null> {
  if (!filtersOnly(f, FLOW_ROLLUP_KEYS)) return null;
  const days = repaidDays(f.repaidFrom, f.repaidTo);
  if (!days) return null;
  const c = flowCounts;
  const where = present([
    inScope(c.merchantId, scope),
    f.paymentChannel && eq(c.paymentChannel, f.paymentChannel),
    f.repayType && eq(c.repayType, f.repayType),
    f.source && eq(c.source, f.source),
    f.status && eq(c.status, f.status),
    days.wholeFrom && gte(c.repaidDay, days.wholeFrom),
    days.wholeTo && lte(c.repaidDay, days.wholeTo),
  ]);
  const base = flowWhere({ ...f, repaidFrom: undefined, repaidTo: undefined }, scope);
  const parts = await Promise.all([
    total(db, sql`select coalesce(sum(${c.flows}), 0) as total from ${c} where ${and(...where) ?? sql`true`}`),
    // No order filter here (the rollup covers none), so the flows are counted without joining their orders.
    ...days.edges.map((edge) => total(db, sql`select count(*) as total from ${repayFlows} where ${and(...base, edge)}`)),
  ]);
  return parts.reduce((a, b) => a + b, 0);
}

export async function countFlows(db: DbOrTx, where: SQL[], filter?: FlowFilter, scope: MerchantScope = null): Promise<CountedTotal> {
  const rollup = filter ? await flowRollupTotal(db, filter, scope) : null;
  if (rollup !== null) return { total: rollup, exact: true };
  const rows = flowRows(db, where);
  return countWithinBudget(db, sql`select count(*) as total from (${rows}) counted`, rows.toSQL());
}

const replacement = alias(repayFlows, 'replacement');

export function rollbackWhere(f: RollbackFilter, scope: MerchantScope): SQL[] {
  return present([
    inScope(repayFlows.merchantId, scope),
    f.flowNo && startsWith(repayFlows.flowNo, f.flowNo),
    f.orderNo && startsWith(orders.orderNo, f.orderNo),
    f.rollbackType && eq(repayRollbacks.rollbackType, f.rollbackType),
    f.caseSystem && sql`exists (select 1 from collection_cases cc where cc.bill_id = ${repayFlows.billId} and cc.system = ${f.caseSystem})`,
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

/**
 * Counted with only the joins the filter reads (every rollback has its flow and its order): the whole list is a
 * count of repay_rollbacks alone, not a lookup of each rollback's flow and order.
 */
export async function countRollbacks(db: DbOrTx, f: RollbackFilter, scope: MerchantScope): Promise<CountedTotal> {
  let rows = db.select({ one: sql`1` }).from(repayRollbacks).$dynamic();
  if (scope || f.flowNo || f.caseSystem) rows = rows.innerJoin(repayFlows, eq(repayFlows.id, repayRollbacks.flowId));
  if (f.orderNo) rows = rows.innerJoin(orders, eq(orders.id, repayRollbacks.orderId));
  rows = rows.where(and(...rollbackWhere(f, scope)));
  return countWithinBudget(db, sql`select count(*) as total from (${rows}) counted`, rows.toSQL());
}
