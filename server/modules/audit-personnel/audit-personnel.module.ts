/** AuditSystem/AuditPersonnel. */
import type { RouteDef } from '../../core/route';
import { auditPersonnelRoutes } from './audit-personnel.routes';

export const routes: readonly RouteDef[] = auditPersonnelRoutes;
