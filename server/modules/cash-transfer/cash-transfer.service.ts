/**
 * Cash transfer applications: submitted, updated or given up by the applicant while pending, audited by
 * someone else, and read with their history. Paying, marking success and confirming arrival are in
 * cash-transfer-payout.ts. Every change is one transaction with its audit row.
 */
import { randomBytes } from 'node:crypto';
import { eatDay } from '../../../common/money/bill-math';
import type { PaymentChannel } from '../../../common/money/statuses';
import {
  canMove, type TransferDetail, type TransferInput, type TransferMove, type TransferOptions, type TransferRow, type TransferStatus,
} from '../../../common/money/transfer';
import { actorOf, type Caller, type SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, forbidden, notFound, validationError } from '../../core/errors';
import type { DbOrTx, Tx } from '../../db/client';
import { merchantOptions } from '../order-options/order-options.repository';
import { merchantScopeOf } from '../order/order-scope';
import * as repo from './cash-transfer.repository';

const newTransferNo = (at: Date) => `TF${eatDay(at).replaceAll('-', '')}${randomBytes(4).toString('hex').toUpperCase()}`;

export const transferState = (row: repo.TransferRecord) => ({
  id: row.id, transferNo: row.transferNo, status: row.status as TransferStatus, amountCents: Number(row.amountCents),
  payoutRef: row.payoutRef, thirdPartyCode: row.thirdPartyCode, failCause: row.failCause,
});

async function assertMerchantInScope(db: DbOrTx, userId: number, merchantId: number, missing: string) {
  const scope = await merchantScopeOf(db, userId);
  if (scope && !scope.includes(merchantId)) throw notFound(missing);
}

/** The merchant is the caller's, the account one of its enabled lender accounts, the amount above 0. */
async function checkInput(db: DbOrTx, caller: Caller, input: TransferInput) {
  if (input.amount === 0) throw validationError('transfer:errors.amountZero');
  await assertMerchantInScope(db, caller.session.userId, input.merchantId, 'transfer:errors.merchantNotFound');
  const account = await repo.findAccount(db, input.toAccountId);
  if (!account || account.merchantId !== input.merchantId) throw validationError('transfer:errors.accountNotFound');
  if (!account.enabled) throw validationError('transfer:errors.accountDisabled', { account: `${account.bankName} ${account.accountNo}` });
}

const columnsOf = (input: TransferInput) => ({
  merchantId: input.merchantId, fromChannel: input.fromChannel, toAccountId: input.toAccountId, amountCents: input.amount, reason: input.reason,
});

export async function submitTransfer(tx: Tx, deps: Deps, caller: Caller, input: TransferInput) {
  await checkInput(tx, caller, input);
  const now = deps.now();
  const row = await repo.insertTransfer(tx, {
    transferNo: newTransferNo(now), ...columnsOf(input), status: 'pending', applicantId: caller.session.userId, createdAt: now, updatedAt: now,
  });
  await recordAudit(tx, actorOf(caller), { action: 'transfer.submit', entity: 'cashTransfer', entityId: row.id, after: row });
  return transferState(row);
}

/** The transfer, locked, in the caller's scope, in a status that allows the move. */
export async function movableTransfer(tx: Tx, caller: Caller, id: number, move: TransferMove) {
  const row = await repo.lockTransfer(tx, id);
  if (!row) throw notFound('transfer:errors.transferNotFound');
  await assertMerchantInScope(tx, caller.session.userId, row.merchantId, 'transfer:errors.transferNotFound');
  if (!canMove(move, row.status as TransferStatus)) {
    throw conflict('transfer:errors.wrongStatus', { transferNo: row.transferNo, status: `transfer:options.status.${row.status}`, action: `transfer:actions.${move}` });
  }
  return row;
}

async function applicantsOwn(tx: Tx, caller: Caller, id: number, move: 'update' | 'giveUp') {
  const row = await movableTransfer(tx, caller, id, move);
  if (row.applicantId !== caller.session.userId) throw forbidden('transfer:errors.notApplicant');
  return row;
}

export async function updateTransfer(tx: Tx, deps: Deps, caller: Caller, input: TransferInput & { id: number }) {
  const before = await applicantsOwn(tx, caller, input.id, 'update');
  await checkInput(tx, caller, input);
  const row = await repo.updateTransfer(tx, before.id, { ...columnsOf(input), updatedAt: deps.now() });
  await recordAudit(tx, actorOf(caller), { action: 'transfer.update', entity: 'cashTransfer', entityId: row.id, before, after: row });
  return transferState(row);
}

export async function giveUpTransfer(tx: Tx, deps: Deps, caller: Caller, input: { id: number }) {
  const before = await applicantsOwn(tx, caller, input.id, 'giveUp');
  const row = await repo.updateTransfer(tx, before.id, { status: 'givenUp', updatedAt: deps.now() });
  await recordAudit(tx, actorOf(caller), { action: 'transfer.giveUp', entity: 'cashTransfer', entityId: row.id, before, after: row });
  return transferState(row);
}

/** Approve or reject; the applicant cannot audit their own application, and a rejection says why. */
export async function auditTransfer(tx: Tx, deps: Deps, caller: Caller, input: { id: number; decision: 'approve' | 'reject'; remark: string | null }) {
  const before = await movableTransfer(tx, caller, input.id, 'audit');
  if (before.applicantId === caller.session.userId) throw forbidden('transfer:errors.ownApplication');
  if (input.decision === 'reject' && !input.remark) throw validationError('validation.required', { field: 'transfer:fields.auditRemark' });
  const now = deps.now();
  const row = await repo.updateTransfer(tx, before.id, {
    status: input.decision === 'approve' ? 'approved' : 'rejected', auditorId: caller.session.userId, auditedAt: now, auditRemark: input.remark, updatedAt: now,
  });
  await recordAudit(tx, actorOf(caller), { action: `transfer.${input.decision}`, entity: 'cashTransfer', entityId: row.id, before, after: row });
  return transferState(row);
}

export function presentTransfer(row: repo.TransferListRecord, session: SessionUser): TransferRow {
  const { applicantId, ...rest } = row;
  return {
    ...rest, amountCents: Number(row.amountCents), fromChannel: row.fromChannel as PaymentChannel, toChannel: row.toChannel as PaymentChannel,
    status: row.status as TransferStatus, ownApplication: applicantId === session.userId, auditedAt: row.auditedAt?.toISOString() ?? null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listTransfers(deps: Deps, session: SessionUser, query: repo.TransferListQuery) {
  const scope = await merchantScopeOf(deps.db, session.userId);
  const { rows, total, current, size } = await repo.transferList.page(deps.db, scope, query);
  return { records: rows.map((r) => presentTransfer(r, session)), total, current, size };
}

type HistoryAfter = { status?: TransferStatus; auditRemark?: string | null; failCause?: string | null } | null;

export async function transferDetail(deps: Deps, session: SessionUser, id: number): Promise<TransferDetail> {
  const scope = await merchantScopeOf(deps.db, session.userId);
  const row = await repo.transferRow(deps.db, scope, id);
  if (!row) throw notFound('transfer:errors.transferNotFound');
  const history = (await repo.historyOf(deps.db, id)).map((h) => {
    const after = h.after as HistoryAfter;
    return {
      id: h.id, at: h.at.toISOString(), action: h.action, actorUsername: h.actorUsername,
      status: after?.status ?? null, remark: after?.auditRemark ?? after?.failCause ?? null,
    };
  });
  return { ...presentTransfer(row, session), history };
}

export async function transferOptions(deps: Deps, session: SessionUser): Promise<TransferOptions> {
  const scope = await merchantScopeOf(deps.db, session.userId);
  const [merchants, accounts] = await Promise.all([merchantOptions(deps.db, scope), repo.accountOptions(deps.db, scope)]);
  return {
    merchants,
    accounts: accounts.map((a) => ({ value: a.value, label: `${a.bankName} · ${a.accountNo} (${a.accountName})`, merchantId: a.merchantId, channel: a.channel as PaymentChannel })),
  };
}
