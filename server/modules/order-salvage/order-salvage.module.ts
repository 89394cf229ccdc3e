/** AuditSystem/MachineReviewRetrieval. */
import type { RouteDef } from '../../core/route';
import { orderSalvageRoutes } from './order-salvage.routes';

export const routes: readonly RouteDef[] = orderSalvageRoutes;
