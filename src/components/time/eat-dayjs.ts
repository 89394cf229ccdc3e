/**
 * Pickers hold dayjs values in East Africa Time (Africa/Nairobi, UTC+3, no DST) whatever the browser's zone;
 * the forms send and receive UTC instants. These are the converters at that boundary.
 */
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { EAT_DAY_FORMAT } from '../../../common/eat-day';
import { DATE_TIME_FORMAT, parseEat } from '../../../common/time';

dayjs.extend(utc);
dayjs.extend(timezone);

const EAT_ZONE = 'Africa/Nairobi';

/** A wall-clock text ("2026-12-02 10:00", "2026-12-02") read as EAT; parsed as UTC first so the browser's own DST gaps never shift it. */
export function eatWall(text: string, format?: string, strict = false): Dayjs {
  const parsed = format ? dayjs.utc(text, format, strict) : dayjs.utc(text);
  return parsed.isValid() ? dayjs.tz(parsed.format('YYYY-MM-DDTHH:mm:ss.SSS'), EAT_ZONE) : parsed;
}

/** Now, as a picker value in EAT. */
export const eatNow = () => dayjs().tz(EAT_ZONE);

/** Text with a zone (…Z, …+03:00) names an instant; text without one is EAT wall clock (formatEat's, e.g. a trial's serverNow). */
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A stored instant (ISO text, Date or epoch ms) → the picker value showing its EAT wall clock; null when absent
 * or invalid. Text without a zone is read as EAT wall clock, never in the browser's zone.
 */
export function toEatPick(instant: string | number | Date | null | undefined): Dayjs | null {
  if (instant === null || instant === undefined || instant === '') return null;
  if (typeof instant === 'string' && !HAS_ZONE.test(instant.trim())) {
    const wall = eatWall(instant.trim());
    return wall.isValid() ? wall : null;
  }
  const value = dayjs(instant);
  return value.isValid() ? value.tz(EAT_ZONE) : null;
}

/** An EAT calendar day ("YYYY-MM-DD") → the picker value at its first moment. */
export const eatDayPick = (day: string) => eatWall(day, EAT_DAY_FORMAT, true);

/** A picked value → the UTC ISO instant its EAT wall clock names, or null when nothing valid was picked. */
export function pickToInstant(value: Dayjs | null | undefined): string | null {
  if (!value?.isValid()) return null;
  return parseEat(value.format(DATE_TIME_FORMAT))?.toISOString() ?? null;
}

/** A picked value → its EAT wall-clock text (what the routes that take EAT text read). */
export const pickToEatText = (value: Dayjs | null | undefined, format = DATE_TIME_FORMAT) => (value?.isValid() ? value.format(format) : null);
