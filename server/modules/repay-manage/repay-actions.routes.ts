/** rePayManage's calls on one bill or flow: repay trial, coupons, commit repay, zero settlement, rollback. */
import { z } from 'zod';
import { repayBodySchema, rollbackBodySchema, trialQuerySchema, zeroSettleBodySchema } from '../../../common/money/repay';
import { CODES } from '../../../common/money/repay-codes';
import { REPAY_URLS } from '../../../common/money/repay-lists';
import { needs } from '../../core/access';
import { idempotencyKeyOf } from '../../core/idempotency';
import { requireSession, route, type RouteDef } from '../../core/route';
import { parseOrThrow } from '../../core/validation';
import { couponsOf, repay, trialOf, zeroSettle } from './repay.service';
import { rollbackFlow } from './rollback.service';

const fieldLabel = (field: string) => `repay:fields.${field}`;
const billIdOf = (params: Record<string, string>) => parseOrThrow(z.object({ billId: z.coerce.number().int().positive() }), params, fieldLabel).billId;

export const repayActionRoutes: RouteDef[] = [
  route({
    method: 'GET', url: REPAY_URLS.trial, access: needs(...CODES.viewAnyRepay), query: trialQuerySchema, fieldLabel,
    handler: (ctx) => trialOf(ctx.deps, requireSession(ctx).userId, ctx.query.billId, ctx.query.onDay),
  }),
  route({
    method: 'GET', url: `${REPAY_URLS.coupons}/:billId`, access: needs(...CODES.viewAnyRepay),
    handler: (ctx) => couponsOf(ctx.deps, requireSession(ctx).userId, billIdOf(ctx.params)),
  }),
  route({
    method: 'POST', url: REPAY_URLS.repay, access: needs(...CODES.repay), body: repayBodySchema, fieldLabel,
    handler: (ctx) => repay(ctx.deps, requireSession(ctx), ctx.actor, ctx.body, idempotencyKeyOf(ctx.request)),
  }),
  route({
    method: 'POST', url: REPAY_URLS.zeroSettle, access: needs(...CODES.zeroSettle), body: zeroSettleBodySchema, fieldLabel,
    handler: (ctx) => zeroSettle(ctx.deps, requireSession(ctx), ctx.actor, ctx.body, idempotencyKeyOf(ctx.request)),
  }),
  route({
    method: 'POST', url: REPAY_URLS.rollback, access: needs(...CODES.rollback), body: rollbackBodySchema, fieldLabel,
    handler: (ctx) => rollbackFlow(ctx.deps, requireSession(ctx), ctx.actor, ctx.body, idempotencyKeyOf(ctx.request)),
  }),
];
