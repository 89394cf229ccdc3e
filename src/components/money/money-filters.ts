/**
 * Filters of the money lists, declared per screen and turned into the list's query parameters: text
 * trimmed, choices as their value, yes/no as "true"/"false", day ranges as YYYY-MM-DD and time ranges as
 * YYYY-MM-DD HH:mm:ss (East Africa Time, as the user reads the screen).
 */
import type { Dayjs } from 'dayjs';
import { DATE_TIME_FORMAT } from '../../../common/time';

export type MoneyFilterDef =
  | { name: string; kind: 'text'; pattern?: RegExp; messageKey?: string }
  /** Fixed values, labelled by `${labels}.${value}`. */
  | { name: string; kind: 'choice'; values: readonly string[]; labels: string }
  /** Choices [{label, value}] from an endpoint. */
  | { name: string; kind: 'lookup'; url: string }
  | { name: string; kind: 'flag' }
  | { name: string; kind: 'dayRange'; from: string; to: string }
  | { name: string; kind: 'timeRange'; from: string; to: string };

export type MoneyFilterParams = Record<string, string | number>;

const DAY = 'YYYY-MM-DD';

export function toFilterParams(defs: readonly MoneyFilterDef[], values: Record<string, unknown>): MoneyFilterParams {
  const params: MoneyFilterParams = {};
  for (const def of defs) {
    const value = values[def.name];
    if (value === undefined || value === null || value === '') continue;
    if (def.kind === 'dayRange' || def.kind === 'timeRange') {
      const [from, to] = (value ?? []) as [Dayjs | null, Dayjs | null];
      const format = def.kind === 'dayRange' ? DAY : DATE_TIME_FORMAT;
      if (from) params[def.from] = from.format(format);
      if (to) params[def.to] = to.format(format);
    } else {
      params[def.name] = typeof value === 'string' ? value.trim() : (value as number);
    }
  }
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== ''));
}
