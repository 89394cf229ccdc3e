/** refund (spec 7, transfer apply and refund): ClientRefundManagement and ClientRefundAuditManagement. Money calls take an Idempotency-Key. */
import {
  REFUND_SCREENS, refundApplySchema, refundApproveSchema, refundIdSchema, refundRejectSchema, refundableQuerySchema,
} from '../../../common/money/refund';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { requireSession, route, routeCaller } from '../../core/route';
import { onceAcross, onceInTx } from '../../core/money-call';
import { XLSX_TYPE } from './money-sheet';
import { exportRefunds } from './refund.export';
import { refundList } from './refund.repository';
import { approveRefund, reRefund, refreshRefund } from './refund-payout';
import * as service from './refund.service';

const { manage: MANAGE, audit: AUDIT } = REFUND_SCREENS;
const fieldLabel = (field: string) => `refund:fields.${field}`;

export const refundRoutes = [
  route({
    method: 'GET', url: 'refund/list', access: needs(viewCode(MANAGE), viewCode(AUDIT)), query: refundList.query, fieldLabel,
    handler: (ctx) => service.listRefunds(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'GET', url: 'refund/refundable', access: needs(actionCode(MANAGE, 'apply')), query: refundableQuerySchema, fieldLabel,
    handler: (ctx) => service.refundable(ctx.deps, requireSession(ctx), ctx.query.orderNo),
  }),
  route({
    method: 'POST', url: 'refund/apply', access: needs(actionCode(MANAGE, 'apply')), body: refundApplySchema, fieldLabel,
    handler: (ctx) => onceAcross(ctx, 'refund.apply', () => service.applyRefund(ctx.deps, routeCaller(ctx), ctx.body)),
  }),
  route({
    method: 'POST', url: 'refund/withdraw', access: needs(actionCode(MANAGE, 'apply')), body: refundIdSchema, fieldLabel,
    handler: (ctx) => onceInTx(ctx, 'refund.withdraw', (tx) => service.withdrawRefund(tx, ctx.deps, routeCaller(ctx), ctx.body)),
  }),
  route({
    method: 'POST', url: 'refund/approve', access: needs(actionCode(AUDIT, 'approve')), body: refundApproveSchema, fieldLabel,
    handler: (ctx) => onceAcross(ctx, 'refund.approve', () => approveRefund(ctx.deps, routeCaller(ctx), ctx.body)),
  }),
  route({
    method: 'POST', url: 'refund/reject', access: needs(actionCode(AUDIT, 'reject')), body: refundRejectSchema, fieldLabel,
    handler: (ctx) => onceInTx(ctx, 'refund.reject', (tx) => service.rejectRefund(tx, ctx.deps, routeCaller(ctx), ctx.body)),
  }),
  route({
    method: 'POST', url: 'refund/reRefund', access: needs(actionCode(MANAGE, 'reRefund')), body: refundIdSchema, fieldLabel,
    handler: (ctx) => onceAcross(ctx, 'refund.reRefund', () => reRefund(ctx.deps, routeCaller(ctx), ctx.body)),
  }),
  route({
    // Asks the channel about a refund in progress; may record its answer, so it is a money call too.
    method: 'POST', url: 'refund/refresh', access: needs(actionCode(MANAGE, 'reRefund'), actionCode(AUDIT, 'approve')), body: refundIdSchema, fieldLabel,
    handler: (ctx) => onceAcross(ctx, 'refund.refresh', () => refreshRefund(ctx.deps, routeCaller(ctx), ctx.body)),
  }),
  route({
    method: 'GET', url: 'refund/export', access: needs(actionCode(MANAGE, 'export')), query: refundList.filterQuery, fieldLabel, raw: true,
    handler: async (ctx) => {
      const file = await exportRefunds(ctx.deps, routeCaller(ctx), ctx.query, ctx.language);
      return ctx.reply.header('Content-Type', XLSX_TYPE).header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('X-Export-Rows', String(file.rows)).send(file.content);
    },
  }),
];
