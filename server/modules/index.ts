import type { RouteDef } from '../core/route';
import { accountRoutes } from './auth/account.routes';
import { authRoutes } from './auth/auth.routes';
import { dictionaryRoutes } from './dictionary/dictionary.routes';
import { homeRoutes } from './home/home.routes';
import { languageRoutes } from './language/language.routes';
import { leaveRoutes } from './leave/leave.routes';
import { maskRoutes } from './mask/mask.routes';
import { outboxRoutes } from './outbox/outbox.routes';
import { userAccessRoutes } from './user/user-access.routes';

/** Every module's routes; a new module adds one line here. */
export const allRoutes: readonly RouteDef[] = [
  ...authRoutes, ...accountRoutes, ...userAccessRoutes, ...dictionaryRoutes, ...outboxRoutes, ...leaveRoutes,
  ...maskRoutes, ...homeRoutes, ...languageRoutes,
];
