/**
 * Allocation's writes and the reads they rest on: collectors with what they hold, cases locked in id order,
 * holder changes and their history rows (collection_allocations, what undo restores), retention.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { CollectionSystem } from '../../../common/collection/statuses';
import type { DbOrTx, Tx } from '../../db/client';
import { queryRows } from '../../db/client';
import { collectionAllocations, collectionCaseLevels, collectionCases as c, collectionPersonnel as p, departments, leaveApplications, users } from '../../db/schema';

export interface CollectorRow {
  userId: number;
  realName: string;
  system: CollectionSystem;
  deptId: number | null;
  deptName: string | null;
  groupName: string | null;
  merchantIds: number[];
  relatedMerchantIds: number[];
  levels: string[];
  autoAllocation: boolean;
  capacity: number;
  agency: string | null;
  workingStatus: 'working' | 'resting';
  employment: 'employed' | 'left';
  status: 'normal' | 'frozen';
  userStatus: 'normal' | 'frozen';
  onLeave: boolean;
}

/** Collection personnel of the given systems with their user, department and whether on leave at `now`. */
export async function collectors(db: DbOrTx, systems: readonly CollectionSystem[], now: Date, userId?: number): Promise<CollectorRow[]> {
  const onLeave = sql<boolean>`exists (select 1 from ${leaveApplications} where ${leaveApplications.userId} = ${p.userId}
    and ${leaveApplications.status} = 'submitted' and ${leaveApplications.startAt} <= ${now} and ${leaveApplications.endAt} > ${now})`;
  return db.select({
    userId: p.userId, realName: users.realName, system: p.system, deptId: users.deptId, deptName: departments.name, groupName: p.groupName,
    merchantIds: p.merchantIds, relatedMerchantIds: p.relatedMerchantIds, levels: p.levels, autoAllocation: p.autoAllocation,
    capacity: p.capacity, agency: p.agency, workingStatus: p.workingStatus, employment: p.employment, status: p.status,
    userStatus: users.status, onLeave,
  }).from(p).innerJoin(users, eq(users.id, p.userId)).leftJoin(departments, eq(departments.id, users.deptId))
    .where(and(inArray(p.system, [...systems]), userId === undefined ? undefined : eq(p.userId, userId)))
    .orderBy(asc(departments.name), asc(users.realName));
}

/** May take cases now (by hand): personnel and user normal, employed. Automatic allocation also needs working, not on leave. */
export const mayHold = (r: CollectorRow) => r.status === 'normal' && r.userStatus === 'normal' && r.employment === 'employed';
export const mayTakeAuto = (r: CollectorRow) => mayHold(r) && r.autoAllocation && r.workingStatus === 'working' && !r.onLeave && !r.agency;

/** Open cases and amount due held by each of the users. */
export async function holdings(db: DbOrTx, userIds: readonly number[]): Promise<Map<number, { count: number; cents: number }>> {
  if (!userIds.length) return new Map();
  const rows = await db.select({ userId: c.collectorUserId, count: sql<number>`count(*)::int`, cents: sql<string>`coalesce(sum(${c.amountDueCents}), 0)` })
    .from(c).where(and(inArray(c.collectorUserId, [...userIds]), ne(c.status, 'closed'))).groupBy(c.collectorUserId);
  return new Map(rows.map((r) => [Number(r.userId), { count: Number(r.count), cents: Number(r.cents) }]));
}

export type LockedCase = typeof c.$inferSelect;

/** The cases, locked FOR UPDATE in id order (so concurrent batches never deadlock). */
export async function lockCases(tx: Tx, ids: readonly number[]): Promise<Map<number, LockedCase>> {
  if (!ids.length) return new Map();
  const rows = await tx.select().from(c).where(inArray(c.id, [...ids])).orderBy(asc(c.id)).for('update');
  return new Map(rows.map((r) => [Number(r.id), r]));
}

/** The collecting cases (not retained, not outsourced) a collector holds, locked FOR UPDATE in id order (collection_cases_collector_idx). */
export async function lockHeldCollecting(tx: Tx, userId: number): Promise<LockedCase[]> {
  return tx.select().from(c).where(and(eq(c.collectorUserId, userId), eq(c.status, 'collecting'), isNull(c.agency))).orderBy(asc(c.id)).for('update');
}

/** New holders (and agencies), each case's own. */
export async function setHolders(tx: Tx, changes: readonly { id: number; userId: number | null; agency: string | null }[], now: Date) {
  if (!changes.length) return;
  const values = JSON.stringify(changes.map((x) => ({ id: x.id, holder: x.userId, agency: x.agency })));
  await queryRows(tx, sql`update ${c} set collector_user_id = v.holder, agency = v.agency,
    assigned_at = case when v.holder is null then null else ${now}::timestamptz end, updated_at = ${now}
    from jsonb_to_recordset(${values}::jsonb) as v(id bigint, holder int, agency text)
    where ${c.id} = v.id`);
}

export type AllocationInsert = typeof collectionAllocations.$inferInsert;

export async function insertAllocations(tx: Tx, rows: readonly AllocationInsert[]) {
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(collectionAllocations).values(rows.slice(i, i + 1000));
}

/** Each case's latest holder change that undo may revert (not itself an undo, not undone yet). */
export async function lastUndoable(tx: Tx, caseIds: readonly number[]) {
  if (!caseIds.length) return new Map<number, typeof collectionAllocations.$inferSelect>();
  const rows = await tx.selectDistinctOn([collectionAllocations.caseId]).from(collectionAllocations)
    .where(and(inArray(collectionAllocations.caseId, [...caseIds]), eq(collectionAllocations.undone, false),
      notInArray(collectionAllocations.action, ['undo', 'retain', 'cancelRetain'])))
    .orderBy(collectionAllocations.caseId, desc(collectionAllocations.at), desc(collectionAllocations.id));
  return new Map(rows.map((r) => [Number(r.caseId), r]));
}

export async function markUndone(tx: Tx, ids: readonly number[]) {
  if (ids.length) await tx.update(collectionAllocations).set({ undone: true }).where(inArray(collectionAllocations.id, [...ids]));
}

export async function setStatus(tx: Tx, ids: readonly number[], status: 'collecting' | 'retained', now: Date) {
  if (ids.length) await tx.update(c).set({ status, updatedAt: now }).where(inArray(c.id, [...ids]));
}

/** Retention cancelled: the open level row is left, a new one entered with reason retentionCancelled. */
export async function restartLevels(tx: Tx, cases: readonly { id: number; level: string }[], now: Date) {
  if (!cases.length) return;
  const ids = cases.map((x) => x.id);
  await tx.update(collectionCaseLevels).set({ leftAt: now })
    .where(and(inArray(collectionCaseLevels.caseId, ids), isNull(collectionCaseLevels.leftAt)));
  await tx.insert(collectionCaseLevels).values(cases.map((x) => ({ caseId: x.id, level: x.level, reason: 'retentionCancelled', enteredAt: now })));
  await tx.update(c).set({ levelEnteredAt: now }).where(inArray(c.id, ids));
}

/** Agency names of the agency seats (personnel with an agency). */
export async function agencyNames(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ agency: p.agency }).from(p).where(isNotNull(p.agency)).orderBy(p.agency);
  return rows.map((r) => r.agency as string);
}
