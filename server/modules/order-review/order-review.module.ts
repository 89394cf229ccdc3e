/** AuditSystem/RejectOrderReview and RejectOrderReviewConfig. */
import type { RouteDef } from '../../core/route';
import { orderReviewRoutes } from './order-review.routes';

export const routes: readonly RouteDef[] = orderReviewRoutes;
