/** OperationSystem/ActivitiesConfiguration. */
import type { RouteDef } from '../../core/route';
import { tmActivityRoutes } from './tm-activity.routes';

export const routes: readonly RouteDef[] = tmActivityRoutes;
