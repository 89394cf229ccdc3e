/** What a replay reads of an order: the order, its stored application data and contacts, its customer, its machine step. */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customerContacts, customers, orderApplicationData, orders, orderSteps, products, riskRuleSets } from '../../db/schema';

export async function findOrderByNo(db: DbOrTx, orderNo: string) {
  const [row] = await db.select({
    id: orders.id, orderNo: orders.orderNo, merchantId: orders.merchantId, customerId: orders.customerId, productId: orders.productId,
    phone: orders.phone, idNumber: orders.idNumber, status: orders.status, refuseCode: orders.refuseCode, loanAmountCents: orders.loanAmountCents,
    loanType: orders.loanType, applyAt: orders.applyAt, riskScore: orders.riskScore, modelLevel: orders.modelLevel,
  }).from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
  return row ?? null;
}

export async function findApplicationData(db: DbOrTx, orderId: number) {
  const [row] = await db.select().from(orderApplicationData).where(eq(orderApplicationData.orderId, orderId));
  return row ?? null;
}

/** How many emergency and close contacts the application named (customer_contacts_order_idx). */
export async function contactCounts(db: DbOrTx, orderId: number) {
  const rows = await db.select({ kind: customerContacts.kind, n: count() }).from(customerContacts)
    .where(eq(customerContacts.orderId, orderId)).groupBy(customerContacts.kind);
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.n ?? 0);
  return { emergency: of('emergency'), close: of('close') };
}

export async function findCustomerFacts(db: DbOrTx, customerId: number) {
  const [row] = await db.select({ birthDate: customers.birthDate, monthlyIncomeCents: customers.monthlyIncomeCents, county: customers.county })
    .from(customers).where(eq(customers.id, customerId));
  return row ?? null;
}

/** The order's machine-review step (the first, the intake's). */
export async function findMachineStep(db: DbOrTx, orderId: number) {
  const [row] = await db.select({ action: orderSteps.action, refuseCode: orderSteps.refuseCode, detail: orderSteps.detail, at: orderSteps.at })
    .from(orderSteps).where(and(eq(orderSteps.orderId, orderId), inArray(orderSteps.action, ['machinePass', 'machineRefuse'])))
    .orderBy(asc(orderSteps.at), asc(orderSteps.id)).limit(1);
  return row ?? null;
}

export async function findRuleSetOwner(db: DbOrTx, ruleSetId: number) {
  const [row] = await db.select({ merchantId: riskRuleSets.merchantId }).from(riskRuleSets).where(eq(riskRuleSets.id, ruleSetId)).limit(1);
  return row ?? null;
}

export async function findProductById(db: DbOrTx, productId: number) {
  const [row] = await db.select({ maxAmountCents: products.maxAmountCents, dailyInterestBp: products.dailyInterestBp }).from(products).where(eq(products.id, productId));
  return row ?? null;
}
