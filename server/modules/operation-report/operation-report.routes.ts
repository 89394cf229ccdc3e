/** operationReport: the report (periods, merchants' rows, totals), its xlsx export, and its filter choices. */
import { actionCode, viewCode } from '../../../common/routes';
import { OPERATION_REPORT_SCREEN, OPERATION_REPORT_URLS, operationReportQuery } from '../../../common/reports/operation-report';
import { needs } from '../../core/access';
import { merchantScopeOf } from '../../core/merchant-scope';
import { requireSession, route, type RouteDef } from '../../core/route';
import { merchantOptions, productOptions } from '../order-options/order-options.repository';
import { XLSX_TYPE } from '../refund/money-sheet';
import { startOperationExport } from './operation-report.export';
import { operationReport } from './operation-report.service';

const view = needs(viewCode(OPERATION_REPORT_SCREEN));
const fieldLabel = (field: string) => `operationReport:fields.${field}`;

export const operationReportRoutes: RouteDef[] = [
  route({
    method: 'GET', url: OPERATION_REPORT_URLS.daily, access: view, query: operationReportQuery, fieldLabel,
    handler: (ctx) => operationReport(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'GET', url: OPERATION_REPORT_URLS.export, access: needs(actionCode(OPERATION_REPORT_SCREEN, 'export')),
    query: operationReportQuery, fieldLabel, raw: true,
    handler: async (ctx) => {
      const report = await operationReport(ctx.deps, requireSession(ctx), ctx.query);
      const file = await startOperationExport(ctx.deps, ctx.actor, report, ctx.language);
      return ctx.reply.header('Content-Type', XLSX_TYPE).header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('X-Export-Rows', String(file.rows)).send(file.stream);
    },
  }),
  route({
    method: 'GET', url: OPERATION_REPORT_URLS.merchants, access: view,
    handler: async (ctx) => merchantOptions(ctx.deps.db, await merchantScopeOf(ctx.deps.db, requireSession(ctx).userId)),
  }),
  route({
    method: 'GET', url: OPERATION_REPORT_URLS.products, access: view,
    handler: async (ctx) => productOptions(ctx.deps.db, await merchantScopeOf(ctx.deps.db, requireSession(ctx).userId)),
  }),
];
