/**
 * Moving the money of an approved transfer. One-key payout: the transfer is marked paying and committed,
 * then the channel pays the lender account under the transfer number (a channel never pays one reference
 * twice); a time-out stays paying, and pressing payout again asks the channel first. Mark success records
 * a transfer done outside the system. Either way the money leaves the from-channel for transfer clearing,
 * and the finance user's detail confirm moves it into the to-account's channel.
 */
import { ACCOUNTS } from '../../../common/money/ledger-accounts';
import type { PaymentChannel } from '../../../common/money/statuses';
import { actorOf, type Caller, type Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import type { Tx } from '../../db/client';
import type { PayoutAnswer } from '../../integrations/payments/payment-channel.adapter';
import { postJournal } from '../ledger/ledger.repository';
import { PAYOUT_QUERY_AFTER_MS } from '../loan/disbursement';
import { askToPay } from '../wallet/payout-channel';
import * as repo from './cash-transfer.repository';
import { movableTransfer, transferState } from './cash-transfer.service';

const SYSTEM: Actor = { userId: null, username: 'system', ip: '127.0.0.1' };

/** The money left the from-channel (paid by the channel, or marked paid): it is in transfer clearing. */
async function postPaid(tx: Tx, row: repo.TransferRecord, actor: Actor, at: Date) {
  const where = { merchantId: row.merchantId, channel: row.fromChannel };
  await postJournal(tx, {
    kind: 'transfer', refType: 'cashTransfer', refId: row.id, postingKey: `cashTransfer:${row.id}:paid`, actorUserId: actor.userId, at,
    lines: [{ account: ACCOUNTS.transferClearing, debit: Number(row.amountCents), ...where }, { account: ACCOUNTS.cash, credit: Number(row.amountCents), ...where }],
  });
}

/** Step 2: the channel's answer for a paying transfer, recorded once. */
export async function recordTransferAnswer(deps: Deps, id: number, answer: PayoutAnswer, actor: Actor) {
  return deps.db.transaction(async (tx) => {
    const row = (await repo.lockTransfer(tx, id))!;
    if (row.status !== 'paying' || answer.status === 'pending') return row;
    const now = deps.now();
    const paid = answer.status === 'success';
    const updated = await repo.updateTransfer(tx, row.id, paid
      ? { status: 'paid', thirdPartyCode: answer.thirdPartyCode, updatedAt: now }
      : { status: 'failed', thirdPartyCode: answer.thirdPartyCode, failCause: answer.failCause, updatedAt: now });
    if (paid) await postPaid(tx, row, actor, now);
    await recordAudit(tx, actor, {
      action: paid ? 'transfer.paid' : 'transfer.failed', entity: 'cashTransfer', entityId: row.id,
      before: { status: row.status }, after: { status: updated.status, thirdPartyCode: updated.thirdPartyCode, failCause: updated.failCause },
    });
    return updated;
  });
}

/** Asks to pay, or for a transfer already paying, what the channel made of it (paying anew only if it never arrived). */
async function payOrAsk(deps: Deps, row: repo.TransferRecord, account: string, actor: Actor) {
  const request = { channel: row.fromChannel as PaymentChannel, reference: row.payoutRef!, account, amountCents: Number(row.amountCents), at: deps.now() };
  const known = row.status === 'paying' ? await deps.payments.queryPayout(request.channel, request.reference) : null;
  const answer = known ?? await askToPay(deps, request);
  return answer ? recordTransferAnswer(deps, row.id, answer, actor) : row;
}

export async function payTransfer(deps: Deps, caller: Caller, input: { id: number }) {
  const actor = actorOf(caller);
  const { row, account } = await deps.db.transaction(async (tx) => {
    const before = await movableTransfer(tx, caller, input.id, 'payout');
    const to = (await repo.findAccount(tx, before.toAccountId))!;
    if (before.status === 'paying') return { row: before, account: to.accountNo };
    const paying = await repo.updateTransfer(tx, before.id, { status: 'paying', payoutRef: before.transferNo, updatedAt: deps.now() });
    await recordAudit(tx, actor, { action: 'transfer.payout', entity: 'cashTransfer', entityId: before.id, before, after: paying });
    return { row: paying, account: to.accountNo };
  });
  return transferState(await payOrAsk(deps, row, account, actor));
}

/** Done outside the system (e.g. at the bank's counter): approved → paid, with the same journal as a payout. */
export async function markTransferSuccess(tx: Tx, deps: Deps, caller: Caller, input: { id: number; reference: string | null }) {
  const before = await movableTransfer(tx, caller, input.id, 'markSuccess');
  const now = deps.now();
  const row = await repo.updateTransfer(tx, before.id, { status: 'paid', thirdPartyCode: input.reference, updatedAt: now });
  await postPaid(tx, row, actorOf(caller), now);
  await recordAudit(tx, actorOf(caller), { action: 'transfer.markSuccess', entity: 'cashTransfer', entityId: row.id, before, after: row });
  return transferState(row);
}

/** Detail confirm: finance sees the money arrive in the lender account; it moves into that account's channel. */
export async function confirmTransfer(tx: Tx, deps: Deps, caller: Caller, input: { id: number }) {
  const before = await movableTransfer(tx, caller, input.id, 'confirm');
  const to = (await repo.findAccount(tx, before.toAccountId))!;
  const now = deps.now();
  const row = await repo.updateTransfer(tx, before.id, { status: 'confirmed', confirmedBy: caller.session.userId, confirmedAt: now, updatedAt: now });
  const amount = Number(row.amountCents);
  await postJournal(tx, {
    kind: 'transfer', refType: 'cashTransfer', refId: row.id, postingKey: `cashTransfer:${row.id}:confirmed`, actorUserId: caller.session.userId, at: now,
    lines: [
      { account: ACCOUNTS.cash, debit: amount, merchantId: row.merchantId, channel: to.channel },
      { account: ACCOUNTS.transferClearing, credit: amount, merchantId: row.merchantId, channel: row.fromChannel },
    ],
  });
  await recordAudit(tx, actorOf(caller), { action: 'transfer.confirm', entity: 'cashTransfer', entityId: row.id, before, after: row });
  return transferState(row);
}

/** The job: transfers paying longer than PAYOUT_QUERY_AFTER_MS are asked about. Safe to run at any time and twice. */
export async function settlePendingTransfers(deps: Deps): Promise<{ queried: number }> {
  const stale = await repo.staleInStatus(deps.db, 'paying', new Date(deps.now().getTime() - PAYOUT_QUERY_AFTER_MS), 200);
  for (const row of stale) {
    const to = (await repo.findAccount(deps.db, row.toAccountId))!;
    await payOrAsk(deps, row, to.accountNo, SYSTEM);
  }
  return { queried: stale.length };
}
