/** reconciliation (spec 7): run a channel's day, list runs and items, export a run's items. */
import { z } from 'zod';
import { reconciliationItemsQuerySchema, reconciliationListQuerySchema, reconciliationRunSchema } from '../../../common/money/reconciliation';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { parseOrThrow } from '../../core/validation';
import { exportRun } from './reconciliation.export';
import * as service from './reconciliation.service';

const SCREEN = 'AfterLoanSystem/ReconciliationManagement';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const fieldLabel = (field: string) => `reconciliation:fields.${field}`;
const runIdOf = (params: Record<string, string>) =>
  parseOrThrow(z.object({ runId: z.coerce.number().int().positive() }), params, fieldLabel).runId;

export const reconciliationRoutes = [
  route({
    method: 'POST', url: 'reconciliation/run', access: needs(actionCode(SCREEN, 'run')), body: reconciliationRunSchema, fieldLabel,
    handler: (ctx) => service.runReconciliation(ctx.deps, ctx.actor, ctx.body),
  }),
  route({
    method: 'GET', url: 'reconciliation/list', access: needs(viewCode(SCREEN)), query: reconciliationListQuerySchema, fieldLabel,
    handler: (ctx) => service.listRuns(ctx.deps, ctx.query),
  }),
  route({
    method: 'GET', url: 'reconciliation/items/:runId', access: needs(viewCode(SCREEN)), query: reconciliationItemsQuerySchema, fieldLabel,
    handler: async (ctx) => service.listItems(ctx.deps, runIdOf(ctx.params), await service.itemScopeOf(ctx.deps, requireSession(ctx)), ctx.query),
  }),
  route({
    method: 'GET', url: 'reconciliation/export/:runId', access: needs(actionCode(SCREEN, 'export')), raw: true,
    handler: async (ctx) => {
      const file = await exportRun(ctx.deps, ctx.actor, await service.itemScopeOf(ctx.deps, requireSession(ctx)), runIdOf(ctx.params), ctx.language);
      return ctx.reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('X-Export-Rows', String(file.rows))
        .send(file.content);
    },
  }),
];
