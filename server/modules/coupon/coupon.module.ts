/** OperationSystem/CouponCodeManagement. */
import type { RouteDef } from '../../core/route';
import { couponRoutes } from './coupon.routes';

export const routes: readonly RouteDef[] = couponRoutes;
