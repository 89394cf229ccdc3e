/** The order filters' choices within a merchant scope: merchants, their products, and the auditors covering them. */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditPersonnel, merchants, products, users } from '../../db/schema';
import type { MerchantScope } from '../order/order-list.repository';

const inScope = (column: Parameters<typeof inArray>[0], scope: MerchantScope): SQL | undefined =>
  (scope ? inArray(column, scope.length ? [...scope] : [-1]) : undefined);

export async function merchantOptions(db: DbOrTx, scope: MerchantScope) {
  return db.select({ value: merchants.id, label: merchants.merchantName }).from(merchants)
    .where(inScope(merchants.id, scope)).orderBy(asc(merchants.merchantNo));
}

export async function productOptions(db: DbOrTx, scope: MerchantScope) {
  return db.select({ value: products.id, label: sql<string>`${products.productName} || ' (' || ${products.productCode} || ')'` })
    .from(products).where(inScope(products.merchantId, scope)).orderBy(asc(products.merchantId), asc(products.sort), asc(products.id));
}

/** Auditors whose principal or related merchants meet the scope (all auditors for head office). */
export async function auditorOptions(db: DbOrTx, scope: MerchantScope) {
  const covers = scope
    ? sql`(${auditPersonnel.merchantIds} && ${sql.param([...scope])}::integer[] or ${auditPersonnel.relatedMerchantIds} && ${sql.param([...scope])}::integer[])`
    : undefined;
  return db.select({ value: users.id, label: users.realName }).from(auditPersonnel)
    .innerJoin(users, eq(users.id, auditPersonnel.userId))
    .where(and(covers)).orderBy(asc(users.realName));
}
