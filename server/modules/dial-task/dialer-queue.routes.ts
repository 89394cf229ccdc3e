/** The dialer queue's routes on DialTask (issue 37): tab counts, Call next, a call's state, the disposition and the day counter. */
import { sortQuery } from '../../../common/list-query';
import { actionCode, viewCode } from '../../../common/routes';
import { DIAL_TASK_SCREEN } from '../../../common/telemarketing/dial';
import { dialTaskQuerySchema } from '../../../common/telemarketing/dial-inputs';
import { callNextBodySchema, callStateQuerySchema, dialerTabSchema, disposeBodySchema } from '../../../common/telemarketing/dialer-queue';
import { needs } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { callNext, callState, dayCounter, dialerTabCounts, dispose } from './dialer-queue.service';

const fieldLabel = (field: string) => `telemarketingWork:fields.${field}`;
const view = needs(viewCode(DIAL_TASK_SCREEN));

/** dialTask/list's query: the filter bar's filters, a tab (every task when absent) and the sorts an index serves. */
export const dialerListQuerySchema = dialTaskQuerySchema.extend({
  tab: dialerTabSchema.default('all'),
  ...sortQuery(['nextCallAt', 'assignedAt']),
});

export const dialerQueueRoutes = [
  route({
    method: 'GET', url: 'dialTask/tabCounts', access: view, query: dialTaskQuerySchema, fieldLabel,
    handler: (ctx) => dialerTabCounts(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'POST', url: 'dialTask/callNext', access: needs(actionCode(DIAL_TASK_SCREEN, 'call')), body: callNextBodySchema, fieldLabel,
    handler: (ctx) => callNext(ctx.deps, requireSession(ctx), ctx.actor, ctx.body.tab),
  }),
  route({
    method: 'GET', url: 'dialTask/callState', access: needs(actionCode(DIAL_TASK_SCREEN, 'call')), query: callStateQuerySchema, fieldLabel,
    handler: (ctx) => callState(ctx.deps, requireSession(ctx), ctx.query.callLogId),
  }),
  route({
    method: 'POST', url: 'dialTask/dispose', access: needs(actionCode(DIAL_TASK_SCREEN, 'follow')), body: disposeBodySchema, fieldLabel,
    handler: (ctx) => dispose(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'GET', url: 'dialTask/dayCounter', access: view,
    handler: (ctx) => dayCounter(ctx.deps, requireSession(ctx)),
  }),
];
