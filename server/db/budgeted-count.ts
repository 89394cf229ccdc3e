/**
 * List totals that never hold a page up: an exact count within a small time budget; past it, the
 * planner's estimate of the same rows, asked for at the same time and marked not exact. Screens show an
 * estimate as "about n" and can ask for the exact figure.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from './client';

export const EXACT_COUNT_BUDGET_MS = 20;

export interface CountedTotal {
  total: number;
  exact: boolean;
}

/** The one number a `select … as total` statement answers (an exact count or a rollup's sum). */
export async function total(db: DbOrTx, query: SQL): Promise<number> {
  const [row] = await queryRows<{ total: string | number }>(db, query);
  return Number(row.total);
}

/**
 * The query's SQL with each `$n` placeholder bound again as a parameter: values never become SQL text (a value
 * pasted into the EXPLAIN, quotes doubled, still let a NUL or a backslash break the statement; issue 31.10).
 */
function bound(query: { sql: string; params: unknown[] }): SQL {
  const parts = query.sql.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(query.params[Number(part) - 1]))));
}

/** The planner's row estimate of a query, given as a drizzle query's SQL and parameters. */
export async function estimatedRows(db: DbOrTx, query: { sql: string; params: unknown[] }): Promise<number> {
  const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(db, sql`EXPLAIN (FORMAT JSON) ${bound(query)}`);
  return Math.round(row['QUERY PLAN'][0].Plan['Plan Rows']);
}

const isTimeout = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '57014' || e?.cause?.code === '57014';
};

/**
 * `countQuery` selects one column `total`; `rowsQuery` selects the same rows (for the estimate).
 * PGlite has no statement timeout worth the name and small data: it counts exactly.
 */
export async function countWithinBudget(db: DbOrTx, countQuery: SQL, rowsQuery: { sql: string; params: unknown[] }, { exactOnly = false } = {}): Promise<CountedTotal> {
  if (exactOnly) return { total: await total(db, countQuery), exact: true };
  const estimate = estimatedRows(db, rowsQuery).then((n) => n, () => null);
  try {
    const counted = await db.transaction(async (tx) => {
      // One round trip sets both. No parallel workers: starting them eats the budget, and a cancelled parallel
      // count waits for them to stop (45–57 ms for a 20 ms budget at ten million rows, against 20.6 ms without).
      await tx.execute(sql.raw(`SELECT set_config('statement_timeout', '${EXACT_COUNT_BUDGET_MS}', true), set_config('max_parallel_workers_per_gather', '0', true)`));
      return total(tx, countQuery);
    });
    return { total: counted, exact: true };
  } catch (error) {
    const estimated = isTimeout(error) ? await estimate : null;
    if (estimated === null) throw error;
    return { total: estimated, exact: false };
  }
}

/** A total from a rollup the triggers keep exact when one covers the filter; else counted within the budget. */
export async function countByRollup(db: DbOrTx, rollup: SQL | null, counted: () => Promise<CountedTotal>): Promise<CountedTotal> {
  return rollup ? { total: await total(db, rollup), exact: true } : counted();
}

const PAGE_KEYS = ['current', 'size', 'sortField', 'sortOrder'];

/** Whether a list query sets no filter but `keys` (paging and sort aside): a rollup keyed on them answers its total. */
export function filtersOnly(filter: object, keys: readonly string[]): boolean {
  return Object.entries(filter).every(([key, value]) => value === undefined || value === '' || keys.includes(key) || PAGE_KEYS.includes(key));
}
