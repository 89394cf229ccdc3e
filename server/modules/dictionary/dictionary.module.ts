/** UserSystem/DataDictionary, and the dictionary choices every signed-in user reads. */
import type { RouteDef } from '../../core/route';
import { dictAdminRoutes } from './dict-admin.routes';
import { dictionaryRoutes } from './dictionary.routes';

export const routes: readonly RouteDef[] = [...dictionaryRoutes, ...dictAdminRoutes];
