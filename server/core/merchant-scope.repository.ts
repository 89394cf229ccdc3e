/** The rows merchant scope reads: which merchants a user is tied to, and which apps belong to which merchant. */
import { count, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { appClients, merchants, userMerchants, users } from '../db/schema';

/** The merchant a user belongs to and their associated merchants (none: head office). */
export async function findUserMerchantIds(db: DbOrTx, userId: number): Promise<number[]> {
  const [user] = await db.select({ merchantId: users.merchantId }).from(users).where(eq(users.id, userId)).limit(1);
  const linked = await db.select({ merchantId: userMerchants.merchantId }).from(userMerchants).where(eq(userMerchants.userId, userId));
  const ids = new Set(linked.map((l) => l.merchantId));
  if (user?.merchantId) ids.add(user.merchantId);
  return [...ids];
}

/** The app codes of these merchants' apps, as a subquery for `app_code in (…)`. */
export const appCodesOfMerchants = (merchantIds: readonly number[]): SQL =>
  sql`(select ${appClients.appCode} from ${appClients} where ${inArray(appClients.merchantId, [...merchantIds])})`;

/** The merchant owning an app code, or null for an unknown code. */
export async function findMerchantOfAppCode(db: DbOrTx, appCode: string): Promise<number | null> {
  const [app] = await db.select({ merchantId: appClients.merchantId }).from(appClients).where(eq(appClients.appCode, appCode)).limit(1);
  return app?.merchantId ?? null;
}

/** How many merchants lie outside these. */
export async function countMerchantsOutside(db: DbOrTx, merchantIds: readonly number[]): Promise<number> {
  const [row] = await db.select({ n: count() }).from(merchants).where(merchantIds.length ? notInArray(merchants.id, [...merchantIds]) : undefined);
  return Number(row.n);
}

export async function insertUserMerchant(db: DbOrTx, userId: number, merchantId: number): Promise<void> {
  await db.insert(userMerchants).values({ userId, merchantId }).onConflictDoNothing();
}

export async function deleteUserMerchantsOf(db: DbOrTx, merchantId: number): Promise<void> {
  await db.delete(userMerchants).where(eq(userMerchants.merchantId, merchantId));
}
