/**
 * collectionReport: the report, its xlsx export and the merchant choices (the reports' shared routes), and the
 * level, group and collector choices of its filter, under the report's view code.
 */
import { viewCode } from '../../../common/routes';
import { COLLECTION_REPORT_SCREEN, COLLECTION_REPORT_URLS, collectionReportQuery } from '../../../common/reports/collection-report';
import { needs } from '../../core/access';
import { merchantScopeOf } from '../../core/merchant-scope';
import { requireSession, route, type RouteDef } from '../../core/route';
import { groupOptions } from '../collection-monitoring/collection-monitoring.repository';
import { levelChoices } from '../repayment-details/repayment-details.repository';
import { reportRoutes } from '../report/report-routes';
import { startCollectionExport } from './collection-report.export';
import { collectorChoices } from './collection-report.repository';
import { collectionReport } from './collection-report.service';

const view = needs(viewCode(COLLECTION_REPORT_SCREEN));

export const collectionReportRoutes: RouteDef[] = [
  ...reportRoutes({
    screen: COLLECTION_REPORT_SCREEN, urls: COLLECTION_REPORT_URLS, query: collectionReportQuery, ns: 'collectionReport',
    report: collectionReport, exportFile: startCollectionExport,
  }),
  route({
    method: 'GET', url: COLLECTION_REPORT_URLS.levels, access: view,
    handler: async ({ deps }) => [...await levelChoices(deps.db, 'v1'), ...await levelChoices(deps.db, 'v2')],
  }),
  route({ method: 'GET', url: COLLECTION_REPORT_URLS.groups, access: view, handler: ({ deps }) => groupOptions(deps.db) }),
  route({
    method: 'GET', url: COLLECTION_REPORT_URLS.collectors, access: view,
    handler: async (ctx) => collectorChoices(ctx.deps.db, await merchantScopeOf(ctx.deps.db, requireSession(ctx).userId)),
  }),
];
