/** A repository over one table, driven by an entity's declared filters and sorts. */
import { and, asc, count, desc, eq, getTableColumns, gte, ilike, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { filterFields, type EntitySpec } from '../../../common/crud/entity';
import type { ListQuery } from '../../../common/crud/schema';
import type { DbOrTx } from '../../db/client';
import { merchantScopeClause } from '../merchant-scope';

export interface CrudTable {
  table: PgTable;
  id: PgColumn;
  /** Entity field → column; fields without a column (form-only) are absent. */
  columns: Record<string, PgColumn>;
}

/** A table whose column property names are the entity's field names. */
export function crudSource(table: PgTable & { id: PgColumn }): CrudTable {
  return { table, id: table.id, columns: getTableColumns(table) as Record<string, PgColumn> };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** WHERE clauses for the entity's declared filters present in the query. */
export function filterClauses(entity: EntitySpec, source: CrudTable, query: ListQuery): SQL[] {
  const clauses: SQL[] = [];
  for (const [name, field] of filterFields(entity)) {
    const column = source.columns[name];
    if (!column) continue;
    if (field.filter === 'range') {
      if (query[`${name}From`] instanceof Date) clauses.push(gte(column, query[`${name}From`] as Date));
      if (query[`${name}To`] instanceof Date) clauses.push(lte(column, query[`${name}To`] as Date));
      continue;
    }
    const value = query[name];
    if (value === undefined || value === '') continue;
    clauses.push(field.filter === 'contains' ? ilike(column, `%${escapeLike(String(value))}%`) : eq(column, value));
  }
  return clauses;
}

export function orderBy(entity: EntitySpec, source: CrudTable, query: ListQuery) {
  const field = query.sortField ?? entity.defaultSort.field;
  const order = query.sortOrder ? (query.sortOrder.startsWith('asc') ? 'asc' : 'desc') : entity.defaultSort.order;
  const column = source.columns[field] ?? source.id;
  return [order === 'asc' ? asc(column) : desc(column), asc(source.id)];
}

export async function listPage(db: DbOrTx, entity: EntitySpec, source: CrudTable, query: ListQuery, extra: SQL[] = []) {
  const where = and(...filterClauses(entity, source, query), ...extra);
  const [records, [{ total }]] = await Promise.all([
    db.select().from(source.table).where(where).orderBy(...orderBy(entity, source, query))
      .limit(query.size).offset((query.current - 1) * query.size),
    db.select({ total: count() }).from(source.table).where(where),
  ]);
  return { records: records as Record<string, unknown>[], total: Number(total), current: query.current, size: query.size };
}

/** One row by id, only when it also meets `extra` (the caller's merchant scope). */
export async function findById(db: DbOrTx, source: CrudTable, id: number, extra?: SQL) {
  const [row] = await db.select().from(source.table).where(and(eq(source.id, id), extra)).limit(1);
  return (row as Record<string, unknown> | undefined) ?? null;
}

export async function insertRow(db: DbOrTx, source: CrudTable, values: Record<string, unknown>) {
  const [row] = await db.insert(source.table).values(values as never).returning();
  return row as Record<string, unknown>;
}

export async function updateRow(db: DbOrTx, source: CrudTable, id: number, values: Record<string, unknown>) {
  const [row] = await db.update(source.table).set(values as never).where(eq(source.id, id)).returning();
  return row as Record<string, unknown>;
}

export async function deleteRows(db: DbOrTx, source: CrudTable, ids: number[]) {
  return db.delete(source.table).where(inArray(source.id, ids)).returning() as Promise<Record<string, unknown>[]>;
}

/** Whether another row (not `exceptId`) has the same values, compared case-insensitively for text. */
export async function existsDuplicate(db: DbOrTx, source: CrudTable, values: Record<string, unknown>, exceptId: number | null, scope: SQL[] = []) {
  const clauses = Object.entries(values).map(([name, value]) => (typeof value === 'string'
    ? sql`lower(${source.columns[name]}) = lower(${value})`
    : value === null ? sql`${source.columns[name]} is null` : eq(source.columns[name], value)));
  if (exceptId !== null) clauses.push(ne(source.id, exceptId));
  const [row] = await db.select({ id: source.id }).from(source.table).where(and(...clauses, ...scope)).limit(1);
  return Boolean(row);
}

/** A child table's parent: the parent table, its id and its merchant column. */
export interface ParentLink { readonly parent: PgTable; readonly parentId: PgColumn; readonly merchant: PgColumn }

/** `column in (ids of parent rows of the merchants in scope)`, for a child table scoped through its parent. */
export const parentIdsInScope = (column: PgColumn, link: ParentLink, scope: readonly number[], withShared: boolean): SQL =>
  sql`${column} in (select ${link.parentId} from ${link.parent} where ${merchantScopeClause(link.merchant, scope)}${withShared ? sql` or ${link.merchant} is null` : sql``})`;

/** The merchant of a child's parent row (null: no such parent). */
export async function findParentMerchant(db: DbOrTx, link: ParentLink, parentId: number): Promise<number | null> {
  const [row] = await db.select({ merchantId: link.merchant }).from(link.parent).where(eq(link.parentId, parentId)).limit(1);
  return (row?.merchantId as number | null | undefined) ?? null;
}
