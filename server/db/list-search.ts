/**
 * How the lists search text columns, each form backed by an index at a million orders:
 * - numbers (order, bill, flow) by their start: `LIKE 'x%'` along a `text_pattern_ops` btree (the unique
 *   indexes orders_no_uq, bills_no_uq, repay_flows_no_uq), which also serves equality;
 * - names anywhere, any case: `ILIKE '%x%'` along the pg_trgm GIN index orders_name_trgm_idx; input shorter
 *   than NAME_CONTAINS_MIN matches the start of the name along orders_name_idx (lower(name) text_pattern_ops),
 *   since a trigram index cannot narrow one or two characters.
 * What the user typed is a literal: `%`, `_` and `\` are escaped.
 */
import { gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { eatDayRange } from '../../common/eat-day';
import { escapeLike, NAME_CONTAINS_MIN } from '../../common/list-query';
import type { PgTable } from 'drizzle-orm/pg-core';
import { estimatedRows } from './budgeted-count';
import type { DbOrTx } from './client';

export const startsWith = (column: AnyColumn, text: string): SQL => sql`${column} like ${`${escapeLike(text)}%`}`;

export const nameMatches = (column: AnyColumn, text: string): SQL => (text.length >= NAME_CONTAINS_MIN
  ? sql`${column} ilike ${`%${escapeLike(text)}%`}`
  : sql`lower(${column}) like ${`${escapeLike(text.toLowerCase())}%`}`);

/** Up to this many matches of a needle filter, a page is those matches sorted rather than an index walk. */
export const FEW_MATCHES = 5_000;

/** A needle filter: a condition on one table that a search index answers (a number's start, a name). */
export interface Needle {
  table: PgTable;
  condition: SQL;
}

/** The needle filters that are set (a filter left empty contributes a falsy item). */
export const needles = (...items: (Needle | false | undefined | '')[]): Needle[] => items.filter((n): n is Needle => Boolean(n));

/**
 * Whether a list's needle filters match few rows: by the planner's estimate, any one of them at most
 * FEW_MATCHES (they are ANDed, so the page is a subset of its matches). Asking costs one planning round trip;
 * counting would read up to FEW_MATCHES rows for a common name. The estimates hold: names keep a sample of
 * 1 000 values (orders.customer_name SET STATISTICS 1000, migration 0017), numbers their histogram.
 *
 * Why: a list page is an index walk in the list's order under a LIMIT, which the planner prefers whenever it
 * expects the matches to be spread evenly. Numbers are not: an order or flow number embeds its day, so the
 * numbers starting "RF20260612" all sit at one point of the repaid-time order and a walk from the newest flow
 * crosses every later one first (241 000 pages for a 424-flow prefix at a million orders, against 299 for
 * the matches sorted); and a bill's name is tested on its order, one lookup per bill walked (260 000 pages
 * for a name 1 748 orders have, against 8 000). When the matches are few, the page sorts them instead
 * (sortedMatches), a bounded cost whatever their distribution; when they are many, the walk finds a page quickly.
 */
export async function fewMatches(db: DbOrTx, needles: readonly Needle[]): Promise<boolean> {
  for (const { table, condition } of needles) {
    const rows = db.select({ one: sql`1` }).from(table).where(condition).toSQL();
    if (await estimatedRows(db, rows) <= FEW_MATCHES) return true;
  }
  return false;
}

/**
 * A sort key no index can give (`column + 0`, `+ interval '0'`), for a page over few matches: the planner then
 * reads the matches along the needle's index and sorts them, instead of walking the list's order index.
 */
export const sortedMatches = (column: AnyColumn | SQL, kind: 'number' | 'date' | 'time'): SQL =>
  (kind === 'time' ? sql`(${column} + interval '0')` : sql`(${column} + 0)`);

/**
 * A "from day – to day" filter on a timestamp column: the EAT days as the screens send them ("YYYY-MM-DD",
 * validated by the list's query schema), as the UTC range [start of from, end of to). Either end may be unset.
 */
export const withinEatDays = (column: AnyColumn, from?: string | null, to?: string | null): SQL[] => [
  ...(from ? [gte(column, eatDayRange(from).from)] : []),
  ...(to ? [lt(column, eatDayRange(to).to)] : []),
];
