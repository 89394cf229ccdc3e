/**
 * Which merchants' orders a user sees: the merchant they belong to and their associated merchants. A user
 * with neither (head office) sees all merchants.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userMerchants, users } from '../../db/schema';
import type { MerchantScope } from './order-list.repository';

export async function merchantScopeOf(db: DbOrTx, userId: number): Promise<MerchantScope> {
  const [user] = await db.select({ merchantId: users.merchantId }).from(users).where(eq(users.id, userId)).limit(1);
  const linked = await db.select({ merchantId: userMerchants.merchantId }).from(userMerchants).where(eq(userMerchants.userId, userId));
  const ids = new Set(linked.map((l) => l.merchantId));
  if (user?.merchantId) ids.add(user.merchantId);
  return ids.size ? [...ids] : null;
}
