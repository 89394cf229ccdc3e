/** EAT calendar days ("YYYY-MM-DD") as the screens send them, and the UTC instants they cover. */
import { formatEatDate, parseEat } from './time';

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A day that exists (no 2026-02-30). */
export const isEatDay = (text: string) => {
  if (!DAY_PATTERN.test(text)) return false;
  const start = parseEat(text);
  return start !== null && formatEatDate(start) === text;
};

/** The UTC instants an EAT day covers: [from, to). */
export function eatDayRange(day: string): { from: Date; to: Date } {
  const from = parseEat(day);
  if (!from || !isEatDay(day)) throw new RangeError(`Not a day: ${day}`);
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

/** The format date pickers use for a day. */
export const EAT_DAY_FORMAT = 'YYYY-MM-DD';

export const eatToday = (now: Date = new Date()) => formatEatDate(now);
export const eatYesterday = (now: Date = new Date()) => formatEatDate(new Date(now.getTime() - DAY_MS));

/** For date pickers: days after today (EAT) cannot be chosen. */
export const isAfterEatToday = (value: { format(pattern: string): string }) => value.format(EAT_DAY_FORMAT) > eatToday();
