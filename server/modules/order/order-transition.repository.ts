/** The orders rows a state change locks and writes, and its audit step. */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders, orderSteps } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderChanges = Partial<Omit<typeof orders.$inferInsert, 'id' | 'status'>>;
type NewOrderStep = typeof orderSteps.$inferInsert;

/** Locks the orders (in id order, so two batches never deadlock) and returns them by id. */
export async function lockOrders(tx: Tx, ids: readonly number[]): Promise<Map<number, OrderRow>> {
  if (!ids.length) return new Map();
  const rows = await tx.select().from(orders).where(inArray(orders.id, [...ids])).orderBy(orders.id).for('update');
  return new Map(rows.map((r) => [r.id, r]));
}

export async function lockOrder(tx: Tx, id: number): Promise<OrderRow | null> {
  return (await lockOrders(tx, [id])).get(id) ?? null;
}

export async function setOrderStatus(tx: Tx, orderId: number, status: number, changes: OrderChanges = {}): Promise<OrderRow> {
  const [updated] = await tx.update(orders).set({ ...changes, status, updatedAt: sql`now()` }).where(eq(orders.id, orderId)).returning();
  return updated;
}

export async function insertOrderStep(tx: Tx, step: NewOrderStep): Promise<void> {
  await tx.insert(orderSteps).values(step);
}
