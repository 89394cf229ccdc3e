/** OperationSystem/BusinessNode. */
import type { RouteDef } from '../../core/route';
import { businessNodeRoutes } from './business-node.routes';

export const routes: readonly RouteDef[] = businessNodeRoutes;
