/**
 * An order's wallet: the overpaid money the ledger owes the customer, less what refund applications and
 * withdrawals have claimed but not yet sent (sending posts the money out of the overpayment account).
 * Refunds and withdrawals post the same journals: sent, paid, or reversed when the channel refuses.
 */
import { ACCOUNTS, type JournalKind } from '../../../common/money/ledger-accounts';
import type { DbOrTx } from '../../db/client';
import { findJournalIdByPostingKey, overpaymentBalance, postJournal, reverseJournal } from '../ledger/ledger.repository';
import { reservedOverpayment, type Claimant } from './overpayment.repository';

export { openRefundOf } from './overpayment.repository';

export interface WalletBalance {
  overpaymentCents: number;
  reservedCents: number;
  availableCents: number;
}

/** Call with the order row locked, so two claims on one order are weighed one after the other. */
export async function walletBalance(db: DbOrTx, orderId: number, except: Claimant = {}): Promise<WalletBalance> {
  const overpaymentCents = await overpaymentBalance(db, orderId);
  const reservedCents = await reservedOverpayment(db, orderId, except);
  return { overpaymentCents, reservedCents, availableCents: Math.max(0, overpaymentCents - reservedCents) };
}

const KINDS = {
  refund: { sent: 'refund', paid: 'refundSettled', failed: 'refundFailed' },
  withdrawal: { sent: 'withdrawal', paid: 'withdrawalSettled', failed: 'withdrawalFailed' },
} as const satisfies Record<string, Record<'sent' | 'paid' | 'failed', JournalKind>>;

export interface OverpaymentPayout {
  refType: keyof typeof KINDS;
  refId: number;
  /** Each attempt posts its own journals. */
  attempt: number;
  orderId: number;
  merchantId: number;
  channel: string;
  amountCents: number;
  actorUserId: number | null;
  at: Date;
}

const keyOf = (p: OverpaymentPayout, step: 'sent' | 'paid' | 'failed') => `${p.refType}:${p.refId}:${p.attempt}:${step}`;

/** Sent to the channel: the customer's overpaid money moves to the payout clearing account. */
export async function postPayoutSent(tx: DbOrTx, p: OverpaymentPayout) {
  const where = { merchantId: p.merchantId, orderId: p.orderId, channel: p.channel };
  return postJournal(tx, {
    kind: KINDS[p.refType].sent, refType: p.refType, refId: p.refId, orderId: p.orderId, postingKey: keyOf(p, 'sent'),
    actorUserId: p.actorUserId, at: p.at,
    lines: [{ account: ACCOUNTS.overpayment, debit: p.amountCents, ...where }, { account: ACCOUNTS.payoutClearing, credit: p.amountCents, ...where }],
  });
}

/** The channel paid: the money has left our cash at that channel. */
export async function postPayoutPaid(tx: DbOrTx, p: OverpaymentPayout) {
  const where = { merchantId: p.merchantId, orderId: p.orderId, channel: p.channel };
  return postJournal(tx, {
    kind: KINDS[p.refType].paid, refType: p.refType, refId: p.refId, orderId: p.orderId, postingKey: keyOf(p, 'paid'),
    actorUserId: p.actorUserId, at: p.at,
    lines: [{ account: ACCOUNTS.payoutClearing, debit: p.amountCents, ...where }, { account: ACCOUNTS.cash, credit: p.amountCents, ...where }],
  });
}

/** The channel refused: the sent journal is reversed, so the customer's overpaid money is owed again. */
export async function reversePayoutSent(tx: DbOrTx, p: OverpaymentPayout) {
  const sentId = await findJournalIdByPostingKey(tx, keyOf(p, 'sent'));
  if (sentId === undefined) throw new Error(`No sent journal for ${keyOf(p, 'sent')}`);
  return reverseJournal(tx, sentId, { kind: KINDS[p.refType].failed, postingKey: keyOf(p, 'failed'), actorUserId: p.actorUserId, at: p.at });
}
