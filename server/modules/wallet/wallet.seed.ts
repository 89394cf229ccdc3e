/**
 * Demo withdrawals for `npm start` (demo data only; run after the demo repayments, which leave a few loans
 * overpaid): customers of the most overpaid orders withdraw through the same code as the customer apps.
 * Most are paid, two fail at the channel (one of them since cancelled), one times out and one is waiting
 * to be sent; every shilling goes through the ledger.
 */
import { inArray } from 'drizzle-orm';
import type { Deps } from '../../core/deps';
import { orders } from '../../db/schema';
import { createSandboxPayments, type ChannelBehaviour } from '../../integrations/payments/sandbox';
import { recordAudit } from '../../core/audit';
import * as repo from './wallet.repository';
import { sendWithdrawal } from './wallet-payout';
import { createWithdrawal } from './wallet.service';
import { walletBalance } from './overpayment';

const HOUR = 3_600_000;
const APP = { userId: null, username: 'app:demo', ip: '10.20.0.31' };
type Fate = ChannelBehaviour | 'cancelled' | 'unsent';
const FATES: readonly Fate[] = ['pay', 'pay', 'fail', 'pay', 'cancelled', 'timeout', 'pay', 'unsent'];

export async function seedWalletWithdrawals(deps: Deps): Promise<{ withdrawals: number }> {
  const overpaid = await repo.overpaidOrders(deps.db, FATES.length);
  if (!overpaid.length) return { withdrawals: 0 };
  const rows = await deps.db.select({ id: orders.id, orderNo: orders.orderNo, merchantId: orders.merchantId }).from(orders)
    .where(inArray(orders.id, overpaid.map((o) => o.orderId)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  let made = 0;
  for (const [i, { orderId }] of overpaid.entries()) {
    const order = byId.get(orderId)!;
    const fate = FATES[i];
    const cents = (await walletBalance(deps.db, orderId)).availableCents;
    if (cents < 100) continue;
    const at = new Date(deps.now().getTime() - (overpaid.length - i) * 5 * HOUR);
    const payments = createSandboxPayments(deps.db, () => at);
    for (const channel of ['mpesa', 'airtel'] as const) payments.setBehaviour(channel, fate === 'cancelled' ? 'fail' : fate === 'unsent' ? 'pay' : fate);
    const atThen: Deps = { ...deps, payments, now: () => at };
    const amount = i % 2 === 0 ? cents : Math.max(100, Math.floor(cents / 200) * 100);
    const created = await createWithdrawal(atThen, order.merchantId, { orderNo: order.orderNo, amount }, APP);
    made += 1;
    if (fate === 'unsent') continue;
    await sendWithdrawal(atThen, created.id, APP);
    if (fate === 'cancelled') {
      await deps.db.transaction(async (tx) => {
        const failed = await repo.updateWithdrawal(tx, created.id, { status: 'cancelled', updatedAt: new Date(at.getTime() + HOUR) });
        await recordAudit(tx, { userId: null, username: 'finance', ip: '10.20.0.21' }, { action: 'wallet.cancel', entity: 'walletWithdrawal', entityId: created.id, after: failed });
      });
    }
  }
  return { withdrawals: made };
}
