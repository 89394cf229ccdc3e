/** Reads products need besides the generic CRUD: merchant names and choices, and orders that use a product. */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { crudSource, type ParentLink } from '../../core/crud/crud.repository';
import { merchantScopeClause, type MerchantScope } from '../../core/merchant-scope';
import type { DbOrTx } from '../../db/client';
import { merchants, orders, products, riskPricing } from '../../db/schema';

/** A product's child rows (risk pricing) belong to the product's merchant (merchant scope, issue 31.4). */
export const productParent: ParentLink = { parent: products, parentId: products.id, merchant: products.merchantId };

export const productSource = crudSource(products);

/** The caller's merchants (every merchant for head office), for the settings screens' pickers. */
export async function merchantOptions(db: DbOrTx, scope: MerchantScope) {
  const rows = await db.select({ value: merchants.id, label: merchants.merchantName, merchantNo: merchants.merchantNo })
    .from(merchants).where(merchantScopeClause(merchants.id, scope)).orderBy(asc(merchants.merchantNo));
  return rows.map((r) => ({ value: r.value, label: `${r.merchantNo} ${r.label}` }));
}

export async function merchantNames(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: merchants.id, name: merchants.merchantName }).from(merchants).where(inArray(merchants.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function merchantExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await merchantNames(db, [id])).has(id);
}

export async function countOrdersOfProduct(db: DbOrTx, productId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.productId, productId));
  return Number(row?.n ?? 0);
}

/** Products of the caller's merchants (all for head office), for pickers. */
export async function productOptions(db: DbOrTx, scope: MerchantScope) {
  const rows = await db.select({ value: products.id, code: products.productCode, name: products.productName })
    .from(products).where(merchantScopeClause(products.merchantId, scope)).orderBy(asc(products.productCode));
  return rows.map((r) => ({ value: r.value, label: `${r.code} ${r.name}` }));
}

export async function productsByIds(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.select().from(products).where(inArray(products.id, [...ids]));
}

export async function findProduct(db: DbOrTx, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

/** The enabled risk pricing rows of the products, by product: the rate that replaces the product's for each level. */
export async function levelRatesOf(db: DbOrTx, productIds: readonly number[]): Promise<Map<number, { modelLevel: string; dailyInterestBp: number }[]>> {
  const byProduct = new Map<number, { modelLevel: string; dailyInterestBp: number }[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db.select({ productId: riskPricing.productId, modelLevel: riskPricing.modelLevel, dailyInterestBp: riskPricing.dailyInterestBp }).from(riskPricing)
    .where(and(inArray(riskPricing.productId, [...productIds]), eq(riskPricing.enabled, true))).orderBy(asc(riskPricing.modelLevel));
  for (const { productId, ...rate } of rows) byProduct.set(productId, [...(byProduct.get(productId) ?? []), rate]);
  return byProduct;
}
