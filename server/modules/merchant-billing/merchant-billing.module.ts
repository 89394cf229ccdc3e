/** MerchantSystem: RechargeRecord, ConsumptionRecord, OrderAcquireManagement (merchantBilling/…) and ConsumptionTypeConfig (consumptionType/…). */
import type { RouteDef } from '../../core/route';
import { consumptionTypeRoutes } from './consumption-type.routes';
import { merchantBillingRoutes } from './merchant-billing.routes';

export const routes: readonly RouteDef[] = [...merchantBillingRoutes, ...consumptionTypeRoutes];
