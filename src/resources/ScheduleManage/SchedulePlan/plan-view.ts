/**
 * SchedulePlan's view in the address bar (`?teamId=7&month=2026-12&view=week&day=2026-12-09`): the team, the EAT
 * month, and which range of the month's grid is shown — the whole month, the Monday–Sunday week holding `day`,
 * or `day` alone. Back and a copied link keep it; unknown values read as the defaults.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { eatToday } from '../../../../common/eat-day';

export const PLAN_VIEWS = ['day', 'week', 'month'] as const;
export type PlanView = (typeof PLAN_VIEWS)[number];

export interface PlanAddress {
  teamId: number | null;
  month: string;
  view: PlanView;
  /** The day the week or day view shows (within the month). */
  day: string;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The EAT days of a month, 'YYYY-MM-DD' (as the server's monthDays). */
export function monthDays(month: string): string[] {
  const [y, m] = month.split('-').map(Number);
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** 0 = Monday … 6 = Sunday. */
export const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

export function readPlanAddress(params: URLSearchParams, today = eatToday()): PlanAddress {
  const team = Number(params.get('teamId'));
  const monthParam = params.get('month') ?? '';
  const month = MONTH.test(monthParam) ? monthParam : today.slice(0, 7);
  const days = monthDays(month);
  const dayParam = params.get('day') ?? '';
  const view = PLAN_VIEWS.find((v) => v === params.get('view')) ?? 'month';
  return {
    teamId: Number.isInteger(team) && team > 0 ? team : null,
    month, view,
    day: days.includes(dayParam) ? dayParam : days.includes(today) ? today : days[0],
  };
}

/** The days the view shows: the month, the anchor's Monday–Sunday week cut to the month, or the anchor. */
export function shownDays(address: Pick<PlanAddress, 'month' | 'view' | 'day'>): string[] {
  const days = monthDays(address.month);
  if (address.view === 'month') return days;
  if (address.view === 'day') return [address.day];
  const at = days.indexOf(address.day);
  const start = at - weekdayOf(address.day);
  return days.slice(Math.max(0, start), start + 7);
}

/** The anchor moved a day or a week, kept within the month (the month picker changes months). */
export function stepDay(address: Pick<PlanAddress, 'month' | 'view' | 'day'>, direction: 1 | -1): string {
  const days = monthDays(address.month);
  if (address.view === 'day') return days[Math.min(days.length - 1, Math.max(0, days.indexOf(address.day) + direction))];
  const shown = shownDays(address);
  const next = direction > 0 ? days.indexOf(shown[shown.length - 1]) + 1 : days.indexOf(shown[0]) - 1;
  return days[next] ?? address.day;
}

export function usePlanAddress(): PlanAddress & { change: (next: Partial<PlanAddress>) => void } {
  const [params, setParams] = useSearchParams();
  const change = useCallback((next: Partial<PlanAddress>) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value === null || value === undefined) updated.delete(key);
        else updated.set(key, String(value));
      }
      // A new month starts the week and day views on its first day (or today, when it holds today).
      if (next.month && !next.day) updated.delete('day');
      return updated;
    }, { replace: false });
  }, [setParams]);
  return { ...readPlanAddress(params), change };
}
