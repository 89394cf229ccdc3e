/** Repayment flows and the coupons they use: the rows the apply and rollback paths read and write. */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { coupons, repayFlows, repayRollbacks } from '../../db/schema';

export type FlowRow = typeof repayFlows.$inferSelect;
type NewFlow = typeof repayFlows.$inferInsert;

/** A customer's discount coupons still waiting to be used and not expired at a time, soonest to expire first. */
export async function usableCoupons(db: DbOrTx, customerId: number, at: Date) {
  return db.select({ id: coupons.id, couponNo: coupons.couponNo, amountCents: coupons.amountCents, expiresAt: coupons.expiresAt })
    .from(coupons)
    .where(and(eq(coupons.customerId, customerId), eq(coupons.status, 'waitingToBeUsed'), eq(coupons.couponType, 'discount_coupon'), gt(coupons.expiresAt, at)))
    .orderBy(asc(coupons.expiresAt));
}

export async function lockCoupon(tx: DbOrTx, couponId: number) {
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
  return coupon;
}

export async function markCouponUsed(tx: DbOrTx, couponId: number, flowId: number, at: Date): Promise<void> {
  await tx.update(coupons).set({ status: 'used', usedFlowId: flowId, updatedAt: at }).where(eq(coupons.id, couponId));
}

export async function releaseCoupon(tx: DbOrTx, couponId: number, at: Date): Promise<void> {
  await tx.update(coupons).set({ status: 'waitingToBeUsed', usedFlowId: null, updatedAt: at }).where(eq(coupons.id, couponId));
}

/** Whether a valid flow already carries this payment code (serial number). */
export async function isPaymentCodeUsed(tx: DbOrTx, paymentCode: string): Promise<boolean> {
  const [taken] = await tx.select({ id: repayFlows.id }).from(repayFlows)
    .where(and(eq(repayFlows.paymentCode, paymentCode), eq(repayFlows.status, 'valid')));
  return taken !== undefined;
}

export async function insertFlow(tx: DbOrTx, flow: NewFlow): Promise<FlowRow> {
  const [row] = await tx.insert(repayFlows).values(flow).returning();
  return row;
}

export async function setFlowJournal(tx: DbOrTx, flowId: number, journalId: number | null): Promise<void> {
  await tx.update(repayFlows).set({ journalId }).where(eq(repayFlows.id, flowId));
}

export async function lockFlow(tx: DbOrTx, flowId: number): Promise<FlowRow | undefined> {
  const [row] = await tx.select().from(repayFlows).where(eq(repayFlows.id, flowId)).for('update');
  return row;
}

export async function markFlowRolledBack(tx: DbOrTx, flowId: number, at: Date): Promise<FlowRow> {
  const [row] = await tx.update(repayFlows).set({ status: 'rolledBack', updatedAt: at }).where(eq(repayFlows.id, flowId)).returning();
  return row;
}

/** Valid flows of the same bill written after this one (they must be rolled back first). */
export async function laterValidFlows(tx: DbOrTx, flow: FlowRow) {
  return tx.select({ id: repayFlows.id, flowNo: repayFlows.flowNo }).from(repayFlows)
    .where(and(eq(repayFlows.billId, flow.billId), eq(repayFlows.status, 'valid'), gt(repayFlows.id, flow.id)));
}

export async function insertRollback(tx: DbOrTx, row: typeof repayRollbacks.$inferInsert) {
  const [stored] = await tx.insert(repayRollbacks).values(row).returning();
  return stored;
}
