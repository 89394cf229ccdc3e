/** UserSystem/UserManagement. */
import type { RouteDef } from '../../core/route';
import { userAccessRoutes } from './user-access.routes';
import { userRoutes } from './user.routes';

export const routes: readonly RouteDef[] = [...userRoutes, ...userAccessRoutes];
