/** financialReport: the report (rows per period, totals, when refreshed), its xlsx export, and its filter choices. */
import { actionCode, viewCode } from '../../../common/routes';
import { FINANCIAL_REPORT_SCREEN, FINANCIAL_REPORT_URLS, financialReportQuery } from '../../../common/reports/financial-report';
import { needs } from '../../core/access';
import { merchantScopeOf } from '../../core/merchant-scope';
import { requireSession, route, type RouteDef } from '../../core/route';
import { merchantOptions, productOptions } from '../order-options/order-options.repository';
import { XLSX_TYPE } from '../refund/money-sheet';
import { startReportExport } from './financial-report.export';
import { financialReport } from './financial-report.service';

const view = needs(viewCode(FINANCIAL_REPORT_SCREEN));
const fieldLabel = (field: string) => `financialReport:fields.${field}`;

export const financialReportRoutes: RouteDef[] = [
  route({
    method: 'GET', url: FINANCIAL_REPORT_URLS.daily, access: view, query: financialReportQuery, fieldLabel,
    handler: (ctx) => financialReport(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'GET', url: FINANCIAL_REPORT_URLS.export, access: needs(actionCode(FINANCIAL_REPORT_SCREEN, 'export')),
    query: financialReportQuery, fieldLabel, raw: true,
    handler: async (ctx) => {
      const report = await financialReport(ctx.deps, requireSession(ctx), ctx.query);
      const file = await startReportExport(ctx.deps, ctx.actor, report, ctx.language);
      return ctx.reply.header('Content-Type', XLSX_TYPE).header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('X-Export-Rows', String(file.rows)).send(file.stream);
    },
  }),
  route({
    method: 'GET', url: FINANCIAL_REPORT_URLS.merchants, access: view,
    handler: async (ctx) => merchantOptions(ctx.deps.db, await merchantScopeOf(ctx.deps.db, requireSession(ctx).userId)),
  }),
  route({
    method: 'GET', url: FINANCIAL_REPORT_URLS.products, access: view,
    handler: async (ctx) => productOptions(ctx.deps.db, await merchantScopeOf(ctx.deps.db, requireSession(ctx).userId)),
  }),
];
