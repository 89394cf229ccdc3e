/** Reads of LoanRouting besides the generic CRUD: products of a merchant, product labels, a merchant's enabled routes. */
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { crudSource } from '../../core/crud/crud.repository';
import { merchantScopeClause, type MerchantScope } from '../../core/merchant-scope';
import type { DbOrTx } from '../../db/client';
import { loanRoutes, products } from '../../db/schema';

export const loanRouteSource = crudSource(loanRoutes);

/** Product choices as [{label, value}] within the caller's merchants: one merchant's, or all of them for the list filter. */
export async function productOptions(db: DbOrTx, scope: MerchantScope, merchantId?: number) {
  const rows = await db.select({ value: products.id, code: products.productCode, name: products.productName }).from(products)
    .where(and(merchantId === undefined ? undefined : eq(products.merchantId, merchantId), merchantScopeClause(products.merchantId, scope))).orderBy(asc(products.productCode));
  return rows.map((r) => ({ value: r.value, label: `${r.code} ${r.name}` }));
}

export async function findProduct(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: products.id, merchantId: products.merchantId, productCode: products.productCode })
    .from(products).where(eq(products.id, id)).limit(1);
  return row ?? null;
}

export async function productLabels(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { productCode: string; productName: string }>();
  const rows = await db.select({ id: products.id, productCode: products.productCode, productName: products.productName })
    .from(products).where(inArray(products.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}

export interface RouteRow {
  productId: number | null;
  channel: string;
  priority: number;
}

/** The merchant's enabled routes for one product and its merchant-wide ones (loan_routes_merchant_idx). */
export async function enabledRoutes(db: DbOrTx, merchantId: number, productId: number | null): Promise<RouteRow[]> {
  return db.select({ productId: loanRoutes.productId, channel: loanRoutes.channel, priority: loanRoutes.priority })
    .from(loanRoutes)
    .where(and(eq(loanRoutes.merchantId, merchantId), eq(loanRoutes.enabled, true),
      productId === null ? isNull(loanRoutes.productId) : or(eq(loanRoutes.productId, productId), isNull(loanRoutes.productId))))
    .orderBy(asc(loanRoutes.priority), asc(loanRoutes.id));
}
