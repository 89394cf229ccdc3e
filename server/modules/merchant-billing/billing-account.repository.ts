/**
 * The merchants' prepaid accounts. The balance only moves by one conditional UPDATE, so two charges at once
 * cannot both pass a check the other has already used up: the row lock orders them and the second is re-checked.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { merchantBillingAccounts as accounts, merchantRecharges, merchants } from '../../db/schema';
import type { MerchantScope } from '../order/order-list.repository';

export type AccountRow = typeof accounts.$inferSelect;

export async function findMerchant(db: DbOrTx, merchantId: number) {
  const [row] = await db.select({ id: merchants.id, merchantName: merchants.merchantName }).from(merchants).where(eq(merchants.id, merchantId));
  return row ?? null;
}

export async function findAccount(db: DbOrTx, merchantId: number): Promise<AccountRow | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.merchantId, merchantId));
  return row ?? null;
}

/** Opens the account (balance 0, no overdraft) if it is not open yet. */
export async function openAccount(tx: Tx, merchantId: number, at: Date): Promise<void> {
  await tx.insert(accounts).values({ merchantId, createdAt: at, updatedAt: at }).onConflictDoNothing();
}

export async function credit(tx: Tx, merchantId: number, cents: number, at: Date): Promise<number> {
  const [row] = await tx.update(accounts).set({ balanceCents: sql`${accounts.balanceCents} + ${cents}`, updatedAt: at })
    .where(eq(accounts.merchantId, merchantId)).returning({ balanceCents: accounts.balanceCents });
  return row.balanceCents;
}

/** Takes the amount if balance plus allowed overdraft covers it; answers the new balance, or null when it does not. */
export async function debit(tx: Tx, merchantId: number, cents: number, at: Date): Promise<number | null> {
  const [row] = await tx.update(accounts).set({ balanceCents: sql`${accounts.balanceCents} - ${cents}`, updatedAt: at })
    .where(and(eq(accounts.merchantId, merchantId), sql`${accounts.balanceCents} + ${accounts.overdraftCents} >= ${cents}`))
    .returning({ balanceCents: accounts.balanceCents });
  return row ? row.balanceCents : null;
}

/** Sets the allowed overdraft unless the balance is already below the new limit; answers the row, or null. */
export async function setOverdraft(tx: Tx, merchantId: number, cents: number, at: Date): Promise<AccountRow | null> {
  const [row] = await tx.update(accounts).set({ overdraftCents: cents, updatedAt: at })
    .where(and(eq(accounts.merchantId, merchantId), sql`${accounts.balanceCents} + ${cents} >= 0`)).returning();
  return row ?? null;
}

/** Every merchant in scope with its account (if open) and the recharges waiting for confirmation. */
export async function balances(db: DbOrTx, scope: MerchantScope, merchantId?: number) {
  const pending = db.select({ merchantId: merchantRecharges.merchantId, cents: sql<string>`sum(${merchantRecharges.amountCents})`.as('cents') })
    .from(merchantRecharges).where(eq(merchantRecharges.status, 'pending')).groupBy(merchantRecharges.merchantId).as('pending');
  const where = [
    scope ? inArray(merchants.id, scope.length ? [...scope] : [-1]) : undefined,
    merchantId ? eq(merchants.id, merchantId) : undefined,
  ];
  return db.select({
    merchantId: merchants.id, merchantName: merchants.merchantName, billed: sql<boolean>`${accounts.merchantId} is not null`,
    balanceCents: accounts.balanceCents, overdraftCents: accounts.overdraftCents, pendingCents: pending.cents,
  }).from(merchants)
    .leftJoin(accounts, eq(accounts.merchantId, merchants.id))
    .leftJoin(pending, eq(pending.merchantId, merchants.id))
    .where(and(...where)).orderBy(asc(merchants.merchantNo));
}
