/** Record history: reading the audit trail that server/core/audit.ts writes. */
import type { RouteDef } from '../../core/route';
import { historyRoutes } from './history.routes';

export const routes: readonly RouteDef[] = historyRoutes;
