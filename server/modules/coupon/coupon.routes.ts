/** coupon (OperationSystem/CouponCodeManagement): the coupon list, freeze and unfreeze. */
import { COUPON_SCREEN, couponIdBody } from '../../../common/coupons/coupon';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { couponList } from './coupon.repository';
import { changeFreeze, listCoupons } from './coupon.service';

const fieldLabel = (field: string) => `coupon:fields.${field}`;

export const couponRoutes = [
  route({
    method: 'GET', url: 'coupon/list', access: needs(viewCode(COUPON_SCREEN)), query: couponList.query, fieldLabel,
    handler: (ctx) => listCoupons(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'POST', url: 'coupon/freeze', access: needs(actionCode(COUPON_SCREEN, 'freeze')), body: couponIdBody, fieldLabel,
    handler: (ctx) => changeFreeze(ctx.deps, requireSession(ctx), ctx.actor, ctx.body.id, true),
  }),
  route({
    method: 'POST', url: 'coupon/unfreeze', access: needs(actionCode(COUPON_SCREEN, 'unfreeze')), body: couponIdBody, fieldLabel,
    handler: (ctx) => changeFreeze(ctx.deps, requireSession(ctx), ctx.actor, ctx.body.id, false),
  }),
];
