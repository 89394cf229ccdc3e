/** Reads and sources of the loan supermarket's audience configuration; every open-API read is one indexed query. */
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../common/orders/order-status';
import { crudSource } from '../../core/crud/crud.repository';
import type { DbOrTx } from '../../db/client';
import {
  appClients, bills, customers, orders, supermarketPlatforms, supermarketProducts, supermarketRecommendations, supermarketReviewData, supermarketVipLevels,
} from '../../db/schema';

export const sources = {
  platforms: crudSource(supermarketPlatforms),
  vipLevels: crudSource(supermarketVipLevels),
  recommendations: crudSource(supermarketRecommendations),
  reviewData: crudSource(supermarketReviewData),
};

const p = supermarketProducts;
/** What the apps receive of a partner product (the same shape as `supermarket/products`). */
const productCard = {
  id: p.id, productName: p.productName, partnerName: p.partnerName, logoKey: p.logoKey, linkUrl: p.linkUrl,
  minAmountCents: p.minAmountCents, maxAmountCents: p.maxAmountCents, dailyRateBp: p.dailyRateBp, termDays: p.termDays,
};

export async function productOptions(db: DbOrTx) {
  const rows = await db.select({ id: p.id, productName: p.productName, partnerName: p.partnerName }).from(p).orderBy(asc(p.sort), asc(p.id)).limit(500);
  return rows.map((r) => ({ value: r.id, label: `${r.productName} · ${r.partnerName}` }));
}

export async function levelOptions(db: DbOrTx) {
  const v = supermarketVipLevels;
  const rows = await db.select({ id: v.id, levelCode: v.levelCode, levelName: v.levelName }).from(v).orderBy(asc(v.minSettledLoans)).limit(200);
  return rows.map((r) => ({ value: r.id, label: `${r.levelCode} · ${r.levelName}` }));
}

/** The apps' names by code, for the lists (one query per page). */
export async function appNamesOf(db: DbOrTx, codes: string[]) {
  if (!codes.length) return new Map<string, string>();
  const rows = await db.select({ appCode: appClients.appCode, appName: appClients.appName }).from(appClients).where(inArray(appClients.appCode, codes));
  return new Map(rows.map((r) => [r.appCode, r.appName]));
}

export async function productExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: p.id }).from(p).where(eq(p.id, id)).limit(1);
  return Boolean(row);
}

export async function countExistingProducts(db: DbOrTx, ids: number[]) {
  if (!ids.length) return 0;
  const [row] = await db.select({ n: count() }).from(p).where(inArray(p.id, ids));
  return Number(row.n);
}

export async function levelExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: supermarketVipLevels.id }).from(supermarketVipLevels).where(eq(supermarketVipLevels.id, id)).limit(1);
  return Boolean(row);
}

export async function productNamesOf(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db.select({ id: p.id, productName: p.productName, partnerName: p.partnerName, enabled: p.enabled }).from(p).where(inArray(p.id, ids));
}

export async function levelNamesOf(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  const v = supermarketVipLevels;
  return db.select({ id: v.id, levelCode: v.levelCode, levelName: v.levelName }).from(v).where(inArray(v.id, ids));
}

export async function recommendationCounts(db: DbOrTx, levelIds: number[]) {
  if (!levelIds.length) return [];
  const r = supermarketRecommendations;
  return db.select({ vipLevelId: r.vipLevelId, n: count() }).from(r).where(inArray(r.vipLevelId, levelIds)).groupBy(r.vipLevelId);
}

/**
 * The customer's loans at the merchant: paid out (the intake's "old customer" count) and repaid in full
 * (every bill settled), which decides the VIP level.
 */
export async function loanHistory(db: DbOrTx, merchantId: number, phone: string): Promise<{ loans: number; settledLoans: number }> {
  const open = sql`exists (select 1 from ${bills} where ${bills.orderId} = ${orders.id} and ${bills.settledAt} is null)`;
  const billed = sql`exists (select 1 from ${bills} where ${bills.orderId} = ${orders.id})`;
  const [row] = await db.select({ loans: count(), settledLoans: sql<number>`count(*) filter (where ${billed} and not ${open})` })
    .from(orders).innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(customers.merchantId, merchantId), eq(customers.phone, phone), eq(orders.status, ORDER_STATUS.disbursed)));
  return { loans: Number(row?.loans ?? 0), settledLoans: Number(row?.settledLoans ?? 0) };
}

const levelCard = {
  id: supermarketVipLevels.id, levelCode: supermarketVipLevels.levelCode, levelName: supermarketVipLevels.levelName,
  minSettledLoans: supermarketVipLevels.minSettledLoans, recommendLimit: supermarketVipLevels.recommendLimit, benefits: supermarketVipLevels.benefits,
};

/** The highest enabled level the customer has reached, and the next enabled one above it. */
export async function levelsAround(db: DbOrTx, settledLoans: number) {
  const v = supermarketVipLevels;
  const [reached] = await db.select(levelCard).from(v).where(and(eq(v.enabled, true), lte(v.minSettledLoans, settledLoans))).orderBy(desc(v.minSettledLoans)).limit(1);
  const [next] = await db.select(levelCard).from(v).where(and(eq(v.enabled, true), sql`${v.minSettledLoans} > ${settledLoans}`)).orderBy(asc(v.minSettledLoans)).limit(1);
  return { reached: reached ?? null, next: next ?? null };
}

/** The level's enabled recommendations of enabled products shown to the customer's type, in the level's order. */
export async function recommendedProducts(db: DbOrTx, vipLevelId: number, customerType: 'new' | 'old', limit: number) {
  const r = supermarketRecommendations;
  return db.select(productCard).from(r).innerJoin(p, eq(p.id, r.productId))
    .where(and(eq(r.vipLevelId, vipLevelId), eq(r.enabled, true), eq(p.enabled, true), inArray(p.audience, ['all', customerType])))
    .orderBy(asc(r.sort), asc(r.id)).limit(limit);
}

export async function platformOf(db: DbOrTx, platformCode: string) {
  const [row] = await db.select().from(supermarketPlatforms).where(eq(supermarketPlatforms.platformCode, platformCode)).limit(1);
  return row ?? null;
}

/** The enabled products among a platform's listing, in the supermarket's order. */
export async function listedProductsOf(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db.select(productCard).from(p).where(and(inArray(p.id, ids), eq(p.enabled, true))).orderBy(asc(p.sort), asc(p.id)).limit(100);
}

/** The enabled review offers of one app build. */
export async function reviewOffers(db: DbOrTx, appCode: string, platform: string, versionCode: number) {
  const d = supermarketReviewData;
  return db.select({
    id: d.id, productName: d.productName, description: d.description, minAmountCents: d.minAmountCents, maxAmountCents: d.maxAmountCents,
    annualRateBp: d.annualRateBp, termDays: d.termDays,
  }).from(d).where(and(eq(d.appCode, appCode), eq(d.platform, platform), eq(d.versionCode, versionCode), eq(d.enabled, true)))
    .orderBy(asc(d.sort), asc(d.id)).limit(50);
}
