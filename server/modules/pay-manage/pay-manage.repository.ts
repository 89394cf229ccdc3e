/**
 * LoanManagement's reads. The list holds the orders that reached disbursement: every order with a release
 * status (an attempt was made) and pending-disbursement orders not yet sent. A page is read per release
 * status from orders_release_idx (release_status, audit_at desc) and for the unsent ones from the status
 * index, each branch cut at the page's end, then merged; names and loan codes are read for the page only.
 */
import { and, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { LoanCodeView, PayBatchAction, PayManageFilter, PayManageRow } from '../../../common/money/pay-manage';
import { RELEASE_STATUS } from '../../../common/money/statuses';
import { ORDER_STATUS } from '../../../common/orders/order-status';
import { parseEat } from '../../../common/time';
import { countWithinBudget, type CountedTotal } from '../../db/budgeted-count';
import { queryRows, type DbOrTx } from '../../db/client';
import { nameMatches, startsWith } from '../../db/list-search';
import { loanCodes, orders, users } from '../../db/schema';
import type { MerchantScope } from '../order/order-list.repository';

const o = orders;
const dayStart = (day: string) => parseEat(day) as Date;
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** The filter's conditions, without the "reached disbursement" condition the branches add. */
function filterWhere(filter: PayManageFilter, scope: MerchantScope): SQL[] {
  const where: SQL[] = [];
  if (scope) where.push(inArray(o.merchantId, scope.length ? [...scope] : [-1]));
  if (filter.orderNo) where.push(startsWith(o.orderNo, filter.orderNo));
  if (filter.phone) where.push(eq(o.phone, filter.phone));
  if (filter.customerName) where.push(nameMatches(o.customerName, filter.customerName));
  if (filter.merchantId !== undefined) where.push(eq(o.merchantId, filter.merchantId));
  if (filter.lendingChannel) where.push(eq(o.lendingChannel, filter.lendingChannel));
  if (filter.auditDayFrom) where.push(gte(o.auditAt, dayStart(filter.auditDayFrom)));
  if (filter.auditDayTo) where.push(lt(o.auditAt, nextDay(filter.auditDayTo)));
  if (filter.lendingDayFrom) where.push(gte(o.lendingAt, dayStart(filter.lendingDayFrom)));
  if (filter.lendingDayTo) where.push(lt(o.lendingAt, nextDay(filter.lendingDayTo)));
  return where;
}

/** One condition per branch: a release status (its index range), or "approved, not yet sent". */
function branches(filter: PayManageFilter): SQL[] {
  if (filter.releaseStatus !== undefined) return [eq(o.releaseStatus, filter.releaseStatus)];
  return [
    ...Object.values(RELEASE_STATUS).map((status) => eq(o.releaseStatus, status)),
    and(eq(o.status, ORDER_STATUS.pendingDisbursement), isNull(o.releaseStatus))!,
  ];
}

/** Where the last row of the previous chunk was, in the list's order (audit_at desc nulls last, id desc). */
export interface PayCursor {
  auditAt: string | null;
  id: number;
}

function after(cursor: PayCursor): SQL {
  if (cursor.auditAt === null) return sql`(${o.auditAt} is null and ${o.id} < ${cursor.id})`;
  return sql`(${o.auditAt} < ${cursor.auditAt}::timestamptz or (${o.auditAt} = ${cursor.auditAt}::timestamptz and ${o.id} < ${cursor.id}) or ${o.auditAt} is null)`;
}

const ORDER_BY = sql`audit_at desc nulls last, id desc`;

/** The ids of one page (or one chunk after a cursor), in the list's order; `only` narrows further. */
function pageIdsSql(filter: PayManageFilter, scope: MerchantScope, limit: number, offset: number, cursor: PayCursor | null, only?: SQL): SQL {
  const common = filterWhere(filter, scope);
  if (cursor) common.push(after(cursor));
  if (only) common.push(only);
  const reach = limit + offset;
  const parts = branches(filter).map((branch) => sql`(select ${o.id} as id, ${o.auditAt} as audit_at from ${o}
    where ${and(branch, ...common)} order by ${ORDER_BY} limit ${reach})`);
  return sql`select id, audit_at from (${sql.join(parts, sql` union all `)}) branches order by ${ORDER_BY} limit ${limit} offset ${offset}`;
}

/** The total: exact within the shared budget, else the planner's estimate (see server/db/budgeted-count.ts). */
export async function countPayOrders(db: DbOrTx, filter: PayManageFilter, scope: MerchantScope): Promise<CountedTotal> {
  const reached = sql.join(branches(filter).map((b) => sql`(${b})`), sql` or `);
  const where = sql`(${reached}) and ${and(...filterWhere(filter, scope)) ?? sql`true`}`;
  return countWithinBudget(db, sql`select count(*) as total from ${o} where ${where}`, db.select({ one: sql`1` }).from(o).where(where).toSQL());
}

/** The rows of the list a batch action starts from: not yet sent (disburse), or a failed payout (resend, cancel). */
const BATCH_STARTS: Record<PayBatchAction, SQL> = {
  disburse: and(eq(o.status, ORDER_STATUS.pendingDisbursement), isNull(o.releaseStatus))!,
  resend: and(eq(o.status, ORDER_STATUS.pendingDisbursement), eq(o.releaseStatus, RELEASE_STATUS.lendingFailure))!,
  cancel: and(eq(o.status, ORDER_STATUS.pendingDisbursement), eq(o.releaseStatus, RELEASE_STATUS.lendingFailure))!,
};
const BATCH_PAGE = 500;

/**
 * The filtered rows an action applies to, at most `limit`, in the list's order: read page by page after a
 * cursor (never the whole table), each page an index walk like the list's own.
 */
export async function batchStartRows(db: DbOrTx, filter: PayManageFilter, scope: MerchantScope, action: PayBatchAction, limit: number) {
  const found: { id: number; amountCents: number }[] = [];
  let cursor: PayCursor | null = null;
  while (found.length < limit) {
    const size = Math.min(BATCH_PAGE, limit - found.length);
    const rows: Record<string, unknown>[] = await queryRows<Record<string, unknown>>(db, sql`
      select o.id, o.practical_amount_cents as "amountCents", o.audit_at::text as "cursorAt"
      from (${pageIdsSql(filter, scope, size, 0, cursor, BATCH_STARTS[action])}) p join orders o on o.id = p.id
      order by o.audit_at desc nulls last, o.id desc`);
    found.push(...rows.map((r) => ({ id: Number(r.id), amountCents: Number(r.amountCents) })));
    if (rows.length < size) break;
    const last = rows[rows.length - 1];
    cursor = { auditAt: (last.cursorAt as string | null) ?? null, id: Number(last.id) };
  }
  return found;
}

type RawRow = Omit<PayManageRow, 'attempts' | 'latestCode'> & { cursorAt: string | null };

/** One page (or chunk) of rows with merchant names, without their loan codes. */
export async function payOrderPage(db: DbOrTx, filter: PayManageFilter, scope: MerchantScope, page: { limit: number; offset: number; cursor?: PayCursor | null }): Promise<RawRow[]> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`
    select o.id, o.order_no as "orderNo", o.status, o.merchant_id as "merchantId", m.merchant_name as "merchantName",
      o.customer_name as "customerName", o.phone, o.loan_amount_cents as "loanAmountCents",
      o.practical_amount_cents as "practicalAmountCents", o.lending_channel as "lendingChannel",
      o.release_status as "releaseStatus", o.audit_at as "auditAt", o.lending_at as "lendingAt", o.audit_at::text as "cursorAt"
    from (${pageIdsSql(filter, scope, page.limit, page.offset, page.cursor ?? null)}) p
    join orders o on o.id = p.id
    join merchants m on m.id = o.merchant_id
    order by o.audit_at desc nulls last, o.id desc`);
  const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
  return rows.map((r) => ({
    ...(r as unknown as RawRow),
    id: Number(r.id), status: Number(r.status), loanAmountCents: Number(r.loanAmountCents), practicalAmountCents: Number(r.practicalAmountCents),
    releaseStatus: r.releaseStatus === null ? null : Number(r.releaseStatus), auditAt: iso(r.auditAt), lendingAt: iso(r.lendingAt),
  }));
}

const codeColumns = {
  id: loanCodes.id, orderId: loanCodes.orderId, systemCode: loanCodes.systemCode, thirdPartyCode: loanCodes.thirdPartyCode,
  thirdPartyOrderNo: loanCodes.thirdPartyOrderNo, channel: loanCodes.channel, amountCents: loanCodes.amountCents,
  accountNumber: loanCodes.accountNo, status: loanCodes.status, failType: loanCodes.failType, failCause: loanCodes.failCause,
  confirmStatus: loanCodes.confirmStatus, confirmerName: users.realName, confirmedAt: loanCodes.confirmedAt, origin: loanCodes.origin,
  createdAt: loanCodes.createdAt, answeredAt: loanCodes.answeredAt,
};

type CodeRow = { [K in keyof typeof codeColumns]: unknown };

function toView(row: CodeRow): LoanCodeView {
  const iso = (v: unknown) => (v ? new Date(v as string | Date).toISOString() : null);
  return {
    ...(row as unknown as LoanCodeView), id: Number(row.id), orderId: Number(row.orderId), amountCents: Number(row.amountCents),
    confirmedAt: iso(row.confirmedAt), createdAt: iso(row.createdAt)!, answeredAt: iso(row.answeredAt),
  };
}

/** The latest attempt of each order and how many it has: one query for the whole page. */
export async function latestCodes(db: DbOrTx, orderIds: readonly number[]): Promise<Map<number, { attempts: number; latest: LoanCodeView }>> {
  if (!orderIds.length) return new Map();
  const rows = await db.selectDistinctOn([loanCodes.orderId], { ...codeColumns, attempts: sql<number>`count(*) over (partition by ${loanCodes.orderId})` })
    .from(loanCodes).leftJoin(users, eq(users.id, loanCodes.confirmerId))
    .where(inArray(loanCodes.orderId, [...orderIds]))
    .orderBy(loanCodes.orderId, sql`${loanCodes.id} desc`);
  return new Map(rows.map(({ attempts, ...row }) => [Number(row.orderId), { attempts: Number(attempts), latest: toView(row) }]));
}

/** Every attempt of one order, newest first, with the confirmer's name. */
export async function codesOfOrder(db: DbOrTx, orderId: number): Promise<LoanCodeView[]> {
  const rows = await db.select(codeColumns).from(loanCodes).leftJoin(users, eq(users.id, loanCodes.confirmerId))
    .where(eq(loanCodes.orderId, orderId)).orderBy(sql`${loanCodes.id} desc`);
  return rows.map(toView);
}

/** The orders among `ids` the scope lets the caller act on: id → order number. */
export async function ordersInScope(db: DbOrTx, ids: readonly number[], scope: MerchantScope): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const where = [inArray(o.id, [...ids])];
  if (scope) where.push(inArray(o.merchantId, scope.length ? [...scope] : [-1]));
  const rows = await db.select({ id: o.id, orderNo: o.orderNo }).from(o).where(and(...where));
  return new Map(rows.map((r) => [r.id, r.orderNo]));
}

export async function findCode(db: DbOrTx, loanCodeId: number) {
  const [row] = await db.select({ id: loanCodes.id, orderId: loanCodes.orderId, merchantId: loanCodes.merchantId, confirmStatus: loanCodes.confirmStatus, orderNo: o.orderNo })
    .from(loanCodes).innerJoin(o, eq(o.id, loanCodes.orderId)).where(eq(loanCodes.id, loanCodeId));
  return row ?? null;
}
