/**
 * Search and sort pieces shared by the list queries (orders, money lists): the phone filter that accepts
 * every way a Kenyan number is typed, the name and number matching rules, and the sort parameters
 * (`sortField` / `sortOrder`, as antd's Table and Refine send them) checked against a list's allow-list.
 */
import { z } from 'zod';
import { normalisePhone } from './validators';

/**
 * Names match anywhere ("Kamau" finds "John Kamau Mwangi"), case-insensitively, from this many characters;
 * shorter input matches the start of the name (a trigram index needs three characters to narrow anything).
 */
export const NAME_CONTAINS_MIN = 3;

/** `%`, `_` and `\` typed by the user are literal characters in a LIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A phone filter: blank is absent; 07…, 7…, 254…, +254… (spaces, dashes allowed) become 254…; anything else is refused. */
export const phoneFilter = z.string().trim().max(32, 'validation.phone').optional()
  .transform((v, ctx) => {
    if (!v) return undefined;
    const phone = normalisePhone(v);
    if (!phone) { ctx.addIssue({ code: 'custom', message: 'validation.phone' }); return z.NEVER; }
    return phone;
  });

export const SORT_ORDERS = ['ascend', 'descend', 'asc', 'desc'] as const;
export type SortDirection = 'asc' | 'desc';

/** A list's sort, as the repositories take it. */
export interface ListSort<F extends string = string> {
  field: F;
  direction: SortDirection;
}

const blankIsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * The sort parameters of a list whose sortable columns are `fields` (each backed by an index, so a sorted
 * page stays an index walk at a million rows). Another column is answered 400 "This column cannot be sorted."
 */
export function sortQuery<const F extends readonly [string, ...string[]]>(fields: F) {
  return {
    sortField: z.preprocess(blankIsAbsent, z.enum(fields, { message: 'validation.sortField' }).optional()),
    sortOrder: z.preprocess(blankIsAbsent, z.enum(SORT_ORDERS, { message: 'validation.sortOrder' }).optional()),
  };
}

/** The sort a query asks for, or null for the list's own order (no sortField and no sortOrder). */
export function sortOf<F extends string>(query: { sortField?: F; sortOrder?: (typeof SORT_ORDERS)[number] }, defaultField: F): ListSort<F> | null {
  if (!query.sortField && !query.sortOrder) return null;
  return { field: query.sortField ?? defaultField, direction: query.sortOrder?.startsWith('asc') ? 'asc' : 'desc' };
}
