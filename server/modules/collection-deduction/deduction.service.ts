/**
 * Waivers: proposed within the case's matching reduction strategy (checked against the bill owed today), one
 * pending per bill; approved by someone other than the applicant, which posts the waiver through the money core
 * (applyRepayment with the waived components: Dr expense:waiver / Cr receivables) exactly once; or rejected.
 * An approved waiver is reversed by a supervisor who holds `reverse` (not the case's holder): its flow is rolled back
 * (the journal reversed, the bill owes the waived components again, the case reopens), refused when later flows
 * of the bill stand on it.
 */
import { randomBytes } from 'node:crypto';
import { matchingStrategy, waiverProblem, type WaiverTarget } from '../../../common/collection/reduction';
import { DEDUCTION_SCREENS, type DeductionApplyInput, type DeductionRow, type WaiverPreview } from '../../../common/collection/deduction';
import type { CollectionSystem, WaivableComponent } from '../../../common/collection/statuses';
import { eatDay, trial } from '../../../common/money/bill-math';
import { actionCode } from '../../../common/routes';
import { formatEat } from '../../../common/time';
import { COLLECTION_SUPERVISOR_CODES } from '../../../common/holders';
import { actorOf, type Caller, type SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, forbidden, notFound, validationError } from '../../core/errors';
import { assertMayActOn, assertNotHolder } from '../../core/holders';
import type { DbOrTx, Tx } from '../../db/client';
import { amountDue, lockBill, owedOf, type BillRow } from '../bill/bill.repository';
import { loanOfBill } from '../bill/loan-of-bill.repository';
import { merchantScopeOf } from '../order/order-scope';
import { applyRepayment } from '../repay/apply-repayment';
import { rollbackRepayment } from '../repay/rollback-repayment';
import { enabledStrategies, strategyById } from '../reduction-strategy/reduction-strategy.repository';
import { caseById, type CaseOf } from './case-of.repository';
import * as repo from './deduction.repository';


/** The screen of the record's system must grant the action (one API serves both systems). */
export function assertSystemCode(session: SessionUser, system: CollectionSystem, action: string) {
  if (!session.codes.has(actionCode(DEDUCTION_SCREENS[system], action))) throw forbidden();
}

/** A case outside the caller's merchants is "not found". */
export async function visibleCase(db: DbOrTx, userId: number, caseId: number): Promise<CaseOf> {
  const found = await caseById(db, caseId);
  const scope = await merchantScopeOf(db, userId);
  if (!found || (scope && !scope.includes(found.merchantId))) throw notFound('deduction:errors.caseNotFound');
  return found;
}

/** A case the caller may ask about: one they hold, or any of their merchants' for a collection supervisor. */
export async function heldCase(db: DbOrTx, session: SessionUser, caseId: number): Promise<CaseOf> {
  const found = await visibleCase(db, session.userId, caseId);
  assertMayActOn(session, found.collectorUserId, COLLECTION_SUPERVISOR_CODES, 'deduction:errors.notYourCase');
  return found;
}

/** Maker-checker: the holder of the request's case does not decide it. */
export async function assertNotCaseHolder(db: DbOrTx, session: SessionUser, caseId: number) {
  assertNotHolder(session, (await caseById(db, caseId))?.collectorUserId ?? null, 'deduction:errors.holderDecides');
}

async function owedToday(db: DbOrTx, bill: BillRow, now: Date) {
  const loan = (await loanOfBill(db, bill.orderId))!;
  return trial({ owed: owedOf(bill), dueDay: bill.dueDay, accruedThrough: bill.accruedThrough, terms: loan.terms, onDay: eatDay(now) });
}

const targetOf = (c: CaseOf, owed: WaiverTarget['owed'], overdueDays: number): WaiverTarget =>
  ({ system: c.system, merchantId: c.merchantId, level: c.level, overdueDays, owed });

export async function previewWaiver(deps: Deps, session: SessionUser, caseId: number): Promise<WaiverPreview> {
  const c = await heldCase(deps.db, session, caseId);
  const t = await owedToday(deps.db, c.bill, deps.now());
  const strategy = matchingStrategy(await enabledStrategies(deps.db, c.system), targetOf(c, t.owed, t.overdueDays));
  const pending = await repo.pendingDeductionOf(deps.db, c.billId);
  return {
    caseId: c.id, caseNo: c.caseNo, billNo: c.bill.billNo, orderNo: c.orderNo, system: c.system, level: c.level, overdueDays: t.overdueDays,
    owed: t.owed, amountDueCents: t.settlementCents, pendingDeductionNo: pending?.deductionNo ?? null,
    strategy: strategy && { id: strategy.id, name: strategy.name, components: [...strategy.components], maxShareBp: strategy.maxShareBp, capCents: strategy.capCents },
  };
}

const newDeductionNo = (at: Date) => `WV${eatDay(at).replaceAll('-', '')}${randomBytes(4).toString('hex').toUpperCase()}`;
const proposalOf = (input: DeductionApplyInput['components']) =>
  Object.fromEntries(Object.entries(input).filter(([, cents]) => (cents ?? 0) > 0)) as Partial<Record<WaivableComponent, number>>;

export async function applyWaiver(tx: Tx, deps: Deps, caller: Caller, input: DeductionApplyInput) {
  const c = await heldCase(tx, caller.session, input.caseId);
  assertSystemCode(caller.session, c.system, 'apply');
  if (c.status === 'closed') throw conflict('deduction:errors.caseClosed', { caseNo: c.caseNo });
  const proposal = proposalOf(input.components);
  const bill = (await lockBill(tx, c.billId))!;
  const now = deps.now();
  const t = await owedToday(tx, bill, now);
  const strategy = matchingStrategy(await enabledStrategies(tx, c.system), targetOf(c, t.owed, t.overdueDays));
  if (!strategy) throw conflict('deduction:errors.noStrategy', { caseNo: c.caseNo });
  const problem = waiverProblem(strategy, t.owed, proposal);
  if (problem) throw validationError(problem.key, problem.params);
  // The bill is locked: a pending waiver found now is the one the partial unique index would refuse.
  if (await repo.pendingDeductionOf(tx, c.billId)) throw conflict('deduction:errors.pendingExists', { caseNo: c.caseNo });
  const totalCents = Object.values(proposal).reduce((a, b) => a + (b ?? 0), 0);
  const row = await repo.insertDeduction(tx, {
    deductionNo: newDeductionNo(now), caseId: c.id, billId: c.billId, merchantId: c.merchantId, system: c.system, strategyId: strategy.id,
    components: proposal, totalCents, reason: input.reason, status: 'pending', requestedBy: caller.session.userId, createdAt: now, updatedAt: now,
  });
  await recordAudit(tx, actorOf(caller), { action: 'deduction.apply', entity: 'deduction', entityId: row.id, after: { ...row, amountDueCents: t.settlementCents } });
  return { id: row.id, deductionNo: row.deductionNo, totalCents, status: row.status };
}

/** The waiver, locked, in the caller's merchants, pending, not the caller's own, and the caller may decide in its system. */
async function decidable(tx: Tx, caller: Caller, id: number, action: 'approve' | 'reject') {
  const row = await repo.lockDeduction(tx, id);
  const scope = await merchantScopeOf(tx, caller.session.userId);
  if (!row || (scope && !scope.includes(row.merchantId))) throw notFound('deduction:errors.notFound');
  assertSystemCode(caller.session, row.system, action);
  if (row.status !== 'pending') throw conflict('deduction:errors.alreadyDecided', { deductionNo: row.deductionNo, status: `collection:options.deductionStatus.${row.status}` });
  if (row.requestedBy === caller.session.userId) throw forbidden('deduction:errors.ownApplication');
  await assertNotCaseHolder(tx, caller.session, row.caseId);
  return row;
}

export async function approveWaiver(tx: Tx, deps: Deps, caller: Caller, input: { id: number; remark: string | null }) {
  const row = await decidable(tx, caller, input.id, 'approve');
  const now = deps.now();
  const bill = (await lockBill(tx, row.billId))!;
  const t = await owedToday(tx, bill, now);
  // The strategy still bounds the waiver: the bill may have changed since it was proposed.
  const strategy = row.strategyId ? await strategyById(tx, row.strategyId) : undefined;
  const problem = strategy ? waiverProblem({ ...strategy, enabled: true }, t.owed, row.components) : null;
  if (problem) throw conflict(problem.key, problem.params);
  const result = await applyRepayment(tx, {
    billId: row.billId, repayType: 'generic', amountCents: 0, paymentChannel: null, paymentCode: null, source: 'collection',
    repaidAt: now, waive: row.components, remark: row.deductionNo, actorUserId: caller.session.userId, now,
  });
  const decided = await repo.decideDeduction(tx, row.id, {
    status: 'approved', reviewerId: caller.session.userId, reviewedAt: now, reviewRemark: input.remark, flowId: result.flow.id, updatedAt: now,
  });
  if (!decided) throw conflict('deduction:errors.alreadyDecided', { deductionNo: row.deductionNo, status: 'collection:options.deductionStatus.approved' });
  await recordAudit(tx, actorOf(caller), {
    action: 'deduction.approve', entity: 'deduction', entityId: row.id,
    before: { status: row.status, amountDueCents: amountDue(bill) },
    after: { status: decided.status, flowNo: result.flow.flowNo, waivedCents: result.waivedCents, amountDueCents: amountDue(result.bill), billStatus: result.bill.status },
  });
  return { id: row.id, deductionNo: row.deductionNo, status: decided.status, flowNo: result.flow.flowNo, amountDueCents: amountDue(result.bill), billStatus: result.bill.status };
}

export async function rejectWaiver(tx: Tx, deps: Deps, caller: Caller, input: { id: number; remark: string }) {
  const row = await decidable(tx, caller, input.id, 'reject');
  const now = deps.now();
  const decided = await repo.decideDeduction(tx, row.id, { status: 'rejected', reviewerId: caller.session.userId, reviewedAt: now, reviewRemark: input.remark, updatedAt: now });
  if (!decided) throw conflict('deduction:errors.alreadyDecided', { deductionNo: row.deductionNo, status: 'collection:options.deductionStatus.rejected' });
  await recordAudit(tx, actorOf(caller), { action: 'deduction.reject', entity: 'deduction', entityId: row.id, before: { status: row.status }, after: { status: decided.status, reviewRemark: input.remark } });
  return { id: row.id, deductionNo: row.deductionNo, status: decided.status };
}

export async function reverseWaiver(tx: Tx, deps: Deps, caller: Caller, input: { id: number; reason: string }) {
  const row = await repo.lockDeduction(tx, input.id);
  const scope = await merchantScopeOf(tx, caller.session.userId);
  if (!row || (scope && !scope.includes(row.merchantId))) throw notFound('deduction:errors.notFound');
  assertSystemCode(caller.session, row.system, 'reverse');
  if (row.status !== 'approved' || !row.flowId) {
    throw conflict('deduction:errors.notApproved', { deductionNo: row.deductionNo, status: `collection:options.deductionStatus.${row.status}` });
  }
  await assertNotCaseHolder(tx, caller.session, row.caseId);
  const now = deps.now();
  const before = (await lockBill(tx, row.billId))!;
  const { flow, bill } = await rollbackRepayment(tx, { flowId: row.flowId, actorUserId: caller.session.userId, at: now, reason: `${row.deductionNo}: ${input.reason}` });
  const reversed = await repo.reverseDeduction(tx, row.id, { reversedBy: caller.session.userId, reversedAt: now, reverseReason: input.reason });
  if (!reversed) throw conflict('deduction:errors.notApproved', { deductionNo: row.deductionNo, status: 'collection:options.deductionStatus.reversed' });
  await recordAudit(tx, actorOf(caller), {
    action: 'deduction.reverse', entity: 'deduction', entityId: row.id,
    before: { status: row.status, amountDueCents: amountDue(before), billStatus: before.status },
    after: { status: reversed.status, flowNo: flow.flowNo, reverseReason: input.reason, amountDueCents: amountDue(bill), billStatus: bill.status },
  });
  return { id: row.id, deductionNo: row.deductionNo, status: reversed.status, flowNo: flow.flowNo, amountDueCents: amountDue(bill), billStatus: bill.status };
}

export async function listWaivers(deps: Deps, session: SessionUser, query: repo.DeductionListQuery) {
  const { current, size } = query;
  const scope = await merchantScopeOf(deps.db, session.userId);
  const { rows, total } = await repo.deductionList.page(deps.db, scope, query);
  const records: DeductionRow[] = rows.map((r) => ({
    ...r, components: r.components as DeductionRow['components'], ownApplication: r.requestedBy === session.userId,
    reviewedAt: r.reviewedAt ? formatEat(r.reviewedAt) : null, reversedAt: r.reversedAt ? formatEat(r.reversedAt) : null, createdAt: formatEat(r.createdAt),
  }));
  return { records, total, current, size };
}
