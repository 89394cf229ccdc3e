/**
 * What the quality center found per employee and month: the interface the discipline record
 * (AppraisalSystem/EmployeeDisciplineData) reads. Keep the signature stable.
 *
 * Counted: the employee's final reviews whose contact falls in the EAT month ('YYYY-MM', by contact_day).
 * Final: the appeal was decided, or the review was scored and its appeal window passed without an appeal.
 * Calibration reviews (a second inspector scoring the same contact) never count.
 * - inspected: final reviews;
 * - failed: final reviews that did not pass (after the appeal: an overturned review passes);
 * - majorViolations: final reviews that failed with an instant-fail compliance (conduct-rule) checkpoint failed;
 * - penaltyPoints: the sum over failed final reviews of 100 − the score that counts (an instant fail scores 0, so
 *   costs 100) — common/quality/quality.ts `penaltyPointsOf`.
 * `now` (optional, the clock deciding whether an appeal window has passed) is for tests and recomputations.
 * One aggregate query on quality_reviews_employee_idx (employee_user_id, contact_day) / quality_reviews_day_idx.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';

export interface EmployeeMonthFindings { userId: number; inspected: number; failed: number; majorViolations: number; penaltyPoints: number }

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The SQL condition of a final review (no table alias: quality_reviews). */
export const finalReviewSql = (now: Date) =>
  sql`(quality_reviews.status = 'decided' or (quality_reviews.status = 'scored' and quality_reviews.appeal_deadline <= ${now}))`;

export async function qualityFindingsByEmployeeMonth(
  db: DbOrTx, month: string /* 'YYYY-MM', EAT */, userIds?: readonly number[], now: Date = new Date(),
): Promise<Map<number, EmployeeMonthFindings>> {
  if (!MONTH.test(month)) throw new RangeError(`Not a month: ${month}`);
  const result = new Map<number, EmployeeMonthFindings>();
  if (userIds && userIds.length === 0) return result;
  const users = userIds
    ? sql`and quality_reviews.employee_user_id in (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})`
    : sql``;
  const rows = await queryRows<{ user_id: number; inspected: number; failed: number; major: number; penalty: number }>(db, sql`
    select quality_reviews.employee_user_id as user_id,
      count(*)::int as inspected,
      count(*) filter (where not quality_reviews.passed)::int as failed,
      count(*) filter (where not quality_reviews.passed and quality_reviews.major_violation)::int as major,
      coalesce(sum(100 - quality_reviews.score) filter (where not quality_reviews.passed), 0)::int as penalty
    from quality_reviews
    where quality_reviews.contact_day >= ${`${month}-01`} and quality_reviews.contact_day <= ${`${month}-31`}
      and quality_reviews.calibration_of is null and ${finalReviewSql(now)} ${users}
    group by quality_reviews.employee_user_id`);
  for (const r of rows) {
    result.set(Number(r.user_id), {
      userId: Number(r.user_id), inspected: Number(r.inspected), failed: Number(r.failed),
      majorViolations: Number(r.major), penaltyPoints: Number(r.penalty),
    });
  }
  return result;
}
