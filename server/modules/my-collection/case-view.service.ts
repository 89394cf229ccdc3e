/**
 * One case's view: header, the bill's breakdown (charged, settled and outstanding by the money core's trial),
 * repayments, level and allocation history, the contact timeline, promises, the borrower's named emergency
 * contacts, the conduct rules as they stand, and the customer's other loans and record (within the caller's merchants). The workbench opens only the caller's own cases; manager
 * screens call `loadCaseView` with `ownOnly: false` from their own routes (merchant scope still applies).
 */
import { eatDay, trial } from '../../../common/money/bill-math';
import { addBreakdowns } from '../../../common/money/components';
import type { CaseBill, CaseView } from '../../../common/collection/my-collection-case';
import type { Deps } from '../../core/deps';
import { notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { chargedOf, owedOf, type BillRow } from '../bill/bill.repository';
import { loanOfBill } from '../bill/loan-of-bill.repository';
import { merchantScopeOf } from '../order/order-scope';
import * as repo from './case-view.repository';
import { customerLoans, customerRecord } from './customer-record.repository';
import { conductView } from './conduct';
import { daysToDue } from './my-collection.service';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export type FoundCase = NonNullable<Awaited<ReturnType<typeof repo.findCase>>>;

/** The case and the caller's merchant scope, if the caller may open it: their own (ownOnly), or any within their merchants. */
async function visibleCaseAndScope(db: DbOrTx, userId: number, caseId: number, ownOnly: boolean) {
  const [found, scope] = await Promise.all([repo.findCase(db, caseId), merchantScopeOf(db, userId)]);
  if (!found) throw notFound('myCollection:errors.caseNotFound');
  if (ownOnly && found.case.collectorUserId !== userId) throw notFound('myCollection:errors.caseNotFound');
  if (scope && !scope.includes(found.case.merchantId)) throw notFound('myCollection:errors.caseNotFound');
  return { found, scope };
}

export async function visibleCase(db: DbOrTx, userId: number, caseId: number, ownOnly: boolean): Promise<FoundCase> {
  return (await visibleCaseAndScope(db, userId, caseId, ownOnly)).found;
}

async function billOf(db: DbOrTx, bill: BillRow, now: Date): Promise<CaseBill | null> {
  const loan = await loanOfBill(db, bill.orderId);
  if (!loan) return null;
  const onDay = eatDay(now);
  const charged = chargedOf(bill);
  const owed = owedOf(bill);
  const t = trial({ owed, dueDay: bill.dueDay, accruedThrough: bill.accruedThrough, terms: loan.terms, onDay });
  return { charged: addBreakdowns(charged, { lateFee: t.lateFeeToCharge }), settled: addBreakdowns(charged, owed, -1), outstanding: t.owed, settlementCents: t.settlementCents, onDay };
}

export async function loadCaseView(deps: Deps, userId: number, caseId: number, ownOnly: boolean): Promise<CaseView> {
  // One read of the caller's merchants: the check and the customer's loans and record use it.
  const { found, scope } = await visibleCaseAndScope(deps.db, userId, caseId, ownOnly);
  const { case: k, bill } = found;
  const now = deps.now();
  const [billView, repayments, levels, allocations, contacts, promises, emergency, conduct, loans, record] = await Promise.all([
    billOf(deps.db, bill, now), repo.caseRepayments(deps.db, bill.id), repo.caseLevels(deps.db, k.id), repo.caseAllocations(deps.db, k.id),
    repo.caseContacts(deps.db, k.id), repo.casePromises(deps.db, k.id), repo.emergencyContacts(deps.db, k.orderId), conductView(deps.db, k, userId, now),
    customerLoans(deps.db, k.customerId, scope), customerRecord(deps.db, k.customerId, scope),
  ]);
  return {
    header: {
      id: k.id, caseNo: k.caseNo, system: k.system, kind: k.kind, level: k.level, status: k.status, collectorUserId: k.collectorUserId,
      collectorName: found.collectorName, assignedAt: iso(k.assignedAt), enteredAt: k.enteredAt.toISOString(), levelEnteredAt: k.levelEnteredAt.toISOString(),
      dueDay: k.dueDay, overdueDays: k.overdueDays, daysToDue: daysToDue(k.kind, k.overdueDays, k.dueDay, now), billAmountCents: Number(k.billAmountCents), amountDueCents: Number(k.amountDueCents),
      followUpCount: k.followUpCount, lastActionCode: k.lastActionCode, lastContactAt: iso(k.lastContactAt), nextCallAt: iso(k.nextCallAt),
      overdueReason: k.overdueReason, customerIntent: k.customerIntent, commitmentAt: iso(k.commitmentAt),
      commitmentCents: k.commitmentCents === null ? null : Number(k.commitmentCents), brokenPromiseCount: k.brokenPromiseCount,
      pausedUntil: iso(k.pausedUntil), orderId: k.orderId, orderNo: found.orderNo, billId: bill.id, billNo: bill.billNo, billStatus: bill.status,
      merchantId: k.merchantId, merchantName: found.merchantName, customerId: k.customerId, customerName: found.customerName, phone: found.phone,
    },
    bill: billView,
    customerLoans: loans.map(({ caseId, ...l }) => ({
      ...l, loanAmountCents: Number(l.loanAmountCents), repaidCents: Number(l.repaidCents), lendingAt: iso(l.lendingAt), settledAt: iso(l.settledAt), thisCase: caseId === k.id,
    })),
    customerRecord: record,
    repayments: repayments.map((r) => ({ ...r, amountCents: Number(r.amountCents), waivedCents: Number(r.waivedCents), repaidAt: r.repaidAt.toISOString() })),
    levels: levels.map((l) => ({ ...l, enteredAt: l.enteredAt.toISOString(), leftAt: iso(l.leftAt) })),
    allocations: allocations.map((a) => ({ ...a, at: a.at.toISOString() })),
    contacts: contacts.map((c) => ({ ...c, nextCallAt: iso(c.nextCallAt), at: c.at.toISOString() })),
    promises: promises.map((p) => ({ ...p, amountCents: Number(p.amountCents), paidCents: Number(p.paidCents), promisedAt: p.promisedAt.toISOString(), createdAt: p.createdAt.toISOString() })),
    emergencyContacts: emergency,
    conduct,
  };
}
