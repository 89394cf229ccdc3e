/** UserSystem/MenuManagement. */
import type { RouteDef } from '../../core/route';
import { menuAdminRoutes } from './menu-admin.routes';

export const routes: readonly RouteDef[] = menuAdminRoutes;
