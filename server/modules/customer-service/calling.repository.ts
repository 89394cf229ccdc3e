/** Calling assignments: the page (newest assignment first over cs_call_assignments_assigned_idx), locks and changes. */
import { and, count, desc, eq, inArray, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { CallingFilter } from '../../../common/customer-service/calling';
import type { DbOrTx } from '../../db/client';
import { startsWith, withinEatDays } from '../../db/list-search';
import { csCallAssignments, csCallFollowUps, csCustomerSignIns, customers, merchants, users } from '../../db/schema';
import type { MerchantScope } from '../order/order-list.repository';
import { customerStatus, inScope } from './list-library.repository';

const a = csCallAssignments;

export interface CallingWhere extends CallingFilter { scope: MerchantScope; ownerId?: number; now: Date }

function whereOf(w: CallingWhere): SQL | undefined {
  const where: (SQL | undefined)[] = [inScope(customers.merchantId, w.scope)];
  if (w.ownerId !== undefined) where.push(eq(a.agentUserId, w.ownerId));
  if (w.agentUserId) where.push(eq(a.agentUserId, w.agentUserId));
  if (w.phone) where.push(eq(customers.phone, w.phone));
  if (w.customerNo) where.push(startsWith(customers.customerNo, w.customerNo));
  if (w.result) where.push(eq(a.result, w.result));
  if (w.followState === 'pending') where.push(isNull(a.followedAt));
  if (w.followState === 'followed') where.push(isNotNull(a.followedAt));
  if (w.followState === 'due') where.push(lte(a.nextCallAt, w.now));
  where.push(...withinEatDays(a.assignedAt, w.assignedFrom, w.assignedTo));
  return and(...where);
}

export async function callingPage(db: DbOrTx, w: CallingWhere, limit: number, offset: number) {
  const where = whereOf(w);
  const rows = await db.select({
    id: a.id, customerId: a.customerId, customerNo: customers.customerNo, fullName: customers.fullName, phone: customers.phone,
    merchantName: merchants.merchantName, status: customerStatus, agentUserId: a.agentUserId, agentName: users.realName,
    assignedAt: a.assignedAt, result: a.result, note: a.note, nextCallAt: a.nextCallAt, followedAt: a.followedAt,
    followCount: a.followCount, lastCallAt: a.lastCallAt,
  }).from(a).innerJoin(customers, eq(customers.id, a.customerId)).innerJoin(merchants, eq(merchants.id, customers.merchantId))
    .innerJoin(users, eq(users.id, a.agentUserId)).leftJoin(csCustomerSignIns, eq(csCustomerSignIns.customerId, a.customerId))
    .where(where).orderBy(desc(a.assignedAt), desc(a.id)).limit(limit).offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(a).innerJoin(customers, eq(customers.id, a.customerId)).where(where);
  return { rows, total: Number(total) };
}

/** Assignments locked for a change (or only read), with the customer's merchant and phone. */
export async function lockAssignments(db: DbOrTx, ids: readonly number[], lock = true) {
  const query = db.select({ assignment: a, merchantId: customers.merchantId, phone: customers.phone })
    .from(a).innerJoin(customers, eq(customers.id, a.customerId)).where(inArray(a.id, [...ids]));
  return lock ? query.for('update', { of: a }) : query;
}

export async function insertFollowUp(db: DbOrTx, values: typeof csCallFollowUps.$inferInsert) {
  await db.insert(csCallFollowUps).values(values);
}

/** The customer's follow-ups, newest first (cs_call_follow_ups_customer_idx), with who made them. */
export const followUpsOf = (db: DbOrTx, customerId: number, limit: number) => db.select({
  id: csCallFollowUps.id, at: csCallFollowUps.createdAt, userName: users.realName, result: csCallFollowUps.result,
  note: csCallFollowUps.note, nextCallAt: csCallFollowUps.nextCallAt,
}).from(csCallFollowUps).innerJoin(users, eq(users.id, csCallFollowUps.userId)).where(eq(csCallFollowUps.customerId, customerId))
  .orderBy(desc(csCallFollowUps.createdAt), desc(csCallFollowUps.id)).limit(limit);

export async function updateAssignment(db: DbOrTx, id: number, values: Partial<typeof a.$inferInsert>) {
  const [row] = await db.update(a).set(values).where(eq(a.id, id)).returning();
  return row;
}

export async function moveAssignments(db: DbOrTx, ids: readonly number[], agentUserId: number, assignedBy: number, at: Date) {
  await db.update(a).set({ agentUserId, assignedBy, assignedAt: at, updatedAt: at }).where(inArray(a.id, [...ids]));
}

export async function deleteAssignments(db: DbOrTx, ids: readonly number[]) {
  await db.delete(a).where(inArray(a.id, [...ids]));
}

/** Agents who hold assignments in the scope (the managers' agent filter). */
export async function assignedAgents(db: DbOrTx, scope: MerchantScope) {
  return db.selectDistinct({ value: users.id, label: users.realName }).from(a).innerJoin(users, eq(users.id, a.agentUserId))
    .innerJoin(customers, eq(customers.id, a.customerId)).where(inScope(customers.merchantId, scope)).orderBy(users.realName);
}

