/** Calling assignments: the page (newest assignment first over cs_call_assignments_assigned_idx), locks and changes. */
import { desc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { z } from 'zod';
import { CALLING_FILTERS, type FOLLOW_STATES } from '../../../common/customer-service/calling';
import { defineList } from '../../core/list/define-list';
import type { DbOrTx } from '../../db/client';
import { csCallAssignments, csCallFollowUps, csCustomerSignIns, customers, merchants, users } from '../../db/schema';
import type { MerchantScope } from '../order/order-list.repository';
import { customerStatus, inScope } from './list-library.repository';

const a = csCallAssignments;
type FollowState = (typeof FOLLOW_STATES)[number];

/**
 * CallingAssignments' list. Set by the service, never by the query: `ownerId` (an agent without viewAll sees
 * only their own) and `dueBy` (its clock's now, when the follow state asked for is "due").
 */
export const callingList = defineList({
  from: a,
  joins: [
    { table: customers, on: eq(customers.id, a.customerId) },
    { table: merchants, on: eq(merchants.id, customers.merchantId) },
    { table: users, on: eq(users.id, a.agentUserId) },
    { table: csCustomerSignIns, on: eq(csCustomerSignIns.customerId, a.customerId), type: 'left' },
  ],
  columns: {
    id: a.id, customerId: a.customerId, customerNo: customers.customerNo, fullName: customers.fullName, phone: customers.phone,
    merchantName: merchants.merchantName, status: customerStatus, agentUserId: a.agentUserId, agentName: users.realName,
    assignedAt: a.assignedAt, result: a.result, note: a.note, nextCallAt: a.nextCallAt, followedAt: a.followedAt,
    followCount: a.followCount, lastCallAt: a.lastCallAt,
  },
  filters: CALLING_FILTERS,
  params: { ownerId: z.number().int().positive().optional(), dueBy: z.date().optional() },
  match: {
    ownerId: a.agentUserId, agentUserId: a.agentUserId, phone: customers.phone, customerNo: customers.customerNo, result: a.result,
    assignedDays: a.assignedAt,
    /** "due" compares with the service's clock, so it is dueBy's. */
    followState: { where: (state: FollowState) => (state === 'pending' ? isNull(a.followedAt) : state === 'followed' ? isNotNull(a.followedAt) : undefined) },
    dueBy: { where: (now: Date) => lte(a.nextCallAt, now) },
  },
  merchantScope: { column: customers.merchantId },
  order: [desc(a.assignedAt), desc(a.id)],
});

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

