/** collectionMonitoring: the per-collector figures of a day, and the filter choices. */
import { MONITORING_SCREEN, MONITORING_URLS, monitoringListQuerySchema } from '../../../common/collection/monitoring';
import { viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { requireSession, route, type RouteDef } from '../../core/route';
import { collectorOptions, groupOptions } from './collection-monitoring.repository';
import { monitoringMerchants, monitoringPage } from './collection-monitoring.service';

const view = needs(viewCode(MONITORING_SCREEN));
const fieldLabel = (field: string) => `collectionMonitoring:fields.${field}`;

export const collectionMonitoringRoutes: RouteDef[] = [
  route({
    method: 'GET', url: MONITORING_URLS.list, access: view, query: monitoringListQuerySchema, fieldLabel,
    handler: (ctx) => monitoringPage(ctx.deps, requireSession(ctx).userId, ctx.query),
  }),
  route({ method: 'GET', url: MONITORING_URLS.groups, access: view, handler: ({ deps }) => groupOptions(deps.db) }),
  route({ method: 'GET', url: MONITORING_URLS.collectors, access: view, handler: ({ deps }) => collectorOptions(deps.db) }),
  route({ method: 'GET', url: MONITORING_URLS.merchants, access: view, handler: (ctx) => monitoringMerchants(ctx.deps, requireSession(ctx).userId) }),
];
