/**
 * Which merchants' orders a user sees: the merchant they belong to and their associated merchants. A user
 * with neither (head office) sees all merchants.
 */
import type { DbOrTx } from '../../db/client';
import type { MerchantScope } from './order-list.repository';
import { findUserMerchantIds } from './order-scope.repository';

export async function merchantScopeOf(db: DbOrTx, userId: number): Promise<MerchantScope> {
  const ids = await findUserMerchantIds(db, userId);
  return ids.length ? ids : null;
}
