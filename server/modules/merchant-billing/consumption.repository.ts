/** Consumption rows and the consumption types: written once per reference key, listed and totalled in scope. */
import { and, asc, count, desc, eq, inArray, isNotNull, or, sum, type SQL } from 'drizzle-orm';
import { startsWith, withinEatDays } from '../../db/list-search';
import type { ConsumptionBasis, ConsumptionFilter } from '../../../common/merchant/billing';
import { crudSource } from '../../core/crud/crud.repository';
import type { DbOrTx, Tx } from '../../db/client';
import { consumptionTypes as types, merchantConsumptions as consumptions, merchants, orders, users } from '../../db/schema';
import type { MerchantScope } from '../order/order-list.repository';

export type ConsumptionRecord = typeof consumptions.$inferSelect;
type ConsumptionInsert = typeof consumptions.$inferInsert;
export type ConsumptionType = typeof types.$inferSelect;

/** ConsumptionTypeConfig's CRUD source. */
export const consumptionTypeSource = crudSource(types);

export async function enabledTypesOf(db: DbOrTx, basis: ConsumptionBasis): Promise<ConsumptionType[]> {
  return db.select().from(types).where(and(eq(types.basis, basis), eq(types.enabled, true))).orderBy(asc(types.id));
}

export async function findType(db: DbOrTx, id: number): Promise<ConsumptionType | null> {
  const [row] = await db.select().from(types).where(eq(types.id, id));
  return row ?? null;
}

export async function typeOptions(db: DbOrTx) {
  return db.select({ value: types.id, label: types.name }).from(types).orderBy(asc(types.code));
}

/** Inserts the row unless its reference key is taken (a concurrent twin waits for the first to commit); null when taken. */
export async function claimConsumption(tx: Tx, values: ConsumptionInsert): Promise<ConsumptionRecord | null> {
  const [row] = await tx.insert(consumptions).values(values).onConflictDoNothing({ target: consumptions.referenceKey }).returning();
  return row ?? null;
}

export async function findByReference(db: DbOrTx, referenceKey: string): Promise<ConsumptionRecord | null> {
  const [row] = await db.select().from(consumptions).where(eq(consumptions.referenceKey, referenceKey));
  return row ?? null;
}

export async function setBalanceAfter(tx: Tx, id: number, balanceAfterCents: number): Promise<void> {
  await tx.update(consumptions).set({ balanceAfterCents }).where(eq(consumptions.id, id));
}

export async function consumedTotal(db: DbOrTx, merchantId: number): Promise<number> {
  const [row] = await db.select({ cents: sum(consumptions.amountCents) }).from(consumptions).where(eq(consumptions.merchantId, merchantId));
  return Number(row.cents ?? 0);
}

function whereOf(scope: MerchantScope, filter: ConsumptionFilter): SQL[] {
  const where: SQL[] = scope ? [inArray(consumptions.merchantId, scope.length ? [...scope] : [-1])] : [];
  if (filter.acquisitionsOnly) where.push(isNotNull(consumptions.orderId), eq(consumptions.basis, 'acquiredOrder'));
  if (filter.merchantId) where.push(eq(consumptions.merchantId, filter.merchantId));
  if (filter.reference) {
    where.push(or(startsWith(consumptions.consumptionNo, filter.reference), startsWith(consumptions.referenceKey, filter.reference),
      startsWith(orders.orderNo, filter.reference))!);
  }
  if (filter.typeId) where.push(eq(consumptions.typeId, filter.typeId));
  if (filter.basis) where.push(eq(consumptions.basis, filter.basis));
  where.push(...withinEatDays(consumptions.at, filter.dayFrom, filter.dayTo));
  return where;
}

export async function consumptionRows(db: DbOrTx, scope: MerchantScope, filter: ConsumptionFilter, limit: number, offset = 0) {
  return db.select({
    id: consumptions.id, consumptionNo: consumptions.consumptionNo, merchantId: consumptions.merchantId, merchantName: merchants.merchantName,
    typeCode: consumptions.typeCode, typeName: consumptions.typeName, basis: consumptions.basis, quantity: consumptions.quantity,
    unitPriceCents: consumptions.unitPriceCents, amountCents: consumptions.amountCents, orderId: consumptions.orderId, orderNo: orders.orderNo,
    orderStatus: orders.status, loanAmountCents: orders.loanAmountCents, referenceKey: consumptions.referenceKey,
    balanceAfterCents: consumptions.balanceAfterCents, remark: consumptions.remark, actorName: users.realName, at: consumptions.at,
  }).from(consumptions)
    .innerJoin(merchants, eq(merchants.id, consumptions.merchantId))
    .leftJoin(orders, eq(orders.id, consumptions.orderId))
    .leftJoin(users, eq(users.id, consumptions.actorUserId))
    .where(and(...whereOf(scope, filter))).orderBy(desc(consumptions.at), desc(consumptions.id)).limit(limit).offset(offset);
}

export async function consumptionTotals(db: DbOrTx, scope: MerchantScope, filter: ConsumptionFilter) {
  const [row] = await db.select({ count: count(), amountCents: sum(consumptions.amountCents) }).from(consumptions)
    .leftJoin(orders, eq(orders.id, consumptions.orderId))
    .where(and(...whereOf(scope, filter)));
  return { count: Number(row.count), amountCents: Number(row.amountCents ?? 0) };
}

export async function typeUsed(db: DbOrTx, typeId: number): Promise<boolean> {
  const [row] = await db.select({ id: consumptions.id }).from(consumptions).where(eq(consumptions.typeId, typeId)).limit(1);
  return Boolean(row);
}
