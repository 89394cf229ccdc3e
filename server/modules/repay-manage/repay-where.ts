/** Pieces of the repayment lists' WHERE clauses: merchant scope, EAT day and time bounds (text search: db/list-search). */
import { gte, inArray, lt, lte, type AnyColumn, type SQL } from 'drizzle-orm';
import { parseEat } from '../../../common/time';
import type { MerchantScope } from '../order/order-list.repository';

const DAY_MS = 86_400_000;

export const inScope = (column: AnyColumn, scope: MerchantScope): SQL | undefined =>
  (scope ? inArray(column, scope.length ? [...scope] : [-1]) : undefined);


/** An instant column within EAT days [from, to] (either may be missing). */
export function withinDays(column: AnyColumn, from: string | undefined, to: string | undefined): SQL[] {
  const where: SQL[] = [];
  if (from) where.push(gte(column, parseEat(from)!));
  if (to) where.push(lt(column, new Date(parseEat(to)!.getTime() + DAY_MS)));
  return where;
}

/** An instant column within EAT times [from, to]; a bare day as `to` takes the whole day. */
export function withinTimes(column: AnyColumn, from: string | undefined, to: string | undefined): SQL[] {
  const where: SQL[] = [];
  if (from) where.push(gte(column, parseEat(from)!));
  if (to) where.push(to.length === 10 ? lt(column, new Date(parseEat(to)!.getTime() + DAY_MS)) : lte(column, parseEat(to)!));
  return where;
}

/** The conditions that apply: a filter left empty contributes a falsy item. */
export const present = (items: readonly (SQL | undefined | false | '' | 0)[]): SQL[] => items.filter((x): x is SQL => Boolean(x));
