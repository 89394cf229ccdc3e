/** How an ApprovalReport figure reads: counts with thousands separators, rates as %, times as hours and minutes (or days and hours). */
import type { TFunction } from 'i18next';
import { formatRate } from '../../../../common/rate';
import { isApprovalRate, isApprovalTime } from '../../../../common/reports/approval-report';

const HOUR = 60;
const DAY = 24 * HOUR;

export function durationText(t: TFunction, minutes: number): string {
  if (minutes >= DAY) return t('approvalReport:times.durationDays', { days: Math.floor(minutes / DAY), hours: Math.round((minutes % DAY) / HOUR) });
  return t('approvalReport:times.duration', { hours: Math.floor(minutes / HOUR), minutes: minutes % HOUR });
}

export function figureText(t: TFunction, column: string, value: number | null): string {
  if (value === null) return '—';
  if (isApprovalRate(column)) return formatRate(value);
  if (isApprovalTime(column)) return durationText(t, value);
  return value.toLocaleString('en-KE');
}
