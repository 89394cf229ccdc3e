/** AuditSystem/MyAudit. */
import type { RouteDef } from '../../core/route';
import { myAuditRoutes } from './my-audit.routes';

export const routes: readonly RouteDef[] = myAuditRoutes;
