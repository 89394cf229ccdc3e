/** AuditSystem/AuditConfiguration. */
import type { RouteDef } from '../../core/route';
import { auditConfigurationRoutes } from './audit-configuration.routes';

export const routes: readonly RouteDef[] = auditConfigurationRoutes;
