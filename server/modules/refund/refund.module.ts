/** ChargeToAnAccountSystem/ClientRefundManagement and ClientRefundAuditManagement. */
import type { RouteDef } from '../../core/route';
import { refundRoutes } from './refund.routes';

export const routes: readonly RouteDef[] = refundRoutes;
