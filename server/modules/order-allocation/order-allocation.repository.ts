/** What allocation reads besides the orders themselves: audit personnel, their load today, and filtered order ids. */
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { OrderFilter } from '../../../common/orders/order-query';
import type { DbOrTx } from '../../db/client';
import { auditPersonnel, orders, orderSteps, users } from '../../db/schema';
import { orderWhere, type MerchantScope } from '../order/order-list.repository';

export interface AuditorRow {
  userId: number;
  realName: string;
  merchantIds: number[];
  relatedMerchantIds: number[];
  loanTypes: 'all' | 'first' | 'repeat';
  autoAllocation: boolean;
  dailyLimit: number;
  workingStatus: 'working' | 'resting';
  status: 'normal' | 'frozen';
  userStatus: 'normal' | 'frozen';
}

const auditorColumns = {
  userId: auditPersonnel.userId, realName: users.realName, merchantIds: auditPersonnel.merchantIds,
  relatedMerchantIds: auditPersonnel.relatedMerchantIds, loanTypes: auditPersonnel.loanTypes,
  autoAllocation: auditPersonnel.autoAllocation, dailyLimit: auditPersonnel.dailyLimit,
  workingStatus: auditPersonnel.workingStatus, status: auditPersonnel.status, userStatus: users.status,
};

export async function findAuditor(db: DbOrTx, userId: number): Promise<AuditorRow | null> {
  const [row] = await db.select(auditorColumns).from(auditPersonnel).innerJoin(users, eq(users.id, auditPersonnel.userId))
    .where(eq(auditPersonnel.userId, userId)).limit(1);
  return row ?? null;
}

/** Auditors who can take orders now: personnel and user both normal, at work. */
export async function availableAuditors(db: DbOrTx, { autoOnly = false } = {}): Promise<AuditorRow[]> {
  return db.select(auditorColumns).from(auditPersonnel).innerJoin(users, eq(users.id, auditPersonnel.userId))
    .where(and(eq(auditPersonnel.status, 'normal'), eq(auditPersonnel.workingStatus, 'working'), eq(users.status, 'normal'),
      autoOnly ? eq(auditPersonnel.autoAllocation, true) : undefined))
    .orderBy(asc(users.realName));
}

/** Orders given to each auditor since `since` (allocations and re-allocations, by the step's auditor). */
export async function allocatedSince(db: DbOrTx, since: Date, auditorIds: readonly number[]): Promise<Map<number, number>> {
  if (!auditorIds.length) return new Map();
  const auditor = sql<number>`(${orderSteps.detail}->>'auditorId')::int`;
  const rows = await db.select({ auditorId: auditor, count: sql<number>`count(*)::int` }).from(orderSteps)
    .where(and(inArray(orderSteps.action, ['allocate', 'reallocate']), gte(orderSteps.at, since),
      inArray(auditor, [...auditorIds])))
    .groupBy(auditor);
  return new Map(rows.map((r) => [Number(r.auditorId), Number(r.count)]));
}

/** Ids of the orders matching a filter in the caller's scope, oldest application first, at most `limit`. */
export async function filteredOrderIds(db: DbOrTx, filter: OrderFilter, scope: MerchantScope, limit: number): Promise<number[]> {
  const rows = await db.select({ id: orders.id }).from(orders).where(and(...orderWhere(filter, scope)))
    .orderBy(asc(orders.applyAt), asc(orders.id)).limit(limit);
  return rows.map((r) => Number(r.id));
}
