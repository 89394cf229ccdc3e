/** rePayManage (spec 7): the bills, loans, flows and rollbacks lists, their exports, and the merchant choices. */
import { z } from 'zod';
import { CODES } from '../../../common/money/repay-codes';
import { BILL_COLUMNS, FLOW_COLUMNS, LOAN_COLUMNS, type RepayColumn } from '../../../common/money/repay-columns';
import {
  billFilterSchema, billListQuerySchema, exportUrl, flowFilterSchema, flowListQuerySchema, loanFilterSchema, loanListQuerySchema,
  REPAY_URLS, rollbackListQuerySchema,
} from '../../../common/money/repay-lists';
import { needs } from '../../core/access';
import { requireSession, route, type RouteContext, type RouteDef } from '../../core/route';
import { merchantOptions } from '../order-options/order-options.repository';
import { merchantScopeOf } from '../order/order-scope';
import { repayActionRoutes } from './repay-actions.routes';
import { prepareRepayExport } from './repay-export';
import { billSource, flowByNo, flowSource, loanSource, page, rollbackSource, type ListSource } from './repay-lists.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const fieldLabel = (field: string) => `repay:fields.${field}`;
const stamp = (now: Date) => now.toISOString().slice(0, 19).replace(/\D/g, '');

type ExportName = 'bills' | 'loans' | 'flows';

/** GET <list>/export: the filtered rows as xlsx. */
function exportRoute<F extends object>(name: ExportName, codes: readonly string[], filter: z.ZodType<F>, columns: readonly RepayColumn[],
  sourceOf: (ctx: RouteContext<undefined, F>, userId: number) => Promise<ListSource<object>>): RouteDef {
  return route<undefined, F>({
    method: 'GET', url: exportUrl(name), access: needs(...codes), query: filter, fieldLabel, raw: true,
    handler: async (ctx) => {
      const session = requireSession(ctx);
      const source = await sourceOf(ctx, session.userId);
      const prepared = await prepareRepayExport(ctx.deps, session, ctx.actor, { name, source, columns, filter: ctx.query, language: ctx.language });
      return ctx.reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', `attachment; filename="repay-${name}-${stamp(ctx.deps.now())}.xlsx"`)
        .header('X-Export-Rows', String(prepared.rows))
        .send(prepared.start());
    },
  });
}

const listRoutes: RouteDef[] = [
  route({
    method: 'GET', url: REPAY_URLS.bills, access: needs(...CODES.viewBills), query: billListQuerySchema, fieldLabel,
    handler: async (ctx) => page(await billSource(ctx.deps, requireSession(ctx).userId, ctx.query), ctx.query),
  }),
  route({
    method: 'GET', url: REPAY_URLS.loans, access: needs(...CODES.viewLoans), query: loanListQuerySchema, fieldLabel,
    handler: async (ctx) => page(await loanSource(ctx.deps, requireSession(ctx).userId, ctx.query), ctx.query),
  }),
  route({
    method: 'GET', url: REPAY_URLS.flows, access: needs(...CODES.viewFlows), query: flowListQuerySchema, fieldLabel,
    handler: async (ctx) => page(await flowSource(ctx.deps, requireSession(ctx).userId, ctx.query), ctx.query),
  }),
  route({
    method: 'GET', url: REPAY_URLS.rollbacks, access: needs(...CODES.viewRollbacks), query: rollbackListQuerySchema, fieldLabel,
    handler: async (ctx) => page(await rollbackSource(ctx.deps, requireSession(ctx).userId, ctx.query), ctx.query),
  }),
  route({
    method: 'GET', url: REPAY_URLS.flowByNo, access: needs(...CODES.findFlow), query: z.object({ flowNo: z.string().trim().min(1).max(64) }), fieldLabel,
    handler: (ctx) => flowByNo(ctx.deps, requireSession(ctx).userId, ctx.query.flowNo),
  }),
  route({
    method: 'GET', url: REPAY_URLS.merchants, access: needs(...CODES.viewAnyRepay),
    handler: async (ctx) => merchantOptions(ctx.deps.db, await merchantScopeOf(ctx.deps.db, requireSession(ctx).userId)),
  }),
  exportRoute('bills', CODES.exportBills, billFilterSchema, BILL_COLUMNS, (ctx, userId) => billSource(ctx.deps, userId, ctx.query)),
  exportRoute('loans', CODES.exportLoans, loanFilterSchema, LOAN_COLUMNS, (ctx, userId) => loanSource(ctx.deps, userId, ctx.query)),
  exportRoute('flows', CODES.exportFlows, flowFilterSchema, FLOW_COLUMNS, (ctx, userId) => flowSource(ctx.deps, userId, ctx.query)),
];

export const repayManageRoutes: RouteDef[] = [...listRoutes, ...repayActionRoutes];
