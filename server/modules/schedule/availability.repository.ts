/** schedule/availability's one read of its own: which of the asked ids are people of the caller's merchant scope (users_pkey). */
import { and, inArray } from 'drizzle-orm';
import { merchantScopeClause, type MerchantScope } from '../../core/merchant-scope';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export async function usersInScope(db: DbOrTx, userIds: readonly number[], scope: MerchantScope): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = await db.select({ id: users.id }).from(users).where(and(inArray(users.id, [...userIds]), merchantScopeClause(users.merchantId, scope)));
  return rows.map((r) => r.id);
}
