/** Reconciliation runs (one per channel and day) and their items. */
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { ReconciliationItemRow, ReconciliationItemsQuery, ReconciliationListQuery, ReconciliationRunRow } from '../../../common/money/reconciliation';
import { merchantScopeClause, type MerchantScope } from '../../core/merchant-scope';
import type { DbOrTx, Tx } from '../../db/client';
import { orders, reconciliationItems, reconciliationRuns, users } from '../../db/schema';

type RunInsert = typeof reconciliationRuns.$inferInsert;
type ItemInsert = typeof reconciliationItems.$inferInsert;
export type RunRecord = typeof reconciliationRuns.$inferSelect;

const INSERT_CHUNK = 1_000;

/** Runs of one channel and day follow one another: the second waits for the first to commit. */
export async function lockChannelDay(tx: Tx, channel: string, day: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reconciliation:${channel}:${day}`}))`);
}

export async function findRunOf(tx: Tx, channel: string, day: string): Promise<RunRecord | null> {
  const [row] = await tx.select().from(reconciliationRuns)
    .where(and(eq(reconciliationRuns.channel, channel), eq(reconciliationRuns.day, day))).orderBy(asc(reconciliationRuns.id)).limit(1).for('update');
  return row ?? null;
}

export async function findRun(db: DbOrTx, id: number): Promise<RunRecord | null> {
  const [row] = await db.select().from(reconciliationRuns).where(eq(reconciliationRuns.id, id));
  return row ?? null;
}

export async function insertRun(tx: Tx, values: RunInsert): Promise<RunRecord> {
  const [row] = await tx.insert(reconciliationRuns).values(values).returning();
  return row;
}

/** Replaces a run's figures and drops its items, which the caller writes again. */
export async function resetRun(tx: Tx, id: number, values: Partial<RunInsert>): Promise<RunRecord> {
  await tx.delete(reconciliationItems).where(eq(reconciliationItems.runId, id));
  const [row] = await tx.update(reconciliationRuns).set(values).where(eq(reconciliationRuns.id, id)).returning();
  return row;
}

export async function insertItems(tx: Tx, items: readonly ItemInsert[]): Promise<void> {
  for (let i = 0; i < items.length; i += INSERT_CHUNK) await tx.insert(reconciliationItems).values(items.slice(i, i + INSERT_CHUNK));
}

const runColumns = {
  id: reconciliationRuns.id, channel: reconciliationRuns.channel, day: reconciliationRuns.day, matched: reconciliationRuns.matched,
  missingInChannel: reconciliationRuns.missingInChannel, missingInBooks: reconciliationRuns.missingInBooks, amountDiffers: reconciliationRuns.amountDiffers,
  oursCents: reconciliationRuns.oursCents, theirsCents: reconciliationRuns.theirsCents, runByName: users.realName, at: reconciliationRuns.at,
};

const toRunRow = (r: { at: Date } & Omit<ReconciliationRunRow, 'at'>): ReconciliationRunRow => ({ ...r, at: r.at.toISOString() });

export async function runRow(db: DbOrTx, id: number): Promise<ReconciliationRunRow> {
  const [row] = await db.select(runColumns).from(reconciliationRuns).leftJoin(users, eq(users.id, reconciliationRuns.runBy)).where(eq(reconciliationRuns.id, id));
  return toRunRow(row as Parameters<typeof toRunRow>[0]);
}

export async function listRuns(db: DbOrTx, query: ReconciliationListQuery) {
  const where: SQL[] = [];
  if (query.channel) where.push(eq(reconciliationRuns.channel, query.channel));
  if (query.dayFrom) where.push(gte(reconciliationRuns.day, query.dayFrom));
  if (query.dayTo) where.push(lte(reconciliationRuns.day, query.dayTo));
  const records = await db.select(runColumns).from(reconciliationRuns).leftJoin(users, eq(users.id, reconciliationRuns.runBy)).where(and(...where))
    .orderBy(desc(reconciliationRuns.day), desc(reconciliationRuns.id)).limit(query.size).offset((query.current - 1) * query.size);
  const [{ total }] = await db.select({ total: count() }).from(reconciliationRuns).where(and(...where));
  return { records: records.map((r) => toRunRow(r as Parameters<typeof toRunRow>[0])), total: Number(total), current: query.current, size: query.size };
}

const itemColumns = {
  id: reconciliationItems.id, outcome: reconciliationItems.outcome, direction: reconciliationItems.direction, reference: reconciliationItems.reference,
  thirdPartyCode: reconciliationItems.thirdPartyCode, oursCents: reconciliationItems.oursCents, theirsCents: reconciliationItems.theirsCents,
  orderId: reconciliationItems.orderId, orderNo: orders.orderNo,
};

/**
 * A channel's day spans every merchant: an item belongs to its order's merchant, so a limited scope reads only
 * items of its merchants' orders (a statement line matched to no order belongs to no merchant: head office's).
 */
const itemScopeClause = (scope: MerchantScope): SQL | undefined => (scope === null ? undefined
  : sql`${reconciliationItems.orderId} in (select ${orders.id} from ${orders} where ${merchantScopeClause(orders.merchantId, scope)})`);

const itemsWhere = (runId: number, scope: MerchantScope, outcome?: string) =>
  and(eq(reconciliationItems.runId, runId), outcome ? eq(reconciliationItems.outcome, outcome) : undefined, itemScopeClause(scope));

const selectItems = (db: DbOrTx, where: SQL | undefined) => db.select(itemColumns).from(reconciliationItems)
  .leftJoin(orders, eq(orders.id, reconciliationItems.orderId)).where(where).orderBy(asc(reconciliationItems.id));

/** Items in the order they were written: problems first. */
export async function listItems(db: DbOrTx, runId: number, scope: MerchantScope, query: ReconciliationItemsQuery) {
  const where = itemsWhere(runId, scope, query.outcome);
  const records = await selectItems(db, where).limit(query.size).offset((query.current - 1) * query.size);
  const [{ total }] = await db.select({ total: count() }).from(reconciliationItems).where(where);
  return { records: records as ReconciliationItemRow[], total: Number(total), current: query.current, size: query.size };
}

/** Every item of one run (a channel's day), for the export. */
export async function allItems(db: DbOrTx, runId: number, scope: MerchantScope): Promise<ReconciliationItemRow[]> {
  return await selectItems(db, itemsWhere(runId, scope)) as ReconciliationItemRow[];
}
