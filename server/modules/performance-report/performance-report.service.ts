/**
 * PerformanceReport's rules: the span (FinancialReport's default), one area at a time among those the caller may
 * read (all with viewAll, else the areas whose staff screen they open), each staff member's figures over the span
 * with the rates computed from the counts, the median of each figure per team and over the area, and the area's
 * countable figures on every day of the span (zeros where nobody worked).
 */
import { eatDayRange } from '../../../common/eat-day';
import { addDays } from '../../../common/money/bill-math';
import {
  AREA_STAFF_SCREENS, dailyFiguresOf, figuresOf, medianOf, PERFORMANCE_AREAS, PERFORMANCE_REPORT_SCREEN,
  type Figures, type PerformanceArea, type PerformanceReportAnswer, type PerformanceReportQuery, type StaffRow,
} from '../../../common/reports/performance-report';
import { actionCode, viewCode } from '../../../common/routes';
import type { SessionUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { forbidden } from '../../core/errors';
import { merchantScopeOf } from '../../core/merchant-scope';
import { reportSpan } from '../financial-report/financial-report.service';
import * as repo from './performance-report.repository';

export function areasOf(session: SessionUser): PerformanceArea[] {
  if (session.codes.has(actionCode(PERFORMANCE_REPORT_SCREEN, 'viewAll'))) return [...PERFORMANCE_AREAS];
  return PERFORMANCE_AREAS.filter((a) => session.codes.has(viewCode(AREA_STAFF_SCREENS[a])));
}

const numberOr = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function figuresFrom(area: PerformanceArea, raw: repo.FigureRaw | undefined, held?: number): Figures {
  const figures: Figures = Object.fromEntries(figuresOf(area).map((f) => [f, numberOr(raw?.[f]) ?? 0]));
  if (area === 'auditor') {
    figures.passRate = figures.decided ? Math.round(((figures.approved ?? 0) * 10_000) / (figures.decided ?? 1)) : null;
    figures.handleMinutes = numberOr(raw?.handleMinutes);
  }
  if (area === 'service') figures.resolveMinutes = numberOr(raw?.resolveMinutes);
  if (area === 'collector') figures.casesHeld = held ?? 0;
  return figures;
}

const work = (row: StaffRow) => Object.values(row.figures).reduce<number>((sum, v) => sum + (v ?? 0), 0);

function mediansOf(area: PerformanceArea, rows: readonly StaffRow[]): Figures {
  return Object.fromEntries(figuresOf(area).map((f) => [f, medianOf(rows.map((r) => r.figures[f]))]));
}

function spanDays(dayFrom: string, dayTo: string): string[] {
  const days: string[] = [];
  for (let day = dayFrom; day <= dayTo; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Each day's total and the median over the report's staff (a staff member without work that day counts 0). */
function daysOf(days: string[], figures: readonly string[], staffIds: readonly number[], staffDays: PerformanceReportAnswer['staffDays']) {
  const cell = new Map(staffDays.map((d) => [`${d.userId}|${d.day}`, d.figures]));
  return days.map((day) => {
    const each = staffIds.map((id) => cell.get(`${id}|${day}`));
    return {
      day,
      figures: Object.fromEntries(figures.map((f) => [f, each.reduce<number>((sum, c) => sum + (c?.[f] ?? 0), 0)])),
      medians: Object.fromEntries(figures.map((f) => [f, medianOf(each.map((c) => c?.[f] ?? 0))])),
    };
  });
}

export async function performanceReport(deps: Deps, session: SessionUser, query: PerformanceReportQuery): Promise<PerformanceReportAnswer> {
  const now = deps.now();
  const areas = areasOf(session);
  const { dayFrom, dayTo } = reportSpan(query, now);
  // The screen's code without leading a team: an empty report the screen explains (noArea), not a refusal.
  if (!areas.length) {
    return { dayFrom, dayTo, area: query.area ?? PERFORMANCE_AREAS[0], areas, staff: [], teamMedians: {}, areaMedian: {}, days: [], staffDays: [], readAt: now.toISOString() };
  }
  const area = query.area ?? areas[0];
  if (!areas.includes(area)) throw forbidden('performanceReport:errors.areaNotYours');
  const filter: repo.PerformanceFilter = { from: eatDayRange(dayFrom).from, to: eatDayRange(dayTo).to, merchantId: query.merchantId };
  const scope = await merchantScopeOf(deps.db, session.userId);
  const [raws, held] = await Promise.all([
    repo.areaFigures(deps.db, area, scope, filter),
    area === 'collector' ? repo.casesHeld(deps.db, scope, filter) : Promise.resolve(new Map<number, number>()),
  ]);
  const byUser = new Map(raws.filter((r) => r.day === null).map((r) => [Number(r.user_id), r]));
  const daily = dailyFiguresOf(area);
  const staffDays = raws.filter((r) => r.day !== null).map((r) => ({
    userId: Number(r.user_id), day: String(r.day), figures: Object.fromEntries(daily.map((f) => [f, numberOr(r[f]) ?? 0])),
  }));
  const ids = [...new Set([...byUser.keys(), ...held.keys()])];
  const people = await repo.staffOf(deps.db, area, ids);
  const staff: StaffRow[] = people.map((p) => ({
    userId: p.id, name: p.name, userNo: p.user_no, team: p.team, figures: figuresFrom(area, byUser.get(p.id), held.get(p.id)),
  })).sort((a, b) => work(b) - work(a) || a.name.localeCompare(b.name));
  const teams = new Map<string, StaffRow[]>();
  for (const row of staff) teams.set(row.team ?? '', [...(teams.get(row.team ?? '') ?? []), row]);
  return {
    dayFrom, dayTo, area, areas, staff,
    teamMedians: Object.fromEntries([...teams].map(([team, rows]) => [team, mediansOf(area, rows)])),
    areaMedian: mediansOf(area, staff),
    days: daysOf(spanDays(dayFrom, dayTo), daily, staff.map((p) => p.userId), staffDays),
    staffDays,
    readAt: now.toISOString(),
  };
}
