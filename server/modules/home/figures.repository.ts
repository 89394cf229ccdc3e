/**
 * Home's figures: one small aggregate per role, each along an index or a rollup so Home stays fast at a million
 * orders — the auditor's waiting orders along orders_auditor_status_idx and today's decisions along
 * order_steps_action_at_idx; today's payouts along orders_lending_idx and the failed ones along orders_release_idx
 * (partial); a collector's cases along collection_cases_collector_idx and their repayments along
 * collection_repayments_collector_idx; dial tasks along tm_dial_tasks_user_idx (or _merchant_idx); feedback along
 * cs_feedbacks_status_idx; the book's applications from order_daily_counts, its loans along orders_loans_idx
 * (partial, disbursed), its cash along repay_flows' repaid-time indexes (a day's flows) and its cases from case_counts.
 * Measured on the million-order bench book (PostgreSQL): docs/reports.md, "Home figures".
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ORDER_STATUS } from '../../../common/orders/order-status';
import { RELEASE_STATUS } from '../../../common/money/statuses';
import type { CollectionSystem } from '../../../common/collection/statuses';
import { merchantScopeClause, type MerchantScope } from '../../core/merchant-scope';
import { queryRows, type DbOrTx } from '../../db/client';
import {
  caseCounts, collectionCases as c, collectionRepayments as r, csFeedbacks, orderDailyCounts, orderSteps, orders, repayFlows, tmDialTasks,
} from '../../db/schema';

/** The EAT day as UTC instants [from, to), and the day's text for the rollups keyed by day. */
export interface FigureDay {
  day: string;
  from: Date;
  to: Date;
  now: Date;
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const scoped = (column: PgColumn, scope: MerchantScope): SQL => merchantScopeClause(column, scope) ?? sql`true`;
const systemsIn = (column: PgColumn, systems: readonly CollectionSystem[]) => sql`${column} in (${sql.join(systems.map((s) => sql`${s}`), sql`, `)})`;
const n = (value: unknown) => Number(value ?? 0);

async function one(db: DbOrTx, query: SQL): Promise<Record<string, unknown>> {
  const [row] = await queryRows<Record<string, unknown>>(db, query);
  return row ?? {};
}

/**
 * Orders waiting for the auditor's review, and those the auditor decided today (as MyAudit's summary counts them).
 * The decided ones are found through today's approve and reject steps (order_steps_action_at_idx, a day's decisions)
 * rather than the auditor's index, which walks every order they ever rejected (tens of thousands in a year).
 */
export async function auditorCounts(db: DbOrTx, auditorId: number, scope: MerchantScope, day: FigureDay) {
  const S = ORDER_STATUS;
  const [waiting, decided] = await Promise.all([
    one(db, sql`select count(*) as n from ${orders}
      where ${orders.auditorId} = ${auditorId} and ${orders.status} = ${S.pendingReview} and ${scoped(orders.merchantId, scope)}`),
    one(db, sql`select count(*) as n from ${orders}
      where ${orders.id} in (select ${orderSteps.orderId} from ${orderSteps}
          where ${orderSteps.action} in ('approve', 'reject') and ${orderSteps.at} >= ${at(day.from)} and ${orderSteps.at} < ${at(day.to)})
        and ${orders.auditorId} = ${auditorId} and ${orders.status} in (${S.pendingDisbursement}, ${S.approvalRejected})
        and ${orders.auditAt} >= ${at(day.from)} and ${orders.auditAt} < ${at(day.to)} and ${scoped(orders.merchantId, scope)}`),
  ]);
  return { waiting: n(waiting.n), decided: n(decided.n) };
}

/** Disbursements paid out today (count and amount paid) and those whose payout failed and waits for a re-send. */
export async function payoutCounts(db: DbOrTx, scope: MerchantScope, day: FigureDay) {
  const [paid, failed] = await Promise.all([
    one(db, sql`select count(*) as n, coalesce(sum(${orders.practicalAmountCents}), 0) as cents from ${orders}
      where ${orders.lendingAt} >= ${at(day.from)} and ${orders.lendingAt} < ${at(day.to)}
        and ${orders.releaseStatus} = ${RELEASE_STATUS.success} and ${scoped(orders.merchantId, scope)}`),
    one(db, sql`select count(*) as n from ${orders}
      where ${orders.releaseStatus} = ${RELEASE_STATUS.lendingFailure} and ${scoped(orders.merchantId, scope)}`),
  ]);
  return { paidCount: n(paid.n), paidCents: n(paid.cents), failed: n(failed.n) };
}

/**
 * The collector's open, unpaused cases of the systems shown, and of them those due today: a promise due today or a
 * call-back due by the day's end (MyCollection's dueToday filter, the same conditions).
 */
export async function collectorCaseCounts(db: DbOrTx, userId: number, systems: readonly CollectionSystem[], scope: MerchantScope, day: FigureDay) {
  const dueToday = sql`((${c.promiseId} is not null and ${c.commitmentAt} >= ${at(day.from)} and ${c.commitmentAt} < ${at(day.to)}) or ${c.nextCallAt} < ${at(day.to)})`;
  const row = await one(db, sql`
    select count(*) as open, count(*) filter (where ${dueToday}) as due from ${c}
    where ${c.collectorUserId} = ${userId} and ${c.status} <> 'closed' and (${c.pausedUntil} is null or ${c.pausedUntil} <= ${at(day.now)})
      and ${systemsIn(c.system, systems)} and ${scoped(c.merchantId, scope)}`);
  return { open: n(row.open), due: n(row.due) };
}

/** What was repaid today on the collector's cases, net of rollbacks, per system (repaymentDetails' rows and sum). */
export async function collectorRepaidToday(db: DbOrTx, userId: number, scope: MerchantScope, day: FigureDay) {
  const rows = await queryRows<{ system: CollectionSystem; n: unknown; cents: unknown }>(db, sql`
    select ${r.system} as system, count(*) as n, coalesce(sum(${r.amountCents}), 0) as cents from ${r}
    where ${r.collectorUserId} = ${userId} and ${r.repaidAt} >= ${at(day.from)} and ${r.repaidAt} < ${at(day.to)} and ${scoped(r.merchantId, scope)}
    group by ${r.system}`);
  const of = (system: CollectionSystem) => rows.find((row) => row.system === system);
  return (system: CollectionSystem) => ({ count: n(of(system)?.n), cents: n(of(system)?.cents) });
}

/** The telemarketer's dial tasks: assigned to them, and of those followed up. */
export async function dialTaskCounts(db: DbOrTx, userId: number, scope: MerchantScope) {
  const row = await one(db, sql`
    select count(*) as assigned, count(*) filter (where ${tmDialTasks.followStatus} = 'followed') as followed from ${tmDialTasks}
    where ${tmDialTasks.userId} = ${userId} and ${scoped(tmDialTasks.merchantId, scope)}`);
  return { assigned: n(row.assigned), followed: n(row.followed) };
}

/** Feedback not yet taken, and being processed. */
export async function feedbackCounts(db: DbOrTx, scope: MerchantScope) {
  const row = await one(db, sql`
    select count(*) filter (where ${csFeedbacks.status} = 'unprocessed') as waiting, count(*) filter (where ${csFeedbacks.status} = 'processing') as processing
    from ${csFeedbacks} where ${csFeedbacks.status} in ('unprocessed', 'processing') and ${scoped(csFeedbacks.merchantId, scope)}`);
  return { waiting: n(row.waiting), processing: n(row.processing) };
}

/** The book's day: today's applications and those of them approved (rollup), loans disbursed, cash repaid, open cases. */
export async function bookCounts(db: DbOrTx, scope: MerchantScope, day: FigureDay, caseSystems: readonly CollectionSystem[], approved: readonly number[]) {
  const d = orderDailyCounts;
  const [applied, disbursed, collected, cases] = await Promise.all([
    one(db, sql`select coalesce(sum(${d.orders}), 0) as n,
        coalesce(sum(${d.orders}) filter (where ${d.status} in (${sql.join(approved.map((s) => sql`${s}`), sql`, `)})), 0) as approved
      from ${d} where ${d.applyDay} = ${day.day} and ${scoped(d.merchantId, scope)}`),
    one(db, sql`select count(*) as n, coalesce(sum(${orders.practicalAmountCents}), 0) as cents from ${orders}
      where ${orders.status} = ${ORDER_STATUS.disbursed} and ${orders.lendingAt} >= ${at(day.from)} and ${orders.lendingAt} < ${at(day.to)}
        and ${scoped(orders.merchantId, scope)}`),
    one(db, sql`select count(*) as n, coalesce(sum(${repayFlows.amountCents}), 0) as cents from ${repayFlows}
      where ${repayFlows.status} = 'valid' and ${repayFlows.repaidAt} >= ${at(day.from)} and ${repayFlows.repaidAt} < ${at(day.to)}
        and ${scoped(repayFlows.merchantId, scope)}`),
    one(db, sql`select coalesce(sum(${caseCounts.cases}), 0) as n from ${caseCounts}
      where ${systemsIn(caseCounts.system, caseSystems)} and ${caseCounts.status} <> 'closed' and ${scoped(caseCounts.merchantId, scope)}`),
  ]);
  return {
    applications: n(applied.n), approved: n(applied.approved),
    disbursedCount: n(disbursed.n), disbursedCents: n(disbursed.cents),
    collectedCount: n(collected.n), collectedCents: n(collected.cents),
    openCases: n(cases.n),
  };
}
