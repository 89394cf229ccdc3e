/**
 * A telemarketing reward paid into the customer's wallet. The wallet is an order's overpaid money (the
 * overpayment account, per order): the reward is credited there, so the customer withdraws it like any wallet
 * money (open/wallet/withdraw, WalletRecords), and the lender books it as a marketing expense. Posted once per
 * approval (its posting key), in the approval's transaction.
 */
import { ACCOUNTS } from '../../../common/money/ledger-accounts';
import type { DbOrTx } from '../../db/client';
import { findJournalIdByPostingKey, postJournal } from '../ledger/ledger.repository';

export interface RewardCredit {
  approvalId: number;
  orderId: number;
  merchantId: number;
  amountCents: number;
  actorUserId: number | null;
  at: Date;
}

const keyOf = (approvalId: number) => `tmReward:${approvalId}`;

/** The journal id; a second call for the same approval posts nothing and answers the first journal. */
export async function postRewardCredit(tx: DbOrTx, r: RewardCredit): Promise<number> {
  if (!Number.isSafeInteger(r.amountCents) || r.amountCents <= 0) throw new Error(`Bad reward amount ${r.amountCents}`);
  const where = { merchantId: r.merchantId, orderId: r.orderId };
  const id = await postJournal(tx, {
    kind: 'telemarketingReward', refType: 'tmApproval', refId: r.approvalId, orderId: r.orderId, postingKey: keyOf(r.approvalId),
    memo: 'Telemarketing activity reward', actorUserId: r.actorUserId, at: r.at,
    lines: [{ account: ACCOUNTS.rewardExpense, debit: r.amountCents, ...where }, { account: ACCOUNTS.overpayment, credit: r.amountCents, ...where }],
  });
  const journalId = id ?? await findJournalIdByPostingKey(tx, keyOf(r.approvalId));
  if (journalId === undefined) throw new Error(`No reward journal for approval ${r.approvalId}`);
  return journalId;
}
