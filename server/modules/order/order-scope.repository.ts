/** The merchants a user is tied to: the one they belong to and their associated merchants. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userMerchants, users } from '../../db/schema';

export async function findUserMerchantIds(db: DbOrTx, userId: number): Promise<number[]> {
  const [user] = await db.select({ merchantId: users.merchantId }).from(users).where(eq(users.id, userId)).limit(1);
  const linked = await db.select({ merchantId: userMerchants.merchantId }).from(userMerchants).where(eq(userMerchants.userId, userId));
  const ids = new Set(linked.map((l) => l.merchantId));
  if (user?.merchantId) ids.add(user.merchantId);
  return [...ids];
}
