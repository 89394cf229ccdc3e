/**
 * Order lists over a million rows: a page is one index range scan under a LIMIT, joined to names only for
 * the rows shown; the total comes from order_daily_counts when every filter is one it keys on, and from an
 * exact indexed count otherwise (docs/orders.md).
 */
import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { ListSort } from '../../../common/list-query';
import { COUNTED_BY_DAY, COUNTED_BY_VALUE, type OrderFilter, type OrderSortField } from '../../../common/orders/order-query';
import type { OrderListRow } from '../../../common/orders/order-row';
import { parseEat } from '../../../common/time';
import { countWithinBudget } from '../../db/budgeted-count';
import { queryRows, type DbOrTx } from '../../db/client';
import { fewMatches, nameMatches, needles, sortedMatches, startsWith, type Needle } from '../../db/list-search';
import { orderDailyCounts, orderDimCounts, orders } from '../../db/schema';

/** The merchants a user may see; null means all of them. */
export type MerchantScope = readonly number[] | null;

const dayStart = (day: string) => parseEat(day) as Date;
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

export function orderWhere(filter: OrderFilter, scope: MerchantScope): SQL[] {
  const o = orders;
  const where: SQL[] = [];
  if (scope) where.push(inArray(o.merchantId, scope.length ? [...scope] : [-1]));
  if (filter.orderNo) where.push(startsWith(o.orderNo, filter.orderNo));
  if (filter.customerName) where.push(nameMatches(o.customerName, filter.customerName));
  if (filter.idNumber) where.push(eq(o.idNumber, filter.idNumber));
  if (filter.certificateNumber) where.push(eq(o.certificateNumber, filter.certificateNumber));
  if (filter.phone) where.push(eq(o.phone, filter.phone));
  if (filter.status?.length) where.push(filter.status.length === 1 ? eq(o.status, filter.status[0]) : inArray(o.status, filter.status));
  if (filter.refuseCode) where.push(eq(o.refuseCode, filter.refuseCode));
  if (filter.merchantId !== undefined) where.push(eq(o.merchantId, filter.merchantId));
  if (filter.productId !== undefined) where.push(eq(o.productId, filter.productId));
  if (filter.loanType !== undefined) where.push(eq(o.loanType, filter.loanType));
  if (filter.incomingChannel) where.push(eq(o.incomingChannel, filter.incomingChannel));
  if (filter.promotionChannel) where.push(eq(o.promotionChannel, filter.promotionChannel));
  if (filter.lendingChannel) where.push(eq(o.lendingChannel, filter.lendingChannel));
  if (filter.dataSource) where.push(eq(o.dataSource, filter.dataSource));
  if (filter.modelLevel) where.push(eq(o.modelLevel, filter.modelLevel));
  if (filter.whitelist !== undefined) where.push(eq(o.whitelist, filter.whitelist));
  if (filter.auditorId !== undefined) where.push(eq(o.auditorId, filter.auditorId));
  if (filter.applyDayFrom) where.push(gte(o.applyAt, dayStart(filter.applyDayFrom)));
  if (filter.applyDayTo) where.push(lt(o.applyAt, nextDay(filter.applyDayTo)));
  if (filter.lendingDayFrom) where.push(gte(o.lendingAt, dayStart(filter.lendingDayFrom)));
  if (filter.lendingDayTo) where.push(lt(o.lendingAt, nextDay(filter.lendingDayTo)));
  if (filter.nextCallFrom) where.push(gte(o.nextCallAt, filter.nextCallFrom));
  if (filter.nextCallBefore) where.push(lt(o.nextCallAt, filter.nextCallBefore));
  return where;
}

const setKeys = (filter: OrderFilter) =>
  Object.entries(filter).filter(([, value]) => value !== undefined).map(([key]) => key as keyof OrderFilter);

const countableByDay = (filter: OrderFilter) => setKeys(filter).every((key) => COUNTED_BY_DAY.includes(key));

/** The one per-value dimension of a filter that otherwise sets only status and merchant, if it is one. */
function valueDimension(filter: OrderFilter): keyof OrderFilter | null {
  const keys = setKeys(filter);
  const dims = keys.filter((key) => COUNTED_BY_VALUE.includes(key));
  const rest = keys.filter((key) => !COUNTED_BY_VALUE.includes(key));
  return dims.length === 1 && rest.every((key) => key === 'status' || key === 'merchantId') ? dims[0] : null;
}

function countByValueSql(filter: OrderFilter, dim: keyof OrderFilter, scope: MerchantScope): SQL {
  const c = orderDimCounts;
  const where: SQL[] = [eq(c.dim, dim), eq(c.value, String(filter[dim]))];
  if (scope) where.push(inArray(c.merchantId, scope.length ? [...scope] : [-1]));
  if (filter.status?.length) where.push(inArray(c.status, filter.status));
  if (filter.merchantId !== undefined) where.push(eq(c.merchantId, filter.merchantId));
  return sql`select coalesce(sum(${c.orders}), 0) as total from ${c} where ${and(...where) ?? sql`true`}`;
}

function countByDaySql(filter: OrderFilter, scope: MerchantScope): SQL {
  const c = orderDailyCounts;
  const where: SQL[] = [];
  if (scope) where.push(inArray(c.merchantId, scope.length ? [...scope] : [-1]));
  if (filter.status?.length) where.push(inArray(c.status, filter.status));
  if (filter.merchantId !== undefined) where.push(eq(c.merchantId, filter.merchantId));
  if (filter.loanType !== undefined) where.push(eq(c.loanType, filter.loanType));
  if (filter.productId !== undefined) where.push(eq(c.productId, filter.productId));
  if (filter.applyDayFrom) where.push(gte(c.applyDay, filter.applyDayFrom));
  if (filter.applyDayTo) where.push(sql`${c.applyDay} <= ${filter.applyDayTo}`);
  return sql`select coalesce(sum(${c.orders}), 0) as total from ${c} where ${and(...where) ?? sql`true`}`;
}

/** A total and whether it is exact; an estimate is marked so the screen shows "about n" and may ask again. */
export interface OrderTotal {
  total: number;
  exact: boolean;
}

/** Time an exact count over rows that no rollup covers may take before the planner's estimate answers. */
const exactCountSql = (where: SQL | undefined) => sql`select count(*) as total from ${orders} where ${where ?? sql`true`}`;

async function total(db: DbOrTx, query: SQL): Promise<number> {
  const [row] = await queryRows<{ total: string | number }>(db, query);
  return Number(row.total);
}

/** The statement that answers a filter's total from a rollup, or null when none covers it. */
export function rollupCountSql(filter: OrderFilter, scope: MerchantScope): SQL | null {
  if (countableByDay(filter)) return countByDaySql(filter, scope);
  const dim = valueDimension(filter);
  return dim ? countByValueSql(filter, dim, scope) : null;
}

/** The statement of an exact count, as the budgeted path runs it. */
export const exactOrderCountSql = (filter: OrderFilter, scope: MerchantScope) => exactCountSql(and(...orderWhere(filter, scope)));

/**
 * The total of a filter: from a rollup when one covers it; otherwise an exact count within a time budget;
 * past the budget, the planner's estimate (marked not exact). `exactOnly` counts without a budget.
 */
export async function countOrders(db: DbOrTx, filter: OrderFilter, scope: MerchantScope, { exactOnly = false } = {}): Promise<OrderTotal> {
  const rollup = rollupCountSql(filter, scope);
  if (rollup) return { total: await total(db, rollup), exact: true };
  const where = and(...orderWhere(filter, scope));
  return countWithinBudget(db, exactCountSql(where), db.select({ one: sql`1` }).from(orders).where(where).toSQL(), { exactOnly });
}

export type { OrderListRow };

/**
 * How a page is ordered: newest application first (every list), a column the caller chose (ORDER_SORTABLE),
 * or an auditor's queue (MyAudit): calls due before `now` first, earliest due first, then the oldest allocation.
 */
export type OrderPageOrder = { by: 'applied' } | { by: 'callDue'; now: Date } | { by: 'sorted'; sort: ListSort<OrderSortField> };

const APPLIED: OrderPageOrder = { by: 'applied' };

/**
 * Each sortable column's ORDER BY, descending and ascending, written to match an index exactly (a forward or
 * backward walk), so a sorted page is an index walk under a LIMIT: apply_at along orders_apply_idx (and
 * orders_status_apply_idx with a state); lending_at along orders_lending_idx (descending) and
 * orders_lending_asc_idx (ascending), orders never lent last either way; loan_amount_cents along orders_amount_idx.
 */
const SORTED: Record<OrderSortField, { column: string; desc: string; asc: string }> = {
  applyAt: { column: 'apply_at', desc: 'desc nulls last', asc: 'asc nulls first' },
  lendingAt: { column: 'lending_at', desc: 'desc nulls last', asc: 'asc nulls last' },
  loanAmountCents: { column: 'loan_amount_cents', desc: 'desc nulls last', asc: 'asc nulls first' },
};

const SORT_KINDS: Record<string, 'time' | 'number'> = { apply_at: 'time', lending_at: 'time', loan_amount_cents: 'number' };

/** `few`: the needle filters match few orders (fewMatches), so the page sorts them by a key no index gives. */
function pageOrderSql(order: OrderPageOrder, table: 'orders' | 'o', few = false): SQL {
  const c = (column: string) => sql.raw(`${table}.${column}`);
  const key = (column: string) => (few ? sortedMatches(c(column), SORT_KINDS[column]) : c(column));
  if (order.by === 'callDue') {
    return sql`case when ${c('next_call_at')} < ${order.now.toISOString()}::timestamptz then ${c('next_call_at')} end asc nulls last,
      ${c('allocated_at')} asc nulls last, ${c('id')} asc`;
  }
  if (order.by === 'sorted') {
    const { column, ...ways } = SORTED[order.sort.field];
    const way = ways[order.sort.direction];
    return sql`${key(column)} ${sql.raw(way)}, ${c('id')} ${sql.raw(way)}`;
  }
  // Matches the indexes' order exactly (DESC NULLS LAST), so a page is an index range scan under a LIMIT.
  return sql`${key('apply_at')} desc nulls last, ${c('id')} desc nulls last`;
}

/**
 * The order filter whose matches cluster in the list's order: an order number's start (it embeds the application
 * day), so fewMatches decides how a page is read. A name is left to the planner: its matches are spread over
 * time, and on the orders themselves the walk tests it without a lookup (573 pages for "ry Kam" at a million
 * orders, against 1 987 for its 1 748 matches sorted); a rare name it reads along the trigram index itself.
 */
export const orderNeedles = (filter: OrderFilter): Needle[] => needles(
  filter.orderNo && { table: orders, condition: startsWith(orders.orderNo, filter.orderNo) },
);

/** The statement of one page, in the order asked for, with the merchant, product and auditor names of those rows only. */
export function orderPageSql(filter: OrderFilter, scope: MerchantScope, page: { current: number; size: number }, order = APPLIED, few = false): SQL {
  const where = and(...orderWhere(filter, scope)) ?? sql`true`;
  const offset = (page.current - 1) * page.size;
  const pageRows = sql`select ${orders.id} from ${orders} where ${where}
    order by ${pageOrderSql(order, 'orders', few)} limit ${page.size} offset ${offset}`;
  return sql`
    select o.id, o.order_no as "orderNo", o.merchant_id as "merchantId", m.merchant_name as "merchantName",
      o.customer_id as "customerId", o.customer_name as "customerName", o.id_number as "idNumber",
      o.certificate_number as "certificateNumber", o.phone, o.customer_language as "customerLanguage", o.status,
      o.refuse_code as "refuseCode", o.denial_reason as "denialReason", o.apply_at as "applyAt", o.audit_at as "auditAt",
      o.lending_at as "lendingAt", o.loan_amount_cents as "loanAmountCents", o.practical_amount_cents as "practicalAmountCents",
      o.term_days as "termDays", o.installments, o.product_id as "productId", p.product_name as "productName",
      o.loan_type as "loanType", o.incoming_channel as "incomingChannel", o.promotion_channel as "promotionChannel",
      o.lending_channel as "lendingChannel", o.data_source as "dataSource", o.whitelist, o.model_level as "modelLevel",
      o.auditor_id as "auditorId", u.real_name as "auditorName", o.allocated_at as "allocatedAt", o.call_count as "callCount",
      o.last_action_code as "lastActionCode", o.next_call_at as "nextCallAt"
    from orders o
    join merchants m on m.id = o.merchant_id
    join products p on p.id = o.product_id
    left join users u on u.id = o.auditor_id
    where o.id in (${pageRows})
    order by ${pageOrderSql(order, 'o')}`;
}

export async function listOrderPage(db: DbOrTx, filter: OrderFilter, scope: MerchantScope, page: { current: number; size: number }, order = APPLIED) {
  const few = await fewMatches(db, orderNeedles(filter));
  return (await queryRows<Record<string, unknown>>(db, orderPageSql(filter, scope, page, order, few))).map(normaliseRow);
}

function normaliseRow(row: Record<string, unknown>): OrderListRow {
  const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
  return {
    ...(row as unknown as OrderListRow),
    id: Number(row.id),
    loanAmountCents: Number(row.loanAmountCents),
    practicalAmountCents: Number(row.practicalAmountCents),
    applyAt: iso(row.applyAt) as string,
    auditAt: iso(row.auditAt),
    lendingAt: iso(row.lendingAt),
    allocatedAt: iso(row.allocatedAt),
    nextCallAt: iso(row.nextCallAt),
  };
}
