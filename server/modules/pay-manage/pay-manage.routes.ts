/**
 * payManage (spec 7): the disbursement list, an order's loan codes, the export, and the payout actions of
 * LoanManagement, each behind its operation code and an Idempotency-Key. Calls that talk to a payment
 * channel run under idempotentAcross (the whole batch under one key; the stored answer is the per-item
 * results); cancelling is one transaction under idempotent.
 */
import { z } from 'zod';
import {
  PAY_MANAGE_SCREEN, payBatchSchema, payCancelSchema, payConfirmSchema, payFilteredPreviewSchema, payFilteredSchema, payManageFilterSchema,
  payManageListQuerySchema, payRecreateSchema, type PayActionAnswer,
} from '../../../common/money/pay-manage';
import { PAY_MERCHANTS_URL } from '../../../common/money/pay-manage-filters';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { forbidden } from '../../core/errors';
import { translate } from '../../core/i18n';
import { idempotencyKeyOf, idempotent, idempotentAcross } from '../../core/idempotency';
import { requireSession, route, type RouteContext } from '../../core/route';
import { parseOrThrow } from '../../core/validation';
import { splitPage } from '../order/order-list.service';
import { prepareExport } from './pay-manage.export';
import { filteredIds, previewFiltered } from './pay-filtered.service';
import * as service from './pay-manage.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const fieldLabel = (field: string) => `loan:fields.${field}`;
const stamp = (now: Date) => now.toISOString().slice(0, 19).replace(/\D/g, '');
const may = (action: string) => needs(actionCode(PAY_MANAGE_SCREEN, action));
const mayAny = (...actions: string[]) => needs(...actions.map((a) => actionCode(PAY_MANAGE_SCREEN, a)));

/** The stored answer carries message keys; each caller reads the refusals in their own language. */
const translated = (answer: PayActionAnswer, language: string): PayActionAnswer => ({
  results: answer.results.map((r) => (r.errorKey ? { ...r, message: translate(language, r.errorKey, r.errorParams) } : r)),
});

/** Runs a channel-facing action once per Idempotency-Key. */
async function once<B, Q>(ctx: RouteContext<B, Q>, operation: string, work: () => Promise<PayActionAnswer>) {
  const key = idempotencyKeyOf(ctx.request);
  return translated(await idempotentAcross(ctx.deps, key, operation, requireSession(ctx).userId, work), ctx.language);
}

export const payManageRoutes = [
  route({
    method: 'GET', url: 'payManage/list', access: needs(viewCode(PAY_MANAGE_SCREEN)), query: payManageListQuerySchema, fieldLabel,
    handler: (ctx) => {
      const { filter, page } = splitPage(ctx.query);
      return service.listPayOrders(ctx.deps, requireSession(ctx).userId, filter, page);
    },
  }),
  route({
    method: 'GET', url: 'payManage/loanCodes/:orderId', access: needs(viewCode(PAY_MANAGE_SCREEN)),
    handler: (ctx) => {
      const { orderId } = parseOrThrow(z.object({ orderId: z.coerce.number().int().positive() }), ctx.params, fieldLabel);
      return service.loanCodesOf(ctx.deps, requireSession(ctx).userId, orderId);
    },
  }),
  route({
    method: 'GET', url: PAY_MERCHANTS_URL, access: needs(viewCode(PAY_MANAGE_SCREEN)),
    handler: (ctx) => service.merchantChoices(ctx.deps, requireSession(ctx).userId),
  }),
  route({
    method: 'POST', url: 'payManage/disburse', access: may('disburse'), body: payBatchSchema, fieldLabel,
    handler: (ctx) => once(ctx, 'payManage.disburse', () => service.runPayouts(ctx.deps, requireSession(ctx).userId, ctx.actor, ctx.body.orderIds, 'first')),
  }),
  route({
    method: 'POST', url: 'payManage/resend', access: may('resend'), body: payBatchSchema, fieldLabel,
    handler: (ctx) => once(ctx, 'payManage.resend', () => service.runPayouts(ctx.deps, requireSession(ctx).userId, ctx.actor, ctx.body.orderIds, 'resend')),
  }),
  route({
    method: 'POST', url: 'payManage/recreate', access: may('recreate'), body: payRecreateSchema, fieldLabel,
    handler: (ctx) => once(ctx, 'payManage.recreate', () => service.runPayouts(ctx.deps, requireSession(ctx).userId, ctx.actor, [ctx.body.orderId], 'recreate')),
  }),
  route({
    method: 'POST', url: 'payManage/confirm', access: may('confirm'), body: payConfirmSchema, fieldLabel,
    handler: (ctx) => once(ctx, 'payManage.confirm', () => service.confirmCode(ctx.deps, requireSession(ctx).userId, ctx.actor, ctx.body.loanCodeId)),
  }),
  route({
    method: 'POST', url: 'payManage/cancel', access: may('cancel'), body: payCancelSchema, fieldLabel,
    handler: async (ctx) => {
      const session = requireSession(ctx);
      const answer = await idempotent(ctx.deps, idempotencyKeyOf(ctx.request), 'payManage.cancel', session.userId,
        (tx) => service.cancelOrders(ctx.deps, tx, session, ctx.actor, ctx.body.orderIds, ctx.body.reason));
      return translated(answer, ctx.language);
    },
  }),
  route({
    method: 'GET', url: 'payManage/filtered/preview', access: mayAny('disburse', 'resend', 'cancel'), query: payFilteredPreviewSchema, fieldLabel,
    handler: (ctx) => {
      const { action, ...filter } = ctx.query;
      if (!requireSession(ctx).codes.has(actionCode(PAY_MANAGE_SCREEN, action))) throw forbidden();
      return previewFiltered(ctx.deps.db, requireSession(ctx).userId, filter, action);
    },
  }),
  ...(['disburse', 'resend'] as const).map((action) => route({
    method: 'POST', url: `payManage/${action}Filtered`, access: may(action), body: payFilteredSchema, fieldLabel,
    handler: (ctx) => once(ctx, `payManage.${action}Filtered`, async () => {
      const userId = requireSession(ctx).userId;
      const ids = await filteredIds(ctx.deps.db, userId, ctx.body.filter, action, ctx.body.expectedCount);
      return service.runPayouts(ctx.deps, userId, ctx.actor, ids, action === 'disburse' ? 'first' : 'resend');
    }),
  })),
  route({
    method: 'POST', url: 'payManage/cancelFiltered', access: may('cancel'), body: payFilteredSchema, fieldLabel,
    handler: async (ctx) => {
      const session = requireSession(ctx);
      const answer = await idempotent(ctx.deps, idempotencyKeyOf(ctx.request), 'payManage.cancelFiltered', session.userId, async (tx) => {
        const ids = await filteredIds(tx, session.userId, ctx.body.filter, 'cancel', ctx.body.expectedCount);
        return service.cancelOrders(ctx.deps, tx, session, ctx.actor, ids, ctx.body.reason);
      });
      return translated(answer, ctx.language);
    },
  }),
  route({
    method: 'GET', url: 'payManage/export', access: may('export'), query: payManageFilterSchema, fieldLabel, raw: true,
    handler: async (ctx) => {
      const prepared = await prepareExport(ctx.deps, requireSession(ctx), ctx.actor, ctx.query, ctx.language);
      return ctx.reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', `attachment; filename="LoanManagement-${stamp(ctx.deps.now())}.xlsx"`)
        .header('X-Export-Rows', String(prepared.rows))
        .send(prepared.start());
    },
  }),
];
