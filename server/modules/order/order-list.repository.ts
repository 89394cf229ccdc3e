/**
 * Order lists over a million rows: a page is one index range scan under a LIMIT, joined to names only for
 * the rows shown; the total comes from order_daily_counts when every filter is one it keys on, and from an
 * exact indexed count otherwise (docs/orders.md).
 */
import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { COUNTED_BY_DAY, type OrderFilter } from '../../../common/orders/order-query';
import { parseEat } from '../../../common/time';
import { queryRows, type DbOrTx } from '../../db/client';
import { orderDailyCounts, orders } from '../../db/schema';

/** The merchants a user may see; null means all of them. */
export type MerchantScope = readonly number[] | null;

const dayStart = (day: string) => parseEat(day) as Date;
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

export function orderWhere(filter: OrderFilter, scope: MerchantScope): SQL[] {
  const o = orders;
  const where: SQL[] = [];
  if (scope) where.push(inArray(o.merchantId, scope.length ? [...scope] : [-1]));
  if (filter.orderNo) where.push(eq(o.orderNo, filter.orderNo));
  if (filter.customerName) where.push(sql`lower(${o.customerName}) like ${`${filter.customerName.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`}`);
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
  return where;
}

const countableByDay = (filter: OrderFilter) =>
  Object.entries(filter).every(([key, value]) => value === undefined || COUNTED_BY_DAY.includes(key as keyof OrderFilter));

async function countByDay(db: DbOrTx, filter: OrderFilter, scope: MerchantScope): Promise<number> {
  const c = orderDailyCounts;
  const where: SQL[] = [];
  if (scope) where.push(inArray(c.merchantId, scope.length ? [...scope] : [-1]));
  if (filter.status?.length) where.push(inArray(c.status, filter.status));
  if (filter.merchantId !== undefined) where.push(eq(c.merchantId, filter.merchantId));
  if (filter.loanType !== undefined) where.push(eq(c.loanType, filter.loanType));
  if (filter.productId !== undefined) where.push(eq(c.productId, filter.productId));
  if (filter.applyDayFrom) where.push(gte(c.applyDay, filter.applyDayFrom));
  if (filter.applyDayTo) where.push(sql`${c.applyDay} <= ${filter.applyDayTo}`);
  const [row] = await db.select({ total: sql<string>`coalesce(sum(${c.orders}), 0)` }).from(c).where(and(...where));
  return Number(row.total);
}

export async function countOrders(db: DbOrTx, filter: OrderFilter, scope: MerchantScope): Promise<number> {
  if (countableByDay(filter)) return countByDay(db, filter, scope);
  const [row] = await db.select({ total: sql<string>`count(*)` }).from(orders).where(and(...orderWhere(filter, scope)));
  return Number(row.total);
}

export interface OrderListRow {
  id: number;
  orderNo: string;
  merchantId: number;
  merchantName: string;
  customerId: number;
  customerName: string;
  idNumber: string;
  certificateNumber: string | null;
  phone: string;
  customerLanguage: string;
  status: number;
  refuseCode: string | null;
  denialReason: string | null;
  applyAt: string;
  auditAt: string | null;
  lendingAt: string | null;
  loanAmountCents: number;
  practicalAmountCents: number;
  termDays: number;
  installments: number;
  productId: number;
  productName: string;
  loanType: number;
  incomingChannel: string | null;
  promotionChannel: string | null;
  lendingChannel: string | null;
  dataSource: string | null;
  whitelist: boolean;
  modelLevel: string | null;
  auditorId: number | null;
  auditorName: string | null;
  allocatedAt: string | null;
  callCount: number;
  lastActionCode: string | null;
  nextCallAt: string | null;
}

/** One page, newest application first, with merchant, product and auditor names for those rows only. */
export async function listOrderPage(db: DbOrTx, filter: OrderFilter, scope: MerchantScope, page: { current: number; size: number }) {
  const where = and(...orderWhere(filter, scope));
  const offset = (page.current - 1) * page.size;
  const pageRows = db.select({ id: orders.id }).from(orders).where(where)
    .orderBy(sql`${orders.applyAt} desc, ${orders.id} desc`).limit(page.size).offset(offset);
  const rows = await queryRows<Record<string, unknown>>(db, sql`
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
    order by o.apply_at desc, o.id desc`);
  return rows.map(normaliseRow);
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
