/**
 * A list's merchant scope (issue 31.4), stated by every list declaration as CrudConfig.merchantScope is by every
 * CRUD table: the column naming the row's merchant, a clause of its own, or "not merchant-scoped" with its reason.
 */
import { or, type SQL } from 'drizzle-orm';
import { merchantScopeClause, type MerchantScope } from '../merchant-scope';
import type { ColumnLike } from './list-conditions';

export type ListMerchantScope =
  /** The row's merchant (on its own table or a joined one). `sharedWhen`: rows that are every merchant's (an unknown caller's call). */
  | { readonly column: ColumnLike; readonly sharedWhen?: SQL }
  /** A scope no column states (an app code, a parent's merchant): the clause keeping the caller's rows (undefined: all). */
  | { readonly clause: (scope: MerchantScope) => SQL | undefined }
  /** Shared by all merchants on purpose (crud.scope.ts notMerchantScoped('why')). */
  | { readonly notScoped: string };

/** The WHERE clause keeping the rows the caller's merchants reach (undefined: every row). */
export function scopeCondition(rule: ListMerchantScope, scope: MerchantScope): SQL | undefined {
  if ('notScoped' in rule) {
    if (!rule.notScoped.trim()) throw new Error('A list that is not merchant-scoped says why');
    return undefined;
  }
  if ('clause' in rule) return rule.clause(scope);
  const own = merchantScopeClause(rule.column, scope);
  return own && rule.sharedWhen ? or(rule.sharedWhen, own) : own;
}
