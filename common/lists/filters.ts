/**
 * A list's filters, declared once in common/: how each is entered (kind), where its choices come from,
 * and how the server matches it. The filter bar, the query parameters it sends (`toFilterParams`) and
 * the server's query schema (`filterQuerySchema`) all derive from the same declaration.
 * Days are East Africa Time calendar days (YYYY-MM-DD); times EAT wall clock (YYYY-MM-DD HH:mm:ss).
 */
import { z } from 'zod';
import { phoneFilter } from '../list-query';
import { isEatDay } from '../eat-day';

/** How a text filter matches on the server. */
export type TextMatch = 'exact' | 'contains' | 'prefix' | 'phone';

export type FilterDef =
  | { name: string; kind: 'text'; match?: TextMatch; pattern?: RegExp; messageKey?: string }
  /** Fixed values, labelled by `${labels}.${value}`. */
  | { name: string; kind: 'choice'; values: readonly (string | number)[]; labels: string; multiple?: boolean }
  /** Choices from a dictionary (getSelectOptionRespDtos/{dictKey}); `numeric`: the values are integers (the server reads numbers). */
  | { name: string; kind: 'dict'; dictKey: string; multiple?: boolean; numeric?: boolean }
  /** Choices [{label, value}] from an endpoint; `numeric`: the values are integer ids. */
  | { name: string; kind: 'lookup'; url: string; multiple?: boolean; numeric?: boolean }
  /** Yes / No, or the two states' label keys (true, false) and the filter's own label key where the field's name misnames them. */
  | { name: string; kind: 'flag'; states?: readonly [string, string]; label?: string }
  | { name: string; kind: 'dayRange'; from: string; to: string }
  | { name: string; kind: 'timeRange'; from: string; to: string };

export type FilterParams = Record<string, string | number>;

export const DAY_FORMAT = 'YYYY-MM-DD';
export const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Anything with `format` (a dayjs) — common/ does not depend on the date library. */
interface Formattable { format(template: string): string }

/** Form values → query parameters: text trimmed, several choices comma-separated, ranges split into from/to. */
export function toFilterParams(defs: readonly FilterDef[], values: Record<string, unknown>): FilterParams {
  const params: FilterParams = {};
  for (const def of defs) {
    const value = values[def.name];
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (def.kind === 'dayRange' || def.kind === 'timeRange') {
      const [from, to] = value as [Formattable | null, Formattable | null];
      const format = def.kind === 'dayRange' ? DAY_FORMAT : TIME_FORMAT;
      if (from) params[def.from] = from.format(format);
      if (to) params[def.to] = to.format(format);
    } else if (Array.isArray(value)) {
      params[def.name] = value.join(',');
    } else {
      const scalar = typeof value === 'string' ? value.trim() : (value as number);
      if (scalar !== '') params[def.name] = scalar;
    }
  }
  return params;
}

/** The query parameter names a filter fills. */
export const paramNames = (def: FilterDef) => (def.kind === 'dayRange' || def.kind === 'timeRange' ? [def.from, def.to] : [def.name]);

const blank = (v: unknown) => v === '' || v === undefined || v === null;
const optionalText = z.string().trim().max(64, 'validation.maxLength').optional().transform((v) => (v ? v : undefined));
/** Blank is absent; anything else must read as `valid` (a day that exists, e.g. no 2026-02-30). */
const optionalDate = (valid: (text: string) => boolean) => z.string().trim().optional().transform((v) => v || undefined)
  .refine((v) => v === undefined || valid(v), 'validation.date');
const TIME_PATTERN = /^(\d{4}-\d{2}-\d{2})( \d{2}:\d{2}(:\d{2})?)?$/;
const optionalDay = optionalDate(isEatDay);
const optionalTime = optionalDate((v) => isEatDay(TIME_PATTERN.exec(v)?.[1] ?? ''));
const optionalFlag = z.enum(['true', 'false']).transform((v) => v === 'true').optional();
const list = (item: z.ZodType) => z.preprocess(
  (v) => (blank(v) ? undefined : typeof v === 'string' ? v.split(',') : Array.isArray(v) ? v : [v]),
  z.array(item).max(20).optional(),
);

/** The server's schema for one filter's parameters (a choice of numbers is coerced to numbers). */
function filterSchema(def: FilterDef): Record<string, z.ZodType> {
  switch (def.kind) {
    case 'dayRange': return { [def.from]: optionalDay, [def.to]: optionalDay };
    case 'timeRange': return { [def.from]: optionalTime, [def.to]: optionalTime };
    case 'flag': return { [def.name]: optionalFlag };
    case 'choice': {
      const numeric = def.values.every((v) => typeof v === 'number');
      const one = numeric
        ? z.coerce.number().int().refine((v) => def.values.includes(v), 'validation.option')
        : z.enum(def.values.map(String) as [string, ...string[]], { message: 'validation.option' });
      return { [def.name]: def.multiple ? list(one) : z.preprocess((v) => (blank(v) ? undefined : v), one.optional()) };
    }
    case 'text': return { [def.name]: def.match === 'phone' ? phoneFilter : optionalText };
    default: {
      if (!def.numeric) return { [def.name]: def.multiple ? list(z.string().trim().max(64)) : optionalText };
      const one = z.coerce.number({ message: 'validation.option' }).int('validation.option');
      return { [def.name]: def.multiple ? list(one) : z.preprocess((v) => (blank(v) ? undefined : v), one.optional()) };
    }
  }
}

/** What one filter's parameter holds once parsed: a choice's own values, a flag's boolean, a numeric choice's number, else text. */
export type ParsedValue<D> = D extends { kind: 'choice'; values: readonly (infer V)[] } ? V
  : D extends { kind: 'flag' } ? boolean : D extends { numeric: true } ? number : string;
type ParsedParams<D> = D extends { kind: 'dayRange' | 'timeRange'; from: infer F extends string; to: infer T extends string }
  ? { [K in F | T]: string }
  : D extends { name: infer N extends string } ? { [K in N]: D extends { multiple: true } ? ParsedValue<D>[] : ParsedValue<D> } : never;
type Merged<U> = (U extends unknown ? (u: U) => void : never) extends (all: infer I) => void ? I : never;
/** The parsed filter of a declaration kept literal (`as const satisfies readonly FilterDef[]`); every parameter optional. */
export type FilterQuery<Defs extends readonly FilterDef[]> = Merged<ParsedParams<Defs[number]>>;
type FilterShape<Defs extends readonly FilterDef[]> = { [K in keyof FilterQuery<Defs>]: z.ZodOptional<z.ZodType<FilterQuery<Defs>[K]>> };

/** The zod object of a list's filters, derived from its declaration; `.extend` it with paging. */
export function filterQuerySchema<const Defs extends readonly FilterDef[]>(defs: Defs) {
  return z.object(Object.assign({}, ...defs.map(filterSchema)) as Record<string, z.ZodType>) as unknown as z.ZodObject<FilterShape<Defs>>;
}
