/** Sign-in (noAuth/logon/*) and the signed-in user's own account: info, menus, password, MFA, sign-out. */
import type { RouteDef } from '../../core/route';
import { accountRoutes } from './account.routes';
import { authRoutes } from './auth.routes';

export const routes: readonly RouteDef[] = [...authRoutes, ...accountRoutes];
