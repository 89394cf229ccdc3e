/**
 * Merchant scope, one place for every route (issue 31.4): a user tied to merchants (the one they belong to
 * and their associated merchants) reaches only those merchants' rows; a user tied to none (head office)
 * reaches all. Lists filter by it, single rows are checked against it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import type { SessionUser } from './access';
import { forbidden } from './errors';
import {
  appCodesOfMerchants, countMerchantsOutside, deleteUserMerchantsOf, findMerchantOfAppCode, findUserMerchantIds, insertUserMerchant,
} from './merchant-scope.repository';

/** The merchants a caller reaches; null: all merchants. */
export type MerchantScope = readonly number[] | null;

export async function merchantScopeOf(db: DbOrTx, userId: number): Promise<MerchantScope> {
  const ids = await findUserMerchantIds(db, userId);
  return ids.length ? ids : null;
}

export const sessionMerchantScope = (db: DbOrTx, session: Pick<SessionUser, 'userId'>) => merchantScopeOf(db, session.userId);

/** WHERE clause keeping rows whose merchant column is in scope (undefined: no limit). Rows without a merchant are outside a limited scope. */
export function merchantScopeClause(column: PgColumn | SQL, scope: MerchantScope): SQL | undefined {
  if (scope === null) return undefined;
  if (scope.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(scope.map((id) => sql`${id}`), sql`, `)})`;
}

/** WHERE clause keeping rows whose app code belongs to an app of a merchant in scope. */
export function appCodeScopeClause(column: PgColumn | SQL, scope: MerchantScope): SQL | undefined {
  if (scope === null) return undefined;
  if (scope.length === 0) return sql`false`;
  return sql`${column} in ${appCodesOfMerchants(scope)}`;
}

/** Whether one row's merchant is in scope; a row without a merchant is reachable only with the whole scope. */
export function inMerchantScope(scope: MerchantScope, merchantId: number | null | undefined): boolean {
  if (scope === null) return true;
  return merchantId !== null && merchantId !== undefined && scope.includes(merchantId);
}

/** Refuses a write naming a merchant outside the caller's scope, with a translated message. */
export function assertInMerchantScope(scope: MerchantScope, merchantId: number | null | undefined): void {
  if (!inMerchantScope(scope, merchantId)) throw forbidden('security:merchantOutOfScope');
}

/** The merchant of an app code (null: unknown app). */
export const merchantOfAppCode = (db: DbOrTx, appCode: string) => findMerchantOfAppCode(db, appCode);

/** WHERE clause keeping rows whose merchant-id array is non-empty and inside the scope. */
export function merchantIdsScopeClause(column: PgColumn, scope: MerchantScope): SQL | undefined {
  if (scope === null) return undefined;
  if (scope.length === 0) return sql`false`;
  return sql`(cardinality(${column}) > 0 and ${column} <@ array[${sql.join(scope.map((id) => sql`${id}`), sql`, `)}]::integer[])`;
}

/** Whether the scope reaches every merchant there is (a row "for every merchant" changes them all). */
export async function coversAllMerchants(db: DbOrTx, scope: MerchantScope): Promise<boolean> {
  return scope === null || (await countMerchantsOutside(db, scope)) === 0;
}

/**
 * The scope for rows that may belong to no merchant (head-office messages, unmatched lines): a caller tied to
 * every merchant there is reaches them as head office does (null), anyone else only their merchants' rows.
 */
export async function wholeReachScope(db: DbOrTx, session: Pick<SessionUser, 'userId'>): Promise<MerchantScope> {
  const scope = await sessionMerchantScope(db, session);
  return (await coversAllMerchants(db, scope)) ? null : scope;
}

/** Ties a user to one more merchant (the creator of a merchant keeps reaching it). */
export const tieUserToMerchant = (db: DbOrTx, userId: number, merchantId: number) => insertUserMerchant(db, userId, merchantId);

/** Unties every user from a merchant being deleted (a merchant deleted by mistake, before anything refers to it). */
export const untieMerchant = (db: DbOrTx, merchantId: number) => deleteUserMerchantsOf(db, merchantId);
