/**
 * Demo: an activity reward paid into a borrower's wallet, after the money demo (a wallet is an order's, and the
 * telemarketing seed runs before any order exists). The demo telemarketer is given the dial task of a library entry
 * whose customer has an order with the merchant (the entry is added when the library has none) and asks for the
 * reward through the Approval service; the administrator approves it, which posts the credit through the ledger.
 */
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { applyForCustomer, approveRequest } from '../../modules/tm-approval/tm-approval.service';
import { phoneHash } from '../../modules/telemarketing-list/phone-hash';
import type { DbOrTx } from '../client';
import { orders, telemarketingListEntries as entries, tmActivities, tmApprovals, tmDialTasks, users } from '../schema';
import { callerOf } from './collection-approvals';
import { actorOf } from '../../core/access';

const DAY = 86_400_000;

/** The library entry of the merchant's latest borrower, added (as a settled customer to win back) if missing. */
async function borrowerEntry(db: DbOrTx, merchantId: number) {
  const [order] = await db.select({ customerId: orders.customerId, phone: orders.phone, name: orders.customerName }).from(orders)
    .where(and(eq(orders.merchantId, merchantId), isNotNull(orders.customerId))).orderBy(desc(orders.id)).limit(1);
  if (!order?.customerId) return null;
  const hash = phoneHash(order.phone);
  await db.insert(entries).values({
    merchantId, phone: order.phone, phoneHash: hash, customerName: order.name, customerId: order.customerId, marketingTarget: 'reborrow', listType: 'settledNotRenewed',
  }).onConflictDoNothing();
  const [entry] = await db.select({ id: entries.id }).from(entries).where(and(eq(entries.merchantId, merchantId), eq(entries.phoneHash, hash)));
  return entry ?? null;
}

export async function seedDemoTelemarketingReward(deps: Deps): Promise<boolean> {
  const [reward] = await deps.db.select().from(tmActivities).where(eq(tmActivities.activityType, 'reward')).orderBy(asc(tmActivities.id)).limit(1);
  const telemarketer = await callerOf(deps, 'telemarketer');
  const admin = await callerOf(deps, 'admin');
  if (!reward || !telemarketer || !admin) return false;
  if ((await deps.db.select({ id: tmApprovals.id }).from(tmApprovals).where(eq(tmApprovals.activityId, reward.id)).limit(1)).length) return false;
  const [merchant] = await deps.db.select({ merchantId: users.merchantId }).from(users).where(eq(users.id, telemarketer.session.userId));
  if (!merchant?.merchantId) return false;
  const entry = await borrowerEntry(deps.db, merchant.merchantId);
  if (!entry) return false;
  const userId = telemarketer.session.userId;
  await deps.db.insert(tmDialTasks).values({ entryId: entry.id, userId, merchantId: merchant.merchantId, assignedBy: admin.session.userId, assignedAt: new Date(deps.now().getTime() - 2 * DAY) })
    .onConflictDoUpdate({ target: tmDialTasks.entryId, set: { userId } });
  await deps.db.update(entries).set({ assignedUserId: userId }).where(eq(entries.id, entry.id));
  try {
    const asked = await applyForCustomer(deps, telemarketer.session, actorOf(telemarketer), { activityId: reward.id, entryId: entry.id, reason: 'Referred two friends who registered' });
    await approveRequest(deps, admin.session, actorOf(admin), { id: asked.id, remark: 'Both referrals verified' });
    return true;
  } catch (error) {
    // A demo refused by the rules (a limit, no wallet) is left out, as the other demo approvals are.
    if (error instanceof AppError) return false;
    throw error;
  }
}
