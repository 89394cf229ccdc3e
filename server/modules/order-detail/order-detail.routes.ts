/**
 * OrderDetail and OrderAudit open for every signed-in user (spec 2 and 6), but an order's data needs a code of a
 * screen that opens orders (ORDER_DATA_CODES, issue 31.5), and is limited to the caller's merchants; so is its money
 * (orderDetail/money, issue 37). The audit's follow-ups and decision need the OrderAudit buttons' codes.
 */
import { z } from 'zod';
import { HISTORY_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../common/constants';
import { ORDER_MONEY_URL } from '../../../common/orders/order-money';
import { actionCode, ORDER_DATA_CODES } from '../../../common/routes';
import { needs } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { followSchema, submitSchema } from './order-audit.schemas';
import { recordFollow, submitReview } from './order-audit.service';
import { openAttachment } from './order-attachment';
import { historyOrders, historySteps, loadOrderDetail, resolveOrderId } from './order-detail.service';
import { loadOrderMoney } from './order-money.service';

const AUDIT = 'OrderDetailAudit/OrderAudit';
const orderData = needs(...ORDER_DATA_CODES);
const orderId = z.coerce.number().int().positive();
const historyQuery = z.object({
  orderId,
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(HISTORY_PAGE_SIZE),
});
const fieldLabel = (field: string) => `orderDetail:fields.${field}`;

export const orderDetailRoutes = [
  route({
    method: 'GET', url: 'orderDetail/attachment', access: orderData, raw: true,
    query: z.object({ orderId, attachmentId: z.coerce.number().int().positive() }),
    handler: async (ctx) => {
      const file = await openAttachment(ctx.deps, requireSession(ctx), ctx.actor, ctx.query.orderId, ctx.query.attachmentId);
      return ctx.reply.header('Content-Type', file.contentType)
        .header('Content-Disposition', `inline; filename="${encodeURIComponent(file.fileName)}"`)
        .header('X-Content-Type-Options', 'nosniff').send(file.bytes);
    },
  }),
  route({
    method: 'GET', url: 'orderDetail/detail', access: orderData,
    query: z.object({ orderId: orderId.optional(), orderNo: z.string().trim().max(40).optional() }),
    handler: async (ctx) => loadOrderDetail(ctx.deps, requireSession(ctx).userId, await resolveOrderId(ctx.deps, ctx.query)),
  }),
  route({
    method: 'GET', url: 'orderDetail/historyOrders', access: orderData, query: historyQuery,
    handler: async (ctx) => historyOrders(ctx.deps, requireSession(ctx).userId, ctx.query.orderId, ctx.query),
  }),
  route({
    method: 'GET', url: 'orderDetail/historySteps', access: orderData, query: historyQuery,
    handler: async (ctx) => historySteps(ctx.deps, requireSession(ctx).userId, ctx.query.orderId, ctx.query),
  }),
  route({
    method: 'GET', url: ORDER_MONEY_URL, access: orderData, query: z.object({ orderId }),
    handler: async (ctx) => loadOrderMoney(ctx.deps, requireSession(ctx).userId, ctx.query.orderId),
  }),
  route({
    method: 'POST', url: 'orderAudit/follow', access: needs(actionCode(AUDIT, 'follow')), body: followSchema, fieldLabel,
    handler: async (ctx) => recordFollow(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'POST', url: 'orderAudit/submit', access: needs(actionCode(AUDIT, 'submit')), body: submitSchema, fieldLabel,
    handler: async (ctx) => submitReview(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
];
