/** The header's leave applications. */
import type { RouteDef } from '../../core/route';
import { leaveRoutes } from './leave.routes';

export const routes: readonly RouteDef[] = leaveRoutes;
