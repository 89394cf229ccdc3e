/** The apps' credentials: their keys, secret hashes (current and, after a rotation, the replaced one) and use. */
import { and, asc, eq } from 'drizzle-orm';
import { defineList } from '../../core/list/define-list';
import { merchantScopeClause, type MerchantScope } from '../../core/merchant-scope';
import type { DbOrTx, Tx } from '../../db/client';
import { appClients, merchants } from '../../db/schema';

export type AppClientRow = typeof appClients.$inferSelect;
export type SecretUsed = 'current' | 'previous';

export async function findAppByKey(db: DbOrTx, appKey: string) {
  const [row] = await db.select().from(appClients).where(eq(appClients.appKey, appKey)).limit(1);
  return row ?? null;
}

/** Records when the app last called, and when its replaced secret was last used (to know its builds moved on). */
export async function touchApp(db: DbOrTx, id: number, at: Date, used: SecretUsed) {
  await db.update(appClients).set(used === 'previous' ? { lastUsedAt: at, previousSecretLastUsedAt: at } : { lastUsedAt: at }).where(eq(appClients.id, id));
}

/** The credentials card's apps, by name (a short list shown whole: no filters, no paging, at most 200). */
export const credentialList = defineList({
  from: appClients,
  joins: [{ table: merchants, on: eq(merchants.id, appClients.merchantId), type: 'left' }],
  columns: { app: appClients, merchantName: merchants.merchantName },
  filters: [],
  match: {},
  merchantScope: { column: appClients.merchantId },
  order: [asc(appClients.appName), asc(appClients.id)],
});

export const listCredentials = (db: DbOrTx, scope: MerchantScope) => credentialList.rows(db, scope, {}, { limit: 200 });

/** The app, locked, when it is one of the scope's merchants' apps. */
export async function lockApp(tx: Tx, id: number, scope: MerchantScope) {
  const [row] = await tx.select().from(appClients).where(and(eq(appClients.id, id), merchantScopeClause(appClients.merchantId, scope))).for('update');
  return row ?? null;
}

export async function updateSecrets(tx: Tx, id: number, values: Partial<Pick<AppClientRow,
  'secretHash' | 'previousSecretHash' | 'previousSecretExpiresAt' | 'previousSecretLastUsedAt' | 'secretRotatedAt' | 'updatedAt'>>) {
  const [row] = await tx.update(appClients).set(values).where(eq(appClients.id, id)).returning();
  return row;
}
