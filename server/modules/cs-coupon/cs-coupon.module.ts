/** CustomerServiceSystem: CustomerServiceCouponConfig, MyCustomerServiceCouponApply, CustomerServiceCouponAudit. */
import type { RouteDef } from '../../core/route';
import { csCouponApplyRoutes, csCouponAuditRoutes, csCouponTaskRoutes } from './cs-coupon.routes';

export const routes: readonly RouteDef[] = [...csCouponTaskRoutes, ...csCouponApplyRoutes, ...csCouponAuditRoutes];
