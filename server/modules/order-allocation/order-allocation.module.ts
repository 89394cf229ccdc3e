/** AuditSystem/OrderAllocation. */
import type { RouteDef } from '../../core/route';
import { orderAllocationRoutes } from './order-allocation.routes';

export const routes: readonly RouteDef[] = orderAllocationRoutes;
