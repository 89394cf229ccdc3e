/** UserSystem/MultiLanguageConfiguration. */
import type { RouteDef } from '../../core/route';
import { languageRoutes } from './language.routes';

export const routes: readonly RouteDef[] = languageRoutes;
