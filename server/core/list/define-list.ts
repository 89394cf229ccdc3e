/**
 * A list declared once, down to its SQL (issue 32.5): its table and joins, the columns of a page, the filters of
 * its common/ declaration each bound to the column (or the index's own form) it matches, its merchant scope
 * (required), its order and sort allow-list, and how its total is counted. From it derive the route's query
 * schema, the WHERE clause, the page, the count (exact, or within the budget with the planner's estimate past
 * it) and the rows an export reads. docs/adding-a-screen.md shows a list screen on it.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Table } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { z } from 'zod';
import { filterQuerySchema, type FilterDef, type FilterQuery, type ParsedValue } from '../../../common/lists/filters';
import { sortOf, sortQuery, type ListSort, type SortDirection, type SORT_ORDERS } from '../../../common/list-query';
import { pageQuery } from '../../../common/money/money-inputs';
import { countWithinBudget, type CountedTotal } from '../../db/budgeted-count';
import type { DbOrTx } from '../../db/client';
import type { MerchantScope } from '../merchant-scope';
import { columnConditions, filterValue, isOverride, type ColumnLike, type FilterBinding, type RangeValue } from './list-conditions';
import { joinsNeeded, tableName, tablesRead, type ListJoin } from './list-joins';
import { scopeCondition, type ListMerchantScope } from './list-scope';

type Named<Defs extends readonly FilterDef[], N> = Extract<Defs[number], { name: N }>;
type DefValue<D> = D extends { kind: 'dayRange' | 'timeRange' } ? RangeValue : D extends { multiple: true } ? ParsedValue<D>[] : ParsedValue<D>;
type ValueOf<Defs extends readonly FilterDef[], N extends string> = DefValue<Named<Defs, N>>;

/**
 * Every declared filter, and every extra parameter, bound to what it matches: a column, or an override. An extra
 * parameter named as a filter replaces that filter's schema (a lookup's id read as a positive number), once bound.
 */
export type ListBindings<Defs extends readonly FilterDef[], Extra extends z.ZodRawShape> =
  { readonly [N in Exclude<Defs[number]['name'], keyof Extra>]: FilterBinding<ValueOf<Defs, N>> }
  & { readonly [K in keyof Extra]: FilterBinding<NonNullable<z.output<Extra[K]>>> };

/** A sortable column (the list's own order then breaks ties), or the ORDER BY an index needs for it. */
export type ListSortBy = ColumnLike | ((direction: SortDirection) => SQL[]);

export interface ListSpec<Defs extends readonly FilterDef[], Extra extends z.ZodRawShape, Cols extends SelectedFields, S extends string, O extends string> {
  from: PgTable;
  /** Joined for a page; the count joins only those its conditions read (list-joins.ts). */
  joins?: readonly ListJoin[];
  columns: Cols;
  /** The screen's filter declaration (common/), shared with the browser's filter bar. */
  filters: Defs;
  /** Query parameters the filter bar does not show (a screen's collection system). */
  params?: Extra;
  match: ListBindings<NoInfer<Defs>, NoInfer<Extra>>;
  merchantScope: ListMerchantScope;
  /** What makes a row one of the list's whatever the filter (the list library: customers who never applied). */
  always?: SQL;
  /** The list's own order, matching its index (its header comment names it). */
  order: readonly SQL[];
  /**
   * An `order` query parameter naming the list's order (an audit screen's pending first): its schema (common/)
   * and the ORDER BY each value names, along its index; a value naming none keeps `order`.
   */
  orderParam?: { readonly schema: z.ZodType<O>; readonly orders: { readonly [K in NoInfer<O>]?: readonly SQL[] } };
  /** The sort allow-list: any other sortField is refused (400) by the query schema. */
  sorts?: { readonly [K in S]: ListSortBy };
  /** `exact` (small tables) or `budgeted`: exact within 20 ms, else the planner's estimate ("about n"). */
  total?: 'exact' | 'budgeted';
  /** Sums counted with an exact total (a list's footer figures). */
  sums?: Record<string, SQL>;
}

type FilterOf<Defs extends readonly FilterDef[], Extra extends z.ZodRawShape, O extends string> =
  Omit<Partial<FilterQuery<Defs>>, keyof Extra> & (keyof Extra extends never ? unknown : z.output<z.ZodObject<Extra>>)
  & ([O] extends [never] ? unknown : { order?: O });
type SortParams<S extends string> = { sortField?: S; sortOrder?: (typeof SORT_ORDERS)[number] };
export type ListQueryOf<Defs extends readonly FilterDef[], Extra extends z.ZodRawShape, S extends string, O extends string = never> =
  FilterOf<Defs, Extra, O> & SortParams<S> & { current: number; size: number };

export interface ListTotal {
  total: number;
  exact: boolean;
  sums: Record<string, number>;
}

export interface ListRowsOptions<S extends string> {
  limit: number;
  offset?: number;
  sort?: ListSort<S> | null;
}

export function defineList<
  const Defs extends readonly FilterDef[], Cols extends SelectedFields, Extra extends z.ZodRawShape = Record<never, never>, S extends string = never,
  O extends string = never,
>(spec: ListSpec<Defs, Extra, Cols, S, O>) {
  type Filter = FilterOf<Defs, Extra, O>;
  const joins = spec.joins ?? [];
  const sortFields = Object.keys(spec.sorts ?? {}) as S[];
  const filterNames = new Set<string>(spec.filters.map((def) => def.name));
  const filterSchema = filterQuerySchema(spec.filters).extend(spec.params ?? {}).extend(spec.orderParam ? { order: spec.orderParam.schema } : {});
  const sortShape = sortFields.length ? sortQuery(sortFields as [S, ...S[]]) : {};
  const querySchema = pageQuery.extend(filterSchema.shape).extend(sortShape);

  /** The conditions of a filter within a scope, and the joined tables they read. */
  function conditions(scope: MerchantScope, filter: Filter): { where: SQL[]; reads: Set<string> } {
    const where: SQL[] = [];
    const reads = new Set<string>();
    const add = (condition: SQL | undefined, uses: readonly Table[] = []) => {
      if (!condition) return;
      where.push(condition);
      for (const name of tablesRead(condition)) reads.add(name);
      for (const table of uses) reads.add(tableName(table));
    };
    add(scopeCondition(spec.merchantScope, scope));
    add(spec.always);
    const query = filter as Record<string, unknown>;
    const match = spec.match as Record<string, FilterBinding<unknown>>;
    for (const key of Object.keys(spec.params ?? {})) {
      // A parameter named as a filter gives it its schema only; the filter's match below applies.
      if (filterNames.has(key)) continue;
      const value = query[key];
      if (value === undefined || value === null || value === '') continue;
      const binding = match[key];
      if (isOverride(binding)) add(binding.where(value), binding.uses);
      else add(Array.isArray(value) ? inArray(binding as SQLWrapper, value) : eq(binding as SQLWrapper, value));
    }
    for (const def of spec.filters) {
      const value = filterValue(def, query);
      if (value === undefined) continue;
      const binding = match[def.name];
      if (isOverride(binding)) add(binding.where(value), binding.uses);
      else for (const condition of columnConditions(def, binding, value)) add(condition);
    }
    return { where, reads };
  }

  /** The ORDER BY of an allowed sort (then the list's own order), else the list's own order or the one `order` names. */
  function orderOf(sort: ListSort<S> | null | undefined, named?: O): SQL[] {
    const own = (named !== undefined && spec.orderParam?.orders[named]) || spec.order;
    if (!sort) return [...own];
    if (!sortFields.includes(sort.field)) throw new Error(`${sort.field} is not among the list's sorts`);
    const by = (spec.sorts as Record<S, ListSortBy>)[sort.field];
    if (typeof by === 'function') return by(sort.direction);
    return [sort.direction === 'asc' ? asc(by as SQLWrapper) : desc(by as SQLWrapper), ...own];
  }

  const withJoins = <Q extends PgSelect>(query: Q, list: readonly ListJoin[]): Q =>
    list.reduce<Q>((q, join) => (join.type === 'left' ? q.leftJoin(join.table as PgTable, join.on) : q.innerJoin(join.table as PgTable, join.on)) as unknown as Q, query);

  const selected = (db: DbOrTx) => withJoins(db.select(spec.columns as SelectedFields).from(spec.from).$dynamic(), joins);

  /** A page's rows, or an export's (limit: its cap), in the list's order or an allowed sort. */
  async function rows(db: DbOrTx, scope: MerchantScope, filter: Filter, options: ListRowsOptions<S>): Promise<SelectResultFields<Cols>[]> {
    const { where } = conditions(scope, filter);
    const order = orderOf(options.sort, (filter as { order?: O }).order);
    const found = await selected(db).where(and(...where)).orderBy(...order).limit(options.limit).offset(options.offset ?? 0);
    return found as SelectResultFields<Cols>[];
  }

  /** One row as the list shows it, by a condition of its own (a detail by id), within the scope; null when none. */
  async function find(db: DbOrTx, scope: MerchantScope, condition: SQL): Promise<SelectResultFields<Cols> | null> {
    const [row] = await selected(db).where(and(scopeCondition(spec.merchantScope, scope), condition)).limit(1);
    return (row ?? null) as SelectResultFields<Cols> | null;
  }

  /** The list's total for a filter: the one function the page, an export's cap and a refreshed total call. */
  async function total(db: DbOrTx, scope: MerchantScope, filter: Filter): Promise<ListTotal> {
    const { where, reads } = conditions(scope, filter);
    const needed = joinsNeeded(joins, reads);
    if (spec.total === 'budgeted') {
      const matches = withJoins(db.select({ one: sql`1` }).from(spec.from).$dynamic(), needed).where(and(...where));
      const counted: CountedTotal = await countWithinBudget(db, sql`select count(*) as total from (${matches.getSQL()}) as matches`, matches.toSQL());
      return { ...counted, sums: {} };
    }
    const [row] = await withJoins(db.select({ total: count(), ...(spec.sums ?? {}) }).from(spec.from).$dynamic(), needed).where(and(...where));
    const { total: n, ...sums } = row as Record<string, unknown>;
    return { total: Number(n), exact: true, sums: Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, Number(v ?? 0)])) };
  }

  /** One page and its total, read side by side. */
  async function page(db: DbOrTx, scope: MerchantScope, query: ListQueryOf<Defs, Extra, S, O>) {
    const sort = sortFields.length ? sortOf(query as SortParams<S>, sortFields[0]) : null;
    const [records, counted] = await Promise.all([
      rows(db, scope, query, { limit: query.size, offset: (query.current - 1) * query.size, sort }),
      total(db, scope, query),
    ]);
    return { rows: records, ...counted, current: query.current, size: query.size };
  }

  return {
    /** The route's query: paging, the declared filters, the extra parameters, the `order` parameter and the sort allow-list. */
    query: querySchema as unknown as z.ZodType<ListQueryOf<Defs, Extra, S, O>>,
    /** The filter alone (an export's or a summary's query). */
    filterQuery: filterSchema as unknown as z.ZodType<Filter>,
    where: (scope: MerchantScope, filter: Filter) => and(...conditions(scope, filter).where),
    /** The ORDER BY of the list's own order, a named order or an allowed sort (another field is refused). */
    orderBy: orderOf,
    rows, find, total, page,
  };
}

/** The parsed query of a declared list's route. */
export type ListQuery<L extends { query: z.ZodType }> = z.output<L['query']>;
/** The filter of a declared list (its query without paging and sort). */
export type ListFilter<L extends { filterQuery: z.ZodType }> = z.output<L['filterQuery']>;
