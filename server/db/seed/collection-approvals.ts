/**
 * Demo approvals for `npm start` (after the demo collection): the reduction strategies of both systems, then —
 * through the services the screens use — waivers the demo collector proposed (pending, approved by the supervisor
 * and posted through the money core, rejected), delayed-arrival requests (pending, passed, rejected) and bad-debt
 * entries (pending, in the library, rejected). Safe to run twice: it does nothing when strategies exist.
 */
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { matchingStrategy, waiverCeiling } from '../../../common/collection/reduction';
import type { WaivableComponent } from '../../../common/collection/statuses';
import { eatDay, trial } from '../../../common/money/bill-math';
import { ALL_OPERATION_CODES } from '../../../common/routes';
import { formatEat } from '../../../common/time';
import type { Caller, SessionUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { owedOf } from '../../modules/bill/bill.repository';
import { loanOfBill } from '../../modules/bill/loan-of-bill.repository';
import { merchantScopeOf } from '../../modules/order/order-scope';
import * as badDebt from '../../modules/bad-debt/bad-debt.service';
import { caseById } from '../../modules/collection-deduction/case-of.repository';
import { approveWaiver, applyWaiver, rejectWaiver } from '../../modules/collection-deduction/deduction.service';
import { applyDelay, passDelay, rejectDelay } from '../../modules/collection-deduction/delay.service';
import { enabledStrategies } from '../../modules/reduction-strategy/reduction-strategy.repository';
import type { Tx } from '../client';
import { badDebtEntries, collectionCases, reductionStrategies, users } from '../schema';

const HOUR = 3_600_000;

const STRATEGIES: (typeof reductionStrategies.$inferInsert)[] = [
  { system: 'v1', name: 'M1–M3 late fee and interest relief', levels: ['S1', 'S2', 'S3'], minOverdueDays: 1, maxOverdueDays: 30, minAmountCents: 500_00, components: ['lateFee', 'interest'], maxShareBp: 5_000, capCents: 2_000_00 },
  { system: 'v1', name: 'M4+ settlement relief', levels: [], minOverdueDays: 31, maxOverdueDays: 9999, minAmountCents: 0, components: ['lateFee', 'interest', 'managementFee', 'liquidatedDamages'], maxShareBp: 8_000, capCents: 0 },
  { system: 'v2', name: 'Post-loan late fee waiver', levels: [], minOverdueDays: 1, maxOverdueDays: 9999, minAmountCents: 0, components: ['lateFee'], maxShareBp: 10_000, capCents: 1_500_00 },
  { system: 'v1', name: 'Festive season (disabled)', levels: [], minOverdueDays: 1, maxOverdueDays: 9999, minAmountCents: 0, components: ['lateFee'], maxShareBp: 10_000, capCents: 300_00, enabled: false },
];

export async function callerOf(deps: Deps, username: string): Promise<Caller | null> {
  const [user] = await deps.db.select().from(users).where(eq(users.username, username));
  if (!user) return null;
  const session: SessionUser = {
    sessionId: 0, userId: user.id, userNo: user.userNo, username: user.username, realName: user.realName,
    codes: new Set(ALL_OPERATION_CODES), sensitivePerms: new Set(), isDesensitization: true, mustChangePassword: false,
  };
  return { session, ip: '127.0.0.1' };
}

/** The largest waiver the case's strategy allows on its late fee (or its first allowed component), or null. */
async function proposalFor(deps: Deps, caseId: number) {
  const c = (await caseById(deps.db, caseId))!;
  const loan = (await loanOfBill(deps.db, c.bill.orderId))!;
  const t = trial({ owed: owedOf(c.bill), dueDay: c.bill.dueDay, accruedThrough: c.bill.accruedThrough, terms: loan.terms, onDay: eatDay(deps.now()) });
  const strategy = matchingStrategy(await enabledStrategies(deps.db, c.system), { system: c.system, merchantId: c.merchantId, level: c.level, overdueDays: t.overdueDays, owed: t.owed });
  const component = strategy?.components.find((x) => t.owed[x as WaivableComponent] > 0) as WaivableComponent | undefined;
  if (!strategy || !component) return null;
  const cents = Math.min(t.owed[component], waiverCeiling(strategy, t.owed, [component]));
  return cents > 0 ? { [component]: cents } : null;
}

/** Open overdue cases the applicant holds, of their merchants (`scope` null: every merchant): a collector asks only about her own. */
async function openCases(deps: Deps, holder: number, scope: readonly number[] | null, system: 'v1' | 'v2', minDays: number, limit: number) {
  return deps.db.select({ id: collectionCases.id }).from(collectionCases)
    .where(and(eq(collectionCases.system, system), eq(collectionCases.status, 'collecting'), eq(collectionCases.kind, 'overdue'), gte(collectionCases.overdueDays, minDays),
      eq(collectionCases.collectorUserId, holder), scope ? inArray(collectionCases.merchantId, scope.length ? [...scope] : [-1]) : undefined))
    .orderBy(asc(collectionCases.id)).limit(limit);
}

/** A refusal (a rule of the service) skips that demo row; anything else is a bug and stops the seed. */
async function refusedIsSkipped<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

export async function seedDemoApprovals(deps: Deps): Promise<{ waivers: number; delays: number; badDebts: number }> {
  if ((await deps.db.select({ id: reductionStrategies.id }).from(reductionStrategies).limit(1)).length) return { waivers: 0, delays: 0, badDebts: 0 };
  await deps.db.insert(reductionStrategies).values(STRATEGIES);
  // The demo collector (Haraka Loans) proposes; the administrator (every merchant) decides.
  const collector = await callerOf(deps, 'collector');
  const supervisor = await callerOf(deps, 'admin');
  if (!collector || !supervisor) return { waivers: 0, delays: 0, badDebts: 0 };
  const scope = await merchantScopeOf(deps.db, collector.session.userId);
  const holder = collector.session.userId;
  const tx = <T>(work: (t: Tx) => Promise<T>) => deps.db.transaction(work);

  let waivers = 0;
  const candidates = [...await openCases(deps, holder, scope, 'v1', 1, 8), ...await openCases(deps, holder, scope, 'v2', 1, 2)];
  for (const [i, { id }] of candidates.entries()) {
    const components = await proposalFor(deps, id);
    if (!components) continue;
    const applied = await refusedIsSkipped(() => tx((t) => applyWaiver(t, deps, collector, { caseId: id, components, reason: 'Customer lost income this month; pays the rest on the promised day' })));
    if (!applied) continue;
    waivers += 1;
    if (i % 4 === 1) await refusedIsSkipped(() => tx((t) => approveWaiver(t, deps, supervisor, { id: applied.id, remark: 'Within policy' })));
    if (i % 4 === 2) await refusedIsSkipped(() => tx((t) => rejectWaiver(t, deps, supervisor, { id: applied.id, remark: 'Customer has paid nothing since the promise' })));
  }

  const delayCases = await openCases(deps, holder, scope, 'v1', 3, 11);
  const paidAt = formatEat(new Date(deps.now().getTime() - 5 * HOUR));
  let delays = 0;
  for (const [i, { id }] of delayCases.slice(8, 11).entries()) {
    const made = await refusedIsSkipped(() => tx((t) => applyDelay(t, deps, collector, { caseId: id, paymentRef: `QK${7310 + i}XMPESA`, amount: 1_200_00 + i * 350_00, paidAt, remark: 'Customer sent the M-Pesa message' })));
    if (!made) continue;
    delays += 1;
    if (i === 1) await refusedIsSkipped(() => tx((t) => passDelay(t, deps, supervisor, { id: made.id, remark: null })));
    if (i === 2) await refusedIsSkipped(() => tx((t) => rejectDelay(t, deps, supervisor, { id: made.id, remark: 'Code not found in the paybill statement' })));
  }

  // The demo book is a month old, so its longest-overdue cases are about two weeks late.
  const late = await openCases(deps, holder, scope, 'v1', 12, 3);
  if (late.length === 0) return { waivers, delays, badDebts: 0 };
  const moved = await tx((t) => badDebt.moveIn(t, deps, { ...collector, language: 'en' }, {
    system: 'v1', caseNos: [], caseIds: late.map((c) => c.id), reason: 'Unreachable since the due date; employer confirms the customer left the country',
  }));
  const entries = await deps.db.select({ id: badDebtEntries.id }).from(badDebtEntries).orderBy(asc(badDebtEntries.id));
  if (entries[0]) await refusedIsSkipped(() => tx((t) => badDebt.approve(t, deps, { ...supervisor, language: 'en' }, { id: entries[0].id })));
  if (entries[1]) await refusedIsSkipped(() => tx((t) => badDebt.reject(t, deps, { ...supervisor, language: 'en' }, { id: entries[1].id, remark: 'A relative promised to pay' })));
  return { waivers, delays, badDebts: moved.filter((m) => m.ok).length };
}
