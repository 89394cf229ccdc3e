/** Write-off batches and rows, and what a write-off needs to know of orders, bills, flows and caps. */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../../common/list-query';
import type { BatchListQuery, RowListQuery, SupplementListQuery } from '../../../common/money/write-off-lists';
import { countWithinBudget } from '../../db/budgeted-count';
import type { DbOrTx, Tx } from '../../db/client';
import { startsWith } from '../../db/list-search';
import { analyzeAfterBulkWrite } from '../../db/statistics';
import { autoWriteOffConfigs, bills, orders, repayFlows, users, writeOffBatches, writeOffRows } from '../../db/schema';
import type { MerchantScope } from '../order/order-list.repository';

export type BatchRecord = typeof writeOffBatches.$inferSelect;
export type RowRecord = typeof writeOffRows.$inferSelect;
export type RowInsert = typeof writeOffRows.$inferInsert;
type BatchInsert = typeof writeOffBatches.$inferInsert;

const INSERT_CHUNK = 500;
const DAY_MS = 86_400_000;

export async function insertBatch(db: DbOrTx, values: BatchInsert): Promise<BatchRecord> {
  const [row] = await db.insert(writeOffBatches).values(values).returning();
  return row;
}

export async function updateBatch(db: DbOrTx, id: number, values: Partial<BatchInsert>): Promise<BatchRecord> {
  const [row] = await db.update(writeOffBatches).set(values).where(eq(writeOffBatches.id, id)).returning();
  return row;
}

/** Ends a batch that has not finished in "error" with the reason's key; false when it had already ended. */
export async function failBatch(db: DbOrTx, id: number, reasonKey: string, now: Date): Promise<boolean> {
  const marked = await db.update(writeOffBatches)
    .set({ status: 'error', result: 'fail', errorMessage: reasonKey, finishedAt: now, updatedAt: now })
    .where(and(eq(writeOffBatches.id, id), inArray(writeOffBatches.status, ['unfinished', 'processing']))).returning({ id: writeOffBatches.id });
  return marked.length > 0;
}

/** Imports follow one another, so two files never lock the same bills in opposite orders. */
export async function lockImports(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('writeOff:import'))`);
}

/** Held until the applying transaction ends: recovery at another start waits for it rather than guessing. */
export async function lockBatch(tx: Tx, id: number): Promise<BatchRecord | null> {
  const [row] = await tx.select().from(writeOffBatches).where(eq(writeOffBatches.id, id)).for('update');
  return row ?? null;
}

export async function insertRows(tx: DbOrTx, rows: readonly RowInsert[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await tx.insert(writeOffRows).values(rows.slice(i, i + INSERT_CHUNK));
}

/** After an import, in its transaction: the flows' statistics, so the flow lists' estimated totals count its flows. */
export const refreshFlowStatistics = (tx: Tx, added: number) => analyzeAfterBulkWrite(tx, repayFlows, added);

const batchColumns = { batch: writeOffBatches, importerName: users.realName };

/** `dayFrom`/`dayTo` are EAT days; the batch's creation instant is compared with their UTC bounds. */
const eatDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 3 * 3_600_000);

function batchWhere(query: BatchListQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.batchNo) where.push(eq(writeOffBatches.batchNo, query.batchNo));
  if (query.importer) {
    const like = `%${escapeLike(query.importer)}%`;
    where.push(or(ilike(users.realName, like), ilike(users.username, like))!);
  }
  if (query.status) where.push(eq(writeOffBatches.status, query.status));
  if (query.result) where.push(eq(writeOffBatches.result, query.result));
  if (query.dayFrom) where.push(gte(writeOffBatches.createdAt, eatDayStart(query.dayFrom)));
  if (query.dayTo) where.push(lt(writeOffBatches.createdAt, new Date(eatDayStart(query.dayTo).getTime() + DAY_MS)));
  return and(...where);
}

export async function listBatches(db: DbOrTx, query: BatchListQuery) {
  const where = batchWhere(query);
  const rows = await db.select(batchColumns).from(writeOffBatches).leftJoin(users, eq(users.id, writeOffBatches.importerId))
    .where(where).orderBy(desc(writeOffBatches.createdAt), desc(writeOffBatches.id)).limit(query.size).offset((query.current - 1) * query.size);
  const [{ total }] = await db.select({ total: count() }).from(writeOffBatches).leftJoin(users, eq(users.id, writeOffBatches.importerId)).where(where);
  return { rows, total: Number(total) };
}

export async function batchWithImporter(db: DbOrTx, id: number) {
  const [row] = await db.select(batchColumns).from(writeOffBatches).leftJoin(users, eq(users.id, writeOffBatches.importerId)).where(eq(writeOffBatches.id, id));
  return row ?? null;
}

const rowsWhere = (batchId: number, onlyErrors: boolean) => and(eq(writeOffRows.batchId, batchId), onlyErrors ? eq(writeOffRows.ok, false) : undefined);

export async function listRows(db: DbOrTx, batchId: number, query: RowListQuery) {
  const where = rowsWhere(batchId, query.onlyErrors);
  const rows = await db.select({ row: writeOffRows, flowNo: repayFlows.flowNo }).from(writeOffRows).leftJoin(repayFlows, eq(repayFlows.id, writeOffRows.flowId))
    .where(where).orderBy(asc(writeOffRows.rowNo)).limit(query.size).offset((query.current - 1) * query.size);
  const [{ total }] = await db.select({ total: count() }).from(writeOffRows).where(where);
  return { rows, total: Number(total) };
}

export async function failedRows(db: DbOrTx, batchId: number, limit: number) {
  return db.select().from(writeOffRows).where(rowsWhere(batchId, true)).orderBy(asc(writeOffRows.rowNo)).limit(limit);
}

export interface OrderForWriteOff {
  id: number;
  orderNo: string;
  merchantId: number;
  lendingAt: Date | null;
  practicalAmountCents: number;
}

/** Orders by number among the caller's merchants (null scope: all). */
export async function ordersByNo(db: DbOrTx, orderNos: readonly string[], scope: MerchantScope): Promise<Map<string, OrderForWriteOff>> {
  if (orderNos.length === 0) return new Map();
  const found = await db.select({
    id: orders.id, orderNo: orders.orderNo, merchantId: orders.merchantId, lendingAt: orders.lendingAt, practicalAmountCents: orders.practicalAmountCents,
  }).from(orders).where(and(inArray(orders.orderNo, [...orderNos]), scope ? inArray(orders.merchantId, [...scope]) : undefined));
  return new Map(found.map((o) => [o.orderNo, o]));
}

/** The orders among these that still have a bill not settled. */
export async function ordersWithOpenBills(db: DbOrTx, orderIds: readonly number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const open = await db.selectDistinct({ orderId: bills.orderId }).from(bills)
    .where(and(inArray(bills.orderId, [...orderIds]), ne(bills.status, 'settled')));
  return new Set(open.map((b) => b.orderId));
}

/** Valid flows already carrying these serial numbers, with where they came from. */
export async function sourcesOfSerials(db: DbOrTx, serials: readonly string[]): Promise<Map<string, string>> {
  if (serials.length === 0) return new Map();
  const taken = await db.select({ paymentCode: repayFlows.paymentCode, source: repayFlows.source }).from(repayFlows)
    .where(and(inArray(repayFlows.paymentCode, [...serials]), eq(repayFlows.status, 'valid')));
  return new Map(taken.map((f) => [f.paymentCode!, f.source]));
}

/** AutoWriteOffAmountConfig: the enabled cap per merchant. */
export async function writeOffCaps(db: DbOrTx, merchantIds: readonly number[]): Promise<Map<number, number>> {
  if (merchantIds.length === 0) return new Map();
  const caps = await db.select({ merchantId: autoWriteOffConfigs.merchantId, max: autoWriteOffConfigs.maxRemainderCents }).from(autoWriteOffConfigs)
    .where(and(inArray(autoWriteOffConfigs.merchantId, [...merchantIds]), eq(autoWriteOffConfigs.enabled, true)));
  return new Map(caps.map((c) => [c.merchantId, c.max]));
}

/** The order's first instalment not yet settled, which a write-off pays. */
export async function earliestOpenBill(db: DbOrTx, orderId: number): Promise<number | null> {
  const [bill] = await db.select({ id: bills.id }).from(bills).where(and(eq(bills.orderId, orderId), ne(bills.status, 'settled')))
    .orderBy(asc(bills.periodNo)).limit(1);
  return bill?.id ?? null;
}

export async function batchesIn(db: DbOrTx, statuses: readonly string[]): Promise<BatchRecord[]> {
  return db.select().from(writeOffBatches).where(inArray(writeOffBatches.status, [...statuses])).orderBy(asc(writeOffBatches.id));
}

/**
 * FlowRecordSupplement: the flows entered by hand on that screen, latest repaid first (the flows' repaid-time
 * index), within the caller's merchants; the total within the count budget (docs/scale.md).
 */
export async function listSupplements(db: DbOrTx, query: SupplementListQuery, scope: MerchantScope) {
  const where = and(
    eq(repayFlows.source, 'supplement'),
    scope ? inArray(repayFlows.merchantId, [...scope]) : undefined,
    query.orderNo ? startsWith(orders.orderNo, query.orderNo) : undefined,
    query.serialNo ? eq(repayFlows.paymentCode, query.serialNo) : undefined,
  );
  const rows = await db.select({ flow: repayFlows, orderNo: orders.orderNo, createdByName: users.realName }).from(repayFlows)
    .innerJoin(orders, eq(orders.id, repayFlows.orderId)).leftJoin(users, eq(users.id, repayFlows.createdBy))
    .where(where).orderBy(desc(repayFlows.repaidAt), desc(repayFlows.id)).limit(query.size).offset((query.current - 1) * query.size);
  const counted = db.select({ one: sql`1` }).from(repayFlows).innerJoin(orders, eq(orders.id, repayFlows.orderId)).where(where);
  return { rows, ...(await countWithinBudget(db, sql`select count(*) as total from (${counted}) counted`, counted.toSQL())) };
}
