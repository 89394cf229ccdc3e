/**
 * How a CRUD table's rows belong to merchants (issue 31.4). Every createCrudService states it, so the kit
 * applies the caller's merchant scope to every list, detail and write, and a new table cannot forget it:
 * `merchantScope` is a required field, and "not merchant-scoped" is an explicit choice with its reason.
 */
import { or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  appCodeScopeClause, assertInMerchantScope, tieUserToMerchant, untieMerchant, coversAllMerchants, merchantIdsScopeClause, merchantOfAppCode, merchantScopeClause,
  type MerchantScope,
} from '../merchant-scope';
import { forbidden } from '../errors';
import { findParentMerchant, parentIdsInScope, type CrudTable, type ParentLink } from './crud.repository';

export type CrudMerchantScope =
  /**
   * The row's own merchant column (an entity field name, e.g. "merchantId"). `nullIsShared`: a row without a
   * merchant applies to every merchant — everyone reads it, only a caller reaching every merchant changes it.
   */
  | { readonly column: string; readonly nullIsShared?: boolean }
  /** The row lists its merchants (an integer array field); in scope when all of them are. `emptyIsShared` as above. */
  | { readonly merchantIds: string; readonly emptyIsShared?: boolean }
  /** The row names a customer app (app_clients.app_code); the app's merchant owns it. */
  | { readonly appCode: string }
  /** A child row: its `column` names a parent row whose `merchant` column owns it (`nullIsShared` as above). */
  | { readonly through: ParentLink & { readonly column: string; readonly nullIsShared?: boolean } }
  /**
   * The merchants table itself: a caller reaches the merchants they are tied to; only one reaching every merchant adds
   * a merchant, and is then tied to it (so a head-office user tied to every merchant keeps reaching every merchant).
   */
  | { readonly merchantItself: true }
  /** A global table (languages, menus, dictionaries…): shared by all merchants, on purpose. */
  | { readonly notScoped: string };

/** A global table, with the reviewed reason why its rows belong to no merchant. */
export const notMerchantScoped = (reason: string): Extract<CrudMerchantScope, { notScoped: string }> => ({ notScoped: reason });

type Row = Record<string, unknown>;

export interface ScopeRule {
  /** WHERE clause keeping the rows the caller reaches (undefined: all). */
  clause(scope: MerchantScope): SQL | undefined;
  /** Refuses a row's values (a create, or an update's result) that lie outside the caller's merchants. */
  check(db: DbOrTx, row: Row, scope: MerchantScope): Promise<void>;
  /** After a create: what the new row changes in the creator's reach. */
  afterCreate?(db: DbOrTx, row: Row, userId: number, scope: MerchantScope): Promise<void>;
  /** Before a delete: the ties that would otherwise hold the row (refused deletes roll them back). */
  beforeDelete?(db: DbOrTx, row: Row): Promise<void>;
}

const refuse = () => forbidden('security:merchantOutOfScope');

async function checkShared(db: DbOrTx, scope: MerchantScope) {
  if (!(await coversAllMerchants(db, scope))) throw refuse();
}

export function scopeRule(rule: CrudMerchantScope, source: CrudTable): ScopeRule {
  const columnOf = (field: string) => {
    const column = source.columns[field];
    if (!column) throw new Error(`merchantScope names ${field}, which is no column of the table`);
    return column;
  };
  if ('notScoped' in rule) return { clause: () => undefined, check: async () => {} };
  if ('merchantItself' in rule) {
    return {
      clause: (scope) => merchantScopeClause(source.id, scope),
      check: async (db, row, scope) => {
        if (typeof row.id === 'number') assertInMerchantScope(scope, row.id);
        else await checkShared(db, scope);
      },
      afterCreate: async (db, row, userId, scope) => { if (scope !== null) await tieUserToMerchant(db, userId, row.id as number); },
      beforeDelete: (db, row) => untieMerchant(db, row.id as number),
    };
  }
  if ('column' in rule) {
    const column = columnOf(rule.column);
    return {
      clause: (scope) => {
        const own = merchantScopeClause(column, scope);
        return own && rule.nullIsShared ? or(own, sql`${column} is null`) : own;
      },
      check: async (db, row, scope) => {
        const merchantId = (row[rule.column] as number | null | undefined) ?? null;
        if (merchantId === null && rule.nullIsShared) await checkShared(db, scope);
        else assertInMerchantScope(scope, merchantId);
      },
    };
  }
  if ('merchantIds' in rule) {
    const column = columnOf(rule.merchantIds);
    return {
      clause: (scope) => {
        const own = merchantIdsScopeClause(column, scope);
        return own && rule.emptyIsShared ? or(own, sql`cardinality(${column}) = 0`) : own;
      },
      check: async (db, row, scope) => {
        const ids = (row[rule.merchantIds] as number[] | null | undefined) ?? [];
        if (!ids.length) {
          if (rule.emptyIsShared) await checkShared(db, scope);
          else if (scope !== null) throw refuse();
        }
        for (const id of ids) assertInMerchantScope(scope, id);
      },
    };
  }
  if ('appCode' in rule) {
    const column = columnOf(rule.appCode);
    return {
      clause: (scope) => appCodeScopeClause(column, scope),
      check: async (db, row, scope) => {
        const code = row[rule.appCode];
        assertInMerchantScope(scope, typeof code === 'string' ? await merchantOfAppCode(db, code) : null);
      },
    };
  }
  const { through } = rule;
  const column = columnOf(through.column);
  return {
    clause: (scope) => (scope === null ? undefined : parentIdsInScope(column, through, scope, Boolean(through.nullIsShared))),
    check: async (db, row, scope) => {
      const parentId = row[through.column];
      const merchantId = typeof parentId === 'number' ? await findParentMerchant(db, through, parentId) : null;
      if (merchantId === null && through.nullIsShared && typeof parentId === 'number') await checkShared(db, scope);
      else assertInMerchantScope(scope, merchantId);
    },
  };
}
