/** A constructed collection day for the monitoring and repayment-details tests: collectors, holders, payments. */
import { eq, inArray } from 'drizzle-orm';
import { collectionCases, collectionPersonnel } from '../../server/db/schema';
import { applyRepayment } from '../../server/modules/repay/apply-repayment';
import { rollbackRepayment } from '../../server/modules/repay/rollback-repayment';
import { createRole, createUser } from './fixtures';
import type { TestApp } from './harness';

let serial = 0;

/** A collector user with a personnel row of the system (no codes needed: the figures are about them, not by them). */
export async function collector(t: TestApp, values: Partial<typeof collectionPersonnel.$inferInsert> = {}) {
  const user = await createUser(t.db, (await createRole(t.db)).id);
  await t.db.insert(collectionPersonnel).values({ userId: user.id, system: 'v1', ...values });
  return user;
}

/** Gives cases to a holder as allocation would (collector, or an agency seat). */
export async function hold(t: TestApp, caseIds: number[], holder: { collectorUserId?: number | null; agency?: string | null; system?: 'v1' | 'v2' }) {
  await t.db.update(collectionCases).set({ collectorUserId: holder.collectorUserId ?? null, agency: holder.agency ?? null, ...(holder.system ? { system: holder.system } : {}) })
    .where(inArray(collectionCases.id, caseIds));
}

export async function caseRow(t: TestApp, caseId: number) {
  const [row] = await t.db.select().from(collectionCases).where(eq(collectionCases.id, caseId));
  return row;
}

/** A cash repayment through the money core (which attributes it to the case's holder). */
export function pay(t: TestApp, billId: number, amountCents: number) {
  serial += 1;
  return t.db.transaction((tx) => applyRepayment(tx, {
    billId, repayType: 'partial', amountCents, paymentChannel: 'mpesa', paymentCode: `QKDAY${serial}X${billId}`, source: 'manual',
    repaidAt: t.clock.now(), actorUserId: null, now: t.clock.now(),
  }));
}

export const rollback = (t: TestApp, flowId: number) => t.db.transaction((tx) => rollbackRepayment(tx, { flowId, actorUserId: null, at: t.clock.now() }));
