/**
 * The discipline tables: the month's list (defineList on discipline_records_month_score_idx: month, score, id — worst
 * first), the upsert of computed records (a closed record is never overwritten), closing, warning letters and the weights.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { DEFAULT_WEIGHTS, DISCIPLINE_FILTERS, monthSchema, type DisciplineArea, type DisciplineWeights } from '../../../common/appraisal/discipline';
import { defineList, type ListQuery } from '../../core/list/define-list';
import { merchantScopeClause, type MerchantScope } from '../../core/merchant-scope';
import type { DbOrTx } from '../../db/client';
import { disciplineRecords as r, disciplineSettings, disciplineWarningLetters as w, users } from '../../db/schema';

const employee = alias(users, 'employee');
const closer = alias(users, 'closer');
const issuer = alias(users, 'issuer');
const revoker = alias(users, 'revoker');

/** The records a caller reaches beside the merchant scope: the areas they lead, and their own. Set by the service only. */
export interface Reach { areas: readonly DisciplineArea[]; userId: number }
const reachSql = (reach: Reach) => (reach.areas.length
  ? sql`(${r.userId} = ${reach.userId} or ${r.area} in (${sql.join(reach.areas.map((a) => sql`${a}`), sql`, `)}))`
  : sql`${r.userId} = ${reach.userId}`);
/** What a client sends as `reach` is refused: the service puts the caller's own. */
const reachParam = z.custom<Reach>(() => false, 'validation.option').optional();

export const disciplineList = defineList({
  from: r,
  joins: [
    { table: employee, on: eq(employee.id, r.userId), inCount: true },
    { table: closer, on: eq(closer.id, r.closedBy), type: 'left' },
  ],
  columns: {
    id: r.id, userId: r.userId, month: r.month, employeeNo: sql<string>`coalesce(${employee.jobNumber}, ${employee.userNo})`,
    employeeName: employee.realName, area: r.area, stage: r.stage, groupName: r.groupName, plannedDays: r.plannedDays,
    attendedDays: r.attendedDays, attendanceBp: r.attendanceBp, majorViolations: r.majorViolations,
    qualityPenaltyPoints: r.qualityPenaltyPoints, complaintCount: r.complaintCount, warningLetters: r.warningLetters,
    diligenceScore: r.diligenceScore, computedAt: r.computedAt, closedAt: r.closedAt, closedByName: closer.realName,
  },
  filters: DISCIPLINE_FILTERS,
  params: { month: monthSchema, reach: reachParam },
  match: {
    month: r.month, reach: { where: reachSql }, group: r.groupName, stage: r.stage, area: r.area,
    employee: {
      where: (value: string) => sql`(${employee.realName} ilike ${`%${value}%`} or ${employee.jobNumber} ilike ${`${value}%`} or ${employee.userNo} ilike ${`${value}%`})`,
      uses: [employee],
    },
  },
  merchantScope: { column: r.merchantId },
  order: [sql`${r.diligenceScore} asc`, sql`${r.id} asc`],
  sorts: { diligenceScore: r.diligenceScore, attendanceBp: r.attendanceBp, employeeNo: employee.jobNumber },
});
export type DisciplineListQuery = ListQuery<typeof disciplineList>;

export type RecordValues = Omit<typeof r.$inferInsert, 'id' | 'closedAt' | 'closedBy' | 'createdAt'>;

/** Writes the computed records; a closed one keeps what it was closed with. */
export async function upsertRecords(db: DbOrTx, values: readonly RecordValues[]): Promise<void> {
  if (values.length === 0) return;
  await db.insert(r).values([...values]).onConflictDoUpdate({
    target: [r.month, r.userId],
    set: {
      merchantId: sql`excluded.merchant_id`, area: sql`excluded.area`, stage: sql`excluded.stage`, groupName: sql`excluded.group_name`,
      plannedDays: sql`excluded.planned_days`, attendedDays: sql`excluded.attended_days`, attendanceBp: sql`excluded.attendance_bp`,
      majorViolations: sql`excluded.major_violations`, qualityPenaltyPoints: sql`excluded.quality_penalty_points`,
      complaintCount: sql`excluded.complaint_count`, warningLetters: sql`excluded.warning_letters`, diligenceScore: sql`excluded.diligence_score`,
      computedAt: sql`excluded.computed_at`, updatedAt: sql`excluded.updated_at`,
    },
    setWhere: isNull(r.closedAt),
  });
}

export const findRecord = async (db: DbOrTx, userId: number, month: string) =>
  (await db.select().from(r).where(and(eq(r.userId, userId), eq(r.month, month))).limit(1))[0] ?? null;

/** Whether any record of the month within the condition is closed. */
export async function closedCount(db: DbOrTx, month: string, scope: MerchantScope, areas: readonly DisciplineArea[]) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(r)
    .where(and(eq(r.month, month), sql`${r.closedAt} is not null`, merchantScopeClause(r.merchantId, scope), inArray(r.area, [...areas])));
  return Number(row?.n ?? 0);
}

export async function closeRecords(db: DbOrTx, month: string, scope: MerchantScope, areas: readonly DisciplineArea[], userId: number, now: Date) {
  return db.update(r).set({ closedAt: now, closedBy: userId, updatedAt: now })
    .where(and(eq(r.month, month), isNull(r.closedAt), merchantScopeClause(r.merchantId, scope), inArray(r.area, [...areas]))).returning({ id: r.id });
}

export async function insertWarning(db: DbOrTx, values: typeof w.$inferInsert) {
  const [row] = await db.insert(w).values(values).returning();
  return row;
}

export const findWarning = async (db: DbOrTx, id: number) => (await db.select().from(w).where(eq(w.id, id)).limit(1))[0] ?? null;

/** Revokes a letter still in force (UPDATE … WHERE revoked_at IS NULL): null when it was revoked already. */
export async function revokeWarningById(db: DbOrTx, id: number, userId: number, reason: string, now: Date) {
  const [row] = await db.update(w).set({ revokedAt: now, revokedBy: userId, revokeReason: reason })
    .where(and(eq(w.id, id), isNull(w.revokedAt))).returning();
  return row ?? null;
}

export function warningsOf(db: DbOrTx, userId: number, month: string) {
  return db.select({
    id: w.id, reason: w.reason, issuedAt: w.issuedAt, issuedByName: issuer.realName, revokedAt: w.revokedAt,
    revokedByName: revoker.realName, revokeReason: w.revokeReason,
  }).from(w).innerJoin(issuer, eq(issuer.id, w.issuedBy)).leftJoin(revoker, eq(revoker.id, w.revokedBy))
    .where(and(eq(w.userId, userId), eq(w.month, month))).orderBy(w.issuedAt, w.id);
}

export async function readWeights(db: DbOrTx): Promise<DisciplineWeights> {
  const [row] = await db.select().from(disciplineSettings).where(eq(disciplineSettings.id, 1)).limit(1);
  if (!row) return { ...DEFAULT_WEIGHTS };
  return { attendance: row.attendance, majorViolation: row.majorViolation, qualityPenalty: row.qualityPenalty, complaint: row.complaint, warningLetter: row.warningLetter };
}

export async function saveWeightsRow(db: DbOrTx, weights: DisciplineWeights, userId: number, now: Date) {
  await db.insert(disciplineSettings).values({ id: 1, ...weights, updatedBy: userId, updatedAt: now })
    .onConflictDoUpdate({ target: disciplineSettings.id, set: { ...weights, updatedBy: userId, updatedAt: now } });
}

/** Months with a record still open (the job's recompute). */
export async function openMonths(db: DbOrTx, months: readonly string[]) {
  const rows = await db.selectDistinct({ month: r.month }).from(r)
    .where(and(isNull(r.closedAt), sql`${r.month} in (${sql.join(months.map((m) => sql`${m}`), sql`, `)})`));
  return rows.map((row) => row.month);
}
