/**
 * The WHERE condition of one declared filter (common/lists/filters.ts), by its kind and match rule, each in the
 * form the lists' indexes answer (server/db/list-search.ts): a number's start as `LIKE 'x%'` (text_pattern_ops),
 * a name anywhere as `ILIKE` (trigram) or, under three characters, by its start; a phone (already 254…) and an
 * exact text by equality; choices by equality or `IN`; EAT days and EAT wall-clock times as UTC instants.
 */
import { eq, gte, inArray, lt, lte, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Table } from 'drizzle-orm';
import type { FilterDef } from '../../../common/lists/filters';
import { parseEat } from '../../../common/time';
import { nameMatches, startsWith, withinEatDays } from '../../db/list-search';

export type ColumnLike = PgColumn | SQL;

/** A range filter's value: its two parameters (either may be unset). */
export interface RangeValue {
  from?: string;
  to?: string;
}

/**
 * A filter whose index needs a special form (a subquery over another table's phone index, two columns for one
 * box): the condition for the parsed value. `uses` names the joined tables it reads when that cannot be seen
 * from the SQL (columns inside a subquery over a table it names are not joins).
 */
export interface FilterOverride<V> {
  where: (value: V) => SQL | undefined;
  uses?: readonly Table[];
}

export type FilterBinding<V> = ColumnLike | FilterOverride<V>;

export const isOverride = <V>(binding: FilterBinding<V>): binding is FilterOverride<V> =>
  typeof binding === 'object' && binding !== null && 'where' in binding && typeof binding.where === 'function';

const DAY_MS = 86_400_000;

/**
 * A "from time – to time" filter: EAT wall-clock times ("YYYY-MM-DD HH:mm[:ss]") as UTC instants, both ends
 * included; a bare day as the upper end covers that whole day (as the repayment flows' filter reads it).
 */
export function withinEatTimes(columnLike: ColumnLike, from?: string, to?: string): SQL[] {
  const column = columnLike as SQLWrapper;
  const at = (text: string) => {
    const instant = parseEat(text);
    if (!instant) throw new RangeError(`Not an EAT time: ${text}`);
    return instant;
  };
  return [
    ...(from ? [gte(column, at(from))] : []),
    ...(to ? [to.length === 10 ? lt(column, new Date(at(to).getTime() + DAY_MS)) : lte(column, at(to))] : []),
  ];
}

/** The value a filter holds in a parsed query: a range its two ends, anything else its own parameter. */
export function filterValue(def: FilterDef, query: Record<string, unknown>): unknown {
  if (def.kind === 'dayRange' || def.kind === 'timeRange') {
    const from = query[def.from] as string | undefined;
    const to = query[def.to] as string | undefined;
    return from || to ? { from, to } : undefined;
  }
  const value = query[def.name];
  return value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length) ? undefined : value;
}

/** The conditions a filter's kind and match rule make over a column, for a value that is set (a range: one per end). */
export function columnConditions(def: FilterDef, columnLike: ColumnLike, value: unknown): SQL[] {
  const column = columnLike as SQLWrapper;
  switch (def.kind) {
    case 'text':
      switch (def.match ?? 'exact') {
        case 'prefix': return [startsWith(column as AnyColumn, value as string)];
        case 'contains': return [nameMatches(column as AnyColumn, value as string)];
        default: return [eq(column, value)];
      }
    case 'dayRange': return withinEatDays(column as AnyColumn, (value as RangeValue).from, (value as RangeValue).to);
    case 'timeRange': return withinEatTimes(columnLike, (value as RangeValue).from, (value as RangeValue).to);
    default: return [Array.isArray(value) ? inArray(column, value) : eq(column, value)];
  }
}
