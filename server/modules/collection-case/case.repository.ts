/** The rows the money events read and write: a bill's case, its attribution rows, its promises. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PromiseStatus } from '../../../common/collection/statuses';
import type { DbOrTx } from '../../db/client';
import { bills, collectionCases, collectionPromises, collectionRepayments, repayFlows } from '../../db/schema';

export type CaseRow = typeof collectionCases.$inferSelect;
export type PromiseRow = typeof collectionPromises.$inferSelect;

export async function lockCaseOfBill(tx: DbOrTx, billId: number): Promise<CaseRow | undefined> {
  const [row] = await tx.select().from(collectionCases).where(eq(collectionCases.billId, billId)).for('update');
  return row;
}

export async function billOf(tx: DbOrTx, billId: number) {
  const [row] = await tx.select().from(bills).where(eq(bills.id, billId));
  return row;
}

export async function setCaseFigures(tx: DbOrTx, caseId: number, figures: Pick<CaseRow, 'dueDay' | 'overdueDays' | 'billAmountCents' | 'amountDueCents'>, now: Date) {
  await tx.update(collectionCases).set({ ...figures, updatedAt: now }).where(eq(collectionCases.id, caseId));
}

/** Cash on a case, to whoever holds it now (once per flow). */
export async function insertAttribution(tx: DbOrTx, c: CaseRow, flow: { id: number; amountCents: number; repaidAt: Date }) {
  await tx.insert(collectionRepayments).values({
    flowId: flow.id, caseId: c.id, system: c.system, merchantId: c.merchantId, collectorUserId: c.collectorUserId, agency: c.agency,
    level: c.level, amountCents: flow.amountCents, reversed: false, repaidAt: flow.repaidAt,
  }).onConflictDoNothing();
}

/** The reversed row of a flow's attribution (same holder, negative amount), once. */
export async function insertReversedAttribution(tx: DbOrTx, flowId: number, at: Date) {
  await tx.execute(sql`
    insert into collection_repayments (flow_id, case_id, system, merchant_id, collector_user_id, agency, level, amount_cents, reversed, repaid_at)
    select flow_id, case_id, system, merchant_id, collector_user_id, agency, level, -amount_cents, true, ${at.toISOString()}::timestamptz
    from collection_repayments where flow_id = ${flowId} and not reversed
    on conflict do nothing`);
}

/** What the bill's last valid flow forgave. */
export async function lastFlowWaived(tx: DbOrTx, billId: number): Promise<number> {
  const [last] = await tx.select({ waived: repayFlows.waivedCents }).from(repayFlows)
    .where(and(eq(repayFlows.billId, billId), eq(repayFlows.status, 'valid'))).orderBy(desc(repayFlows.id)).limit(1);
  return last?.waived ?? 0;
}

/** The case's latest promise in one of these states, locked. */
export async function lockLatestPromise(tx: DbOrTx, caseId: number, statuses: PromiseStatus[]): Promise<PromiseRow | undefined> {
  const [p] = await tx.select().from(collectionPromises)
    .where(and(eq(collectionPromises.caseId, caseId), inArray(collectionPromises.status, statuses)))
    .orderBy(desc(collectionPromises.createdAt), desc(collectionPromises.id)).limit(1).for('update');
  return p;
}

export async function updatePromise(tx: DbOrTx, id: number, change: Partial<Pick<PromiseRow, 'paidCents' | 'status' | 'decidedAt'>>) {
  await tx.update(collectionPromises).set(change).where(eq(collectionPromises.id, id));
}

/** A decided promise: the case's commitment fields cleared when they show it (or none), broken counted. */
export async function clearCommitment(tx: DbOrTx, p: PromiseRow, broken: boolean, now: Date) {
  const shows = sql`(${collectionCases.promiseId} = ${p.id} or ${collectionCases.promiseId} is null)`;
  await tx.update(collectionCases).set({
    promiseId: sql`case when ${shows} then null else ${collectionCases.promiseId} end`,
    commitmentAt: sql`case when ${shows} then null else ${collectionCases.commitmentAt} end`,
    commitmentCents: sql`case when ${shows} then null else ${collectionCases.commitmentCents} end`,
    brokenPromiseCount: sql`${collectionCases.brokenPromiseCount} + ${broken ? 1 : 0}`,
    updatedAt: now,
  }).where(eq(collectionCases.id, p.caseId));
}

/** A promise open again: back on its case. */
export async function restoreCommitment(tx: DbOrTx, p: PromiseRow, now: Date) {
  await tx.update(collectionCases).set({ promiseId: p.id, commitmentAt: p.promisedAt, commitmentCents: p.amountCents, updatedAt: now })
    .where(eq(collectionCases.id, p.caseId));
}
