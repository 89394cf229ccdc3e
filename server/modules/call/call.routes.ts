/** call/getCallConfig, call/clickToCall and the order's call log (spec 7, Click-to-call). */
import { z } from 'zod';
import { HISTORY_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../common/constants';
import { actionCode, ORDER_DATA_CODES } from '../../../common/routes';
import { needs, signedIn } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { callConfigOf, clickToCall, orderCallLogs } from './call.service';

const id = z.coerce.number().int().positive();

export const callRoutes = [
  route({
    method: 'GET', url: 'call/getCallConfig', access: signedIn,
    handler: async (ctx) => callConfigOf(ctx.deps, requireSession(ctx).userId),
  }),
  route({
    method: 'POST', url: 'call/clickToCall',
    access: needs(actionCode('OrderDetailAudit/OrderDetail', 'call'), actionCode('OrderDetailAudit/OrderAudit', 'call')),
    body: z.object({ orderId: z.number({ message: 'validation.required' }).int().positive(), contactId: z.number().int().positive().optional() }),
    fieldLabel: (field) => `orderDetail:fields.${field}`,
    handler: async (ctx) => clickToCall(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    // An order's call log is order data (issue 31.5).
    method: 'GET', url: 'call/logs', access: needs(...ORDER_DATA_CODES),
    query: z.object({ orderId: id, current: id.default(1), size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(HISTORY_PAGE_SIZE) }),
    handler: async (ctx) => orderCallLogs(ctx.deps, requireSession(ctx).userId, ctx.query.orderId, ctx.query),
  }),
];
