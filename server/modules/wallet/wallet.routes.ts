/**
 * wallet (spec 7): WalletRecords lists withdrawals, cancels and retries them; customer apps request one
 * through open/wallet/withdraw with their service key (docs/api.md, "Wallet withdrawals").
 */
import { WALLET_SCREEN, withdrawRequestSchema, withdrawalIdSchema } from '../../../common/money/wallet';
import { actionCode, viewCode } from '../../../common/routes';
import { needs, serviceKey } from '../../core/access';
import { idempotencyKeyOf, idempotentAcross } from '../../core/idempotency';
import { requireSession, route, routeCaller } from '../../core/route';
import { onceAcross, onceInTx } from '../../core/money-call';
import { retryWithdrawal, sendWithdrawal } from './wallet-payout';
import { withdrawalList } from './wallet.repository';
import * as service from './wallet.service';

const fieldLabel = (field: string) => `wallet:fields.${field}`;

export const walletRoutes = [
  route({
    method: 'GET', url: 'wallet/list', access: needs(viewCode(WALLET_SCREEN)), query: withdrawalList.query, fieldLabel,
    handler: (ctx) => service.listWithdrawals(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'POST', url: 'wallet/cancel', access: needs(actionCode(WALLET_SCREEN, 'cancel')), body: withdrawalIdSchema, fieldLabel,
    handler: (ctx) => onceInTx(ctx, 'wallet.cancel', (tx) => service.cancelWithdrawal(tx, ctx.deps, routeCaller(ctx), ctx.body)),
  }),
  route({
    method: 'POST', url: 'wallet/retry', access: needs(actionCode(WALLET_SCREEN, 'retry')), body: withdrawalIdSchema, fieldLabel,
    handler: (ctx) => onceAcross(ctx, 'wallet.retry', () => retryWithdrawal(ctx.deps, routeCaller(ctx), ctx.body)),
  }),
  route({
    // A customer app withdraws overpaid money; the same Idempotency-Key again returns the first answer.
    method: 'POST', url: 'open/wallet/withdraw', access: serviceKey, body: withdrawRequestSchema, fieldLabel,
    handler: (ctx) => {
      const merchantId = ctx.serviceMerchantId as number;
      const actor = { userId: null, username: `app:${merchantId}`, ip: ctx.actor.ip };
      return idempotentAcross(ctx.deps, `m${merchantId}-${idempotencyKeyOf(ctx.request)}`, 'wallet.withdraw', null, async () => {
        const created = await service.createWithdrawal(ctx.deps, merchantId, ctx.body, actor);
        return sendWithdrawal(ctx.deps, created.id, actor);
      });
    },
  }),
];
