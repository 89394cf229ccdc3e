/** The Home screen's summary. */
import type { RouteDef } from '../../core/route';
import { homeRoutes } from './home.routes';

export const routes: readonly RouteDef[] = homeRoutes;
