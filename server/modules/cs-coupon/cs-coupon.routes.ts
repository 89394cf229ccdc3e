/** Customer-service coupons: tasks (csCouponTask), an agent's applications (csCouponApply), their review (csCouponAudit). */
import { COUPON_APPLY_SCREEN, COUPON_AUDIT_SCREEN, couponApplicationQuerySchema, couponApplyBodySchema, couponReviewBodySchema } from '../../../common/coupons/coupon-application';
import { csCouponTaskEntity, csCouponTaskUrls } from '../../../common/entities/cs-coupon-task';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { crudRoutes } from '../../core/crud/crud.routes';
import { requireSession, route } from '../../core/route';
import { applyForCoupons, listApplications, taskOptions } from './cs-coupon-apply.service';
import { approveApplication, rejectApplication } from './cs-coupon-audit.service';
import { appOptions, merchantOptions } from './cs-coupon.repository';
import { csCouponTaskService } from './cs-coupon-task.service';

const fieldLabel = (field: string) => `csCoupon:fields.${field}`;
const TASK_FORMS = needs(actionCode(csCouponTaskEntity.screen, 'add'), actionCode(csCouponTaskEntity.screen, 'update'), viewCode(csCouponTaskEntity.screen));

export const csCouponTaskRoutes = [
  ...crudRoutes(csCouponTaskEntity, csCouponTaskService),
  route({ method: 'GET', url: csCouponTaskUrls.apps, access: TASK_FORMS, handler: ({ deps }) => appOptions(deps.db) }),
  route({ method: 'GET', url: csCouponTaskUrls.merchants, access: TASK_FORMS, handler: ({ deps }) => merchantOptions(deps.db) }),
];

export const csCouponApplyRoutes = [
  route({
    method: 'GET', url: 'csCouponApply/list', access: needs(viewCode(COUPON_APPLY_SCREEN)), query: couponApplicationQuerySchema, fieldLabel,
    handler: (ctx) => listApplications(ctx.deps, requireSession(ctx), ctx.query, true),
  }),
  route({
    method: 'GET', url: 'csCouponApply/taskOptions', access: needs(actionCode(COUPON_APPLY_SCREEN, 'apply')),
    handler: (ctx) => taskOptions(ctx.deps, requireSession(ctx)),
  }),
  route({
    method: 'POST', url: 'csCouponApply/apply', access: needs(actionCode(COUPON_APPLY_SCREEN, 'apply')), body: couponApplyBodySchema, fieldLabel,
    handler: (ctx) => applyForCoupons(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
];

export const csCouponAuditRoutes = [
  route({
    method: 'GET', url: 'csCouponAudit/list', access: needs(viewCode(COUPON_AUDIT_SCREEN)), query: couponApplicationQuerySchema, fieldLabel,
    handler: (ctx) => listApplications(ctx.deps, requireSession(ctx), ctx.query, false),
  }),
  route({
    method: 'POST', url: 'csCouponAudit/approve', access: needs(actionCode(COUPON_AUDIT_SCREEN, 'approve')), body: couponReviewBodySchema, fieldLabel,
    handler: (ctx) => approveApplication(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'POST', url: 'csCouponAudit/reject', access: needs(actionCode(COUPON_AUDIT_SCREEN, 'reject')), body: couponReviewBodySchema, fieldLabel,
    handler: (ctx) => rejectApplication(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
];
