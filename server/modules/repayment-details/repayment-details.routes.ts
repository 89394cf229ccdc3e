/** repaymentDetails: the list, totals, export and filter choices of repaymentDetails (v1) and RepaymentDetailsNew (v2). */
import { z } from 'zod';
import { REPAYMENT_DETAIL_SCREENS, REPAYMENT_DETAIL_URLS } from '../../../common/collection/repayment-details';
import { COLLECTION_SYSTEMS } from '../../../common/collection/statuses';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { requireSession, route, type RouteDef } from '../../core/route';
import { merchantOptions } from '../order-options/order-options.repository';
import { merchantScopeOf } from '../order/order-scope';
import { XLSX_TYPE } from '../refund/money-sheet';
import { collectorChoices, levelChoices, repaymentDetailList } from './repayment-details.repository';
import { exportRepayments, listRepayments, repaymentSummary } from './repayment-details.service';

const SCREENS = Object.values(REPAYMENT_DETAIL_SCREENS);
const view = needs(...SCREENS.map(viewCode));
const fieldLabel = (field: string) => `repaymentDetails:fields.${field}`;

export const repaymentDetailsRoutes: RouteDef[] = [
  route({
    method: 'GET', url: REPAYMENT_DETAIL_URLS.list, access: view, query: repaymentDetailList.query, fieldLabel,
    handler: (ctx) => listRepayments(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'GET', url: REPAYMENT_DETAIL_URLS.summary, access: view, query: repaymentDetailList.filterQuery, fieldLabel,
    handler: (ctx) => repaymentSummary(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'GET', url: REPAYMENT_DETAIL_URLS.export, access: needs(...SCREENS.map((s) => actionCode(s, 'export'))),
    query: repaymentDetailList.filterQuery, fieldLabel, raw: true,
    handler: async (ctx) => {
      const file = await exportRepayments(ctx.deps, requireSession(ctx), ctx.actor, ctx.query, ctx.language);
      return ctx.reply.header('Content-Type', XLSX_TYPE).header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('X-Export-Rows', String(file.rows)).send(file.content);
    },
  }),
  route({ method: 'GET', url: REPAYMENT_DETAIL_URLS.collectors, access: view, handler: ({ deps }) => collectorChoices(deps.db) }),
  route({
    method: 'GET', url: REPAYMENT_DETAIL_URLS.merchants, access: view,
    handler: async (ctx) => merchantOptions(ctx.deps.db, await merchantScopeOf(ctx.deps.db, requireSession(ctx).userId)),
  }),
  route({
    method: 'GET', url: 'repaymentDetails/options/levels/:system', access: view,
    handler: ({ deps, params }) => levelChoices(deps.db, z.object({ system: z.enum(COLLECTION_SYSTEMS) }).parse(params).system),
  }),
];
