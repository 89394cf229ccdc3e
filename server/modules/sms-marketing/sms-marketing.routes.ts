/** MarketingManagement: SmsMarketingTemplate, SmsMarketingTask (CRUD plus start / pause / resume / cancel), UnrenewedLoanSmsConfig. */
import { z } from 'zod';
import {
  MARKETING_LIST_BATCHES_URL, smsMarketingTaskEntity, smsMarketingTemplateEntity, TASK_MOVES, taskMoveUrl, unrenewedLoanSmsEntity, type TaskMove,
} from '../../../common/marketing/sms-marketing';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { crudRoutes } from '../../core/crud/crud.routes';
import { sessionMerchantScope } from '../../core/merchant-scope';
import { requireSession, route, type RouteContext, type RouteDef } from '../../core/route';
import { listBatchOptions } from '../telemarketing-list/list-audience.repository';
import { merchantOptions, templateOptions } from './sms-marketing.repository';
import { taskService, templateService, unrenewedService } from './sms-marketing.crud';
import { moveMarketingTask } from './task-moves.service';

const SCREENS = [smsMarketingTemplateEntity.screen, smsMarketingTaskEntity.screen, unrenewedLoanSmsEntity.screen];
const anyView = needs(...SCREENS.map(viewCode));
const idBody = z.object({ id: z.number({ message: 'validation.required' }).int().positive() });
const optionsQuery = z.object({ merchantId: z.coerce.number().int().positive().optional() });
const scopeOf = (ctx: RouteContext<unknown, unknown>) => sessionMerchantScope(ctx.deps.db, requireSession(ctx));

const moveRoute = (move: TaskMove): RouteDef => route({
  method: 'POST', url: taskMoveUrl(move), access: needs(actionCode(smsMarketingTaskEntity.screen, move)), body: idBody,
  handler: async (ctx) => moveMarketingTask(ctx.deps, ctx.actor, await scopeOf(ctx), move, ctx.body.id),
});

export const smsMarketingRoutes: RouteDef[] = [
  ...crudRoutes(smsMarketingTemplateEntity, templateService),
  ...crudRoutes(smsMarketingTaskEntity, taskService),
  ...crudRoutes(unrenewedLoanSmsEntity, unrenewedService),
  ...(Object.keys(TASK_MOVES) as TaskMove[]).map(moveRoute),
  route({ method: 'GET', url: 'smsMarketingTemplate/options/merchants', access: anyView, handler: async (ctx) => merchantOptions(ctx.deps.db, await scopeOf(ctx)) }),
  route({
    method: 'GET', url: 'smsMarketingTemplate/options/templates', access: anyView, query: optionsQuery,
    handler: async (ctx) => templateOptions(ctx.deps.db, await scopeOf(ctx), ctx.query.merchantId),
  }),
  route({
    method: 'GET', url: MARKETING_LIST_BATCHES_URL, access: anyView, query: optionsQuery,
    handler: async (ctx) => listBatchOptions(ctx.deps.db, await scopeOf(ctx), ctx.query.merchantId),
  }),
];
