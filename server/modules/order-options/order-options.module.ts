/** The order filters' choices, shared by the order list screens. */
import type { RouteDef } from '../../core/route';
import { orderOptionsRoutes } from './order-options.routes';

export const routes: readonly RouteDef[] = orderOptionsRoutes;
