/** collectionMonitoring: the per-collector figures of a day, and the filter choices. */
import { MONITORING_SCREEN, MONITORING_URLS, monitoringListQuerySchema } from '../../../common/collection/monitoring';
import { viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { route, type RouteDef } from '../../core/route';
import { collectorOptions, groupOptions, merchantChoices } from './collection-monitoring.repository';
import { monitoringPage } from './collection-monitoring.service';

const view = needs(viewCode(MONITORING_SCREEN));
const fieldLabel = (field: string) => `collectionMonitoring:fields.${field}`;

export const collectionMonitoringRoutes: RouteDef[] = [
  route({
    method: 'GET', url: MONITORING_URLS.list, access: view, query: monitoringListQuerySchema, fieldLabel,
    handler: ({ deps, query }) => monitoringPage(deps, query),
  }),
  route({ method: 'GET', url: MONITORING_URLS.groups, access: view, handler: ({ deps }) => groupOptions(deps.db) }),
  route({ method: 'GET', url: MONITORING_URLS.collectors, access: view, handler: ({ deps }) => collectorOptions(deps.db) }),
  route({ method: 'GET', url: MONITORING_URLS.merchants, access: view, handler: ({ deps }) => merchantChoices(deps.db) }),
];
