/** UserSystem/MenuManagement, and the external links of every user's menu. */
import type { RouteDef } from '../../core/route';
import { externalLinkRoutes } from './external-link.routes';
import { menuAdminRoutes } from './menu-admin.routes';

export const routes: readonly RouteDef[] = [...menuAdminRoutes, ...externalLinkRoutes];
