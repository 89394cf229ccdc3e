/** rePayManage's calls on one bill or flow: repay trial, coupons, commit repay, zero settlement, rollback. */
import { z } from 'zod';
import { repayBodySchema, rollbackBodySchema, trialQuerySchema, zeroSettleBodySchema } from '../../../common/money/repay';
import { CODES } from '../../../common/money/repay-codes';
import { billFilterSchema, REPAY_URLS } from '../../../common/money/repay-lists';
import { zeroSettleFilteredSchema, type ZeroSettleFilteredAnswer } from '../../../common/money/zero-settle';
import { needs } from '../../core/access';
import { translate } from '../../core/i18n';
import { idempotencyKeyOf } from '../../core/idempotency';
import { requireSession, route, type RouteDef } from '../../core/route';
import { parseOrThrow } from '../../core/validation';
import { couponsOf, repay, trialOf, zeroSettle } from './repay.service';
import { rollbackFlow } from './rollback.service';
import { previewZeroSettle, zeroSettleFiltered } from './zero-settle-filtered.service';

const fieldLabel = (field: string) => `repay:fields.${field}`;
/** The stored answer carries message keys; each caller reads the refusals in their own language. */
const translated = (answer: ZeroSettleFilteredAnswer, language: string): ZeroSettleFilteredAnswer => ({
  ...answer, results: answer.results.map((r) => (r.errorKey ? { ...r, message: translate(language, r.errorKey, r.errorParams) } : r)),
});
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
    method: 'GET', url: REPAY_URLS.zeroSettleFilteredPreview, access: needs(...CODES.zeroSettle), query: billFilterSchema, fieldLabel,
    handler: (ctx) => previewZeroSettle(ctx.deps, requireSession(ctx).userId, ctx.query),
  }),
  route({
    method: 'POST', url: REPAY_URLS.zeroSettleFiltered, access: needs(...CODES.zeroSettle), body: zeroSettleFilteredSchema, fieldLabel,
    handler: async (ctx) => translated(await zeroSettleFiltered(ctx.deps, requireSession(ctx), ctx.actor, ctx.body, idempotencyKeyOf(ctx.request)), ctx.language),
  }),
  route({
    method: 'POST', url: REPAY_URLS.rollback, access: needs(...CODES.rollback), body: rollbackBodySchema, fieldLabel,
    handler: (ctx) => rollbackFlow(ctx.deps, requireSession(ctx), ctx.actor, ctx.body, idempotencyKeyOf(ctx.request)),
  }),
];
