/**
 * Unique keys and their duplicate messages, declared once per entity: a unique index the database enforces
 * (SQLSTATE 23505) answers like the check the service makes before writing, however requests race.
 * The CRUD kit declares its entities' unique rules here; the envelope plugin resolves a violation.
 */
import { getTableColumns, is, SQL } from 'drizzle-orm';
import { getTableConfig, PgColumn, type PgTable } from 'drizzle-orm/pg-core';

/** Said when a unique index without a declared message refuses a row. */
export const GENERIC_DUPLICATE = 'security:duplicate';

const messageByConstraint = new Map<string, string>();

export interface UniqueKeyRule {
  fields: readonly string[];
  /** Message key, e.g. "role:duplicateName". */
  message: string;
}

/** Database column names an index covers, including those inside an expression such as lower(code). */
function indexColumnNames(columns: readonly unknown[]): string[] {
  return columns.flatMap((column) => {
    if (is(column, SQL)) return column.queryChunks.filter((chunk) => is(chunk, PgColumn)).map((chunk) => (chunk as PgColumn).name);
    return [(column as { name: string }).name];
  });
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** Maps each of the table's unique indexes whose columns are exactly a rule's fields to that rule's message. */
export function declareUniqueKeys(table: PgTable, rules: readonly UniqueKeyRule[]): void {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const indexes = getTableConfig(table).indexes.filter((index) => index.config.unique && index.config.name);
  for (const rule of rules) {
    const names = rule.fields.flatMap((field) => (columns[field] ? [columns[field].name] : []));
    for (const index of indexes) {
      if (sameSet(indexColumnNames(index.config.columns), names)) messageByConstraint.set(index.config.name as string, rule.message);
    }
  }
}

/** The unique constraint a database error reports (pg or PGlite, possibly wrapped in `cause`), if it is one. */
function violatedUniqueKey(error: unknown): string | null {
  let current = error as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth += 1, current = current.cause as typeof current) {
    if (current.code !== '23505') continue;
    if (typeof current.constraint === 'string' && current.constraint) return current.constraint;
    return /unique constraint "([^"]+)"/.exec(String(current.message ?? ''))?.[1] ?? '';
  }
  return null;
}

/** The duplicate message key for a unique-key violation, or null when the error is something else. */
export function duplicateMessageOf(error: unknown): string | null {
  const constraint = violatedUniqueKey(error);
  if (constraint === null) return null;
  return messageByConstraint.get(constraint) ?? GENERIC_DUPLICATE;
}
