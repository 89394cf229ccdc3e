/**
 * Quality center tables: the queue list (defineList), the atomic claim, scoring, appeals, settings and scorecards.
 * Indexes (server/db/schema/quality.ts): the queue walks quality_reviews_at_idx (contact_at desc, id desc) or
 * quality_reviews_status_idx (status, contact_at desc, id desc); an employee's results quality_reviews_employee_idx;
 * the claim of the next item quality_reviews_status_idx ('open') and quality_reviews_claim_idx (expired claims).
 */
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { QUALITY_MINE_FILTERS, QUALITY_QUEUE_FILTERS } from '../../../common/quality/quality';
import { defineList, type ListQuery } from '../../core/list/define-list';
import { queryRows, type DbOrTx, type Tx } from '../../db/client';
import {
  callLogs, collectionCases, collectionContacts, csInCallRecords, customers, departments, qualityCheckpoints as cp, qualityReviewScores as rs,
  qualityReviews as r, qualityScorecards as card, qualitySettings, telemarketingListEntries, tmFollowUps, users,
} from '../../db/schema';

const employee = alias(users, 'employee');
const inspector = alias(users, 'inspector');

const NEWEST_FIRST = [sql`${r.contactAt} desc nulls last`, sql`${r.id} desc nulls last`];

const listColumns = {
  id: r.id, source: r.source, sourceId: r.sourceId, reason: r.reason, status: r.status, employeeUserId: r.employeeUserId,
  employeeName: employee.realName, contactAt: r.contactAt, claimedBy: r.claimedBy, claimExpiresAt: r.claimExpiresAt,
  inspectorUserId: r.inspectorUserId, inspectorName: inspector.realName, score: r.score, passed: r.passed, majorViolation: r.majorViolation,
  scoredAt: r.scoredAt, appealDeadline: r.appealDeadline, appealedAt: r.appealedAt, appealDecision: r.appealDecision, calibrationOf: r.calibrationOf,
};

/** The queue: every review, newest contact first (quality_reviews_at_idx; a status filter quality_reviews_status_idx). */
export const queueList = defineList({
  from: r,
  joins: [
    { table: employee, on: eq(employee.id, r.employeeUserId) },
    { table: inspector, on: eq(inspector.id, sql`coalesce(${r.inspectorUserId}, ${r.claimedBy})`), type: 'left' },
  ],
  columns: listColumns,
  filters: QUALITY_QUEUE_FILTERS,
  match: {
    status: r.status, reason: r.reason, source: r.source, days: r.contactAt,
    employee: { where: (value: string) => sql`${r.employeeUserId} in (select id from users where real_name ilike ${`%${value}%`})` },
  },
  merchantScope: { column: r.merchantId, sharedWhen: isNull(r.merchantId) },
  // NULLS LAST as the indexes are built (contact_at and id are never null).
  order: NEWEST_FIRST,
  sorts: { contactAt: r.contactAt, score: r.score },
  total: 'budgeted',
});
export type QueueListQuery = ListQuery<typeof queueList>;

/** My results: the caller's own scored reviews (quality_reviews_employee_idx); `employeeUserId` is set by the service. */
export const mineList = defineList({
  from: r,
  joins: [
    { table: employee, on: eq(employee.id, r.employeeUserId) },
    { table: inspector, on: eq(inspector.id, r.inspectorUserId), type: 'left' },
  ],
  columns: listColumns,
  filters: QUALITY_MINE_FILTERS,
  params: { employeeUserId: z.coerce.number().int().positive().optional() },
  match: { employeeUserId: r.employeeUserId, status: r.status, days: r.contactAt },
  always: and(isNull(r.calibrationOf), inArray(r.status, ['scored', 'appealed', 'decided'])),
  merchantScope: { column: r.merchantId, sharedWhen: isNull(r.merchantId) },
  // NULLS LAST as the indexes are built (contact_at and id are never null).
  order: NEWEST_FIRST,
});
export type MineListQuery = ListQuery<typeof mineList>;

// ── claim ──────────────────────────────────────────────────────────────────────────────────────────────────

const claimable = (now: Date) => sql`(${r.status} = 'open' or (${r.status} = 'claimed' and ${r.claimExpiresAt} < ${now}))`;

/** Claims one item atomically: only while it is open or its claim expired (UPDATE … WHERE … RETURNING). */
export async function claimById(db: DbOrTx, id: number, userId: number, now: Date, until: Date) {
  const [row] = await db.update(r).set({ status: 'claimed', claimedBy: userId, claimExpiresAt: until, updatedAt: now })
    .where(and(eq(r.id, id), isNull(r.calibrationOf), claimable(now)))
    .returning();
  return row ?? null;
}

/**
 * Claims the next item: the newest open one (or one whose claim expired), skipping rows another inspector's claim
 * is locking at that moment; the same UPDATE's WHERE decides, so two inspectors never get one item.
 */
export async function claimNext(db: DbOrTx, userId: number, now: Date, until: Date, merchantClause: ReturnType<typeof sql> | undefined) {
  const scope = merchantClause ? sql`and (${merchantClause} or quality_reviews.merchant_id is null)` : sql``;
  // Open items newest first (quality_reviews_status_idx), then claims that expired (quality_reviews_claim_idx).
  for (const pick of [
    sql`status = 'open' ${scope} order by contact_at desc nulls last, id desc nulls last`,
    sql`status = 'claimed' and claim_expires_at < ${now} ${scope} order by claim_expires_at`,
  ]) {
    const rows = await queryRows<{ id: number }>(db, sql`
      update quality_reviews set status = 'claimed', claimed_by = ${userId}, claim_expires_at = ${until}, updated_at = ${now}
      where id = (select id from quality_reviews where calibration_of is null and ${pick} limit 1 for update skip locked)
        and (status = 'open' or (status = 'claimed' and claim_expires_at < ${now}))
      returning id`);
    if (rows[0]) return Number(rows[0].id);
  }
  return null;
}

/** The caller's unexpired claim, if any (an inspector works one item at a time). */
export async function activeClaimOf(db: DbOrTx, userId: number, now: Date) {
  const [row] = await db.select({ id: r.id }).from(r)
    .where(and(eq(r.status, 'claimed'), eq(r.claimedBy, userId), isNull(r.calibrationOf), sql`${r.claimExpiresAt} >= ${now}`)).limit(1);
  return row?.id ?? null;
}

export async function releaseClaim(db: DbOrTx, id: number, userId: number, now: Date) {
  const [row] = await db.update(r).set({ status: 'open', claimedBy: null, claimExpiresAt: null, updatedAt: now })
    .where(and(eq(r.id, id), eq(r.status, 'claimed'), eq(r.claimedBy, userId), isNull(r.calibrationOf))).returning({ id: r.id });
  return row ?? null;
}

// ── one review ─────────────────────────────────────────────────────────────────────────────────────────────

export async function findReview(db: DbOrTx, id: number) {
  const [row] = await db.select().from(r).where(eq(r.id, id)).limit(1);
  return row ?? null;
}

export async function lockReview(tx: Tx, id: number) {
  const [row] = await tx.select().from(r).where(eq(r.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function updateReview(tx: Tx, id: number, values: Partial<typeof r.$inferInsert>) {
  const [row] = await tx.update(r).set(values).where(eq(r.id, id)).returning();
  return row;
}

export async function insertReview(tx: Tx, values: typeof r.$inferInsert) {
  const [row] = await tx.insert(r).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function namesOf(db: DbOrTx, ids: readonly number[]) {
  const list = [...new Set(ids)];
  if (!list.length) return new Map<number, string>();
  const rows = await db.select({ id: users.id, name: users.realName }).from(users).where(inArray(users.id, list));
  return new Map(rows.map((u) => [u.id, u.name]));
}

export async function scoresOf(db: DbOrTx, reviewIds: readonly number[]) {
  if (!reviewIds.length) return [];
  return db.select({ reviewId: rs.reviewId, checkpointId: rs.checkpointId, result: rs.result, comment: rs.comment })
    .from(rs).where(inArray(rs.reviewId, [...reviewIds]));
}

export async function insertScores(tx: Tx, rows: (typeof rs.$inferInsert)[]) {
  if (rows.length) await tx.insert(rs).values(rows);
}

/** The contact behind a review, as the inspector reads it (phone as stored; the service masks it). */
export async function contactOf(db: DbOrTx, source: string, sourceId: number) {
  if (source === 'collection') {
    const [row] = await db.select({
      at: collectionContacts.at, channel: collectionContacts.channel, target: collectionContacts.target, result: collectionContacts.result,
      actionCode: collectionContacts.actionCode, intent: collectionContacts.customerIntent, remark: collectionContacts.remark,
      callLogId: collectionContacts.callLogId, caseNo: collectionCases.caseNo, customerName: customers.fullName, phone: customers.phone,
    }).from(collectionContacts).innerJoin(collectionCases, eq(collectionCases.id, collectionContacts.caseId))
      .innerJoin(customers, eq(customers.id, collectionContacts.customerId)).where(eq(collectionContacts.id, sourceId)).limit(1);
    return row ? { ...row, reason: null } : null;
  }
  if (source === 'telemarketing') {
    const [row] = await db.select({
      at: tmFollowUps.at, intent: tmFollowUps.intent, result: tmFollowUps.outcome, remark: tmFollowUps.remark, callLogId: tmFollowUps.callLogId,
      customerName: telemarketingListEntries.customerName, phone: telemarketingListEntries.phone,
    }).from(tmFollowUps).innerJoin(telemarketingListEntries, eq(telemarketingListEntries.id, tmFollowUps.entryId))
      .where(eq(tmFollowUps.id, sourceId)).limit(1);
    return row ? { ...row, channel: 'call', target: 'borrower', actionCode: null, caseNo: null, reason: null } : null;
  }
  const [row] = await db.select({
    at: csInCallRecords.createdAt, reason: csInCallRecords.reason, result: csInCallRecords.resolution, remark: csInCallRecords.remark,
    phone: csInCallRecords.phone, customerName: customers.fullName,
  }).from(csInCallRecords).leftJoin(customers, eq(customers.id, csInCallRecords.customerId)).where(eq(csInCallRecords.id, sourceId)).limit(1);
  return row ? { ...row, channel: 'inboundCall', target: 'borrower', actionCode: null, intent: null, caseNo: null, callLogId: null } : null;
}

export async function callLogOf(db: DbOrTx, id: number | null) {
  if (!id) return null;
  const [row] = await db.select({
    id: callLogs.id, provider: callLogs.provider, providerRef: callLogs.providerRef, outcome: callLogs.outcome, talkSeconds: callLogs.talkSeconds,
    connectedAt: callLogs.connectedAt, endedAt: callLogs.endedAt, createdAt: callLogs.createdAt,
  }).from(callLogs).where(eq(callLogs.id, id)).limit(1);
  return row ?? null;
}

// ── scorecards and settings ────────────────────────────────────────────────────────────────────────────────

export async function scorecards(db: DbOrTx) {
  return db.select().from(card).orderBy(desc(card.isDefault), asc(card.id)).limit(50);
}

export async function findScorecard(db: DbOrTx, id: number) {
  const [row] = await db.select().from(card).where(eq(card.id, id)).limit(1);
  return row ?? null;
}

export async function defaultScorecardId(db: DbOrTx) {
  const [row] = await db.select({ id: card.id }).from(card).where(and(eq(card.isDefault, true), eq(card.enabled, true))).limit(1);
  return row?.id ?? null;
}

export async function checkpointsOf(db: DbOrTx, scorecardIds: readonly number[]) {
  if (!scorecardIds.length) return [];
  return db.select().from(cp).where(inArray(cp.scorecardId, [...scorecardIds])).orderBy(asc(cp.sort), asc(cp.id));
}

export async function insertScorecard(tx: Tx, values: typeof card.$inferInsert) {
  const [row] = await tx.insert(card).values(values).returning();
  return row;
}

export async function updateScorecard(tx: Tx, id: number, values: Partial<typeof card.$inferInsert>) {
  const [row] = await tx.update(card).set(values).where(eq(card.id, id)).returning();
  return row ?? null;
}

export async function lockScorecard(tx: Tx, id: number) {
  const [row] = await tx.select().from(card).where(eq(card.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function insertCheckpoint(tx: Tx, values: typeof cp.$inferInsert) {
  const [row] = await tx.insert(cp).values(values).returning();
  return row;
}

export async function updateCheckpoint(tx: Tx, id: number, scorecardId: number, values: Partial<typeof cp.$inferInsert>) {
  const [row] = await tx.update(cp).set(values).where(and(eq(cp.id, id), eq(cp.scorecardId, scorecardId))).returning();
  return row ?? null;
}

export const DEFAULT_QUALITY_SETTINGS = { collectionSharePct: 5, telemarketingSharePct: 5, serviceSharePct: 5, claimMinutes: 30, appealDays: 3 };

export async function settings(db: DbOrTx) {
  const [row] = await db.select().from(qualitySettings).where(eq(qualitySettings.id, 1)).limit(1);
  return row ?? { id: 1, ...DEFAULT_QUALITY_SETTINGS, createdAt: null, updatedAt: null };
}

export async function saveSettings(tx: Tx, values: typeof DEFAULT_QUALITY_SETTINGS, now: Date) {
  const [row] = await tx.insert(qualitySettings).values({ id: 1, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: qualitySettings.id, set: { ...values, updatedAt: now } }).returning();
  return row;
}

// ── results and calibration ────────────────────────────────────────────────────────────────────────────────

/** Final and not-yet-final scored reviews (calibration left out) in an EAT day range, grouped by employee, team or checkpoint and day. */
export async function results(db: DbOrTx, group: 'employee' | 'team' | 'checkpoint', dayFrom: string, dayTo: string, merchantClause: ReturnType<typeof sql> | undefined) {
  const scope = merchantClause ? sql`and (${merchantClause} or q.merchant_id is null)` : sql``;
  const scored = sql`q.calibration_of is null and q.status in ('scored', 'appealed', 'decided') and q.contact_day >= ${dayFrom} and q.contact_day <= ${dayTo} ${scope}`;
  if (group === 'checkpoint') {
    return queryRows<{ key: number; name: string; day: string; reviews: number; failed: number; avg_score: number | null; major: number }>(db, sql`
      select c.id as key, c.label as name, q.contact_day as day, count(*)::int as reviews,
        count(*) filter (where s.result = 'fail')::int as failed,
        round(100.0 * count(*) filter (where s.result = 'pass') / nullif(count(*) filter (where s.result <> 'na'), 0))::int as avg_score,
        count(*) filter (where s.result = 'fail' and c.instant_fail and c.conduct_rule is not null)::int as major
      from quality_reviews q join quality_review_scores s on s.review_id = q.id join quality_checkpoints c on c.id = s.checkpoint_id
      where ${scored} group by c.id, c.label, q.contact_day order by q.contact_day, c.id limit 5000`);
  }
  const key = group === 'employee' ? sql`u.id` : sql`coalesce(d.id, 0)`;
  const name = group === 'employee' ? sql`u.real_name` : sql`coalesce(d.name, '')`;
  return queryRows<{ key: number; name: string; day: string; reviews: number; failed: number; avg_score: number | null; major: number }>(db, sql`
    select ${key} as key, ${name} as name, q.contact_day as day, count(*)::int as reviews,
      count(*) filter (where not q.passed)::int as failed, round(avg(q.score))::int as avg_score,
      count(*) filter (where q.major_violation and not q.passed)::int as major
    from quality_reviews q join users u on u.id = q.employee_user_id left join ${departments} d on d.id = u.dept_id
    where ${scored} group by 1, 2, q.contact_day order by q.contact_day, 2 limit 5000`);
}

/** Calibration pairs: each calibration review with the first review of the same contact, both scored. */
export async function calibrationPairs(db: DbOrTx, dayFrom: string, dayTo: string, merchantClause: ReturnType<typeof sql> | undefined) {
  const scope = merchantClause ? sql`and (${merchantClause} or c.merchant_id is null)` : sql``;
  return queryRows<{
    id: number; first_id: number; contact_day: string; source: string; employee: string; first_inspector: string; second_inspector: string;
    first_score: number; second_score: number; first_passed: boolean; second_passed: boolean; compared: number; agreed: number;
  }>(db, sql`
    select c.id, o.id as first_id, c.contact_day, c.source, e.real_name as employee, fi.real_name as first_inspector, si.real_name as second_inspector,
      o.score as first_score, c.score as second_score, o.passed as first_passed, c.passed as second_passed,
      (select count(*)::int from quality_review_scores a join quality_review_scores b on b.review_id = c.id and b.checkpoint_id = a.checkpoint_id where a.review_id = o.id) as compared,
      (select count(*)::int from quality_review_scores a join quality_review_scores b on b.review_id = c.id and b.checkpoint_id = a.checkpoint_id and b.result = a.result where a.review_id = o.id) as agreed
    from quality_reviews c join quality_reviews o on o.id = c.calibration_of
      join users e on e.id = c.employee_user_id left join users fi on fi.id = o.inspector_user_id left join users si on si.id = c.inspector_user_id
    where c.calibration_of is not null and c.scored_at is not null and c.contact_day >= ${dayFrom} and c.contact_day <= ${dayTo} ${scope}
    order by c.contact_day desc, c.id desc limit 500`);
}

/** The team (department) of each user. */
export async function teamOf(db: DbOrTx, userId: number) {
  const [row] = await db.select({ name: departments.name }).from(users).leftJoin(departments, eq(departments.id, users.deptId)).where(eq(users.id, userId)).limit(1);
  return row?.name ?? null;
}
