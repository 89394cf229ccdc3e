/**
 * Overpaid money in the bulk book, and the customers' claims on it, so the wallet and refund lists have rows at a
 * million orders. About one unpaid bulk bill in `oneIn` (30 in the bench's book) is settled with KES 50–540 too much,
 * through the money core (applyRepayment: the overflow is owed to the customer in the ledger); each overpayment is
 * then claimed, one order in six each way:
 * - a wallet withdrawal waiting to be sent, sent and paid, or sent and refused by the channel (journals as the
 *   payout code posts them: sent, then paid or reversed);
 * - a refund application pending audit, rejected, or paid.
 */
import { sql } from 'drizzle-orm';
import { eatDay, trial } from '../../../common/money/bill-math';
import { lockBill, owedOf } from '../../modules/bill/bill.repository';
import { loanOfBill } from '../../modules/bill/loan-of-bill.repository';
import { insertRefund } from '../../modules/refund/refund.repository';
import { applyRepayment } from '../../modules/repay/apply-repayment';
import { type OverpaymentPayout, postPayoutPaid, postPayoutSent, reversePayoutSent } from '../../modules/wallet/overpayment';
import { insertWithdrawal } from '../../modules/wallet/wallet.repository';
import { queryRows, type Db, type Tx } from '../client';
import { eachAtOnce } from './at-once';

const AT_ONCE = 4;
/** The overpaid repayments' payment codes start so. */
export const OVERPAID_PREFIX = 'OVB';
const HOUR_MS = 3_600_000;

interface Pick { billId: number; orderId: number; orderNo: string; customerId: number; merchantId: number; phone: string; channel: string; lendingAt: string; n: number }

type Claim = (tx: Tx, p: Pick, payout: Omit<OverpaymentPayout, 'refType' | 'refId'>, finance: number) => Promise<unknown>;

const withdrawal = (status: 'pending' | 'success' | 'failed'): Claim => async (tx, p, payout) => {
  const row = await insertWithdrawal(tx, {
    withdrawalNo: `WDB${p.billId}`, orderId: p.orderId, customerId: p.customerId, merchantId: p.merchantId, phone: p.phone,
    amountCents: payout.amountCents, channel: p.channel, status, attempts: status === 'pending' ? 0 : 1,
    payoutRef: status === 'pending' ? null : `WDB${p.billId}-1`, failCause: status === 'failed' ? 'Recipient account not registered' : null,
    createdAt: payout.at, updatedAt: payout.at,
  });
  if (status === 'pending') return;
  await postPayoutSent(tx, { ...payout, refType: 'withdrawal', refId: row.id });
  if (status === 'success') await postPayoutPaid(tx, { ...payout, refType: 'withdrawal', refId: row.id });
  else await reversePayoutSent(tx, { ...payout, refType: 'withdrawal', refId: row.id });
};

const refund = (state: 'pending' | 'rejected' | 'success'): Claim => async (tx, p, payout, finance) => {
  const row = await insertRefund(tx, {
    refundNo: `RDB${p.billId}`, orderId: p.orderId, merchantId: p.merchantId, phone: p.phone, amountCents: payout.amountCents,
    channel: p.channel, receivingAccount: p.phone, remark: 'Paid twice by mistake',
    verificationStatus: state === 'pending' ? 'unverified' : 'passed', auditStatus: state === 'success' ? 'approved' : state,
    refundStatus: state === 'success' ? 'success' : 'created', applicantId: finance,
    auditorId: state === 'pending' ? null : finance, auditedAt: state === 'pending' ? null : payout.at,
    auditRemark: state === 'rejected' ? 'The customer asked to keep it in the wallet' : null,
    payoutRef: state === 'success' ? `RDB${p.billId}-1` : null, attempts: state === 'success' ? 1 : 0, createdAt: payout.at, updatedAt: payout.at,
  });
  if (state !== 'success') return;
  await postPayoutSent(tx, { ...payout, refType: 'refund', refId: row.id });
  await postPayoutPaid(tx, { ...payout, refType: 'refund', refId: row.id });
};

const CLAIMS: readonly Claim[] = [withdrawal('pending'), withdrawal('success'), withdrawal('failed'), refund('pending'), refund('rejected'), refund('success')];

/** Returns how many bills were overpaid (each claimed once). */
export async function bulkLoadOverpayments(db: Db, now: number, oneIn: number): Promise<number> {
  const picks = await queryRows<Pick>(db, sql`
    SELECT b.id AS "billId", o.id AS "orderId", o.order_no AS "orderNo", o.customer_id AS "customerId", o.merchant_id AS "merchantId",
      o.phone, coalesce(o.lending_channel, 'mpesa') AS channel, o.lending_at AS "lendingAt", (hashtext(b.bill_no) & 2147483647) AS n
    FROM bills b JOIN orders o ON o.id = b.order_id
    WHERE b.bill_no LIKE ${'%-1'} AND o.external_ref LIKE ${'BULK-%'} AND b.status = 'unpaid'
      AND (hashtext(b.bill_no) & 2147483647) % ${oneIn} = 0
    ORDER BY b.id`);
  const [{ finance }] = await queryRows<{ finance: number }>(db, sql`SELECT id AS finance FROM users WHERE username = 'finance'`);
  // The claims take turns in the bills' order, so even a small book has each kind.
  const claimed = picks.map((pick, i) => ({ ...pick, claim: CLAIMS[i % CLAIMS.length] }));
  await eachAtOnce(claimed, AT_ONCE, (pick) => db.transaction(async (tx) => {
    const bill = (await lockBill(tx, pick.billId))!;
    const loan = (await loanOfBill(tx, bill.orderId))!;
    // Paid within the last two days, after the loan was lent; the claim an hour later.
    const repaidAt = new Date(Math.max(new Date(pick.lendingAt).getTime() + HOUR_MS, now - (2 + (pick.n % 46)) * HOUR_MS));
    const owed = trial({ owed: owedOf(bill), dueDay: bill.dueDay, accruedThrough: bill.accruedThrough, terms: loan.terms, onDay: eatDay(repaidAt) });
    const extraCents = (50 + (pick.n % 50) * 10) * 100;
    await applyRepayment(tx, {
      billId: bill.id, repayType: 'settle', amountCents: owed.settlementCents + extraCents, paymentChannel: pick.channel,
      paymentCode: `${OVERPAID_PREFIX}${bill.id}`, source: 'manual', repaidAt, actorUserId: null, now: new Date(now),
    });
    const at = new Date(Math.min(repaidAt.getTime() + HOUR_MS, now));
    const payout = { attempt: 1, orderId: pick.orderId, merchantId: pick.merchantId, channel: pick.channel, amountCents: extraCents, actorUserId: null, at };
    await pick.claim(tx, pick, payout, finance);
  }));
  return picks.length;
}
