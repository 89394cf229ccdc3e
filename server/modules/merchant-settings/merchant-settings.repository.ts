/** Reads and writes of the merchant settings screens, the intake's and the wallet's checks. */
import { and, asc, count, eq, gte, inArray, isNull, ne, notExists, or, sql, TransactionRollbackError } from 'drizzle-orm';
import { escapeLike } from '../../../common/list-query';
import { crudSource, type CrudTable } from '../../core/crud/crud.repository';
import { merchantScopeClause, type MerchantScope } from '../../core/merchant-scope';
import type { DbOrTx, Tx } from '../../db/client';
import { bills, maturityRules, merchantSettings, merchants, products, trafficPersonnel, users, walletWithdrawals } from '../../db/schema';

/** MerchantConfigManagement lists and writes the merchants table; its settings live beside it. */
export const merchantProfileSource: CrudTable = crudSource(merchants);
export const maturityRuleSource = crudSource(maturityRules);
export const trafficPersonnelSource = crudSource(trafficPersonnel);

export type MerchantSettingsRow = typeof merchantSettings.$inferSelect;

export async function settingsOf(db: DbOrTx, merchantIds: readonly number[]): Promise<Map<number, MerchantSettingsRow>> {
  if (!merchantIds.length) return new Map();
  const rows = await db.select().from(merchantSettings).where(inArray(merchantSettings.merchantId, [...merchantIds]));
  return new Map(rows.map((r) => [r.merchantId, r]));
}

export async function upsertSettings(db: DbOrTx, merchantId: number, values: Partial<MerchantSettingsRow>, at: Date) {
  await db.insert(merchantSettings).values({ merchantId, ...values, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: merchantSettings.merchantId, set: { ...values, updatedAt: at } });
}

/** Product choices, labelled with their merchant: "SOKO · Soko Credit 21-day". */
/** Products of the caller's merchants (all for head office). */
export async function productOptions(db: DbOrTx, scope: MerchantScope) {
  const rows = await db.select({ value: products.id, productName: products.productName, merchantNo: merchants.merchantNo })
    .from(products).innerJoin(merchants, eq(merchants.id, products.merchantId)).where(merchantScopeClause(products.merchantId, scope)).orderBy(asc(merchants.merchantNo), asc(products.productName)).limit(500);
  return rows.map((r) => ({ value: r.value, label: `${r.merchantNo} · ${r.productName}` }));
}

/** How many of `ids` are products of this merchant. */
export async function ownProductCount(db: DbOrTx, merchantId: number, ids: readonly number[]): Promise<number> {
  if (!ids.length) return 0;
  const [row] = await db.select({ n: count() }).from(products).where(and(eq(products.merchantId, merchantId), inArray(products.id, [...ids])));
  return Number(row.n);
}

export async function productNames(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: products.id, name: products.productName }).from(products).where(inArray(products.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The enabled maturity rule of a merchant's product: the product's own, else the merchant's rule for all products. */
export async function maturityRuleFor(db: DbOrTx, merchantId: number, productId: number) {
  const rows = await db.select({ productId: maturityRules.productId, dayCounting: maturityRules.dayCounting, sundayRule: maturityRules.sundayRule })
    .from(maturityRules)
    .where(and(eq(maturityRules.merchantId, merchantId), eq(maturityRules.enabled, true), or(eq(maturityRules.productId, productId), isNull(maturityRules.productId))));
  return rows.find((r) => r.productId === productId) ?? rows[0] ?? null;
}

/** Active users who are not traffic personnel yet, matching the keyword. */
export async function userCandidates(db: DbOrTx, keyword: string) {
  const like = `%${escapeLike(keyword)}%`;
  return db.select({ value: users.id, label: sql<string>`${users.realName} || ' (' || ${users.username} || ')'` }).from(users)
    .where(and(eq(users.status, 'normal'), notExists(db.select({ one: sql`1` }).from(trafficPersonnel).where(eq(trafficPersonnel.userId, users.id))),
      keyword ? or(sql`${users.realName} ilike ${like}`, sql`${users.username} ilike ${like}`) : undefined))
    .orderBy(asc(users.realName)).limit(20);
}

/** The merchants a traffic staff member acquires for (principal first, then related), or null when they are not traffic staff. */
export async function trafficMerchantsOf(db: DbOrTx, userId: number): Promise<number[] | null> {
  const [row] = await db.select({ merchantId: trafficPersonnel.merchantId, related: trafficPersonnel.relatedMerchantIds })
    .from(trafficPersonnel).where(eq(trafficPersonnel.userId, userId)).limit(1);
  return row ? [row.merchantId, ...(row.related ?? [])] : null;
}

export async function peopleOf(db: DbOrTx, ids: readonly number[]) {
  const rows = ids.length ? await db.select({ id: users.id, userNo: users.userNo, realName: users.realName, status: users.status })
    .from(users).where(inArray(users.id, [...ids])) : [];
  return new Map(rows.map((p) => [p.id, p]));
}

export async function knownMerchantCount(db: DbOrTx, ids: readonly number[]): Promise<number> {
  if (!ids.length) return 0;
  const [row] = await db.select({ n: count() }).from(merchants).where(inArray(merchants.id, [...ids]));
  return Number(row.n);
}

/** Withdrawals of an order requested since `since` and not cancelled (the daily condition counts these). */
export async function withdrawalsSince(db: DbOrTx, orderId: number, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(walletWithdrawals)
    .where(and(eq(walletWithdrawals.orderId, orderId), gte(walletWithdrawals.createdAt, since), ne(walletWithdrawals.status, 'cancelled')));
  return Number(row.n);
}

export async function unsettledBills(db: DbOrTx, orderId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bills).where(and(eq(bills.orderId, orderId), ne(bills.status, 'settled')));
  return Number(row.n);
}

export async function merchantEnabled(db: DbOrTx, merchantId: number): Promise<boolean> {
  const [row] = await db.select({ enabled: merchants.enabled }).from(merchants).where(eq(merchants.id, merchantId)).limit(1);
  return row?.enabled ?? false;
}

export async function deleteSettings(db: DbOrTx, merchantId: number) {
  await db.delete(merchantSettings).where(eq(merchantSettings.merchantId, merchantId));
}

const isForeignKeyViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: unknown } | null;
  return Boolean(err) && (err!.code === '23503' || isForeignKeyViolation(err!.cause));
};

/**
 * Whether nothing but its own settings row refers to the merchant: the delete is tried in a savepoint and
 * rolled back, so every table that names a merchant (now or later) is asked by the database itself.
 */
export async function merchantDeletable(tx: Tx, merchantId: number): Promise<boolean> {
  try {
    await tx.transaction(async (sp) => {
      await sp.delete(merchantSettings).where(eq(merchantSettings.merchantId, merchantId));
      await sp.delete(merchants).where(eq(merchants.id, merchantId));
      sp.rollback();
    });
  } catch (e) {
    if (e instanceof TransactionRollbackError) return true;
    if (isForeignKeyViolation(e)) return false;
    throw e;
  }
  return true;
}
