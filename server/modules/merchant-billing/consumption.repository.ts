/** Consumption rows and the consumption types: written once per reference key, listed and totalled in scope. */
import { and, asc, desc, eq, isNotNull, or, sum } from 'drizzle-orm';
import { z } from 'zod';
import { startsWith } from '../../db/list-search';
import { CONSUMPTION_FILTERS, type ConsumptionBasis, type ConsumptionFilter } from '../../../common/merchant/billing';
import { defineList } from '../../core/list/define-list';
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

/**
 * Consumptions, newest first (merchant_consumptions_at_idx); a reference is a consumption number's, a reference key's
 * or an acquired order number's start. The acquisition screen lists the same rows narrowed to acquired orders.
 */
const consumptionList = defineList({
  from: consumptions,
  joins: [
    { table: merchants, on: eq(merchants.id, consumptions.merchantId) },
    { table: orders, on: eq(orders.id, consumptions.orderId), type: 'left' },
    { table: users, on: eq(users.id, consumptions.actorUserId), type: 'left' },
  ],
  columns: {
    id: consumptions.id, consumptionNo: consumptions.consumptionNo, merchantId: consumptions.merchantId, merchantName: merchants.merchantName,
    typeCode: consumptions.typeCode, typeName: consumptions.typeName, basis: consumptions.basis, quantity: consumptions.quantity,
    unitPriceCents: consumptions.unitPriceCents, amountCents: consumptions.amountCents, orderId: consumptions.orderId, orderNo: orders.orderNo,
    orderStatus: orders.status, loanAmountCents: orders.loanAmountCents, referenceKey: consumptions.referenceKey,
    balanceAfterCents: consumptions.balanceAfterCents, remark: consumptions.remark, actorName: users.realName, at: consumptions.at,
  },
  filters: CONSUMPTION_FILTERS,
  params: { acquisitionsOnly: z.boolean().optional() },
  match: {
    acquisitionsOnly: { where: (only: boolean) => (only ? and(isNotNull(consumptions.orderId), eq(consumptions.basis, 'acquiredOrder')) : undefined) },
    merchantId: consumptions.merchantId, typeId: consumptions.typeId, basis: consumptions.basis, days: consumptions.at,
    reference: {
      where: (text: string) => or(startsWith(consumptions.consumptionNo, text), startsWith(consumptions.referenceKey, text), startsWith(orders.orderNo, text)),
    },
  },
  merchantScope: { column: consumptions.merchantId },
  order: [desc(consumptions.at), desc(consumptions.id)],
  sums: { amountCents: sum(consumptions.amountCents) },
});

export const consumptionRows = (db: DbOrTx, scope: MerchantScope, filter: ConsumptionFilter, limit: number, offset = 0) =>
  consumptionList.rows(db, scope, filter, { limit, offset });

export async function consumptionTotals(db: DbOrTx, scope: MerchantScope, filter: ConsumptionFilter) {
  const { total, sums } = await consumptionList.total(db, scope, filter);
  return { count: total, amountCents: sums.amountCents };
}

export async function typeUsed(db: DbOrTx, typeId: number): Promise<boolean> {
  const [row] = await db.select({ id: consumptions.id }).from(consumptions).where(eq(consumptions.typeId, typeId)).limit(1);
  return Boolean(row);
}
