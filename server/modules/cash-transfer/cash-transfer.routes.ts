/** transfer (spec 7, transfer apply and refund): CashTransferApplyFor and CashTransferAudit. Money calls take an Idempotency-Key. */
import { z } from 'zod';
import {
  TRANSFER_SCREENS, transferAuditSchema, transferIdSchema, transferInputSchema, transferMarkSuccessSchema, transferUpdateSchema,
} from '../../../common/money/transfer';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { requireSession, route, routeCaller } from '../../core/route';
import { parseOrThrow } from '../../core/validation';
import { onceAcross, onceInTx } from '../../core/money-call';
import { XLSX_TYPE } from '../refund/money-sheet';
import { exportTransfers } from './cash-transfer.export';
import { confirmTransfer, markTransferSuccess, payTransfer } from './cash-transfer-payout';
import { transferList } from './cash-transfer.repository';
import * as service from './cash-transfer.service';

const { apply: APPLY, audit: AUDIT } = TRANSFER_SCREENS;
const fieldLabel = (field: string) => `transfer:fields.${field}`;
const READ = needs(viewCode(APPLY), viewCode(AUDIT));
const idOf = (params: Record<string, string>) => parseOrThrow(z.object({ id: z.coerce.number().int().positive() }), params, fieldLabel).id;

export const cashTransferRoutes = [
  route({
    method: 'GET', url: 'transfer/list', access: READ, query: transferList.query, fieldLabel,
    handler: (ctx) => service.listTransfers(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'GET', url: 'transfer/options', access: READ,
    handler: (ctx) => service.transferOptions(ctx.deps, requireSession(ctx)),
  }),
  route({
    method: 'GET', url: 'transfer/detail/:id', access: needs(actionCode(APPLY, 'detail'), viewCode(AUDIT)),
    handler: (ctx) => service.transferDetail(ctx.deps, requireSession(ctx), idOf(ctx.params)),
  }),
  route({
    method: 'POST', url: 'transfer/submit', access: needs(actionCode(APPLY, 'submit')), body: transferInputSchema, fieldLabel,
    handler: (ctx) => onceInTx(ctx, 'transfer.submit', (tx) => service.submitTransfer(tx, ctx.deps, routeCaller(ctx), ctx.body)),
  }),
  route({
    method: 'POST', url: 'transfer/update', access: needs(actionCode(APPLY, 'update')), body: transferUpdateSchema, fieldLabel,
    handler: (ctx) => onceInTx(ctx, 'transfer.update', (tx) => service.updateTransfer(tx, ctx.deps, routeCaller(ctx), ctx.body)),
  }),
  route({
    method: 'POST', url: 'transfer/giveUp', access: needs(actionCode(APPLY, 'giveUp')), body: transferIdSchema, fieldLabel,
    handler: (ctx) => onceInTx(ctx, 'transfer.giveUp', (tx) => service.giveUpTransfer(tx, ctx.deps, routeCaller(ctx), ctx.body)),
  }),
  route({
    method: 'POST', url: 'transfer/audit', access: needs(actionCode(AUDIT, 'audit')), body: transferAuditSchema, fieldLabel,
    handler: (ctx) => onceInTx(ctx, 'transfer.audit', (tx) => service.auditTransfer(tx, ctx.deps, routeCaller(ctx), ctx.body)),
  }),
  route({
    method: 'POST', url: 'transfer/payout', access: needs(actionCode(AUDIT, 'payout')), body: transferIdSchema, fieldLabel,
    handler: (ctx) => onceAcross(ctx, 'transfer.payout', () => payTransfer(ctx.deps, routeCaller(ctx), ctx.body)),
  }),
  route({
    method: 'POST', url: 'transfer/markSuccess', access: needs(actionCode(AUDIT, 'markSuccess')), body: transferMarkSuccessSchema, fieldLabel,
    handler: (ctx) => onceInTx(ctx, 'transfer.markSuccess', (tx) => markTransferSuccess(tx, ctx.deps, routeCaller(ctx), ctx.body)),
  }),
  route({
    method: 'POST', url: 'transfer/confirm', access: needs(actionCode(AUDIT, 'confirm')), body: transferIdSchema, fieldLabel,
    handler: (ctx) => onceInTx(ctx, 'transfer.confirm', (tx) => confirmTransfer(tx, ctx.deps, routeCaller(ctx), ctx.body)),
  }),
  route({
    method: 'GET', url: 'transfer/export', access: needs(actionCode(APPLY, 'export'), actionCode(AUDIT, 'export')), query: transferList.filterQuery, fieldLabel, raw: true,
    handler: async (ctx) => {
      const file = await exportTransfers(ctx.deps, routeCaller(ctx), ctx.query, ctx.language);
      return ctx.reply.header('Content-Type', XLSX_TYPE).header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('X-Export-Rows', String(file.rows)).send(file.content);
    },
  }),
];
