import { describe, expect, it } from 'vitest';
import { checkSchedule } from './schedule-check';
import { explainInfeasibility } from './schedule-explain';
import { buildModel, cellKey, forbiddenPairs, monthDays, monthWeeks, readAssignment, type ScheduleProblem } from './schedule-model';
import { autoSchedule } from './schedule-solve';
import { translate } from '../../core/i18n';

const shifts = [
  { id: 1, start: '08:00', end: '17:00', night: false },
  { id: 2, start: '13:00', end: '22:00', night: false },
  { id: 3, start: '22:00', end: '07:00', night: true },
];
const rules = { dailyAttendancePct: 70, weeklyAttendanceDays: 5, maxConsecutiveDays: 6, minRestHours: 11 };
const problem = (over: Partial<ScheduleProblem> = {}): ScheduleProblem => ({
  month: '2026-12', employees: Array.from({ length: 10 }, (_, i) => i + 1), shifts, rules, fixed: [], ...over,
});
const rowsOf = (lp: string, prefix: string) => lp.replaceAll('\n   + ', ' + ').split('\n').filter((l) => l.startsWith(` ${prefix}`));

describe('buildModel: every rule becomes its constraints', () => {
  const p = problem({ fixed: [
    { userId: 1, day: '2026-12-07', kind: 'leave' },
    { userId: 2, day: '2026-12-05', kind: 'shift', shiftTypeId: 3 },
    { userId: 3, day: '2026-12-10', kind: 'rest' },
  ] });
  const model = buildModel(p);
  const days = monthDays('2026-12');

  it('one binary per employee, day and shift', () => {
    expect(model.columns.size).toBe(10 * 31 * 3);
    expect(model.lp).toMatch(/\nBinary\n/);
  });
  it('at most one shift a day for every employee-day', () => {
    expect(rowsOf(model.lp, 'one_')).toHaveLength(10 * 31);
    expect(rowsOf(model.lp, 'one_0_0:')[0]).toBe(' one_0_0: x0_0_0 + x0_0_1 + x0_0_2 <= 1');
  });
  it('coverage: each day at least ceil(70% of 10) = 7 at work', () => {
    const cover = rowsOf(model.lp, 'cover_');
    expect(cover).toHaveLength(31);
    expect(rowsOf(model.lp, 'cover_0:')[0]).toMatch(/ >= 7$/);
  });
  it('weekly days: full weeks exactly 5 (4 when leave leaves 4 open), part weeks at most 5', () => {
    const weeks = monthWeeks(days);
    expect(weeks.map((w) => w.full)).toEqual([false, true, true, true, false]); // 1 Dec 2026 is a Tuesday
    const leave = buildModel(problem({ fixed: ['07', '08', '09'].map((d) => ({ userId: 1, day: `2026-12-${d}`, kind: 'leave' as const })) }));
    expect(rowsOf(leave.lp, 'week_0_1:')[0]).toMatch(/ = 4$/);
    expect(rowsOf(model.lp, 'week_0_1:')[0]).toMatch(/ = 5$/); // one day of leave still leaves 6 open
    expect(rowsOf(model.lp, 'week_1_0:')[0]).toMatch(/ <= 5$/);
    expect(rowsOf(model.lp, 'week_1_1:')[0].split(' + ')).toHaveLength(21);
  });
  it('max consecutive: every 7-day window has at most 6 worked', () => {
    expect(rowsOf(model.lp, 'run_0_')).toHaveLength(31 - 7 + 1);
    expect(rowsOf(model.lp, 'run_0_0:')[0]).toMatch(/x0_6_2 <= 6$/);
  });
  it('min rest: a night (ends 07:00) cannot be followed by a day shift (08:00) — 1 h rest', () => {
    const pairs = forbiddenPairs(shifts, 11);
    expect(pairs).toContainEqual([2, 0]);
    expect(pairs).toContainEqual([2, 1]); // 07:00 → 13:00 is 6 h
    expect(pairs).toContainEqual([1, 0]); // 22:00 → 08:00 is 10 h
    expect(pairs).not.toContainEqual([0, 0]);
    expect(model.lp).toContain(' rest_0_0_2_0: x0_0_2 + x0_1_0 <= 1');
  });
  it('leave fixed off, pinned shift fixed on, pinned rest fixed off', () => {
    const d7 = days.indexOf('2026-12-07'); const d5 = days.indexOf('2026-12-05'); const d10 = days.indexOf('2026-12-10');
    for (const s of [0, 1, 2]) expect(model.lp).toContain(` x0_${d7}_${s} = 0`);
    expect(model.lp).toContain(` x1_${d5}_2 = 1`);
    expect(model.lp).toContain(` x1_${d5}_0 = 0`);
    for (const s of [0, 1, 2]) expect(model.lp).toContain(` x2_${d10}_${s} = 0`);
  });
  it('fairness: the objective weighs the largest weekend and night loads first', () => {
    expect(model.lp).toMatch(/obj: 1000 wmax \+ 1000 nmax/);
    expect(rowsOf(model.lp, 'wkd_')).toHaveLength(10);
    expect(rowsOf(model.lp, 'ngt_0:')[0]).toMatch(/- nmax <= 0$/);
  });
  it('reads the primal values back', () => {
    const a = readAssignment(p, model, { x1_4_2: 1 });
    expect(a[cellKey(2, '2026-12-05')]).toBe(3);
    expect(a[cellKey(1, '2026-12-01')]).toBeNull();
  });
});

describe('explanations before solving', () => {
  it('the weekly days cannot give the rate: 5 of 7 days for 40 staff gives at most 28.6 a day', () => {
    const reasons = explainInfeasibility(problem({ employees: Array.from({ length: 40 }, (_, i) => i + 1), rules: { ...rules, dailyAttendancePct: 80 } }));
    expect(reasons[0]).toEqual({ key: 'schedule:explain.weeklyCapacity', params: { weekly: 5, staff: 40, perDay: 28.6, required: 32 } });
    expect(translate('en', reasons[0].key, reasons[0].params)).toBe('5 of 7 days for 40 staff gives at most 28.6 a day; the rate asks for 32');
    expect(translate('zh', reasons[0].key, reasons[0].params)).toContain('28.6');
  });
  it('a day with too many on leave', () => {
    const fixed = [1, 2, 3, 4].map((userId) => ({ userId, day: '2026-12-24', kind: 'leave' as const }));
    const reasons = explainInfeasibility(problem({ fixed }));
    expect(reasons).toEqual([{ key: 'schedule:explain.dayShort', params: { day: '2026-12-24', off: 4, free: 6, required: 7 } }]);
  });
  it('weekly days over the consecutive limit, and pins over the weekly days', () => {
    const over = explainInfeasibility(problem({ rules: { ...rules, dailyAttendancePct: 50, weeklyAttendanceDays: 7 } }));
    expect(over.map((r) => r.key)).toContain('schedule:explain.weeklyOverRun');
    const fixed = ['07', '08', '09', '10', '11', '12'].map((d) => ({ userId: 5, day: `2026-12-${d}`, kind: 'shift' as const, shiftTypeId: 1 }));
    expect(explainInfeasibility(problem({ fixed }))).toEqual([{ key: 'schedule:explain.pinnedOverWeek', params: { userId: 5, from: '2026-12-07', pinned: 6, weekly: 5 } }]);
  });
  it('no explanation when the capacity is there', () => {
    expect(explainInfeasibility(problem())).toEqual([]);
  });
});

describe('checkSchedule names each broken rule', () => {
  it('an empty month breaks coverage and weekly days', () => {
    const v = checkSchedule(problem(), {});
    expect(v.filter((x) => x.rule === 'coverage')).toHaveLength(31);
    expect(v.filter((x) => x.rule === 'weeklyDays')).toHaveLength(10 * 3);
  });
  it('a night then a day shift breaks the rest rule; seven in a row breaks the run rule; work on leave breaks leave', () => {
    const p = problem({ employees: [1], rules: { ...rules, dailyAttendancePct: 0 }, fixed: [{ userId: 1, day: '2026-12-20', kind: 'leave' }] });
    const a: Record<string, number | null> = {};
    for (const d of ['01', '02', '03', '04', '05', '06', '07']) a[cellKey(1, `2026-12-${d}`)] = 1;
    a[cellKey(1, '2026-12-14')] = 3; a[cellKey(1, '2026-12-15')] = 1; a[cellKey(1, '2026-12-20')] = 1;
    const rules_ = checkSchedule(p, a).map((x) => x.rule);
    expect(rules_).toContain('maxConsecutive');
    expect(rules_).toContain('minRest');
    expect(rules_).toContain('leave');
  });
});

describe('autoSchedule (HiGHS in a worker)', () => {
  it('a solved month meets every rule per the checker and keeps pinned cells and leave', async () => {
    const fixed = [
      { userId: 1, day: '2026-12-07', kind: 'leave' as const }, { userId: 1, day: '2026-12-08', kind: 'leave' as const },
      { userId: 2, day: '2026-12-05', kind: 'shift' as const, shiftTypeId: 3 }, { userId: 3, day: '2026-12-10', kind: 'rest' as const },
    ];
    const p = problem({ fixed });
    const out = await autoSchedule(p, 60);
    expect(out.kind).toBe('solved');
    if (out.kind !== 'solved') return;
    expect(checkSchedule(p, out.assignment)).toEqual([]);
    expect(out.assignment[cellKey(1, '2026-12-07')]).toBeNull();
    expect(out.assignment[cellKey(2, '2026-12-05')]).toBe(3);
    expect(out.assignment[cellKey(3, '2026-12-10')]).toBeNull();
  }, 180_000);
  it('explains instead of solving when the rate cannot be met', async () => {
    const out = await autoSchedule(problem({ rules: { ...rules, dailyAttendancePct: 90 } }), 5);
    expect(out.kind).toBe('explained');
  });
});
