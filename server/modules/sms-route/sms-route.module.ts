/** OperationSystem/SmsRouterConfig and OperationSystem/MarketingSmsRouterConfig. */
import type { RouteDef } from '../../core/route';
import { smsRouteRoutes } from './sms-route.routes';

export const routes: readonly RouteDef[] = smsRouteRoutes;
