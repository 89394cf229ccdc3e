/** TelemarketingSystem/InboundOrderConfig. */
import type { RouteDef } from '../../core/route';
import { inboundOrderConfigRoutes } from './inbound-order-config.routes';

export const routes: readonly RouteDef[] = inboundOrderConfigRoutes;
