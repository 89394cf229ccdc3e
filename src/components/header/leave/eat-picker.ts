/** The date pickers show East Africa Time wall-clock; the API takes UTC instants. */
import type { Dayjs } from 'dayjs';
import { DATE_TIME_FORMAT, parseEat } from '../../../../common/time';

export const PICKER_FORMAT = DATE_TIME_FORMAT;

/** A picked EAT wall-clock time → the UTC ISO instant, or null when nothing valid was picked. */
export function eatPickToUtcIso(value: Dayjs | null | undefined): string | null {
  if (!value?.isValid()) return null;
  return parseEat(value.format(DATE_TIME_FORMAT))?.toISOString() ?? null;
}
