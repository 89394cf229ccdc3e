/** The message centre (header and WarningNotify). */
import type { RouteDef } from '../../core/route';
import { outboxRoutes } from './outbox.routes';

export const routes: readonly RouteDef[] = outboxRoutes;
