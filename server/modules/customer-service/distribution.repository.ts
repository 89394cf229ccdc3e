/** Round-robin distribution's reads and writes: the agents who may take customers now, and the rotation's cursor. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { csDistributionCursors, csStaff, leaveApplications, users } from '../../db/schema';
import type { MerchantScope } from '../order/order-list.repository';
import { inScope } from './list-library.repository';

/** The rotation of the list library (one cursor row). */
export const LIBRARY_ROTATION = 'listLibrary';

/**
 * Agents who take customers now: a CustomerServiceStaff row online, the user not frozen, no submitted leave covering
 * `now`, and (for a merchant-bound caller) an agent of the caller's merchants. Ascending user id: the rotation's order.
 */
export async function onlineAgents(db: DbOrTx, scope: MerchantScope, now: Date) {
  const onLeave = sql`exists (select 1 from ${leaveApplications} where ${leaveApplications.userId} = ${csStaff.userId}
    and ${leaveApplications.status} = 'submitted' and ${leaveApplications.startAt} <= ${now} and ${leaveApplications.endAt} > ${now})`;
  return db.select({ userId: users.id, realName: users.realName }).from(csStaff).innerJoin(users, eq(users.id, csStaff.userId))
    .where(and(eq(csStaff.workingStatus, 'online'), eq(users.status, 'normal'), sql`not ${onLeave}`,
      scope ? sql`(${users.merchantId} is null or ${inScope(users.merchantId, scope)})` : undefined))
    .orderBy(asc(users.id));
}

/** The rotation's cursor, locked until the transaction ends (created on first use). */
export async function lockCursor(db: DbOrTx, key: string, now: Date): Promise<number | null> {
  await db.insert(csDistributionCursors).values({ key, lastAgentUserId: null, updatedAt: now }).onConflictDoNothing();
  const [row] = await db.select({ last: csDistributionCursors.lastAgentUserId }).from(csDistributionCursors)
    .where(eq(csDistributionCursors.key, key)).for('update');
  return row.last;
}

export async function saveCursor(db: DbOrTx, key: string, lastAgentUserId: number | null, now: Date) {
  await db.update(csDistributionCursors).set({ lastAgentUserId, updatedAt: now }).where(eq(csDistributionCursors.key, key));
}
