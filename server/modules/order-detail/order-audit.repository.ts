/** Writes of the order audit screen: follow-up records, the order's call fields and review records. */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { orderFollowRecords, orderReviews, orders } from '../../db/schema';
import { findOptions } from '../dictionary/dictionary.repository';

export { enabledQuestions } from '../audit-configuration/audit-configuration.repository';

export async function dictionaryHas(db: DbOrTx, dictKey: string, value: string): Promise<boolean> {
  return (await findOptions(db, dictKey)).some((o) => o.itemValue === value);
}

export type FollowInsert = typeof orderFollowRecords.$inferInsert;

export async function insertFollow(tx: Tx, values: FollowInsert) {
  const [row] = await tx.insert(orderFollowRecords).values(values).returning();
  return row;
}

/** One more call on the order, with its latest action code and next call time. */
export async function noteFollowOnOrder(tx: Tx, orderId: number, actionCode: string, nextCallAt: Date | null, at: Date) {
  const [row] = await tx.update(orders)
    .set({ callCount: sql`${orders.callCount} + 1`, lastActionCode: actionCode, nextCallAt, updatedAt: at })
    
    .where(eq(orders.id, orderId)).returning({ callCount: orders.callCount, lastActionCode: orders.lastActionCode, nextCallAt: orders.nextCallAt });
  return row;
}

export async function insertReview(tx: Tx, values: typeof orderReviews.$inferInsert) {
  const [row] = await tx.insert(orderReviews).values(values).returning();
  return row;
}
