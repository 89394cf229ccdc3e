/** OrderAllocation: the list of orders to allocate or re-allocate, the auditors to choose, and the three ways to allocate. */
import { allocateFilteredPreviewSchema, allocateFilteredSchema, allocateOrdersSchema, autoAllocateSchema } from '../../../common/orders/order-allocation';
import { orderListQuerySchema } from '../../../common/orders/order-query';
import { ORDER_STATUS } from '../../../common/orders/order-status';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { listOrders, splitPage } from '../order/order-list.service';
import * as allocation from './order-allocation.service';

const SCREEN = 'AuditSystem/OrderAllocation';
const ALLOCATION_STATUSES: number[] = [ORDER_STATUS.toBeAllocated, ORDER_STATUS.pendingReview];
const allocating = needs(actionCode(SCREEN, 'allocate'), actionCode(SCREEN, 'reallocate'));
const fieldLabel = (field: string) => `order:fields.${field}`;

export const orderAllocationRoutes = [
  route({
    method: 'GET', url: 'orderAllocation/list', access: needs(viewCode(SCREEN)), query: orderListQuerySchema, fieldLabel,
    handler: (ctx) => {
      const { filter, page } = splitPage(ctx.query);
      const status = (filter.status ?? ALLOCATION_STATUSES).filter((s) => ALLOCATION_STATUSES.includes(s));
      return listOrders(ctx.deps, requireSession(ctx).userId, { ...filter, status: status.length ? status : [-1] }, page);
    },
  }),
  route({
    method: 'GET', url: 'orderAllocation/auditors', access: needs(viewCode(SCREEN)),
    handler: (ctx) => allocation.auditorChoices(ctx.deps, requireSession(ctx)),
  }),
  route({
    method: 'POST', url: 'orderAllocation/allocate', access: allocating, body: allocateOrdersSchema, fieldLabel,
    handler: (ctx) => allocation.allocateOrders(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'GET', url: 'orderAllocation/allocateFiltered/preview', access: allocating, query: allocateFilteredPreviewSchema, fieldLabel,
    handler: (ctx) => {
      const { action, ...filter } = ctx.query;
      return allocation.previewFiltered(ctx.deps, requireSession(ctx), filter, action);
    },
  }),
  route({
    method: 'POST', url: 'orderAllocation/allocateFiltered', access: allocating, body: allocateFilteredSchema, fieldLabel,
    handler: (ctx) => allocation.allocateFiltered(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'POST', url: 'orderAllocation/autoAllocate', access: needs(actionCode(SCREEN, 'autoAllocate')), body: autoAllocateSchema, fieldLabel,
    handler: (ctx) => allocation.autoAllocate(ctx.deps, requireSession(ctx), ctx.actor, ctx.body.filter),
  }),
];
