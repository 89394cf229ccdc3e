/** The command palette's record search (issue 35); no screen of its own. */
import type { RouteDef } from '../../core/route';
import { searchRoutes } from './search.routes';

export const routes: readonly RouteDef[] = searchRoutes;
