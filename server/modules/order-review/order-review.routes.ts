/** orderReview (spec 7): re-review applications, the day's counts per merchant, and the config's routes. */
import { reReviewApplySchema, reReviewApproveSchema, reReviewListQuerySchema, reReviewRejectSchema } from '../../../common/orders/order-review';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { requireSession, route, routeCaller } from '../../core/route';
import { orderReviewConfigRoutes } from './order-review-config.routes';
import * as service from './order-review.service';

const SCREEN = 'AuditSystem/RejectOrderReview';
const fieldLabel = (field: string) => `orderReview:fields.${field}`;

export const orderReviewRoutes = [
  ...orderReviewConfigRoutes,
  route({
    method: 'GET', url: 'orderReview/dailyCounts', access: needs(viewCode(SCREEN)),
    handler: (ctx) => service.dailyCounts(ctx.deps, requireSession(ctx).userId),
  }),
  route({
    method: 'GET', url: 'orderReview/list', access: needs(viewCode(SCREEN)), query: reReviewListQuerySchema, fieldLabel,
    handler: (ctx) => service.listApplications(ctx.deps, requireSession(ctx).userId, ctx.query),
  }),
  route({
    method: 'POST', url: 'orderReview/apply', access: needs(actionCode(SCREEN, 'apply')), body: reReviewApplySchema, fieldLabel,
    handler: (ctx) => service.applyForReReview(ctx.deps, routeCaller(ctx), ctx.body),
  }),
  route({
    method: 'POST', url: 'orderReview/approve', access: needs(actionCode(SCREEN, 'approve')), body: reReviewApproveSchema, fieldLabel,
    handler: (ctx) => service.approveReReview(ctx.deps, routeCaller(ctx), ctx.body),
  }),
  route({
    method: 'POST', url: 'orderReview/reject', access: needs(actionCode(SCREEN, 'reject')), body: reReviewRejectSchema, fieldLabel,
    handler: (ctx) => service.rejectReReview(ctx.deps, routeCaller(ctx), ctx.body),
  }),
];
