/**
 * TrafficPersonnel's effect: a traffic staff member's data scope on the merchant-billing and acquisition
 * screens is the merchants they acquire for (principal and related), within the merchants the user belongs to.
 * A user with no traffic assignment keeps the ordinary merchant scope (head office: all merchants). The
 * assignment only ever narrows: it can never show a merchant the user's own merchant scope hides.
 */
import type { DbOrTx } from '../../db/client';
import type { MerchantScope } from '../order/order-list.repository';
import { merchantScopeOf } from '../order/order-scope';
import { trafficMerchantsOf } from './merchant-settings.repository';

export async function trafficScopeOf(db: DbOrTx, userId: number): Promise<MerchantScope> {
  const base = await merchantScopeOf(db, userId);
  const traffic = await trafficMerchantsOf(db, userId);
  if (!traffic) return base;
  return base ? traffic.filter((id) => base.includes(id)) : traffic;
}
