/**
 * The money rows of one order, for its detail's Money section: one query per kind, each along an index that
 * starts with the order (bills_order_period_uq, repay_flows_order_idx, collection_cases_order_idx then
 * collection_deductions_case_idx, refunds_order_idx, wallet_withdrawals_order_idx, ledger_journals_order_idx then
 * ledger_entries_journal_idx, repay_flows_order_idx then repay_rollbacks_flow_uq). Staff names are joined in.
 */
import { asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  bills, collectionCases, collectionDeductions, ledgerEntries, ledgerJournals, refunds, repayFlows, repayRollbacks, users, walletWithdrawals,
} from '../../db/schema';

export const billsOfOrder = (db: DbOrTx, orderId: number) =>
  db.select().from(bills).where(eq(bills.orderId, orderId)).orderBy(asc(bills.periodNo));

export const flowsOfOrder = (db: DbOrTx, orderId: number) =>
  db.select({
    id: repayFlows.id, flowNo: repayFlows.flowNo, billId: repayFlows.billId, repayType: repayFlows.repayType, source: repayFlows.source,
    paymentChannel: repayFlows.paymentChannel, paymentCode: repayFlows.paymentCode, amountCents: repayFlows.amountCents,
    couponCents: repayFlows.couponCents, waivedCents: repayFlows.waivedCents, overflowCents: repayFlows.overflowCents,
    status: repayFlows.status, repaidAt: repayFlows.repaidAt, remark: repayFlows.remark, recordedBy: users.realName,
  }).from(repayFlows).leftJoin(users, eq(users.id, repayFlows.createdBy))
    .where(eq(repayFlows.orderId, orderId)).orderBy(desc(repayFlows.repaidAt), desc(repayFlows.id));

const rolledFlow = alias(repayFlows, 'rolled_flow');
const replacementFlow = alias(repayFlows, 'replacement_flow');

/** Rollbacks of the order's flows, found through the flows (repay_flows_order_idx, then repay_rollbacks_flow_uq). */
export const rollbacksOfOrder = (db: DbOrTx, orderId: number) =>
  db.select({
    id: repayRollbacks.id, flowNo: rolledFlow.flowNo, rollbackType: repayRollbacks.rollbackType, totalCents: repayRollbacks.totalCents,
    reason: repayRollbacks.reason, replacementFlowNo: replacementFlow.flowNo, at: repayRollbacks.at, by: users.realName,
  }).from(rolledFlow)
    .innerJoin(repayRollbacks, eq(repayRollbacks.flowId, rolledFlow.id))
    .leftJoin(replacementFlow, eq(replacementFlow.id, repayRollbacks.replacementFlowId))
    .leftJoin(users, eq(users.id, repayRollbacks.createdBy))
    .where(eq(rolledFlow.orderId, orderId)).orderBy(desc(repayRollbacks.at), desc(repayRollbacks.id));

const requester = alias(users, 'requester');
const reviewer = alias(users, 'reviewer');

/** Waivers (collection deductions) asked for on the order's bills, through the order's collection cases. */
export const waiversOfOrder = (db: DbOrTx, orderId: number) =>
  db.select({
    id: collectionDeductions.id, deductionNo: collectionDeductions.deductionNo, billId: collectionDeductions.billId,
    components: collectionDeductions.components, totalCents: collectionDeductions.totalCents, status: collectionDeductions.status,
    reason: collectionDeductions.reason, requestedAt: collectionDeductions.createdAt, reviewedAt: collectionDeductions.reviewedAt,
    flowId: collectionDeductions.flowId, requestedBy: requester.realName, reviewedBy: reviewer.realName,
  }).from(collectionCases)
    .innerJoin(collectionDeductions, eq(collectionDeductions.caseId, collectionCases.id))
    .leftJoin(requester, eq(requester.id, collectionDeductions.requestedBy))
    .leftJoin(reviewer, eq(reviewer.id, collectionDeductions.reviewerId))
    .where(eq(collectionCases.orderId, orderId)).orderBy(desc(collectionDeductions.createdAt), desc(collectionDeductions.id));

const applicant = alias(users, 'applicant');
const auditor = alias(users, 'auditor');

export const refundsOfOrder = (db: DbOrTx, orderId: number) =>
  db.select({
    id: refunds.id, refundNo: refunds.refundNo, amountCents: refunds.amountCents, channel: refunds.channel,
    receivingAccount: refunds.receivingAccount, verificationStatus: refunds.verificationStatus, auditStatus: refunds.auditStatus,
    refundStatus: refunds.refundStatus, appliedAt: refunds.createdAt, auditedAt: refunds.auditedAt, failCause: refunds.failCause,
    appliedBy: applicant.realName, auditedBy: auditor.realName,
  }).from(refunds)
    .leftJoin(applicant, eq(applicant.id, refunds.applicantId))
    .leftJoin(auditor, eq(auditor.id, refunds.auditorId))
    .where(eq(refunds.orderId, orderId)).orderBy(desc(refunds.createdAt), desc(refunds.id));

export const withdrawalsOfOrder = (db: DbOrTx, orderId: number) =>
  db.select({
    id: walletWithdrawals.id, withdrawalNo: walletWithdrawals.withdrawalNo, amountCents: walletWithdrawals.amountCents,
    channel: walletWithdrawals.channel, phone: walletWithdrawals.phone, status: walletWithdrawals.status,
    at: walletWithdrawals.createdAt, failCause: walletWithdrawals.failCause,
  }).from(walletWithdrawals).where(eq(walletWithdrawals.orderId, orderId)).orderBy(desc(walletWithdrawals.createdAt), desc(walletWithdrawals.id));

/** The order's journals with their lines, one row per line, in posting order (a reversal after what it reverses). */
export const journalLinesOfOrder = (db: DbOrTx, orderId: number) =>
  db.select({
    journalId: ledgerJournals.id, kind: ledgerJournals.kind, refType: ledgerJournals.refType, refId: ledgerJournals.refId,
    reversesId: ledgerJournals.reversesId, memo: ledgerJournals.memo, at: ledgerJournals.at, by: users.realName,
    lineId: ledgerEntries.id, account: ledgerEntries.account, channel: ledgerEntries.channel, billId: ledgerEntries.billId,
    debitCents: ledgerEntries.debitCents, creditCents: ledgerEntries.creditCents,
  }).from(ledgerJournals)
    .innerJoin(ledgerEntries, eq(ledgerEntries.journalId, ledgerJournals.id))
    .leftJoin(users, eq(users.id, ledgerJournals.actorUserId))
    .where(eq(ledgerJournals.orderId, orderId)).orderBy(asc(ledgerJournals.id), asc(ledgerEntries.id));
