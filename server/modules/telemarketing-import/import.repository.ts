/**
 * Import batches and rows. Rows are written in chunks as the file is read, each checked on the way in against
 * the blacklists; the repeats within the file and the library are one UPDATE each over the batch at the end; the
 * commit is INSERT … SELECT over slices of the staged rows in one transaction, so a million rows never pass
 * through the server's memory.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ImportBatchFilter } from '../../../common/telemarketing/import-inputs';
import { countWithinBudget } from '../../db/budgeted-count';
import type { DbOrTx, Tx } from '../../db/client';
import { withinEatDays } from '../../db/list-search';
import { analyzeAfterBulkWrite } from '../../db/statistics';
import {
  contactBlacklist, merchants, telemarketingBlacklist, telemarketingImportBatches as b, telemarketingImportRows as r,
  telemarketingListEntries as e, users,
} from '../../db/schema';
import type { MerchantScope } from '../order/order-list.repository';
import { phoneHashSql } from '../telemarketing-list/phone-hash';
import type { CheckedRow } from './import.rules';

export type BatchRecord = typeof b.$inferSelect;

export async function insertBatch(db: DbOrTx, values: typeof b.$inferInsert): Promise<BatchRecord> {
  const [row] = await db.insert(b).values(values).returning();
  return row;
}

export async function updateBatch(db: DbOrTx, id: number, values: Partial<typeof b.$inferInsert>) {
  await db.update(b).set(values).where(eq(b.id, id));
}

/** A PostgreSQL array literal of texts (one parameter for a whole column, parsed by the server's array input). */
export function textArray(values: readonly (string | number | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${String(v).replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
}

/**
 * A chunk of rows in one statement, one array parameter per column (unnest), each row checked against the
 * blacklists as it goes in (small tables: the planner hashes them once per chunk), and the batch's progress
 * (`total_rows`) written by the same statement. A row that failed its own checks keeps its error. The staged rows
 * are committed without waiting for the disk (synchronous_commit off for the statement's own transaction): the batch's
 * final answer, committed normally, flushes them; a crash before it leaves the batch unfinished, as the request.
 */
export async function insertRows(db: DbOrTx, batchId: number, rows: readonly CheckedRow[], totalRows: number) {
  if (rows.length === 0) return;
  const column = (pick: (x: CheckedRow) => string | number | null) => textArray(rows.map(pick));
  await db.execute(sql`with inserted as (
      insert into ${r} (batch_id, row_no, raw_phone, phone, customer_name, recommended_amount_cents, remark, ok, error_key)
      select ${batchId}, k.row_no, k.raw_phone, k.phone, k.customer_name, k.cents, k.remark, k.error_key is null, k.error_key
      from (select u.*, coalesce(u.own_error, case
          when exists (select 1 from ${telemarketingBlacklist} t where t.phone = u.phone and t.enabled)
            or exists (select 1 from ${contactBlacklist} c where c.phone = u.phone and c.enabled) then 'blacklisted' end) as error_key
        from unnest(${column((x) => x.rowNo)}::int[], ${column((x) => x.rawPhone)}::text[], ${column((x) => x.phone)}::text[],
          ${column((x) => x.customerName)}::text[], ${column((x) => x.recommendedAmountCents)}::bigint[], ${column((x) => x.remark)}::text[],
          ${column((x) => x.errorKey)}::text[]) as u(row_no, raw_phone, phone, customer_name, cents, remark, own_error)
        offset 0) k
      returning 1)
    update ${b} set total_rows = ${totalRows} from (select set_config('synchronous_commit', 'off', true)) as cfg where ${b.id} = ${batchId}`);
}

/**
 * The file-wide checks once every row is in, in the order of precedence: every repeat of a phone within the file
 * after its first row (marked with that first row; a repeat's own row error stands, and a repeat is reported as
 * such even when it is also blacklisted), then the rows still valid whose number is already in the merchant's
 * library (one join of the batch with the library's (merchant, phone hash) key, not a look-up per row).
 * The staged rows are analysed first: without statistics a new table (or a first import into a small library)
 * looks like a few hundred rows to the planner, which then pairs every library entry with every row of the file
 * (a nested loop hashing a million phones per entry — minutes instead of seconds). ANALYZE samples a bounded
 * number of rows, so it costs the same at any size.
 */
export async function checkBatch(db: DbOrTx, batchId: number, merchantId: number) {
  await db.execute(sql`analyze ${r}`);
  await db.execute(sql`update ${r} set ok = false, error_key = 'duplicateInFile', error_params = jsonb_build_object('firstRow', d.first_row)
    from (select id, min(row_no) over (partition by phone) as first_row, row_no from ${r} where batch_id = ${batchId} and phone is not null) d
    where ${r.id} = d.id and d.row_no > d.first_row and (${r.ok} or ${r.errorKey} = 'blacklisted')`);
  await db.execute(sql`update ${r} set ok = false, error_key = 'duplicateInLibrary'
    from ${e} where ${r.batchId} = ${batchId} and ${r.ok} and ${e.merchantId} = ${merchantId} and ${e.phoneHash} = ${phoneHashSql(sql`${r.phone}`)}`);
}

export async function rowCounts(db: DbOrTx, batchId: number) {
  const [row] = await db.select({ total: count(), valid: sql<number>`count(*) filter (where ${r.ok})` }).from(r).where(eq(r.batchId, batchId));
  const total = Number(row.total);
  const valid = Number(row.valid);
  return { total, valid, errors: total - valid };
}

export async function lockBatch(tx: Tx, id: number): Promise<BatchRecord | null> {
  const [row] = await tx.select().from(b).where(eq(b.id, id)).for('update');
  return row ?? null;
}

export async function findByBatchNo(db: DbOrTx, batchNo: string): Promise<BatchRecord | null> {
  const [row] = await db.select().from(b).where(eq(b.batchNo, batchNo)).limit(1);
  return row ?? null;
}

export async function findBatch(db: DbOrTx, id: number): Promise<BatchRecord | null> {
  const [row] = await db.select().from(b).where(eq(b.id, id));
  return row ?? null;
}

/** The highest row number of a batch (by its (batch, row) index): the commit walks the rows in slices up to it. */
export async function lastRowNo(db: DbOrTx, batchId: number): Promise<number> {
  const [row] = await db.select({ last: sql<number | null>`max(${r.rowNo})` }).from(r).where(eq(r.batchId, batchId));
  return Number(row?.last ?? 0);
}

/**
 * The valid rows numbered fromRow…toRow into the library in one statement (the caller runs every slice in one
 * transaction), re-checked against the blacklists and the library at this moment (`ON CONFLICT DO NOTHING`);
 * the customer is linked and their status derived on the way in (a phone with no customer is unregistered, 2,
 * without calling the function), in file order. Returns how many went in.
 */
export async function commitRows(tx: Tx, batch: BatchRecord, userId: number, fromRow: number, toRow: number): Promise<number> {
  const result = await tx.execute(sql`
    insert into ${e} (merchant_id, batch_id, phone_hash, phone, customer_name, customer_id, customer_status, list_type, marketing_target,
      recommended_product_id, recommended_amount_cents, user_group_no, remark, created_by)
    select ${batch.merchantId}, ${batch.id}, ${phoneHashSql(sql`x.phone`)}, x.phone, x.customer_name, c.id,
      case when c.id is null then 2 else tm_customer_status(c.id) end,
      ${batch.listType}, ${batch.marketingTarget}, ${batch.recommendedProductId}, x.recommended_amount_cents, ${batch.userGroupNo}, x.remark, ${userId}
    from ${r} x
    left join customers c on c.merchant_id = ${batch.merchantId} and c.phone = x.phone
    where x.batch_id = ${batch.id} and x.row_no between ${fromRow} and ${toRow} and x.ok
      and not exists (select 1 from ${telemarketingBlacklist} t where t.phone = x.phone and t.enabled)
      and not exists (select 1 from ${contactBlacklist} cb where cb.phone = x.phone and cb.enabled)
    order by x.row_no
    on conflict (merchant_id, phone_hash) do nothing`);
  return Number((result as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0);
}

/** After a commit, in its transaction: the library's statistics, so its estimated totals count the new entries. */
export const refreshLibraryStatistics = (tx: Tx, added: number) => analyzeAfterBulkWrite(tx, e, added);

function batchWhere(scope: MerchantScope, f: ImportBatchFilter): SQL[] {
  const where: SQL[] = scope ? [inArray(b.merchantId, scope.length ? [...scope] : [-1])] : [];
  if (f.batchNo) where.push(eq(b.batchNo, f.batchNo));
  if (f.status) where.push(eq(b.status, f.status));
  where.push(...withinEatDays(b.createdAt, f.dayFrom, f.dayTo));
  return where;
}

export function batchPage(db: DbOrTx, scope: MerchantScope, f: ImportBatchFilter, limit: number, offset: number) {
  return db.select({
    id: b.id, batchNo: b.batchNo, fileName: b.fileName, merchantName: merchants.merchantName, marketingTarget: b.marketingTarget,
    userGroupNo: b.userGroupNo, status: b.status, totalRows: b.totalRows, validRows: b.validRows, errorRows: b.errorRows,
    committedRows: b.committedRows, importerName: users.realName, createdAt: b.createdAt, committedAt: b.committedAt, merchantId: b.merchantId,
  }).from(b).innerJoin(merchants, eq(merchants.id, b.merchantId)).leftJoin(users, eq(users.id, b.importerId))
    .where(and(...batchWhere(scope, f))).orderBy(desc(b.createdAt), desc(b.id)).limit(limit).offset(offset);
}

export function batchCount(db: DbOrTx, scope: MerchantScope, f: ImportBatchFilter) {
  const w = and(...batchWhere(scope, f)) ?? sql`true`;
  return countWithinBudget(db, sql`select count(*) as total from ${b} where ${w}`, db.select({ one: sql`1` }).from(b).where(w).toSQL());
}

export function rowPage(db: DbOrTx, batchId: number, onlyErrors: boolean, limit: number, afterRowNo = 0, offset = 0) {
  const where = [eq(r.batchId, batchId), sql`${r.rowNo} > ${afterRowNo}`];
  if (onlyErrors) where.push(eq(r.ok, false));
  return db.select().from(r).where(and(...where)).orderBy(r.rowNo).limit(limit).offset(offset);
}

export async function rowTotal(db: DbOrTx, batchId: number, onlyErrors: boolean) {
  const where = [eq(r.batchId, batchId)];
  if (onlyErrors) where.push(eq(r.ok, false));
  const [row] = await db.select({ total: count() }).from(r).where(and(...where));
  return Number(row.total);
}
