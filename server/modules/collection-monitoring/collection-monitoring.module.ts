/** CollectionSystem/CollectionPersonnelMonitoring. */
import type { RouteDef } from '../../core/route';
import { collectionMonitoringRoutes } from './collection-monitoring.routes';

export const routes: readonly RouteDef[] = collectionMonitoringRoutes;
