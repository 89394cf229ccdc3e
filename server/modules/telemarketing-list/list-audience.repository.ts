/**
 * The list library as a marketing audience (common/marketing/list-audience.ts): the entries' conditions for the
 * marketing SMS task's slices and the marketing robot task's plan, and the import batches to choose from. Read
 * through the entries' indexes ((merchant, id) for slices).
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ListAudience } from '../../../common/marketing/list-audience';
import { TM_LIST_STATES } from '../../../common/telemarketing/list';
import { merchantScopeClause, type MerchantScope } from '../../core/merchant-scope';
import type { DbOrTx } from '../../db/client';
import { listStateIs, telemarketingImportBatches as b, telemarketingListEntries as e } from '../../db/schema';

/** The entries (table `telemarketing_list_entries`, as referenced by `e`) the audience's filters take; the list status defaults to the active library. */
export function listEntryConditions(a: ListAudience): SQL[] {
  const state = TM_LIST_STATES.find((one) => one === (a.listState ?? 'active'));
  const where: SQL[] = [state ? listStateIs(e.listState, state) : sql`false`];
  if (a.listBatchId) where.push(sql`${e.batchId} = ${a.listBatchId}`);
  if (a.marketingTarget) where.push(sql`${e.marketingTarget} = ${a.marketingTarget}`);
  if (a.customerStatus !== null && a.customerStatus !== '') where.push(sql`${e.customerStatus} = ${Number(a.customerStatus)}`);
  return where;
}

/** Committed import batches (newest first), the merchant's when given, as choices. */
export async function listBatchOptions(db: DbOrTx, scope: MerchantScope, merchantId?: number) {
  const rows = await db.select({ id: b.id, batchNo: b.batchNo, fileName: b.fileName }).from(b)
    .where(and(eq(b.status, 'committed'), merchantId === undefined ? undefined : eq(b.merchantId, merchantId), merchantScopeClause(b.merchantId, scope)))
    .orderBy(desc(b.createdAt), desc(b.id)).limit(500);
  return rows.map((r) => ({ value: r.id, label: `${r.batchNo} · ${r.fileName}` }));
}

/** An import batch's merchant, status and number, or null. */
export async function findListBatch(db: DbOrTx, id: number) {
  const [batch] = await db.select({ merchantId: b.merchantId, status: b.status, batchNo: b.batchNo }).from(b).where(eq(b.id, id));
  return batch ?? null;
}
