/** Times are stored in UTC and shown in East Africa Time, UTC+3 (spec sections 1 and 9). */
import { EAT_OFFSET_HOURS } from './constants';

const HOUR_MS = 3_600_000;
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

const pad = (n: number, width = 2) => n.toString().padStart(width, '0');

/** Shifts a UTC instant into EAT wall-clock parts. */
function eatParts(instant: Date) {
  const shifted = new Date(instant.getTime() + EAT_OFFSET_HOURS * HOUR_MS);
  return {
    year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(), minute: shifted.getUTCMinutes(), second: shifted.getUTCSeconds(),
  };
}

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2026-11-21T09:05:00Z" → "2026-11-21 12:05:00"; empty for missing or invalid values. */
export function formatEat(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!date) return '';
  const p = eatParts(date);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

export function formatEatDate(value: Date | string | number | null | undefined): string {
  return formatEat(value).slice(0, 10);
}

/** "2026-11-21 12:05:00" read as EAT wall-clock → the UTC instant. */
export function parseEat(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h) - EAT_OFFSET_HOURS, Number(mi), Number(s));
  return new Date(utc);
}
