/** MarketingManagement: SmsMarketingTemplate, SmsMarketingTask (CRUD plus start / pause / resume / cancel), UnrenewedLoanSmsConfig. */
import { z } from 'zod';
import {
  MARKETING_LIST_BATCHES_URL, smsMarketingTaskEntity, smsMarketingTemplateEntity, TASK_MOVES, taskMoveUrl, unrenewedLoanSmsEntity, type TaskMove,
} from '../../../common/marketing/sms-marketing';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { crudRoutes } from '../../core/crud/crud.routes';
import { route, type RouteDef } from '../../core/route';
import { listBatchOptions } from '../telemarketing-list/list-audience.repository';
import { merchantOptions, templateOptions } from './sms-marketing.repository';
import { taskService, templateService, unrenewedService } from './sms-marketing.crud';
import { moveMarketingTask } from './task-moves.service';

const SCREENS = [smsMarketingTemplateEntity.screen, smsMarketingTaskEntity.screen, unrenewedLoanSmsEntity.screen];
const anyView = needs(...SCREENS.map(viewCode));
const idBody = z.object({ id: z.number({ message: 'validation.required' }).int().positive() });
const optionsQuery = z.object({ merchantId: z.coerce.number().int().positive().optional() });

const moveRoute = (move: TaskMove): RouteDef => route({
  method: 'POST', url: taskMoveUrl(move), access: needs(actionCode(smsMarketingTaskEntity.screen, move)), body: idBody,
  handler: ({ deps, body, actor }) => moveMarketingTask(deps, actor, move, body.id),
});

export const smsMarketingRoutes: RouteDef[] = [
  ...crudRoutes(smsMarketingTemplateEntity, templateService),
  ...crudRoutes(smsMarketingTaskEntity, taskService),
  ...crudRoutes(unrenewedLoanSmsEntity, unrenewedService),
  ...(Object.keys(TASK_MOVES) as TaskMove[]).map(moveRoute),
  route({ method: 'GET', url: 'smsMarketingTemplate/options/merchants', access: anyView, handler: ({ deps }) => merchantOptions(deps.db) }),
  route({
    method: 'GET', url: 'smsMarketingTemplate/options/templates', access: anyView, query: optionsQuery,
    handler: ({ deps, query }) => templateOptions(deps.db, query.merchantId),
  }),
  route({
    method: 'GET', url: MARKETING_LIST_BATCHES_URL, access: anyView, query: optionsQuery,
    handler: ({ deps, query }) => listBatchOptions(deps.db, query.merchantId),
  }),
];
