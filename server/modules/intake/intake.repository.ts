import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../common/orders/order-status';
import type { DbOrTx, Tx } from '../../db/client';
import {
  bankCards, customerContacts, customerCredits, customers, merchants, orderApplicationData, orderAttachments, orders, organizations, products,
  riskPricing, serviceKeys,
} from '../../db/schema';
import type { Application } from '../../../common/orders/application';

export async function findServiceKey(db: DbOrTx, keyHash: string) {
  const [row] = await db.select({ id: serviceKeys.id, merchantId: serviceKeys.merchantId }).from(serviceKeys)
    .where(and(eq(serviceKeys.keyHash, keyHash), eq(serviceKeys.enabled, true))).limit(1);
  return row ?? null;
}

export const touchServiceKey = (db: DbOrTx, id: number) =>
  db.update(serviceKeys).set({ lastUsedAt: sql`now()` }).where(eq(serviceKeys.id, id));

export async function findMerchant(db: DbOrTx, merchantId: number) {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, merchantId)).limit(1);
  return row ?? null;
}

export async function findOrg(db: DbOrTx, merchantId: number, orgNo: string) {
  const [row] = await db.select({ id: organizations.id }).from(organizations)
    .where(and(eq(organizations.merchantId, merchantId), eq(organizations.orgNo, orgNo))).limit(1);
  return row ?? null;
}

export async function findProduct(db: DbOrTx, merchantId: number, productCode: string) {
  const [row] = await db.select().from(products)
    .where(and(eq(products.merchantId, merchantId), eq(products.productCode, productCode))).limit(1);
  return row ?? null;
}

export async function findPricing(db: DbOrTx, productId: number, modelLevel: string) {
  const [row] = await db.select().from(riskPricing)
    .where(and(eq(riskPricing.productId, productId), eq(riskPricing.modelLevel, modelLevel), eq(riskPricing.enabled, true))).limit(1);
  return row ?? null;
}

export async function findOrderByExternalRef(db: DbOrTx, merchantId: number, externalRef: string) {
  const [row] = await db.select().from(orders)
    .where(and(eq(orders.merchantId, merchantId), eq(orders.externalRef, externalRef))).limit(1);
  return row ?? null;
}

/** Locks the customer row (one application at a time per customer), creating or refreshing it. */
export async function upsertCustomer(tx: Tx, merchantId: number, c: Application['customer'], customerNo: string) {
  const values = {
    fullName: c.fullName, idNumber: c.idNumber, certificateNumber: c.certificateNumber ?? null, language: c.language,
    gender: c.gender ?? null, birthDate: c.birthDate, email: c.email ?? null, maritalStatus: c.maritalStatus ?? null,
    education: c.education ?? null, occupation: c.occupation ?? null, employer: c.employer ?? null,
    monthlyIncomeCents: c.monthlyIncomeCents, county: c.county ?? null, address: c.address ?? null,
  };
  const [row] = await tx.insert(customers).values({ ...values, merchantId, phone: c.phone, customerNo })
    .onConflictDoUpdate({ target: [customers.merchantId, customers.phone], set: { ...values, updatedAt: sql`now()` } })
    .returning();
  await tx.execute(sql`select 1 from ${customers} where ${customers.id} = ${row.id} for update`);
  return row;
}

/**
 * The customer's orders: all of them at intake; for a replay (`before`) those applied before the replayed order,
 * by their status now (earlier orders were closed when it was applied, the intake refuses otherwise).
 */
export async function customerHistory(db: DbOrTx, customerId: number, since: Date, before?: { orderId: number; at: Date }) {
  const [row] = await db.select({
    previousOrders: sql<number>`count(*)::int`,
    open: sql<number>`count(*) filter (where ${orders.status} in (${ORDER_STATUS.toBeAllocated}, ${ORDER_STATUS.pendingReview}, ${ORDER_STATUS.pendingDisbursement}))::int`,
    rejectedLast30Days: sql<number>`count(*) filter (where ${orders.status} in (${ORDER_STATUS.machineRefused}, ${ORDER_STATUS.approvalRejected}) and ${gte(orders.applyAt, since)})::int`,
    disbursedBefore: sql<number>`count(*) filter (where ${orders.status} = ${ORDER_STATUS.disbursed})::int`,
  }).from(orders).where(and(eq(orders.customerId, customerId), before && ne(orders.id, before.orderId), before && lt(orders.applyAt, before.at)));
  return row;
}

export async function saveBankCard(tx: Tx, customerId: number, card: Application['bankCard']) {
  const account = card.paymentType === 'bank' ? card.cardNumber : card.walletAccount;
  const [existing] = await tx.select().from(bankCards).where(and(eq(bankCards.customerId, customerId), eq(bankCards.paymentType, card.paymentType),
    card.paymentType === 'bank' ? eq(bankCards.cardNumber, account ?? '') : eq(bankCards.walletAccount, account ?? ''))).limit(1);
  if (existing) return existing;
  await tx.update(bankCards).set({ isDefault: false }).where(eq(bankCards.customerId, customerId));
  const [row] = await tx.insert(bankCards).values({
    customerId, holderName: card.holderName, paymentType: card.paymentType, paymentSubtype: card.paymentSubtype ?? null,
    cardNumber: card.cardNumber ?? null, bankName: card.bankName ?? null, branch: card.branch ?? null,
    walletAccount: card.walletAccount ?? null, isDefault: true,
  }).returning();
  return row;
}

export async function nextOrderSerial(tx: Tx): Promise<number> {
  const result = (await tx.execute(sql`select nextval('order_no_seq') as n`)) as unknown as { rows: { n: string }[] };
  return Number(result.rows[0].n);
}

export interface CreditLine {
  limitCents: number;
  remainingCents: number;
  expiresAt: Date;
  status: string;
}

/** The customer's cash-loan line (one per customer), set from the model's cap at each application. */
export async function saveCashCredit(tx: Tx, customerId: number, line: CreditLine) {
  const [existing] = await tx.select({ id: customerCredits.id }).from(customerCredits)
    .where(and(eq(customerCredits.customerId, customerId), eq(customerCredits.creditType, CASH_CREDIT))).limit(1);
  if (existing) {
    await tx.update(customerCredits).set({ ...line, updatedAt: sql`now()` }).where(eq(customerCredits.id, existing.id));
  } else {
    await tx.insert(customerCredits).values({ customerId, creditType: CASH_CREDIT, adjustable: true, ...line });
  }
}

export const CASH_CREDIT = 'cash';

export async function insertOrder(tx: Tx, values: typeof orders.$inferInsert) {
  const [order] = await tx.insert(orders).values(values).returning();
  return order;
}

export async function insertContacts(tx: Tx, contacts: (typeof customerContacts.$inferInsert)[]): Promise<void> {
  if (contacts.length) await tx.insert(customerContacts).values(contacts);
}

export async function insertApplicationData(tx: Tx, values: typeof orderApplicationData.$inferInsert): Promise<void> {
  await tx.insert(orderApplicationData).values(values);
}

export async function insertAttachment(tx: Tx, values: typeof orderAttachments.$inferInsert): Promise<void> {
  await tx.insert(orderAttachments).values(values);
}
