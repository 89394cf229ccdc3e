/** Reads products need besides the generic CRUD: merchant names and choices, and orders that use a product. */
import { asc, count, eq, inArray } from 'drizzle-orm';
import { crudSource } from '../../core/crud/crud.repository';
import type { DbOrTx } from '../../db/client';
import { merchants, orders, products } from '../../db/schema';

export const productSource = crudSource(products);

export async function merchantOptions(db: DbOrTx) {
  const rows = await db.select({ value: merchants.id, label: merchants.merchantName, merchantNo: merchants.merchantNo })
    .from(merchants).orderBy(asc(merchants.merchantNo));
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

export async function productOptions(db: DbOrTx) {
  const rows = await db.select({ value: products.id, code: products.productCode, name: products.productName })
    .from(products).orderBy(asc(products.productCode));
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
