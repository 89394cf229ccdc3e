/**
 * The prepaid account in the double-entry ledger: a confirmed recharge is money received at the channel that we
 * owe the merchant in traffic (Dr cash / Cr liability:merchantPrepaid), and each charge turns that debt into
 * income (Dr liability:merchantPrepaid / Cr income:merchantFees). Posted in the transaction of the movement, once
 * each (posting keys); the ledger check proves every merchant's liability equals its account balance.
 */
import { ACCOUNTS } from '../../../common/money/ledger-accounts';
import type { Tx } from '../../db/client';
import { postJournal } from '../ledger/ledger.repository';

export function postRecharge(tx: Tx, r: { id: number; rechargeNo: string; merchantId: number; amountCents: number; channel: string }, at: Date, actorUserId: number | null) {
  return postJournal(tx, {
    kind: 'merchantRecharge', refType: 'merchantRecharge', refId: r.id, postingKey: `merchantRecharge:${r.id}`, at, actorUserId,
    memo: `Recharge ${r.rechargeNo} confirmed`,
    lines: [
      { account: ACCOUNTS.cash, channel: r.channel, merchantId: r.merchantId, debit: r.amountCents },
      { account: ACCOUNTS.merchantPrepaid, merchantId: r.merchantId, credit: r.amountCents },
    ],
  });
}

export function postCharge(tx: Tx, c: { id: number; consumptionNo: string; merchantId: number; amountCents: number; orderId: number | null }, at: Date, actorUserId: number | null) {
  return postJournal(tx, {
    kind: 'merchantCharge', refType: 'merchantConsumption', refId: c.id, postingKey: `merchantCharge:${c.id}`, at, actorUserId,
    orderId: c.orderId, memo: `Charge ${c.consumptionNo}`,
    lines: [
      { account: ACCOUNTS.merchantPrepaid, merchantId: c.merchantId, debit: c.amountCents },
      { account: ACCOUNTS.merchantFees, merchantId: c.merchantId, credit: c.amountCents },
    ],
  });
}
