/** The reads of one case's view: the case with its order and bill, and its histories (each along its case index). */
import { and, asc, desc, eq, gte, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client';
import { decisionAtDue } from '../collection-case/promise-rules';
import {
  callLogs, bills, collectionAllocations, collectionCaseLevels, collectionCases as c, collectionContacts, collectionPromises, customerContacts,
  merchants, messageTemplates, orders, repayFlows, users,
} from '../../db/schema';

export type CaseRecord = typeof c.$inferSelect;

/** At most this many rows of each history in the view (the newest). */
const HISTORY_LIMIT = 200;

export async function findCase(db: DbOrTx, caseId: number) {
  const collector = alias(users, 'collector');
  const [row] = await db.select({
    case: c, orderNo: orders.orderNo, customerName: orders.customerName, phone: orders.phone, merchantName: merchants.merchantName,
    paybill: merchants.paybill, bill: bills, collectorName: collector.realName,
  }).from(c)
    .innerJoin(orders, eq(orders.id, c.orderId))
    .innerJoin(merchants, eq(merchants.id, c.merchantId))
    .innerJoin(bills, eq(bills.id, c.billId))
    .leftJoin(collector, eq(collector.id, c.collectorUserId))
    .where(eq(c.id, caseId));
  return row ?? null;
}

export async function lockCase(tx: Tx, caseId: number): Promise<CaseRecord | null> {
  const [row] = await tx.select().from(c).where(eq(c.id, caseId)).for('update');
  return row ?? null;
}

export async function updateCase(tx: Tx, caseId: number, values: Partial<typeof c.$inferInsert>) {
  const [row] = await tx.update(c).set(values).where(eq(c.id, caseId)).returning();
  return row;
}

export const caseRepayments = (db: DbOrTx, billId: number) => db.select({
  id: repayFlows.id, flowNo: repayFlows.flowNo, repayType: repayFlows.repayType, source: repayFlows.source,
  paymentChannel: repayFlows.paymentChannel, amountCents: repayFlows.amountCents, waivedCents: repayFlows.waivedCents,
  status: repayFlows.status, repaidAt: repayFlows.repaidAt,
}).from(repayFlows).where(eq(repayFlows.billId, billId)).orderBy(desc(repayFlows.repaidAt), desc(repayFlows.id)).limit(HISTORY_LIMIT);

export const caseLevels = (db: DbOrTx, caseId: number) => db.select({
  id: collectionCaseLevels.id, level: collectionCaseLevels.level, reason: collectionCaseLevels.reason,
  enteredAt: collectionCaseLevels.enteredAt, leftAt: collectionCaseLevels.leftAt,
}).from(collectionCaseLevels).where(eq(collectionCaseLevels.caseId, caseId))
  .orderBy(desc(collectionCaseLevels.enteredAt), desc(collectionCaseLevels.id)).limit(HISTORY_LIMIT);

export function caseAllocations(db: DbOrTx, caseId: number) {
  const from = alias(users, 'from_user');
  const to = alias(users, 'to_user');
  const actor = alias(users, 'actor');
  const a = collectionAllocations;
  return db.select({
    id: a.id, action: a.action, fromName: from.realName, toName: to.realName, fromAgency: a.fromAgency, toAgency: a.toAgency,
    actorName: actor.realName, undone: a.undone, at: a.at,
  }).from(a).leftJoin(from, eq(from.id, a.fromUserId)).leftJoin(to, eq(to.id, a.toUserId)).leftJoin(actor, eq(actor.id, a.actorUserId))
    .where(eq(a.caseId, caseId)).orderBy(desc(a.at), desc(a.id)).limit(HISTORY_LIMIT);
}

export const caseContacts = (db: DbOrTx, caseId: number) => db.select({
  id: collectionContacts.id, channel: collectionContacts.channel, target: collectionContacts.target, result: collectionContacts.result,
  actionCode: collectionContacts.actionCode, customerIntent: collectionContacts.customerIntent, overdueReason: collectionContacts.overdueReason,
  remark: collectionContacts.remark, nextCallAt: collectionContacts.nextCallAt, templateName: messageTemplates.name,
  userName: users.realName, at: collectionContacts.at, talkSeconds: callLogs.talkSeconds,
}).from(collectionContacts).leftJoin(users, eq(users.id, collectionContacts.userId))
  .leftJoin(messageTemplates, eq(messageTemplates.id, collectionContacts.templateId))
  .leftJoin(callLogs, eq(callLogs.id, collectionContacts.callLogId))
  .where(eq(collectionContacts.caseId, caseId)).orderBy(desc(collectionContacts.at), desc(collectionContacts.id)).limit(HISTORY_LIMIT);

export const casePromises = (db: DbOrTx, caseId: number) => db.select({
  id: collectionPromises.id, promisedAt: collectionPromises.promisedAt, amountCents: collectionPromises.amountCents,
  paidCents: collectionPromises.paidCents, status: collectionPromises.status, userName: users.realName, createdAt: collectionPromises.createdAt,
}).from(collectionPromises).leftJoin(users, eq(users.id, collectionPromises.userId))
  .where(eq(collectionPromises.caseId, caseId)).orderBy(desc(collectionPromises.createdAt), desc(collectionPromises.id)).limit(HISTORY_LIMIT);

/** The emergency contacts the borrower named on the case's order (never the harvested close contacts). */
export const emergencyContacts = (db: DbOrTx, orderId: number, contactId?: number) => {
  const where: SQL[] = [eq(customerContacts.orderId, orderId), eq(customerContacts.kind, 'emergency')];
  if (contactId !== undefined) where.push(eq(customerContacts.id, contactId));
  return db.select({ id: customerContacts.id, name: customerContacts.name, relation: customerContacts.relation, phone: customerContacts.phone })
    .from(customerContacts).where(and(...where)).orderBy(asc(customerContacts.id));
};

export async function insertContact(tx: DbOrTx, values: typeof collectionContacts.$inferInsert) {
  const [row] = await tx.insert(collectionContacts).values(values).returning();
  return row;
}

export async function setContactResult(tx: DbOrTx, contactId: number, values: { callLogId: number; result: string }) {
  await tx.update(collectionContacts).set(values).where(eq(collectionContacts.id, contactId));
}

export async function insertPromise(tx: DbOrTx, values: typeof collectionPromises.$inferInsert) {
  const [row] = await tx.insert(collectionPromises).values(values).returning();
  return row;
}

/**
 * The case's open promise, replaced by a new one, is decided now: kept when paid in full; superseded while its
 * time has not come (renegotiated, not broken); past its time, as the promise check would decide it.
 */
export async function closeOpenPromise(tx: DbOrTx, promiseId: number, at: Date) {
  const [row] = await tx.select().from(collectionPromises).where(eq(collectionPromises.id, promiseId)).for('update');
  if (row?.status !== 'pending') return null;
  const status = row.paidCents >= row.amountCents ? 'kept' : row.promisedAt > at ? 'superseded' : decisionAtDue(row.paidCents, row.amountCents);
  const [updated] = await tx.update(collectionPromises).set({ status, decidedAt: at }).where(eq(collectionPromises.id, promiseId)).returning();
  return updated;
}

/** The collector's newest click-to-call on the case since `since` that has no outcome code yet (collection_contacts_case_idx). */
export async function openCallAttempt(tx: DbOrTx, caseId: number, userId: number, since: Date) {
  const [row] = await tx.select({ id: collectionContacts.id }).from(collectionContacts).where(and(
    eq(collectionContacts.caseId, caseId), eq(collectionContacts.userId, userId), eq(collectionContacts.channel, 'call'),
    gte(collectionContacts.at, since), isNull(collectionContacts.actionCode),
  )).orderBy(desc(collectionContacts.at), desc(collectionContacts.id)).limit(1).for('update');
  return row ?? null;
}

export async function setContactOutcome(tx: DbOrTx, contactId: number, values: { actionCode: string; nextCallAt: Date | null }) {
  await tx.update(collectionContacts).set(values).where(eq(collectionContacts.id, contactId));
}
