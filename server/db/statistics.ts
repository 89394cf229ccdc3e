/**
 * Planner statistics after a bulk write. A list total past its count budget is the planner's estimate
 * (budgeted-count.ts), and statistics taken before an import make that estimate the table's old size: the list
 * library showed "About 20 records" over 20,251 rows after one. PostgreSQL's autovacuum analyses a table once
 * 50 rows + 10% of it changed, but up to a minute later (autovacuum_naptime), and PGlite never does. So a bulk write
 * past that threshold analyses the table itself, in its own transaction: ANALYZE samples a bounded number of rows
 * (300 × the statistics target), so it costs the same at any size, it counts the transaction's own new rows, and
 * a failure rolls the write back with it instead of answering an error for rows already stored.
 */
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type DbOrTx } from './client';

/** autovacuum_analyze_threshold and autovacuum_analyze_scale_factor at their defaults. */
const ANALYZE_THRESHOLD_ROWS = 50;
const ANALYZE_SCALE_FACTOR = 0.1;

/** The planner's row count of a table; null when it was never analysed (reltuples -1). */
export async function plannedRows(db: DbOrTx, table: PgTable): Promise<number | null> {
  const [row] = await queryRows<{ reltuples: number | string | null }>(db, sql`select reltuples from pg_class where oid = to_regclass(${getTableName(table)})`);
  const rows = Number(row?.reltuples ?? -1);
  return rows < 0 ? null : rows;
}

/** Analyses `table` when `rowsWritten` is enough to mislead the planner; says whether it did. */
export async function analyzeAfterBulkWrite(db: DbOrTx, table: PgTable, rowsWritten: number): Promise<boolean> {
  if (rowsWritten <= 0) return false;
  const known = await plannedRows(db, table);
  if (known !== null && rowsWritten < ANALYZE_THRESHOLD_ROWS + known * ANALYZE_SCALE_FACTOR) return false;
  await db.execute(sql`analyze ${table}`);
  return true;
}
