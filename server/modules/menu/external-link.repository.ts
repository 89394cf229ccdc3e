/** external_link_codes (by its unique code-hash index; expired rows by the expires_at index). */
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { externalLinkCodes, users } from '../../db/schema';

export async function insertLinkCode(db: DbOrTx, values: typeof externalLinkCodes.$inferInsert) {
  await db.insert(externalLinkCodes).values(values);
}

/** Codes that can no longer be redeemed, gone (a day after their end, so a late redeem still finds it refused). */
export async function deleteLinkCodesBefore(db: DbOrTx, before: Date) {
  await db.delete(externalLinkCodes).where(lt(externalLinkCodes.expiresAt, before));
}

/**
 * Marks the code used if it is unused and unexpired, in one statement (two redeems racing: one wins), and answers
 * it with its user; null otherwise.
 */
export async function useLinkCode(db: DbOrTx, codeHash: string, now: Date) {
  const [used] = await db.update(externalLinkCodes).set({ usedAt: now })
    .where(and(eq(externalLinkCodes.codeHash, codeHash), isNull(externalLinkCodes.usedAt), gt(externalLinkCodes.expiresAt, now)))
    .returning({ id: externalLinkCodes.id, userId: externalLinkCodes.userId, menuId: externalLinkCodes.menuId, host: externalLinkCodes.host });
  if (!used) return null;
  const [user] = await db.select({ userNo: users.userNo, username: users.username, realName: users.realName, status: users.status })
    .from(users).where(eq(users.id, used.userId));
  return user ? { ...used, ...user } : null;
}
