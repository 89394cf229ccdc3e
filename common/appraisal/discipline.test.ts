import { describe, expect, it } from 'vitest';
import { attendanceBpOf, DEFAULT_WEIGHTS, diligenceScore, weightsBodySchema } from './discipline';

const clean = { plannedDays: 20, attendedDays: 20, majorViolations: 0, qualityPenaltyPoints: 0, complaintCount: 0, warningLetters: 0 };

describe('diligence score', () => {
  it('is 100 for a clean month and for a month without planned shifts', () => {
    expect(diligenceScore(clean, DEFAULT_WEIGHTS)).toBe(100);
    expect(diligenceScore({ ...clean, plannedDays: 0, attendedDays: 0 }, DEFAULT_WEIGHTS)).toBe(100);
  });

  it('takes each source off by its weight, rounded', () => {
    // 2 missed shifts × 5, 1 major × 20, 130 quality points × 1 / 10, 2 complaints × 5, 1 letter × 15: 68 off
    expect(diligenceScore({ plannedDays: 20, attendedDays: 18, majorViolations: 1, qualityPenaltyPoints: 130, complaintCount: 2, warningLetters: 1 }, DEFAULT_WEIGHTS)).toBe(32);
    expect(diligenceScore({ ...clean, qualityPenaltyPoints: 25 }, DEFAULT_WEIGHTS)).toBe(98); // 97.5 rounds up
  });

  it('never goes below 0', () => {
    expect(diligenceScore({ ...clean, majorViolations: 9 }, DEFAULT_WEIGHTS)).toBe(0);
  });

  it('reads the attendance rate in basis points, none when nothing was planned', () => {
    expect(attendanceBpOf({ plannedDays: 9, attendedDays: 8 })).toBe(8889);
    expect(attendanceBpOf({ plannedDays: 0, attendedDays: 0 })).toBeNull();
  });
});

describe('weights', () => {
  it('are whole numbers 0–100 adding up to 1–100', () => {
    expect(weightsBodySchema.safeParse(DEFAULT_WEIGHTS).success).toBe(true);
    expect(weightsBodySchema.safeParse({ ...DEFAULT_WEIGHTS, majorViolation: 90 }).success).toBe(false);
    expect(weightsBodySchema.safeParse({ attendance: 0, majorViolation: 0, qualityPenalty: 0, complaint: 0, warningLetter: 0 }).success).toBe(false);
    expect(weightsBodySchema.safeParse({ ...DEFAULT_WEIGHTS, complaint: 2.5 }).success).toBe(false);
  });
});
