/** OrderDetailAudit/OrderDetail and OrderAudit. */
import type { RouteDef } from '../../core/route';
import { orderDetailRoutes } from './order-detail.routes';

export const routes: readonly RouteDef[] = orderDetailRoutes;
