import { describe, expect, it } from 'vitest';
import { zeroBreakdown } from './components';
import { addDays, buildSchedule, lateFeeFor, repayProblem, trial } from './bill-math';

const terms = { dailyInterestBp: 10, lateFeeDailyBp: 50, extensionFeeBp: 1000, termDays: 14 };
const owedOf = (principal: number, interest: number) => ({ ...zeroBreakdown(), principal, interest });

describe('bill arithmetic', () => {
  it('builds one bill per instalment whose principal adds up to the loan', () => {
    const bills = buildSchedule({ loanAmountCents: 1_000_001, termDays: 30, installments: 3, dailyInterestBp: 10, managementFeeBp: 100 }, '2026-11-01');
    expect(bills.map((b) => b.dueDay)).toEqual(['2026-11-11', '2026-11-21', '2026-12-01']);
    expect(bills.reduce((s, b) => s + b.charged.principal, 0)).toBe(1_000_001);
    expect(bills[0].charged.interest).toBe(Math.round(333_333 * 10 * 10 / 10_000));
    expect(bills[2].charged.managementFee).toBe(Math.round(333_335 * 100 / 10_000));
  });

  it('adds calendar days across a month end', () => {
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
  });

  it('stops late fees at the unpaid principal (in duplum)', () => {
    expect(lateFeeFor(owedOf(10_000, 0), 50, 10)).toBe(500);
    expect(lateFeeFor(owedOf(10_000, 9_800), 50, 10)).toBe(200);
    expect(lateFeeFor(owedOf(10_000, 10_000), 50, 10)).toBe(0);
  });

  it('charges the late fee of the days beyond what is already accrued', () => {
    const t = trial({ owed: owedOf(100_000, 1_400), dueDay: '2026-11-10', accruedThrough: '2026-11-12', terms, onDay: '2026-11-15' });
    expect(t.lateFeeToCharge).toBe(1_500);
    expect(t.settlementCents).toBe(102_900);
    expect(t.extensionFeeCents).toBe(10_000);
    expect(t.extensionCents).toBe(2_900 + 10_000);
    expect(t.overdueDays).toBe(5);
  });

  it('makes settle the only choice once the amount meets the settlement amount', () => {
    const t = trial({ owed: owedOf(100_000, 1_400), dueDay: '2026-11-30', accruedThrough: null, terms, onDay: '2026-11-15' });
    expect(repayProblem('partial', 101_400, t)).toBe('chooseSettle');
    expect(repayProblem('partial', 50_000, t)).toBeNull();
    expect(repayProblem('settle', 50_000, t)).toBe('belowSettlement');
    expect(repayProblem('extension', 5_000, t)).toBe('belowExtension');
    expect(repayProblem('extension', 11_400, t)).toBeNull();
    expect(repayProblem('generic', 500_000, t)).toBeNull();
  });
});
