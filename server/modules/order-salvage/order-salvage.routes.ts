/** orderSalvage (spec 7): check which orders may be retrieved, retrieve them, and the past retrievals. */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../common/constants';
import { retrievalBodySchema, retrievalCheckSchema } from '../../../common/orders/order-salvage';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { checkRetrieval, listRetrievals, retrieveOrders } from './order-salvage.service';

const SCREEN = 'AuditSystem/MachineReviewRetrieval';
const fieldLabel = (field: string) => `orderSalvage:fields.${field}`;

const historyQuery = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  orderNo: z.string().trim().max(64).optional().transform((v) => v || undefined),
});

export const orderSalvageRoutes = [
  route({
    method: 'POST', url: 'orderSalvage/check', access: needs(viewCode(SCREEN)), body: retrievalCheckSchema, fieldLabel,
    handler: (ctx) => checkRetrieval(ctx.deps, requireSession(ctx).userId, ctx.body),
  }),
  route({
    method: 'POST', url: 'orderSalvage/retrieve', access: needs(actionCode(SCREEN, 'retrieve')), body: retrievalBodySchema, fieldLabel,
    handler: (ctx) => retrieveOrders(ctx.deps, requireSession(ctx), ctx.body, ctx.actor.ip),
  }),
  route({
    method: 'GET', url: 'orderSalvage/list', access: needs(viewCode(SCREEN)), query: historyQuery,
    handler: (ctx) => listRetrievals(ctx.deps, requireSession(ctx).userId, ctx.query),
  }),
];
