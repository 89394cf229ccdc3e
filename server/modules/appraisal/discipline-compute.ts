/**
 * The monthly record worked out from its sources (discipline-sources.repository.ts and the quality center's
 * qualityFindingsByEmployeeMonth) and written; a closed record keeps what it was closed with.
 */
import { attendanceBpOf, diligenceScore, type DisciplineSources } from '../../../common/appraisal/discipline';
import { formatEatDate } from '../../../common/time';
import type { DbOrTx } from '../../db/client';
import { qualityFindingsByEmployeeMonth } from '../quality/quality-findings.repository';
import { readWeights, upsertRecords, type RecordValues } from './discipline.repository';
import { attendanceOf, complaintsOf, staffOf, warningCountsOf, type StaffOfMonth } from './discipline-sources.repository';

/** Recomputes the month's records of the staff (all staff, or those named); answers how many were written. */
export async function computeRecords(db: DbOrTx, month: string, now: Date, filterStaff?: (s: StaffOfMonth) => boolean, userIds?: readonly number[]) {
  const staff = (await staffOf(db, userIds)).filter((s) => !filterStaff || filterStaff(s));
  const ids = staff.map((s) => s.userId);
  const attendance = await attendanceOf(db, month, ids, formatEatDate(now));
  const findings = await qualityFindingsByEmployeeMonth(db, month, ids, now);
  const complaints = await complaintsOf(db, month, ids);
  const warnings = await warningCountsOf(db, month, ids);
  const weights = await readWeights(db);
  const values: RecordValues[] = staff.map((s) => {
    const att = attendance.get(s.userId) ?? { planned: 0, attended: 0 };
    const q = findings.get(s.userId);
    const sources: DisciplineSources = {
      plannedDays: att.planned, attendedDays: att.attended,
      majorViolations: q?.majorViolations ?? 0,
      qualityPenaltyPoints: q?.penaltyPoints ?? 0,
      complaintCount: complaints.get(s.userId) ?? 0,
      warningLetters: warnings.get(s.userId) ?? 0,
    };
    return {
      userId: s.userId, month, merchantId: s.merchantId, area: s.area, stage: s.stage, groupName: s.groupName,
      ...sources, attendanceBp: attendanceBpOf(sources), diligenceScore: diligenceScore(sources, weights),
      computedAt: now, updatedAt: now,
    };
  });
  await upsertRecords(db, values);
  return values.length;
}
