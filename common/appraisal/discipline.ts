/**
 * Employee discipline (issue 34, AppraisalSystem/EmployeeDisciplineData): one record per employee and EAT month —
 * attendance rate (planned shifts signed in on), major violations and quality penalty points (the quality center's
 * final reviews), complaints (the staff member who last contacted the complaining customer), warning letters (entered
 * by the leader) and the diligence score worked out from them by the administrator's weights. docs/workforce.md.
 */
import { z } from 'zod';
import type { FilterDef } from '../lists/filters';

export const DISCIPLINE_SCREEN = 'AppraisalSystem/EmployeeDisciplineData';
export const DISCIPLINE_AREAS = ['collection', 'telemarketing', 'service'] as const;
export type DisciplineArea = (typeof DISCIPLINE_AREAS)[number];

/**
 * Whose records a caller reads and leads: every area with the screen's viewAll code, else the areas whose staff
 * screen they may open (the lead of that team, as PerformanceReport decides it); and always their own record.
 */
export const AREA_STAFF_SCREENS: Record<DisciplineArea, string> = {
  collection: 'CollectionSystem/CollectionPersonnel',
  telemarketing: 'TelemarketingSystem/TelemarketingPersonnel',
  service: 'CustomerServiceSystem/CustomerServiceStaff',
};

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const monthSchema = z.string({ message: 'validation.required' }).trim().regex(MONTH, 'appraisal:errors.month');

/** The filters beside the month: the filter bar and the list's query schema derive from them. */
export const DISCIPLINE_FILTERS = [
  { name: 'employee', kind: 'text', match: 'contains' },
  { name: 'group', kind: 'text', match: 'contains' },
  { name: 'stage', kind: 'text', match: 'contains' },
  { name: 'area', kind: 'choice', values: DISCIPLINE_AREAS, labels: 'appraisal:options.area' },
] as const satisfies readonly FilterDef[];

export const REASON_MAX = 500;
export const monthBodySchema = z.object({ month: monthSchema });
export const warningBodySchema = z.object({
  userId: z.number({ message: 'validation.required' }).int().positive(),
  month: monthSchema,
  reason: z.string().trim().min(1, 'validation.required').max(REASON_MAX, 'validation.maxLength'),
});
export const revokeWarningBodySchema = z.object({
  id: z.number({ message: 'validation.required' }).int().positive(),
  reason: z.string().trim().min(1, 'validation.required').max(REASON_MAX, 'validation.maxLength'),
});
export const warningsQuerySchema = z.object({ userId: z.coerce.number().int().positive(), month: monthSchema });

/**
 * The weights: points off the diligence score per unit — a planned shift not signed in on, a major violation,
 * 10 quality penalty points, a complaint, a warning letter. Each 0–100; together 1–100, so one of each never costs more
 * than the whole score and at least one thing counts.
 */
export const WEIGHT_KEYS = ['attendance', 'majorViolation', 'qualityPenalty', 'complaint', 'warningLetter'] as const;
export type DisciplineWeights = Record<(typeof WEIGHT_KEYS)[number], number>;
export const DEFAULT_WEIGHTS: DisciplineWeights = { attendance: 5, majorViolation: 20, qualityPenalty: 1, complaint: 5, warningLetter: 15 };
export const WEIGHTS_SUM_MAX = 100;
const weight = z.number({ message: 'validation.required' }).int('validation.integer').min(0, 'validation.minValue').max(100, 'validation.maxValue');
export const weightsBodySchema = z.object({
  attendance: weight, majorViolation: weight, qualityPenalty: weight, complaint: weight, warningLetter: weight,
}).refine((w) => {
  const sum = WEIGHT_KEYS.reduce((s, k) => s + w[k], 0);
  return sum >= 1 && sum <= WEIGHTS_SUM_MAX;
}, { message: 'appraisal:errors.weightsSum', path: ['attendance'] });

export interface DisciplineSources {
  /** Planned shift days so far (leave left out) and those signed in on; none planned: not scheduled, nothing counted off. */
  plannedDays: number;
  attendedDays: number;
  majorViolations: number;
  qualityPenaltyPoints: number;
  complaintCount: number;
  warningLetters: number;
}

/** The attendance rate in basis points (10000 = 100 %); null when no shift was planned. */
export const attendanceBpOf = (s: Pick<DisciplineSources, 'plannedDays' | 'attendedDays'>) =>
  (s.plannedDays > 0 ? Math.round((s.attendedDays * 10_000) / s.plannedDays) : null);

/**
 * 100 minus the weighted penalties, rounded to a whole point, floored at 0. Attendance costs per planned shift missed,
 * not per percentage point: early in a month one missed shift of two would otherwise cost half the score.
 */
export function diligenceScore(s: DisciplineSources, w: DisciplineWeights): number {
  const missed = Math.max(0, s.plannedDays - s.attendedDays);
  const off = w.attendance * missed + w.majorViolation * s.majorViolations + (w.qualityPenalty * s.qualityPenaltyPoints) / 10
    + w.complaint * s.complaintCount + w.warningLetter * s.warningLetters;
  return Math.max(0, Math.round(100 - off));
}

export interface DisciplineRow extends DisciplineSources {
  id: number;
  attendanceBp: number | null;
  userId: number;
  month: string;
  employeeNo: string;
  employeeName: string;
  area: DisciplineArea;
  stage: string | null;
  groupName: string | null;
  diligenceScore: number;
  computedAt: string;
  closedAt: string | null;
  closedByName: string | null;
}
