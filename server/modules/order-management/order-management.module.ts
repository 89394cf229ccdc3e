/** AuditSystem/OrderManagement and OrderManagementAbridgment. */
import type { RouteDef } from '../../core/route';
import { orderManagementRoutes } from './order-management.routes';

export const routes: readonly RouteDef[] = orderManagementRoutes;
