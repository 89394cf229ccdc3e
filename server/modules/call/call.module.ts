/** Click-to-call from OrderDetail and OrderAudit, and an order's call log. */
import type { RouteDef } from '../../core/route';
import { callRoutes } from './call.routes';

export const routes: readonly RouteDef[] = callRoutes;
