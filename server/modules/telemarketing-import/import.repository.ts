/**
 * Import batches and rows. Rows are written in chunks as the file is read; the file-wide checks (duplicates
 * in the file, the blacklists, the library) are one UPDATE each over the batch; the commit is one
 * INSERT … SELECT, so a million rows never pass through the server's memory.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ImportBatchFilter } from '../../../common/telemarketing/import-inputs';
import { countWithinBudget } from '../../db/budgeted-count';
import type { DbOrTx, Tx } from '../../db/client';
import { withinEatDays } from '../../db/list-search';
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

/** A chunk of rows in one statement with one parameter (a JSON array), not one parameter per cell. */
export async function insertRows(db: DbOrTx, batchId: number, rows: CheckedRow[]) {
  if (rows.length === 0) return;
  const json = JSON.stringify(rows.map((x) => [x.rowNo, x.rawPhone, x.phone, x.customerName, x.recommendedAmountCents, x.remark, x.errorKey]));
  await db.execute(sql`insert into ${r} (batch_id, row_no, raw_phone, phone, customer_name, recommended_amount_cents, remark, ok, error_key)
    select ${batchId}, (x->>0)::int, x->>1, x->>2, x->>3, (x->>4)::bigint, x->>5, x->>6 is null, x->>6
    from jsonb_array_elements(${json}::jsonb) as x`);
}

/** Marks, in order, duplicates within the file (every repeat after the first), blacklisted numbers and numbers already in the library. */
export async function checkBatch(db: DbOrTx, batchId: number, merchantId: number) {
  await db.execute(sql`update ${r} set ok = false, error_key = 'duplicateInFile', error_params = jsonb_build_object('firstRow', d.first_row)
    from (select id, min(row_no) over (partition by phone) as first_row, row_no from ${r} where batch_id = ${batchId} and phone is not null) d
    where ${r.id} = d.id and d.row_no > d.first_row and ${r.ok}`);
  await db.execute(sql`update ${r} set ok = false, error_key = 'blacklisted'
    where batch_id = ${batchId} and ok and (
      exists (select 1 from ${telemarketingBlacklist} t where t.phone = ${r.phone} and t.enabled)
      or exists (select 1 from ${contactBlacklist} c where c.phone = ${r.phone} and c.enabled))`);
  await db.execute(sql`update ${r} set ok = false, error_key = 'duplicateInLibrary'
    where batch_id = ${batchId} and ok and exists (
      select 1 from ${e} where ${e.merchantId} = ${merchantId} and ${e.phoneHash} = ${phoneHashSql(sql`${r.phone}`)})`);
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

/**
 * The valid rows into the library in one statement, re-checked against the blacklist and the library at
 * this moment; the customer is linked and their status derived on the way in. Returns how many went in.
 */
export async function commitRows(tx: Tx, batch: BatchRecord, userId: number): Promise<number> {
  const result = await tx.execute(sql`
    insert into ${e} (merchant_id, batch_id, phone_hash, phone, customer_name, customer_id, customer_status, list_type, marketing_target,
      recommended_product_id, recommended_amount_cents, user_group_no, remark, created_by)
    select ${batch.merchantId}, ${batch.id}, ${phoneHashSql(sql`x.phone`)}, x.phone, x.customer_name, c.id, tm_customer_status(c.id),
      ${batch.listType}, ${batch.marketingTarget}, ${batch.recommendedProductId}, x.recommended_amount_cents, ${batch.userGroupNo}, x.remark, ${userId}
    from ${r} x
    left join customers c on c.merchant_id = ${batch.merchantId} and c.phone = x.phone
    where x.batch_id = ${batch.id} and x.ok
      and not exists (select 1 from ${telemarketingBlacklist} t where t.phone = x.phone and t.enabled)
      and not exists (select 1 from ${contactBlacklist} cb where cb.phone = x.phone and cb.enabled)
    order by x.row_no
    on conflict (merchant_id, phone_hash) do nothing`);
  return Number((result as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0);
}

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
