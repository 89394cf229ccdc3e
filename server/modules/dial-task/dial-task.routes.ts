/** dialTask (TelemarketingSystem/DialTask): tasks, the telemarketer tree, assignment, follow-up and click-to-call. */
import { actionCode, viewCode } from '../../../common/routes';
import { DIAL_TASK_SCREEN } from '../../../common/telemarketing/dial';
import { assignBodySchema, entryBodySchema, entryQuerySchema, followUpBodySchema } from '../../../common/telemarketing/dial-inputs';
import { needs } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { merchantOptions } from '../order-options/order-options.repository';
import { dialerListQuerySchema } from './dialer-queue.routes';
import { merchantScopeOf } from '../order/order-scope';
import { z } from 'zod';
import { DIAL_ASSIGN_MAX } from '../../../common/telemarketing/dial';
import { assignTasks, autoAssignTasks, callTask, followUp, listDialTasks, taskFollowUps, telemarketerOptions, telemarketerTree } from './dial-task.service';

const fieldLabel = (field: string) => `telemarketingWork:fields.${field}`;
const view = needs(viewCode(DIAL_TASK_SCREEN));

export const dialTaskRoutes = [
  route({
    method: 'GET', url: 'dialTask/list', access: view, query: dialerListQuerySchema, fieldLabel,
    handler: (ctx) => listDialTasks(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'GET', url: 'dialTask/telemarketerTree', access: view,
    handler: (ctx) => telemarketerTree(ctx.deps, requireSession(ctx)),
  }),
  route({
    method: 'GET', url: 'dialTask/telemarketerOptions', access: view,
    handler: (ctx) => telemarketerOptions(ctx.deps, requireSession(ctx)),
  }),
  route({
    method: 'GET', url: 'dialTask/merchants', access: needs(actionCode(DIAL_TASK_SCREEN, 'assign')),
    handler: async (ctx) => merchantOptions(ctx.deps.db, await merchantScopeOf(ctx.deps.db, requireSession(ctx).userId)),
  }),
  route({
    method: 'GET', url: 'dialTask/followUps', access: view, query: entryQuerySchema, fieldLabel,
    handler: (ctx) => taskFollowUps(ctx.deps, requireSession(ctx), ctx.query.entryId),
  }),
  route({
    method: 'POST', url: 'dialTask/assign', access: needs(actionCode(DIAL_TASK_SCREEN, 'assign')), body: assignBodySchema, fieldLabel,
    handler: (ctx) => assignTasks(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'POST', url: 'dialTask/autoAssign', access: needs(actionCode(DIAL_TASK_SCREEN, 'assign')), fieldLabel,
    body: z.object({ merchantId: z.number().int().positive(), count: z.number().int().min(1).max(DIAL_ASSIGN_MAX) }),
    handler: (ctx) => autoAssignTasks(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'POST', url: 'dialTask/followUp', access: needs(actionCode(DIAL_TASK_SCREEN, 'follow')), body: followUpBodySchema, fieldLabel,
    handler: (ctx) => followUp(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'POST', url: 'dialTask/call', access: needs(actionCode(DIAL_TASK_SCREEN, 'call')), body: entryBodySchema, fieldLabel,
    handler: (ctx) => callTask(ctx.deps, requireSession(ctx), ctx.actor, ctx.body.entryId),
  }),
];
