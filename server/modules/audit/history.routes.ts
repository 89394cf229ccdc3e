/** auditLog/history?entity=&entityId= (one record's audit rows) and auditLog/activity?userId= (what a user did). */
import { RECORD_HISTORY_CODE, recordHistoryQuerySchema, userActivityQuerySchema } from '../../../common/record-history';
import { needs } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { recordHistory, userActivity } from './history.service';

const reading = needs(RECORD_HISTORY_CODE);

export const historyRoutes = [
  route({
    method: 'GET', url: 'auditLog/history', access: reading, query: recordHistoryQuerySchema,
    handler: (ctx) => recordHistory(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'GET', url: 'auditLog/activity', access: reading, query: userActivityQuerySchema,
    handler: (ctx) => userActivity(ctx.deps, requireSession(ctx), ctx.actor, ctx.query),
  }),
];
