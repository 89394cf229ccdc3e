/** UserSystem/RoleManagement. */
import type { RouteDef } from '../../core/route';
import { roleRoutes } from './role.routes';

export const routes: readonly RouteDef[] = roleRoutes;
