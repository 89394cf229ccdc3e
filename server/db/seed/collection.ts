/**
 * Demo collection for `npm start` (after the money demo): the level bands (v1 defaults, Haraka's faster v1
 * levels, Soko Credit's v2 stages), the conduct settings, a collection_personnel row for every collector user
 * (the demo `collector` works every level of Haraka Loans), then the case job run day by day over the last two
 * weeks — so cases sit at every level with real level histories — the automatic allocation among the
 * collectors, and the collector's follow-ups and promises (kept with a repayment attributed to them, partly
 * kept, broken by the promise check, pending). Safe to run twice: it does nothing when bands exist.
 */
import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { eatDay, trial } from '../../../common/money/bill-math';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { sandboxCallRecord } from '../../integrations/call/sandbox';
import { createSandboxPayments } from '../../integrations/payments/sandbox';
import { owedOf } from '../../modules/bill/bill.repository';
import { loanOfBill } from '../../modules/bill/loan-of-bill.repository';
import { runCaseJob } from '../../modules/collection-case/case.job';
import { checkPromises } from '../../modules/collection-case/promise.job';
import { applyRepayment } from '../../modules/repay/apply-repayment';
import { bills, callLogs, collectionCases, collectionContacts, customers, collectionLevels, collectionPersonnel, collectionPromises, collectionSettings, merchants, roles, userRoles, users } from '../schema';
import { allocateOpenCases } from './collection-allocate';
import { COLLECTOR_LEVELS, DEFAULT_LEVELS, FAST_V1_LEVELS, FAST_V1_MERCHANT, V2_MERCHANT, V2_MERCHANT_LEVELS, type BandSeed } from './collection.data';

const DAY = 86_400_000;
const HOUR = 3_600_000;

async function seedLevels(deps: Deps, merchantIdOf: Map<string, number>) {
  const rows = (bands: readonly BandSeed[], merchantId: number | null) => bands.map((b) => ({ ...b, merchantId }));
  await deps.db.insert(collectionLevels).values([
    ...rows(DEFAULT_LEVELS, null), ...rows(V2_MERCHANT_LEVELS, merchantIdOf.get(V2_MERCHANT)!), ...rows(FAST_V1_LEVELS, merchantIdOf.get(FAST_V1_MERCHANT)!),
  ]);
  await deps.db.insert(collectionSettings).values([
    { merchantId: null },
    // Haraka Loans' borrowers name an emergency contact with consent; collectors may reach it.
    { merchantId: merchantIdOf.get(FAST_V1_MERCHANT)!, allowEmergencyContacts: true },
  ]);
}

/**
 * Every user with the Collector role works collection in both systems, for their merchant: where a merchant has
 * three or more collectors they split into reminder, early and late groups, else each works every level. The
 * demo `collector` works every level.
 */
async function seedPersonnel(deps: Deps) {
  const collectors = await deps.db.select({ id: users.id, username: users.username, merchantId: users.merchantId }).from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id)).innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(roles.roleNo, 'R003'), isNotNull(users.merchantId))).orderBy(asc(users.id));
  const all = [...new Set(COLLECTOR_LEVELS.flat())];
  const groups = ['Reminders', 'Early Stage (M1–M2)', 'Late Stage (M3+)'];
  const rows = collectors.flatMap((c) => {
    const peers = collectors.filter((x) => x.merchantId === c.merchantId && x.username !== 'collector');
    const k = peers.findIndex((x) => x.id === c.id);
    const split = c.username !== 'collector' && peers.length >= 3;
    return (['v1', 'v2'] as const).map((system) => ({
      userId: c.id, system, groupName: split ? groups[k % 3] : 'Early Stage (M1–M2)', merchantIds: [c.merchantId!],
      levels: split ? [...COLLECTOR_LEVELS[k % 3]] : all, capacity: 300, messageSending: true,
    }));
  });
  if (rows.length) await deps.db.insert(collectionPersonnel).values(rows);
  return collectors;
}

/** A repayment by M-Pesa the way the money demo takes them (the channel first, then the flow). */
async function repay(deps: Deps, billId: number, share: number, at: Date): Promise<boolean> {
  const [bill] = await deps.db.select().from(bills).where(eq(bills.id, billId));
  const loan = (await loanOfBill(deps.db, bill.orderId))!;
  const t = trial({ owed: owedOf(bill), dueDay: bill.dueDay, accruedThrough: bill.accruedThrough, terms: loan.terms, onDay: eatDay(at) });
  const settle = share >= 1;
  const amountCents = settle ? t.settlementCents : Math.round((t.settlementCents * share) / 100) * 100;
  const payments = createSandboxPayments(deps.db, () => at);
  const paymentCode = await payments.collect({ channel: 'mpesa', account: loan.orderNo, reference: `${loan.orderNo}-${bill.periodNo}-COL${billId}`, amountCents, at });
  try {
    await deps.db.transaction((tx) => applyRepayment(tx, {
      billId, repayType: settle ? 'settle' : 'partial', amountCents, paymentChannel: 'mpesa', paymentCode, source: 'collection', repaidAt: at, actorUserId: null, now: deps.now(),
    }));
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

type Plan = { result: 'kept' | 'partlyKept' | 'broken' | 'pending'; share: number; promisedInDays: number };
const PLANS: readonly Plan[] = [
  { result: 'kept', share: 1, promisedInDays: -1 },
  { result: 'broken', share: 0, promisedInDays: -1 },
  { result: 'pending', share: 0, promisedInDays: 1 },
  { result: 'partlyKept', share: 0.4, promisedInDays: -1 },
  { result: 'pending', share: 0, promisedInDays: 0.3 },
  { result: 'kept', share: 0.5, promisedInDays: 2 },
];

/**
 * The call-centre calls behind a follow-up, as the call-record job leaves them: every third case first rang
 * out unanswered an hour earlier; then the customer answered (talk time by the sandbox's rule, which answers
 * for any number). Returns the answered call's log.
 */
async function seedCalls(deps: Deps, userId: number, c: typeof collectionCases.$inferSelect, callAt: Date, i: number) {
  const [{ phone }] = await deps.db.select({ phone: customers.phone }).from(customers).where(eq(customers.id, c.customerId));
  const answered = sandboxCallRecord({ providerRef: '', phone: phone.replace(/[09]$/, '5'), dialledAt: callAt });
  const rows = [
    ...(i % 3 === 0 ? [{ at: new Date(callAt.getTime() - HOUR), outcome: 'noAnswer', connectedAt: null, talkSeconds: 0, endedAt: new Date(callAt.getTime() - HOUR + 45_000) }] : []),
    { at: callAt, outcome: 'answered', connectedAt: answered.connectedAt, talkSeconds: answered.talkSeconds, endedAt: answered.endedAt },
  ];
  const logs = await deps.db.insert(callLogs).values(rows.map((r, n) => ({
    userId, orderId: c.orderId, phone, via: 'callCentre' as const, provider: 'sandbox', providerRef: `sandbox-demo-${c.id}-${n}`, status: 'ended',
    createdAt: r.at, outcome: r.outcome, connectedAt: r.connectedAt, endedAt: r.endedAt, talkSeconds: r.talkSeconds,
  }))).returning({ id: callLogs.id });
  return logs[logs.length - 1].id;
}

/** Follow-ups on a collector's overdue cases: a call with its disposition, an SMS, and a promise per plan. */
async function seedFollowUps(deps: Deps, userId: number, limit: number) {
  const now = deps.now();
  const cases = await deps.db.select().from(collectionCases)
    .where(and(eq(collectionCases.collectorUserId, userId), eq(collectionCases.kind, 'overdue'), ne(collectionCases.status, 'closed')))
    .orderBy(asc(collectionCases.id)).limit(limit);
  for (const [i, c] of cases.entries()) {
    const plan = PLANS[i % PLANS.length];
    // Calls spread over today and the days before (promises already due were made three days ago), so the
    // monitoring screen's today has calls and talk time too.
    const daysBack = plan.promisedInDays < 0 ? 3 : i % 2;
    const callAt = new Date(Math.max(c.enteredAt.getTime() + HOUR, now.getTime() - daysBack * DAY - (1 + (i % 4)) * HOUR + i * 60_000));
    const promisedAt = new Date(Math.max(callAt.getTime() + 2 * HOUR, now.getTime() + plan.promisedInDays * DAY));
    const share = plan.result === 'kept' && plan.share < 1 ? plan.share : 1;
    const promised = Math.max(100_00, Math.round((c.amountDueCents * share) / 100) * 100);
    const callLogId = await seedCalls(deps, userId, c, callAt, i);
    await deps.db.insert(collectionContacts).values([
      { caseId: c.id, customerId: c.customerId, userId, channel: 'call', target: 'borrower', result: 'answered', actionCode: 'promised', callLogId,
        customerIntent: plan.share < 1 && plan.result !== 'kept' ? 'partialPay' : 'willPay', overdueReason: ['incomeDelayed', 'forgot', 'business', 'multipleLoans'][i % 4],
        remark: 'Customer agreed to pay by M-Pesa', nextCallAt: promisedAt, at: callAt },
      { caseId: c.id, customerId: c.customerId, userId, channel: 'sms', target: 'borrower', result: 'sent', actionCode: 'smsSent',
        remark: 'Payment reminder with the paybill and account number', at: new Date(callAt.getTime() + 5 * 60_000) },
    ]);
    const [p] = await deps.db.insert(collectionPromises).values({ caseId: c.id, userId, promisedAt, amountCents: promised, createdAt: callAt }).returning();
    await deps.db.update(collectionCases).set({
      promiseId: p.id, commitmentAt: promisedAt, commitmentCents: promised, followUpCount: 1, lastActionCode: 'promised', lastContactAt: callAt,
      nextCallAt: promisedAt, customerIntent: 'willPay', overdueReason: ['incomeDelayed', 'forgot', 'business', 'multipleLoans'][i % 4],
    }).where(eq(collectionCases.id, c.id));
    if (plan.share > 0) {
      const payAt = new Date(Math.min(now.getTime() - HOUR, callAt.getTime() + 6 * HOUR));
      await repay(deps, c.billId, plan.share, payAt);
    }
  }
  return cases.length;
}

export async function seedDemoCollection(deps: Deps): Promise<{ cases: number; followUps: number }> {
  if ((await deps.db.select({ id: collectionLevels.id }).from(collectionLevels).limit(1)).length) return { cases: 0, followUps: 0 };
  const merchantRows = await deps.db.select({ id: merchants.id, no: merchants.merchantNo }).from(merchants);
  const merchantIdOf = new Map(merchantRows.map((m) => [m.no, m.id]));
  await seedLevels(deps, merchantIdOf);
  const collectors = await seedPersonnel(deps);
  const now = deps.now();
  // Day by day over the last 30 days (each just after EAT midnight), so histories and CollectionReport's default
  // 30 days show the level moves.
  for (let k = 29; k >= 1; k -= 1) await runCaseJob(deps, new Date(now.getTime() - k * DAY));
  await runCaseJob(deps, now);
  await allocateOpenCases(deps.db, { batchNo: `AUTO${eatDay(now).replaceAll('-', '')}`, now });
  let followUps = 0;
  const demoCollector = collectors.find((c) => c.username === 'collector');
  if (demoCollector) followUps += await seedFollowUps(deps, demoCollector.id, 12);
  for (const c of collectors.filter((x) => x.username !== 'collector').slice(0, 4)) followUps += await seedFollowUps(deps, c.id, 4);
  await checkPromises(deps, now);
  const [{ n }] = await deps.db.select({ n: sql<number>`count(*)::int` }).from(collectionCases).where(inArray(collectionCases.status, ['collecting', 'retained']));
  return { cases: n, followUps };
}
